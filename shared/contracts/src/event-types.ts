/** The event types teams subscribe to (contract-decisions.md, "Events"), apart from their data. */
import { z } from 'zod';

export const EVENT_TYPES = [
  'bot.message_received',
  'integration.failed',
  'agent_loop.completed',
  'channel.disconnected',
  'mcp_server.authorization_required',
  'conversation.handoff_requested',
  'message.delivery_failed',
  'execution.approval_requested',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const eventType = z.enum(EVENT_TYPES, {
  error: `must be one of: ${EVENT_TYPES.join(', ')}`,
});
