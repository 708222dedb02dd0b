import type { components } from './schema';

export type EventName = components['schemas']['EventTrigger']['event'];

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

/** Every event type, in the order the API lists them. */
export const EVENT_NAMES = Object.keys(EVENTS) as EventName[];
