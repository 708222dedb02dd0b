/**
 * Delivery receipts a platform reports after the send (WhatsApp's `statuses`: sent, delivered,
 * read, failed): each moves its message's `delivery` forward, never back (receipts arrive out of
 * order), and a failure emits `message.delivery_failed` with it. A receipt may come before the
 * service has written down what it sent: it is noted on the platform message's receipt record,
 * and applied when the send is written (`settle`). Receipts of ids that are none of ours (another
 * tool on the same number) stay noted for a day, then go. (On FerretDB 1.x, whose updates are
 * read-modify-write, a receipt noted at the very moment the send is written down can be lost;
 * MongoDB and SQLite update atomically.)
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { MessageDelivery, MessageDeliveryStatus } from '@switchboard/contracts/message';
import type { Logger } from '@switchboard/kit/logger';
import { teamScope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { NotedStatus } from '../conversations/message-receipt.repository.js';
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

/** Statuses applied in this order when several were noted before the send was written. */
const RANK: Record<MessageDeliveryStatus, number> = { sent: 0, delivered: 1, read: 2, failed: 3 };

/** How long a receipt that no message claims is kept. */
export const ORPHAN_RECEIPT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface DeliveryReceiptDeps {
  conversations: ConversationStore;
  events: EventSink;
  clock: Clock;
  logger: Logger;
}

/** The receipts of a platform, and the settling of those that came before the send was written. */
export interface ReceiptBook extends DeliveryReceipts {
  /** Applies the statuses noted for `platformMessageIds` before their send was written. */
  settle(channel: ChannelRecord, platformMessageIds: readonly string[]): Promise<void>;
  /** Deletes receipts no message claimed within a day. */
  pruneOrphans(): Promise<number>;
}

/** The relay's side of the platforms' receipts. */
export function createDeliveryReceipts(deps: DeliveryReceiptDeps): ReceiptBook {
  const { conversations } = deps;

  /** Moves `messageId` to the receipt's status if it may go there now. */
  const apply = async (channel: ChannelRecord, messageId: string, noted: NotedStatus) => {
    const from = MOVES_FROM[noted.status];
    const message = await conversations.messages.findById(teamScope(channel.team_id), messageId);
    const current = message?.delivery?.status;
    if (!message || !current || !from.includes(current)) return;
    const delivery: MessageDelivery = {
      status: noted.status,
      ...(noted.error ? { error: noted.error } : {}),
      updated_at: noted.at,
    };
    const failure =
      noted.status === 'failed'
        ? deliveryFailedEvent(deps.events, channel, message, delivery)
        : null;
    const [moved] = await conversations.writeTogether([
      conversations.messages.outbound.advanceDeliveryStep(message, from, delivery),
      ...(failure ? [failure.step] : []),
    ]);
    if (moved && failure) {
      failure.stored();
      deps.logger.warn(
        { channel_id: channel.id, message_id: message.id, error: noted.error },
        'platform reported a failed delivery',
      );
    }
  };

  return {
    async record(channel, receipts) {
      for (const receipt of receipts) {
        if (receipt.status === 'sent') continue;
        const noted: NotedStatus = {
          status: receipt.status,
          ...(receipt.error ? { error: receipt.error } : {}),
          at: receipt.at.toISOString(),
        };
        const book = await conversations.receipts.note(
          channel.team_id,
          channel.id,
          receipt.platformMessageId,
          noted,
          deps.clock.now().toISOString(),
        );
        if (book.message_id) await apply(channel, book.message_id, noted);
      }
    },

    async settle(channel, platformMessageIds) {
      const scope = teamScope(channel.team_id);
      for (const platformId of platformMessageIds) {
        const book = await conversations.receipts.find(scope, channel.id, platformId);
        if (!book?.message_id || !book.statuses?.length) continue;
        const inOrder = [...book.statuses].sort((a, b) => RANK[a.status] - RANK[b.status]);
        for (const noted of inOrder) await apply(channel, book.message_id, noted);
      }
    },

    pruneOrphans() {
      const before = new Date(deps.clock.now().getTime() - ORPHAN_RECEIPT_MAX_AGE_MS);
      return conversations.receipts.pruneOrphans(before.toISOString());
    },
  };
}
