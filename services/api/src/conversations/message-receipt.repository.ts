/**
 * The one module that opens the message receipts collection: where a platform message id meets
 * the outbound message it belongs to, for platforms that report delivery later (WhatsApp's
 * `statuses`). A reply may go out as several platform messages (long text in parts, files), so each
 * id is a record of its own. The send and its receipts race (Meta may report `sent` before the
 * service has written down what it sent), so either side may come first: the sender upserts the
 * message it belongs to, a receipt upserts its status, and whichever comes second finds the other.
 * Receipts for ids that are none of ours are pruned after a while.
 */
import type { MessageDeliveryStatus } from '@switchboard/contracts/message';
import {
  ALL_TEAMS,
  teamScope,
  upsertStep,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Scope,
  type WriteStep,
} from '@switchboard/store/port';
import type { RelayMessageRecord } from './message-record.js';
import type { MessageOwner } from './message.repository.js';

export const MESSAGE_RECEIPTS_COLLECTION: CollectionSpec = {
  name: 'message_receipts',
  indexes: [
    { fields: [['key', 1]], unique: true },
    { fields: [['conversation_id', 1]] },
    // Only receipts no message claimed yet lack a message: the prune finds the old ones.
    { fields: [['orphan_since', 1]], sparse: true },
  ],
};

/** A status a platform reported for one of its messages. */
export interface NotedStatus {
  status: MessageDeliveryStatus;
  error?: string;
  at: string;
}

/** One platform message of an outbound message, and the statuses reported for it. */
export interface MessageReceiptRecord {
  id: string;
  team_id: string;
  /** The channel and the platform's message id: `<channel id>:<platform id>`. */
  key: string;
  message_id?: string;
  bot_id?: string;
  conversation_id?: string;
  statuses?: NotedStatus[];
  /** Set while no message is known for the id. */
  orphan_since?: string;
  created_at: string;
}

/** A platform message id as its channel's receipts name it. */
export function receiptKey(channelId: string, platformMessageId: string): string {
  return `${channelId}:${platformMessageId}`;
}

export class MessageReceiptRepository {
  private readonly receipts: Collection<MessageReceiptRecord>;

  constructor(private readonly store: DocumentStore) {
    this.receipts = store.collection<MessageReceiptRecord>(MESSAGE_RECEIPTS_COLLECTION);
  }

  /** The upserts that tie each of `platformMessageIds` to `message`, for a `writeTogether` batch. */
  keepSteps(
    message: Pick<RelayMessageRecord, 'id' | 'team_id' | 'bot_id' | 'conversation_id'>,
    channelId: string,
    platformMessageIds: readonly string[],
    now: string,
  ): WriteStep[] {
    const owner = {
      message_id: message.id,
      bot_id: message.bot_id,
      conversation_id: message.conversation_id,
    };
    return platformMessageIds.map((platformId) => {
      const key = receiptKey(channelId, platformId);
      return upsertStep(
        this.receipts,
        teamScope(message.team_id),
        { key },
        { $set: owner, $unset: ['orphan_since'] },
        { id: key, team_id: message.team_id, key, ...owner, created_at: now },
      );
    });
  }

  /** Notes a status of a platform message; returns the receipt as it now is (with its message, if known). */
  async note(
    teamId: string,
    channelId: string,
    platformMessageId: string,
    noted: NotedStatus,
    now: string,
  ): Promise<MessageReceiptRecord> {
    const key = receiptKey(channelId, platformMessageId);
    const [stored] = await this.store.writeTogether([
      upsertStep(
        this.receipts,
        teamScope(teamId),
        { key },
        { $push: { statuses: noted } },
        { id: key, team_id: teamId, key, statuses: [noted], orphan_since: now, created_at: now },
      ),
    ]);
    return stored as MessageReceiptRecord;
  }

  /** The receipt of a platform message, or null. */
  find(
    scope: Scope,
    channelId: string,
    platformMessageId: string,
  ): Promise<MessageReceiptRecord | null> {
    return this.receipts.findOne(scope, { key: receiptKey(channelId, platformMessageId) });
  }

  /** Deletes receipts no message claimed since before `before` (ids that are none of ours). */
  pruneOrphans(before: string): Promise<number> {
    return this.receipts.deleteMany(ALL_TEAMS, { orphan_since: { $lt: before } });
  }

  /** Deletes the receipts of the owner's messages (with the messages). */
  async deleteOf(scope: Scope, owner: MessageOwner): Promise<void> {
    await this.receipts.deleteMany(scope, owner);
  }
}
