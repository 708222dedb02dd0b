import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ms, usd, when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { describeTrigger, useTriggerTargets } from './event-triggers';
import { LoopForm, type LoopFields } from './LoopForm';
import { RunForm } from './RunForm';
import { RunTrigger } from './RunTrigger';
import { SchedulesSection } from './SchedulesSection';
import { StatusBadge } from './StatusBadge';
import { useToolServerName } from './tool-servers';
import { TriggerUrlCard } from './TriggerUrlCard';

/** One agent loop: its settings, Run, schedules, trigger URL and its executions. */
export default function LoopPage() {
  const { id = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const toolServerName = useToolServerName();
  const targets = useTriggerTargets();
  const loop = useQuery({
    queryKey: ['agent-loop', id],
    queryFn: async () =>
      unwrap(await api.GET('/v1/agent-loops/{id}', { params: { path: { id } } })).data,
  });
  const executions = usePaged(
    ['executions', id],
    async (page) =>
      unwrap(
        await api.GET('/v1/agent-loops/{id}/executions', {
          params: { path: { id }, query: { page, per_page: PER_PAGE } },
        }),
      ),
    { refetchInterval: 3_000 },
  );
  const update = useMutation({
    mutationFn: async (fields: LoopFields) =>
      unwrap(await api.PATCH('/v1/agent-loops/{id}', { params: { path: { id } }, body: fields }))
        .data,
    onSuccess: (saved) => {
      queryClient.setQueryData(['agent-loop', id], saved);
      void queryClient.invalidateQueries({ queryKey: ['agent-loops'] });
      setEditing(false);
    },
  });
  if (loop.error) return <ErrorMessage error={loop.error} />;
  if (!loop.data) return <p className="muted">Loading…</p>;
  const data = loop.data;
  return (
    <>
      <div className="toolbar">
        <h1>{data.name}</h1>
        <button type="button" className="secondary" onClick={() => setEditing(!editing)}>
          Edit agent loop
        </button>
      </div>
      {editing ? (
        <LoopForm
          loop={data}
          submitLabel="Save agent loop"
          busy={update.isPending}
          error={update.error}
          onSubmit={(fields) => update.mutate(fields)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <section className="card" aria-label="Settings">
          <p>
            Model <code>{data.model ?? 'server default'}</code> · up to {data.max_iterations}{' '}
            iterations · timeout {data.timeout} s · tools{' '}
            {data.mcp_servers.length ? data.mcp_servers.map(toolServerName).join(', ') : 'none'}
          </p>
          <h3>Event triggers</h3>
          {data.event_triggers.length === 0 ? (
            <p className="muted">None: the loop runs when started, on a schedule or by its URL.</p>
          ) : (
            <ul aria-label="Event triggers">
              {data.event_triggers.map((trigger, index) => (
                <li key={index}>{describeTrigger(trigger, targets)}</li>
              ))}
            </ul>
          )}
          <h3>System prompt</h3>
          <pre>{data.system_prompt}</pre>
          <h3>User message</h3>
          <pre>{data.user_message}</pre>
          {data.callback_url && (
            <p>
              Callback <code>{data.callback_url}</code>, signed with secret{' '}
              <code>{data.callback_secret}</code>
            </p>
          )}
        </section>
      )}
      <RunForm loop={data} />
      <SchedulesSection loopId={data.id} />
      <TriggerUrlCard loopId={data.id} />
      <h2>Executions</h2>
      <ErrorMessage error={executions.query.error} />
      {executions.query.data?.data.length === 0 && <p className="muted">Not run yet.</p>}
      {executions.query.data && executions.query.data.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Execution</th>
                <th scope="col">Status</th>
                <th scope="col">Started by</th>
                <th scope="col">Queued</th>
                <th scope="col">Duration</th>
                <th scope="col">Tokens</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {executions.query.data.data.map((execution) => (
                <tr key={execution.id}>
                  <td>
                    <Link to={`/executions/${execution.id}`}>{execution.id}</Link>
                  </td>
                  <td>
                    <StatusBadge status={execution.status} />
                  </td>
                  <td>
                    <RunTrigger execution={execution} />
                  </td>
                  <td>{when(execution.queued_at)}</td>
                  <td>{ms(execution.duration_ms)}</td>
                  <td>{execution.usage.total_tokens}</td>
                  <td>{usd(execution.usage.cost_usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager meta={executions.query.data?.meta} onPage={executions.setPage} label="Executions" />
    </>
  );
}
