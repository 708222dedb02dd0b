/**
 * The writes that put a conversation in `handoff` with its `conversation.handoff_requested` event,
 * as steps of one batch: asked through the API (HandoffService) or by an integration's answer (the
 * relay, in the batch that finishes the user message). A conversation that is no longer active (a
 * person took it meanwhile, its channel went) ends the batch there, so no event tells of a move
 * that did not happen.
 */
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import type { WriteStep } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { EventOutbox } from '../events/emit-event.js';
import type { ConversationRepository } from './conversation.repository.js';

export interface HandoffRequest {
  requestedBy: 'api' | 'integration';
  reason: string | null;
  /** The integration that asked, and the user message it was answering (integration only). */
  integrationId: string | null;
  messageId: string | null;
}

export function handoffWrite(
  deps: {
    conversations: Pick<ConversationRepository, 'startHandoffStep'>;
    events: Pick<EventOutbox, 'prepare'>;
    clock: Clock;
  },
  conversation: ConversationRecord,
  request: HandoffRequest,
): { steps: WriteStep[]; stored(): void } {
  const handoff = {
    reason: request.reason,
    requested_by: request.requestedBy,
    requested_at: deps.clock.now().toISOString(),
  };
  const event = deps.events.prepare(conversation.team_id, 'conversation.handoff_requested', {
    bot_id: conversation.bot_id,
    channel_id: conversation.channel_id,
    conversation_id: conversation.id,
    reason: request.reason,
    requested_by: request.requestedBy,
    integration_id: request.integrationId,
    message_id: request.messageId,
  });
  return {
    steps: [
      deps.conversations.startHandoffStep(conversation.team_id, conversation.id, handoff),
      event.step,
    ],
    stored: () => event.stored(),
  };
}
