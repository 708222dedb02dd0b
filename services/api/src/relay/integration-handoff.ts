/**
 * An integration asking for a person (`{ "handoff": true }`): the conversation moves to `handoff`
 * with its `conversation.handoff_requested` event, as steps of the batch that finishes the user
 * message. A conversation that is no longer active (a person took it meanwhile, its channel went)
 * ends the batch there, so no event tells of a move that did not happen.
 */
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import type { PreparedWrite } from './outbound-delivery.js';
import type { RelayDeps } from './relay-deps.js';

/** The writes that hand `conversation` to a person, as its integration asked answering `message`. */
export function handoffAsked(
  deps: Pick<RelayDeps, 'conversations' | 'events' | 'clock'>,
  conversation: ConversationRecord,
  message: RelayMessageRecord,
  integrationId: string,
): PreparedWrite {
  const handoff = {
    reason: null,
    requested_by: 'integration' as const,
    requested_at: deps.clock.now().toISOString(),
  };
  const event = deps.events.prepare(conversation.team_id, 'conversation.handoff_requested', {
    bot_id: conversation.bot_id,
    channel_id: conversation.channel_id,
    conversation_id: conversation.id,
    reason: null,
    requested_by: 'integration',
    integration_id: integrationId,
    message_id: message.id,
  });
  return {
    steps: [
      deps.conversations.conversations.startHandoffStep(
        conversation.team_id,
        conversation.id,
        handoff,
      ),
      event.step,
    ],
    stored: () => event.stored(),
  };
}
