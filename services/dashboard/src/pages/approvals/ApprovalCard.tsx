import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import type { BudgetApproval, PendingApproval, ToolCallApproval } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { usd, when } from '../../ui/format';
import { useAnswered } from './useAnswered';

/** The hints a server declares, as a person deciding reads them. */
const HINTS: ReadonlyArray<[string, string]> = [
  ['readOnlyHint', 'read-only'],
  ['destructiveHint', 'destructive'],
  ['idempotentHint', 'idempotent'],
  ['openWorldHint', 'reaches outside systems'],
];

function Annotations({ annotations }: { annotations: Record<string, unknown> }) {
  const shown = HINTS.filter(([key]) => typeof annotations[key] === 'boolean');
  if (shown.length === 0)
    return <p className="muted">The server declared no hints for this tool.</p>;
  return (
    <ul className="hints" aria-label="What the server says of this tool">
      {shown.map(([key, label]) => (
        <li
          key={key}
          className={`badge${key === 'destructiveHint' && annotations[key] ? ' bad' : ''}`}
        >
          {annotations[key] ? label : `not ${label}`}
        </li>
      ))}
    </ul>
  );
}

function ToolCallDetails({ approval }: { approval: ToolCallApproval }) {
  return (
    <>
      <p>
        Tool <code>{approval.tool}</code> of <code>{approval.server}</code> (the model called it{' '}
        <code>{approval.model_tool_name}</code>)
      </p>
      <Annotations annotations={approval.annotations} />
      <h3>Arguments</h3>
      <pre aria-label="Arguments">{JSON.stringify(approval.arguments, null, 2)}</pre>
    </>
  );
}

function BudgetDetails({ approval }: { approval: BudgetApproval }) {
  return (
    <p>
      {approval.budget === 'run' ? 'This run' : 'The team this month'} spent{' '}
      <strong>{usd(approval.spent_usd)}</strong> of its limit of{' '}
      <strong>{usd(approval.limit_usd)}</strong>.{' '}
      {approval.budget === 'run'
        ? 'Approving lets it spend as much again.'
        : 'Approving lets this run go on past the team’s budget.'}
    </p>
  );
}

/** One pending approval: what the run wants to do, and approve (optionally edited) or reject. */
export function ApprovalCard({
  executionId,
  approval,
}: {
  executionId: string;
  approval: PendingApproval;
}) {
  const answered = useAnswered(executionId);
  const ids = useId();
  const [reason, setReason] = useState('');
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(() =>
    approval.kind === 'tool_call' ? JSON.stringify(approval.arguments, null, 2) : '',
  );
  const [parseError, setParseError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async (body: {
      decision: 'approve' | 'reject';
      reason?: string;
      arguments?: Record<string, unknown>;
    }) =>
      unwrap(
        await api.POST('/v1/executions/{id}/approvals/{approval_id}', {
          params: { path: { id: executionId, approval_id: approval.id } },
          body,
        }),
      ).data,
    onSuccess: answered,
  });
  const approve = () => {
    if (!editing) return decide.mutate({ decision: 'approve' });
    try {
      decide.mutate({
        decision: 'approve',
        arguments: JSON.parse(edited) as Record<string, unknown>,
      });
      setParseError(null);
    } catch {
      setParseError('The edited arguments are not valid JSON.');
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ decision: 'reject', ...(reason ? { reason } : {}) });
  };
  const title = approval.kind === 'tool_call' ? `Run ${approval.tool}?` : 'Go on past the budget?';
  return (
    <section className="card approval" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{title}</h3>
      {approval.kind === 'tool_call' ? (
        <ToolCallDetails approval={approval} />
      ) : (
        <BudgetDetails approval={approval} />
      )}
      <p className="muted">
        Asked {when(approval.requested_at)} · expires {when(approval.expires_at)}
      </p>
      {approval.kind === 'tool_call' && (
        <label>
          <input type="checkbox" checked={editing} onChange={(e) => setEditing(e.target.checked)} />{' '}
          Edit the arguments before approving
        </label>
      )}
      {editing && (
        <label>
          Arguments (JSON)
          <textarea rows={6} value={edited} onChange={(e) => setEdited(e.target.value)} />
        </label>
      )}
      <form onSubmit={reject}>
        <label htmlFor={`${ids}-reason`}>Reason (told to the model when you reject)</label>
        <input id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div className="actions">
          <button type="button" onClick={approve} disabled={decide.isPending}>
            Approve
          </button>
          <button type="submit" className="danger" disabled={decide.isPending}>
            Reject
          </button>
        </div>
      </form>
      {parseError && (
        <div role="alert" className="error">
          {parseError}
        </div>
      )}
      <ErrorMessage error={decide.error} />
    </section>
  );
}
