import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import type { Schedule } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { timingOf } from './RunTrigger';
import { ScheduleForm, scheduleBody, type ScheduleFields } from './ScheduleForm';

/** A loop's schedules: list with the next run, add, edit, delete. */
export function SchedulesSection({ loopId }: { loopId: string }) {
  const queryClient = useQueryClient();
  const key = ['schedules', loopId];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const { query, setPage } = usePaged(key, async (page) =>
    unwrap(
      await api.GET('/v1/agent-loops/{id}/schedules', {
        params: { path: { id: loopId }, query: { page, per_page: PER_PAGE } },
      }),
    ),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: async (fields: ScheduleFields) =>
      unwrap(
        await api.POST('/v1/agent-loops/{id}/schedules', {
          params: { path: { id: loopId } },
          body: scheduleBody(fields),
        }),
      ),
    onSuccess: () => {
      setAdding(false);
      return refresh();
    },
  });
  const update = useMutation({
    mutationFn: async ({ id, fields }: { id: string; fields: ScheduleFields }) =>
      unwrap(
        await api.PATCH('/v1/schedules/{id}', {
          params: { path: { id } },
          // Emptied variables are cleared, not kept.
          body: { variables: null, ...scheduleBody(fields) },
        }),
      ),
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/v1/schedules/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const row = (schedule: Schedule) => (
    <li key={schedule.id} className="card" aria-label={`Schedule ${timingOf(schedule)}`}>
      {editing === schedule.id ? (
        <ScheduleForm
          schedule={schedule}
          submitLabel="Save schedule"
          busy={update.isPending}
          error={update.error}
          onSubmit={(fields) => update.mutate({ id: schedule.id, fields })}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <p>
            <code>{timingOf(schedule)}</code>
            {schedule.cron !== null && ` (${schedule.timezone})`} ·{' '}
            {schedule.enabled ? `next run ${when(schedule.next_run_at)}` : 'disabled'} · last run{' '}
            {when(schedule.last_run_at)}
            {schedule.last_error && <span className="error"> {schedule.last_error}</span>}
          </p>
          {schedule.variables && (
            <p>
              Variables: <code>{JSON.stringify(schedule.variables)}</code>
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="secondary" onClick={() => setEditing(schedule.id)}>
              Edit schedule
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => {
                if (window.confirm('Delete this schedule?')) remove.mutate(schedule.id);
              }}
            >
              Delete schedule
            </button>
          </div>
        </>
      )}
    </li>
  );
  return (
    <section aria-label="Schedules">
      <div className="toolbar">
        <h2>Schedules</h2>
        <button type="button" className="secondary" onClick={() => setAdding(!adding)}>
          New schedule
        </button>
      </div>
      {adding && (
        <ScheduleForm
          submitLabel="Create schedule"
          busy={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
          onCancel={() => setAdding(false)}
        />
      )}
      <ErrorMessage error={query.error ?? remove.error} />
      {query.data?.data.length === 0 && <p className="muted">No schedules.</p>}
      {query.data && query.data.data.length > 0 && (
        <ul className="plain">{query.data.data.map(row)}</ul>
      )}
      <Pager meta={query.data?.meta} onPage={setPage} label="Schedules" />
    </section>
  );
}
