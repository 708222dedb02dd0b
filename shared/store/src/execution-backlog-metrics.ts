/**
 * The execution queue's gauges on /metrics, read from the store when scraped (the api and the
 * runner both show them; each process reads the same shared figures: aggregate them with `max`, not `sum`).
 */
import { sharedRead, type Metrics } from '@switchboard/kit/metrics/metrics';
import type { ExecutionBacklog, ExecutionRepository } from './execution-repository.js';

/** Registers the queue depth and age, running count and finalization backlog gauges. */
export function registerExecutionBacklog(
  metrics: Metrics,
  executions: Pick<ExecutionRepository, 'backlog'>,
  now: () => Date,
): void {
  if (!metrics.enabled) return;
  const read = sharedRead(() => executions.backlog(now().toISOString()));
  const ageSeconds = (iso: string | null) =>
    iso === null ? 0 : Math.max(0, (now().getTime() - Date.parse(iso)) / 1000);
  const gauge = (name: string, help: string, value: (backlog: ExecutionBacklog) => number) =>
    metrics.gauge({
      name,
      help,
      labels: [],
      read: async () => [[{}, value(await read())]],
    });
  gauge(
    'switchboard_executions_queued',
    'Executions waiting for a runner (every team).',
    (b) => b.queued,
  );
  gauge(
    'switchboard_executions_queue_oldest_age_seconds',
    'How long the longest-waiting queued execution has waited (0 when none).',
    (b) => ageSeconds(b.oldestQueuedAt),
  );
  gauge('switchboard_executions_running', 'Executions a runner holds now.', (b) => b.running);
  gauge(
    'switchboard_executions_finalizations_pending',
    'Ended executions whose agent_loop.completed event or callback is still to be sent, retries included.',
    (b) => b.finalizing,
  );
  gauge(
    'switchboard_executions_finalization_oldest_overdue_seconds',
    'How long past its due time the most overdue finalization (event, callback attempt) is (0 when none).',
    (b) => ageSeconds(b.oldestFinalizeDueAt),
  );
}
