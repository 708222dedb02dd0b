import type { Execution } from '../../api/types';

const TONE: Record<Execution['status'], string> = {
  queued: '',
  running: 'warn',
  awaiting_approval: 'warn',
  awaiting_input: 'warn',
  completed: 'ok',
  failed: 'bad',
  timeout: 'bad',
  cancelled: '',
};

export function StatusBadge({ status }: { status: Execution['status'] }) {
  return <span className={`badge ${TONE[status]}`}>{status.replace('_', ' ')}</span>;
}
