import type { PaginationQuery } from '@switchboard/contracts/query';
import type {
  ConversationListQuery,
  ConversationRecord,
} from '@switchboard/contracts/conversation';
import type { MessageRecord } from '@switchboard/contracts/message';
import { getById } from '@switchboard/store/by-id';
import type { Collection, DocumentStore, Filter, Page, Scope, Sort } from '@switchboard/store/port';
import type { BotLookup } from '../bots/bot-owned.js';
import type { MessageFileCleanup } from '../files/message-files.js';
import { pageOptions } from '../http/pagination.js';
import { CONVERSATIONS_COLLECTION, MESSAGES_COLLECTION } from '../relay/relay-records.js';

/** Most recent activity first (the dashboard order), then newest. */
const RECENT_ACTIVITY_FIRST: Sort = [
  ['last_message_at', -1],
  ['created_at', -1],
  ['id', -1],
];

/** Chat order: the one list that is oldest first. */
const CHAT_ORDER: Sort = [
  ['created_at', 1],
  ['id', 1],
];

export interface ConversationServiceDeps {
  store: DocumentStore;
  bots: BotLookup;
  /** Deletes the stored files the deleted messages list (they would otherwise stay public). */
  files: MessageFileCleanup;
}

/**
 * Reading and deleting conversations and their messages. The relay writes them (one
 * conversation per channel, chat and user; messages stored before they are answered); this
 * service owns the API's view and the deletions.
 */
export class ConversationService {
  private readonly conversations: Collection<ConversationRecord>;
  private readonly messages: Collection<MessageRecord>;

  constructor(private readonly deps: ConversationServiceDeps) {
    this.conversations = deps.store.collection<ConversationRecord>(CONVERSATIONS_COLLECTION);
    this.messages = deps.store.collection<MessageRecord>(MESSAGES_COLLECTION);
  }

  /** One page of a bot's conversations, most recent activity first, filtered by user and status. */
  async list(
    scope: Scope,
    botId: string,
    query: ConversationListQuery,
  ): Promise<Page<ConversationRecord>> {
    await this.deps.bots.get(scope, botId);
    const filter: Record<string, string> = { bot_id: botId };
    if (query.user_id !== undefined) filter['user.id'] = query.user_id;
    if (query.status !== undefined) filter.status = query.status;
    return this.conversations.findPage(scope, filter, pageOptions(query, RECENT_ACTIVITY_FIRST));
  }

  /** The conversation, or 404 `conversation` (also for another team's). */
  get(scope: Scope, id: string): Promise<ConversationRecord> {
    return getById(this.conversations, scope, id, 'conversation');
  }

  /** One page of a conversation's messages in chat order (oldest first). */
  async listMessages(
    scope: Scope,
    id: string,
    query: PaginationQuery,
  ): Promise<Page<MessageRecord>> {
    await this.get(scope, id);
    return this.messages.findPage(scope, { conversation_id: id }, pageOptions(query, CHAT_ORDER));
  }

  /**
   * Closes the conversations of a deleted channel: nothing can reach them any more, and their
   * history stays readable (and deletable) under the bot. A new channel starts new conversations.
   */
  async closeForChannel(scope: Scope, channelId: string): Promise<void> {
    await this.conversations.updateMany(
      scope,
      { channel_id: channelId, status: 'active' },
      { $set: { status: 'closed' } },
    );
  }

  /** Deletes a conversation, all of its messages and their stored files. */
  async delete(scope: Scope, id: string): Promise<void> {
    await this.get(scope, id);
    await this.deleteWhere(scope, { conversation_id: id }, { id });
  }

  /** Deletes every conversation, message and message file of a bot (the bot-deletion cascade). */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    await this.deleteWhere(scope, { bot_id: botId }, { bot_id: botId });
  }

  // Files, then messages, then conversations: if the process dies in between, a repeated delete
  // still finds what lists the rest and finishes the job; the reverse order would leave
  // unreachable (and, for files, still public) records behind.
  private async deleteWhere(scope: Scope, messages: Filter, conversations: Filter): Promise<void> {
    await this.deps.files.deleteFilesOf(scope, messages);
    await this.messages.deleteMany(scope, messages);
    await this.conversations.deleteMany(scope, conversations);
  }
}
