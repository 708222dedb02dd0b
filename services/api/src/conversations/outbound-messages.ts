/**
 * The outbound side of the messages collection (opened by message.repository.ts, which hands its
 * collection here): an outbound message's delivery as platforms report it, and the send queue of
 * people's and proactive messages (`send_due_at`: when a queued message may next be tried, pushed
 * forward as the lease of the process sending it).
 */
import type { MessageDelivery, MessageDeliveryStatus } from '@switchboard/contracts/message';
import {
  ALL_TEAMS,
  teamScope,
  updateStep,
  type Collection,
  type Scope,
  type WriteStep,
} from '@switchboard/store/port';
import type { RelayMessageRecord } from './message-record.js';

const OLDEST_FIRST = [
  ['created_at', 1],
  ['id', 1],
] as const;

export class OutboundMessages {
  constructor(private readonly messages: Collection<RelayMessageRecord>) {}

  /**
   * Sets an outbound message's delivery (and the platform's id of it, when it has one), for a
   * `writeTogether` batch; the message leaves the send queue.
   */
  deliveryStep(
    message: Pick<RelayMessageRecord, 'id' | 'team_id'>,
    delivery: MessageDelivery,
    platformMessageId: string | null,
  ): WriteStep {
    return updateStep(
      this.messages,
      teamScope(message.team_id),
      { id: message.id },
      {
        $set: {
          delivery,
          ...(platformMessageId !== null ? { platform_message_id: platformMessageId } : {}),
        },
        $unset: ['send_due_at'],
      },
    );
  }

  /**
   * Moves a message's delivery on to `delivery` when it now stands at one of `from` (so a late
   * receipt never takes it back), for a `writeTogether` batch: a miss ends the batch there.
   */
  advanceDeliveryStep(
    message: Pick<RelayMessageRecord, 'id' | 'team_id'>,
    from: readonly MessageDeliveryStatus[],
    delivery: MessageDelivery,
  ): WriteStep {
    return updateStep(
      this.messages,
      teamScope(message.team_id),
      { id: message.id, 'delivery.status': { $in: [...from] } },
      { $set: { delivery } },
      { stopUnlessMatched: true },
    );
  }

  /** The send queue's messages due at `now`, oldest due first, across teams. */
  dueToSend(now: string, limit: number): Promise<RelayMessageRecord[]> {
    return this.messages.find(
      ALL_TEAMS,
      { send_due_at: { $lte: now } },
      {
        sort: [
          ['send_due_at', 1],
          ['created_at', 1],
          ['id', 1],
        ],
        limit,
      },
    );
  }

  /** When the send queue's next message is due, or null when the queue is empty. */
  async nextSendDue(): Promise<string | null> {
    const next = await this.messages.findOne(
      ALL_TEAMS,
      { send_due_at: { $exists: true } },
      { sort: [['send_due_at', 1]] },
    );
    return next?.send_due_at ?? null;
  }

  /**
   * Takes a queued message due at `now` for sending, holding it until `leaseUntil` (another process
   * may take it after that, as after a crash); null when it is not due, sent, or taken.
   */
  claimSend(
    scope: Scope,
    id: string,
    now: string,
    leaseUntil: string,
  ): Promise<RelayMessageRecord | null> {
    return this.messages.updateOne(
      scope,
      { id, send_due_at: { $lte: now } },
      { $set: { send_due_at: leaseUntil }, $inc: { send_attempts: 1 } },
    );
  }

  /**
   * The conversation's oldest message still in the send queue from before `message` (by
   * `created_at`, then id for messages written in the same millisecond), or null: `message` waits
   * for it, so a chat's messages go in order.
   */
  async queuedBefore(
    scope: Scope,
    message: Pick<RelayMessageRecord, 'id' | 'conversation_id' | 'created_at'>,
  ): Promise<RelayMessageRecord | null> {
    // The sparse due-time index holds only queued messages: a short scan whatever the chat's length.
    const oldest = await this.messages.findOne(
      scope,
      {
        send_due_at: { $exists: true },
        conversation_id: message.conversation_id,
        created_at: { $lte: message.created_at },
      },
      { sort: OLDEST_FIRST },
    );
    const before =
      oldest !== null &&
      (oldest.created_at < message.created_at ||
        (oldest.created_at === message.created_at && oldest.id < message.id));
    return before ? oldest : null;
  }

  /** Leaves a queued message to be tried again at `dueAt` (the platform asked to wait, or failed). */
  async sendLater(
    message: Pick<RelayMessageRecord, 'id' | 'team_id'>,
    dueAt: string,
  ): Promise<void> {
    await this.messages.updateOne(
      teamScope(message.team_id),
      { id: message.id, send_due_at: { $exists: true } },
      { $set: { send_due_at: dueAt } },
    );
  }
}
