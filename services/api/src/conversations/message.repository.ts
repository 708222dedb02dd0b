/**
 * The one module that opens the messages collection. The relay appends user messages and
 * replies, leases and finishes them, and reads a conversation's history; the conversations
 * feature pages and deletes them; the file cleanup reads the attachments of the ones it deletes.
 */
import type { MessageStatus } from '@switchboard/contracts/message';
import { ConflictError } from '@switchboard/kit/errors';
import {
  ALL_TEAMS,
  insertStep,
  teamScope,
  updateStep,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
  type WriteStep,
} from '@switchboard/store/port';
import type { RelayMessageRecord } from './message-record.js';
import { OutboundMessages } from './outbound-messages.js';

export const MESSAGES_COLLECTION: CollectionSpec = {
  name: 'messages',
  indexes: [
    {
      fields: [
        ['conversation_id', 1],
        ['created_at', 1],
        ['id', 1],
      ],
    },
    // The relay looks up a conversation's system messages on every message. Sparse, like the
    // lease index below: on SQLite the user messages and replies (nearly every write) stay out.
    {
      fields: [
        ['system_conversation_id', 1],
        ['created_at', 1],
        ['id', 1],
      ],
      sparse: true,
    },
    { fields: [['relay_key', 1]], unique: true, sparse: true },
    { fields: [['reply_to', 1]], unique: true, sparse: true },
    // Only messages still being answered hold a lease; recovery looks for expired ones.
    { fields: [['relay_lease_until', 1]], sparse: true },
    // Only messages in the send queue have a due time; the sender takes the due ones.
    { fields: [['send_due_at', 1]], sparse: true },
  ],
  retiredIndexes: [
    {
      fields: [
        ['conversation_id', 1],
        ['role', 1],
        ['created_at', 1],
        ['id', 1],
      ],
    },
    {
      fields: [
        ['status', 1],
        ['relay_lease_until', 1],
      ],
    },
  ],
};

/** The messages of one conversation, or of every conversation of one bot. */
export type MessageOwner = { conversation_id: string } | { bot_id: string };

const OLDEST_FIRST = [
  ['created_at', 1],
  ['id', 1],
] as const;

const NEWEST_FIRST = [
  ['created_at', -1],
  ['id', -1],
] as const;

export class MessageRepository {
  private readonly messages: Collection<RelayMessageRecord>;
  /** Outbound messages: their delivery and the send queue (outbound-messages.ts). */
  readonly outbound: OutboundMessages;

  constructor(store: DocumentStore) {
    this.messages = store.collection<RelayMessageRecord>(MESSAGES_COLLECTION);
    this.outbound = new OutboundMessages(this.messages);
  }

  /**
   * The insert of a message, for a `writeTogether` batch (its ConflictError: `firstOf`). A system
   * message is stored with its `system_conversation_id`, the key its conversation's history finds
   * it by.
   */
  appendStep(record: RelayMessageRecord): WriteStep {
    const stored =
      record.role === 'system'
        ? { ...record, system_conversation_id: record.conversation_id }
        : record;
    return insertStep(this.messages, stored);
  }

  /**
   * The message stored first with `record`'s `relay_key` or `reply_to`, when `error` (from storing
   * `record`) is the ConflictError that means one is; rethrows `error` otherwise.
   */
  async firstOf(record: RelayMessageRecord, error: unknown): Promise<RelayMessageRecord> {
    if (!(error instanceof ConflictError)) throw error;
    const scope = teamScope(record.team_id);
    const first = record.relay_key
      ? await this.messages.findOne(scope, { relay_key: record.relay_key })
      : record.reply_to
        ? await this.messages.findOne(scope, { reply_to: record.reply_to })
        : null;
    if (!first) throw error;
    return first;
  }

  findById(scope: Scope, id: string): Promise<RelayMessageRecord | null> {
    return this.messages.findById(scope, id);
  }

  /** The user message stored for a platform message (`relay_key`), if any. */
  findByRelayKey(teamId: string, key: string): Promise<RelayMessageRecord | null> {
    return this.messages.findOne(teamScope(teamId), { relay_key: key });
  }

  /** The assistant message that answered `userMessageId`, if any. */
  findReply(scope: Scope, userMessageId: string): Promise<RelayMessageRecord | null> {
    return this.messages.findOne(scope, { reply_to: userMessageId });
  }

  /** One page of a conversation's messages in chat order (oldest first). */
  pageOfConversation(
    scope: Scope,
    conversationId: string,
    options: Omit<PageOptions, 'sort'>,
  ): Promise<Page<RelayMessageRecord>> {
    return this.messages.findPage(
      scope,
      { conversation_id: conversationId },
      { ...options, sort: OLDEST_FIRST },
    );
  }

  /** The conversation's first `limit` system messages, oldest first. */
  systemMessages(
    scope: Scope,
    conversationId: string,
    limit: number,
  ): Promise<RelayMessageRecord[]> {
    return this.messages.find(
      scope,
      { system_conversation_id: conversationId },
      { sort: OLDEST_FIRST, limit },
    );
  }

  /** The conversation's newest `limit` messages created at or before `createdAt`, newest first. */
  newestUpTo(
    scope: Scope,
    conversationId: string,
    createdAt: string,
    limit: number,
  ): Promise<RelayMessageRecord[]> {
    return this.messages.find(
      scope,
      { conversation_id: conversationId, created_at: { $lte: createdAt } },
      { sort: NEWEST_FIRST, limit },
    );
  }

  /**
   * Leases a `received` message whose lease expired before `now` until `leaseUntil`; null when it
   * is answered, gone, or someone else holds the lease.
   */
  takeExpiredLease(
    scope: Scope,
    id: string,
    now: string,
    leaseUntil: string,
  ): Promise<RelayMessageRecord | null> {
    return this.messages.updateOne(
      scope,
      { id, status: 'received', relay_lease_until: { $lt: now } },
      { $set: { relay_lease_until: leaseUntil } },
    );
  }

  /**
   * Moves a still-`received` message to `status` with `error`, dropping its lease, for a
   * `writeTogether` batch: the message as updated, or null (ending the batch) when another call
   * already moved it (only one call finishes a message).
   */
  finishStep(
    message: Pick<RelayMessageRecord, 'id' | 'team_id'>,
    outcome: { status: Exclude<MessageStatus, 'received'>; error: string | null },
  ): WriteStep {
    return updateStep(
      this.messages,
      teamScope(message.team_id),
      { id: message.id, status: 'received' },
      { $set: { status: outcome.status, error: outcome.error }, $unset: ['relay_lease_until'] },
      { stopUnlessMatched: true },
    );
  }

  /**
   * Records the user files re-hosted for a message: its new content and attachments, and under
   * `metadata.<platform>` that its files were fetched (with the errors of those that were not).
   */
  recordFetchedFiles(
    message: Pick<RelayMessageRecord, 'id' | 'team_id'>,
    fetched: {
      content: RelayMessageRecord['content'];
      attachments: NonNullable<RelayMessageRecord['attachments']>;
      platform: string;
      errors: string[];
    },
  ): Promise<RelayMessageRecord | null> {
    const key = `metadata.${fetched.platform}`;
    return this.messages.updateOne(
      teamScope(message.team_id),
      { id: message.id },
      {
        $set: {
          content: fetched.content,
          attachments: fetched.attachments,
          [`${key}.files_fetched`]: true,
          ...(fetched.errors.length > 0 ? { [`${key}.file_errors`]: fetched.errors } : {}),
        },
      },
    );
  }

  /** The conversation's newest user message, or null. */
  latestUserMessage(scope: Scope, conversationId: string): Promise<RelayMessageRecord | null> {
    return this.messages.findOne(
      scope,
      { conversation_id: conversationId, role: 'user' },
      { sort: NEWEST_FIRST },
    );
  }

  /**
   * The oldest user messages still `received` whose lease expired before `now` (their process
   * died), across teams.
   */
  abandoned(now: string, limit: number): Promise<RelayMessageRecord[]> {
    return this.messages.find(
      ALL_TEAMS,
      { role: 'user', status: 'received', relay_lease_until: { $lt: now } },
      { sort: OLDEST_FIRST, limit },
    );
  }

  /** One page (by id, after `after`) of the owner's messages. */
  pageOf(
    scope: Scope,
    owner: MessageOwner,
    after: string | null,
    limit: number,
  ): Promise<RelayMessageRecord[]> {
    return this.messages.find(scope, after === null ? owner : { ...owner, id: { $gt: after } }, {
      sort: [['id', 1]],
      limit,
    });
  }

  /** Deletes every message of the owner. */
  async deleteOf(scope: Scope, owner: MessageOwner): Promise<void> {
    await this.messages.deleteMany(scope, owner);
  }
}
