import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

export type EventTrigger = components['schemas']['EventTrigger'];
export type EventName = EventTrigger['event'];

/**
 * What each event is, keyed by the API's own event types (an event added to the API is a compile
 * error here until it is described), and which record narrows it (null: none, any of the team's).
 */
export const EVENTS: Record<EventName, { label: string; narrowedBy: 'bot' | 'agent_loop' | null }> =
  {
    'bot.message_received': { label: 'A bot receives a message', narrowedBy: 'bot' },
    'integration.failed': { label: 'Every integration of a bot fails', narrowedBy: 'bot' },
    'channel.disconnected': { label: 'A bot’s channel disconnects', narrowedBy: 'bot' },
    'agent_loop.completed': { label: 'An agent loop ends', narrowedBy: 'agent_loop' },
    'conversation.handoff_requested': {
      label: 'A conversation is handed to a person',
      narrowedBy: 'bot',
    },
    'message.delivery_failed': { label: 'A message fails to reach its user', narrowedBy: 'bot' },
    'mcp_server.authorization_required': {
      label: 'A tool server needs a person to connect it',
      narrowedBy: null,
    },
    'execution.approval_requested': {
      label: 'An agent loop’s run waits for a person',
      narrowedBy: 'agent_loop',
    },
  };

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
