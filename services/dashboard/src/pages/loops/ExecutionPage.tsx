import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { api, unwrap } from '../../api/client';
import { useExecutionEvents } from '../../api/execution-events';
import type { Execution } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ApprovalCard } from '../approvals/ApprovalCard';
import { InputForm } from '../approvals/InputForm';
import { ms, usd, when } from '../../ui/format';
import { Markdown } from '../../ui/Markdown';
import { LIVE, totalsOf } from './execution-totals';
import { RunTrigger } from './RunTrigger';
import { StatusBadge } from './StatusBadge';
import { StepTimeline } from './StepTimeline';

/** Not ended: the run can still be cancelled. */
const UNENDED: ReadonlyArray<Execution['status']> = [
  ...LIVE,
  'awaiting_approval',
  'awaiting_input',
];

/**
 * One execution, live while it runs: what started it and what it was given, steps, tokens, cost,
 * output, callback attempts.
 */
export default function ExecutionPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const execution = useQuery({
    queryKey: ['execution', id],
    queryFn: async () =>
      unwrap(await api.GET('/v1/executions/{id}', { params: { path: { id } } })).data,
    // Polls until the run ends; the event stream below makes updates immediate.
    refetchInterval: (query) =>
      query.state.data && !LIVE.includes(query.state.data.status) ? false : 2_000,
  });
  const live = execution.data ? LIVE.includes(execution.data.status) : false;
  const loopId = execution.data?.agent_loop_id ?? '';
  const loop = useQuery({
    queryKey: ['agent-loop', loopId],
    enabled: loopId !== '',
    queryFn: async () =>
      unwrap(await api.GET('/v1/agent-loops/{id}', { params: { path: { id: loopId } } })).data,
  });
  useExecutionEvents(id, live);
  const cancel = useMutation({
    mutationFn: async () =>
      unwrap(await api.POST('/v1/executions/{id}/cancel', { params: { path: { id } } })).data,
    onSuccess: (data) => queryClient.setQueryData(['execution', id], data),
  });
  if (execution.error) return <ErrorMessage error={execution.error} />;
  const data = execution.data;
  if (!data) return <p className="muted">Loading…</p>;
  const totals = totalsOf(data);
  return (
    <>
      <div className="toolbar">
        <h1>Execution</h1>
        <StatusBadge status={data.status} />
        {UNENDED.includes(data.status) && (
          <button type="button" className="danger" onClick={() => cancel.mutate()}>
            Cancel
          </button>
        )}
      </div>
      <p>
        <code>{data.id}</code> of agent loop{' '}
        <Link to={`/agent-loops/${data.agent_loop_id}`}>
          {loop.data?.name ?? data.agent_loop_id}
        </Link>{' '}
        · started by <RunTrigger execution={data} /> · model <code>{data.model ?? '—'}</code> ·
        queued {when(data.queued_at)}
      </p>
      <ErrorMessage error={cancel.error} />
      <section className="card" aria-label="Totals">
        <strong>{totals.modelCalls}</strong> model calls · <strong>{totals.toolCalls}</strong> tool
        calls · <strong>{totals.totalTokens}</strong> tokens ({totals.promptTokens} in,{' '}
        {totals.completionTokens} out) · cost <strong>{usd(totals.costUsd)}</strong>
        {live ? ' so far' : <> · took {ms(data.duration_ms)}</>}
      </section>
      <section className="card" aria-label="Input">
        <h2>Input</h2>
        <pre>{data.input.user_message}</pre>
        {Object.keys(data.input.variables).length > 0 && (
          <details>
            <summary>Variables</summary>
            <pre>{JSON.stringify(data.input.variables, null, 2)}</pre>
          </details>
        )}
        {Object.keys(data.input.metadata).length > 0 && (
          <details>
            <summary>Metadata</summary>
            <pre>{JSON.stringify(data.input.metadata, null, 2)}</pre>
          </details>
        )}
      </section>
      {data.error && (
        <div role="alert" className="error">
          {data.error}
        </div>
      )}
      {data.pending_approvals.length > 0 && (
        <section aria-label="Waiting for your decision">
          <h2>Waiting for your decision</h2>
          {data.pending_approvals.map((approval) => (
            <ApprovalCard key={approval.id} executionId={data.id} approval={approval} />
          ))}
        </section>
      )}
      {data.pending_input && (
        <section aria-label="A question for you">
          <h2>A question for you</h2>
          <InputForm executionId={data.id} input={data.pending_input} />
        </section>
      )}
      <h2>Steps</h2>
      <StepTimeline steps={data.steps} />
      {live && <p className="muted">Running… steps appear as they happen.</p>}
      {data.result.output !== null && (
        <section className="card" aria-label="Output">
          <h2>Output</h2>
          {data.result.structured ? (
            <pre aria-label="Structured result">
              {JSON.stringify(data.result.structured, null, 2)}
            </pre>
          ) : (
            <Markdown>{data.result.output}</Markdown>
          )}
          {data.result.output_truncated && <p className="muted">(output truncated)</p>}
        </section>
      )}
      {data.callback && (
        <section className="card" aria-label="Callback">
          <h2>Callback</h2>
          <p>
            <code>{data.callback.url}</code> · {data.callback.status ?? 'not sent'}
            {data.callback.next_attempt_at &&
              ` · next attempt ${when(data.callback.next_attempt_at)}`}
          </p>
          <ol>
            {data.callback.attempts.map((attempt) => (
              <li key={attempt.attempt}>
                {when(attempt.at)}: {attempt.status_code ?? 'no answer'} in{' '}
                {ms(attempt.duration_ms)}
                {attempt.error && ` — ${attempt.error}`}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
