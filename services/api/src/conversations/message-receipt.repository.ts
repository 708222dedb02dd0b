/**
 * The one module that opens the message receipts collection: which outbound message each platform
 * message id belongs to, for platforms that report delivery later (WhatsApp's `statuses`). A reply
 * may go out as several platform messages (long text in parts, files), so the ids are kept as
 * records of their own, one per platform message, each naming the message it is part of.
 */
import {
  insertStep,
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
  indexes: [{ fields: [['key', 1]], unique: true }, { fields: [['conversation_id', 1]] }],
};

/** One platform message of an outbound message. */
export interface MessageReceiptRecord {
  id: string;
  team_id: string;
  bot_id: string;
  conversation_id: string;
  message_id: string;
  /** The channel and the platform's message id: `<channel id>:<platform id>`. */
  key: string;
  created_at: string;
}

/** A platform message id as its channel's receipts name it. */
export function receiptKey(channelId: string, platformMessageId: string): string {
  return `${channelId}:${platformMessageId}`;
}

export class MessageReceiptRepository {
  private readonly receipts: Collection<MessageReceiptRecord>;

  constructor(store: DocumentStore) {
    this.receipts = store.collection<MessageReceiptRecord>(MESSAGE_RECEIPTS_COLLECTION);
  }

  /** The inserts that tie each of `platformMessageIds` to `message`, for a `writeTogether` batch. */
  keepSteps(
    message: Pick<RelayMessageRecord, 'id' | 'team_id' | 'bot_id' | 'conversation_id'>,
    channelId: string,
    platformMessageIds: readonly string[],
    now: string,
  ): WriteStep[] {
    return platformMessageIds.map((platformId) => {
      const key = receiptKey(channelId, platformId);
      return insertStep(this.receipts, {
        id: `${message.id}:${key}`,
        team_id: message.team_id,
        bot_id: message.bot_id,
        conversation_id: message.conversation_id,
        message_id: message.id,
        key,
        created_at: now,
      });
    });
  }

  /** The message a platform message belongs to, or null when it is none of ours. */
  async messageIdOf(
    scope: Scope,
    channelId: string,
    platformMessageId: string,
  ): Promise<string | null> {
    const found = await this.receipts.findOne(scope, {
      key: receiptKey(channelId, platformMessageId),
    });
    return found?.message_id ?? null;
  }

  /** Deletes the receipts of the owner's messages (with the messages). */
  async deleteOf(scope: Scope, owner: MessageOwner): Promise<void> {
    await this.receipts.deleteMany(scope, owner);
  }
}
