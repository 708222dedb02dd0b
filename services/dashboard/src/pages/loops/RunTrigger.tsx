import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { Execution, Schedule } from '../../api/types';

/** A schedule's timing in words: its cron expression or its interval. */
export function timingOf(schedule: Schedule): string {
  return schedule.cron ?? `every ${schedule.interval_seconds ?? 0} s`;
}

/** The loop's schedules (the first 100), to say which one started a run. */
function useLoopSchedules(loopId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['schedules', loopId, 'all'],
    enabled,
    queryFn: async () =>
      unwrap(
        await api.GET('/v1/agent-loops/{id}/schedules', {
          params: { path: { id: loopId }, query: { per_page: 100 } },
        }),
      ).data,
  });
}

/** The event type of the envelope an event-triggered run was given as `variables.event`. */
function eventTypeOf(execution: Execution): string | null {
  const event = execution.input.variables.event as { type?: unknown } | undefined;
  return typeof event?.type === 'string' ? event.type : null;
}

/** What started a run, in words: the API, which schedule, which event, or the trigger URL. */
export function RunTrigger({ execution }: { execution: Execution }) {
  const { trigger } = execution;
  const schedules = useLoopSchedules(execution.agent_loop_id, trigger.type === 'schedule');
  switch (trigger.type) {
    case 'api':
      return <>API</>;
    case 'url':
      return <>trigger URL</>;
    case 'schedule': {
      const schedule = schedules.data?.find((s) => s.id === trigger.id);
      return (
        <>
          schedule <code>{schedule ? timingOf(schedule) : (trigger.id ?? '')}</code>
        </>
      );
    }
    case 'event':
      return (
        <>
          event <code>{eventTypeOf(execution) ?? trigger.id ?? ''}</code>
          {trigger.depth !== undefined && trigger.depth > 1 && ` (chain depth ${trigger.depth})`}
        </>
      );
  }
}
