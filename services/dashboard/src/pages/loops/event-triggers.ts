import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { EVENTS } from '../../api/events';
import type { components } from '../../api/schema';

export type EventTrigger = components['schemas']['EventTrigger'];

/** The team's bots and agent loops by id (the first 100 of each), to name what a trigger narrows. */
export function useTriggerTargets() {
  const bots = useQuery({
    queryKey: ['bots', 'all'],
    queryFn: async () =>
      unwrap(await api.GET('/v1/bots', { params: { query: { per_page: 100 } } })).data,
  });
  const loops = useQuery({
    queryKey: ['agent-loops', 'all'],
    queryFn: async () =>
      unwrap(await api.GET('/v1/agent-loops', { params: { query: { per_page: 100 } } })).data,
  });
  return { bots: bots.data ?? [], loops: loops.data ?? [], error: bots.error ?? loops.error };
}

/** "A bot receives a message: bot Support", in words, with names where the ids have them. */
export function describeTrigger(
  trigger: EventTrigger,
  targets: {
    bots: Array<{ id: string; name: string }>;
    loops: Array<{ id: string; name: string }>;
  },
): string {
  const event = EVENTS[trigger.event];
  if (trigger.bot_id) {
    const bot = targets.bots.find((b) => b.id === trigger.bot_id);
    return `${event.label}: bot ${bot?.name ?? trigger.bot_id}`;
  }
  if (trigger.agent_loop_id) {
    const loop = targets.loops.find((l) => l.id === trigger.agent_loop_id);
    return `${event.label}: agent loop ${loop?.name ?? trigger.agent_loop_id}`;
  }
  if (event.narrowedBy === null) return event.label;
  return `${event.label} (any ${event.narrowedBy === 'bot' ? 'bot' : 'agent loop'})`;
}
