/**
 * Delivery receipts a platform reports after the send (WhatsApp's `statuses`: sent, delivered,
 * read, failed): each moves its message's `delivery` forward, never back (receipts arrive out of
 * order), and a failure emits `message.delivery_failed` with it. A receipt for a message that is
 * none of ours (another tool on the same number, or one whose record is not written yet) is
 * ignored: the platform's later receipts still come.
 */
import type { MessageDelivery, MessageDeliveryStatus } from '@switchboard/contracts/message';
import type { Logger } from '@switchboard/kit/logger';
import { teamScope } from '@switchboard/store/port';
import type { ConversationStore } from './conversation-store.js';
import { deliveryFailedEvent } from './outbound-delivery.js';
import type { DeliveryReceipts, EventSink } from './ports/channel-adapter.js';

/** The statuses a message may be moved to each status from. */
const MOVES_FROM: Record<MessageDeliveryStatus, readonly MessageDeliveryStatus[]> = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent', 'delivered'],
};

export interface DeliveryReceiptDeps {
  conversations: ConversationStore;
  events: EventSink;
  logger: Logger;
}

/** The relay's side of the platforms' receipts. */
export function createDeliveryReceipts(deps: DeliveryReceiptDeps): DeliveryReceipts {
  return {
    async record(channel, receipts) {
      const scope = teamScope(channel.team_id);
      const { conversations } = deps;
      for (const receipt of receipts) {
        const from = MOVES_FROM[receipt.status];
        if (from.length === 0) continue;
        const id = await conversations.receipts.messageIdOf(
          scope,
          channel.id,
          receipt.platformMessageId,
        );
        const message = id ? await conversations.messages.findById(scope, id) : null;
        const current = message?.delivery?.status;
        if (!message || !current || !from.includes(current)) continue;
        const delivery: MessageDelivery = {
          status: receipt.status,
          ...(receipt.error ? { error: receipt.error } : {}),
          updated_at: receipt.at.toISOString(),
        };
        const failure =
          receipt.status === 'failed'
            ? deliveryFailedEvent(deps.events, channel, message, delivery)
            : null;
        const [moved] = await conversations.writeTogether([
          conversations.messages.advanceDeliveryStep(message, from, delivery),
          ...(failure ? [failure.step] : []),
        ]);
        if (moved && failure) {
          failure.stored();
          deps.logger.warn(
            { channel_id: channel.id, message_id: message.id, error: receipt.error },
            'platform reported a failed delivery',
          );
        }
      }
    },
  };
}
