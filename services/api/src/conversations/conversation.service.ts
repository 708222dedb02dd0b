import type { PaginationQuery } from '@switchboard/contracts/query';
import type {
  ConversationListQuery,
  ConversationRecord,
  TeamConversationListQuery,
} from '@switchboard/contracts/conversation';
import type { MessageRecord } from '@switchboard/contracts/message';
import type { DocumentStore, Page, Scope, Sort } from '@switchboard/store/port';
import type { BotLookup } from '../bots/bot-owned.js';
import type { MessageFileCleanup } from './message-files.js';
import { pageOptions } from '../http/pagination.js';
import { ConversationRepository } from './conversation.repository.js';
import { MessageRepository, type MessageOwner } from './message.repository.js';
import { MessageReceiptRepository } from './message-receipt.repository.js';
import { HandoffService, type HandoffDeps } from './handoff.service.js';

/** Most recent activity first (the dashboard order), then newest. */
const RECENT_ACTIVITY_FIRST: Sort = [
  ['last_message_at', -1],
  ['created_at', -1],
  ['id', -1],
];

export interface ConversationServiceDeps {
  store: DocumentStore;
  bots: BotLookup;
  /** Deletes the stored files the deleted messages list (they would otherwise stay public). */
  files: MessageFileCleanup;
  events: HandoffDeps['events'];
  clock: HandoffDeps['clock'];
}

/**
 * Reading and deleting conversations and their messages. The relay writes them (one
 * conversation per channel, chat and user; messages stored before they are answered); this
 * service owns the API's view and the deletions.
 */
export class ConversationService {
  private readonly conversations: ConversationRepository;
  private readonly messages: MessageRepository;
  private readonly receipts: MessageReceiptRepository;
  readonly handoff: HandoffService;

  constructor(private readonly deps: ConversationServiceDeps) {
    this.conversations = new ConversationRepository(deps.store);
    this.messages = new MessageRepository(deps.store);
    this.receipts = new MessageReceiptRepository(deps.store);
    this.handoff = new HandoffService({
      conversations: this.conversations,
      store: deps.store,
      events: deps.events,
      clock: deps.clock,
    });
  }

  /** One page of a bot's conversations, most recent activity first, filtered by user and status. */
  async list(
    scope: Scope,
    botId: string,
    query: ConversationListQuery,
  ): Promise<Page<ConversationRecord>> {
    await this.deps.bots.get(scope, botId);
    return this.conversations.pageWhere(
      scope,
      { botId, userId: query.user_id, status: query.status },
      pageOptions(query, RECENT_ACTIVITY_FIRST),
    );
  }

  /**
   * One page of the team's conversations across bots (the inbox), most recent activity first;
   * filtered by bot (404 for an unknown one), user and status.
   */
  async listTeam(
    scope: Scope,
    query: TeamConversationListQuery,
  ): Promise<Page<ConversationRecord>> {
    if (query.bot_id !== undefined) await this.deps.bots.get(scope, query.bot_id);
    return this.conversations.pageWhere(
      scope,
      { botId: query.bot_id, userId: query.user_id, status: query.status },
      pageOptions(query, RECENT_ACTIVITY_FIRST),
    );
  }

  /** The conversation, or 404 `conversation` (also for another team's). */
  get(scope: Scope, id: string): Promise<ConversationRecord> {
    return this.conversations.get(scope, id);
  }

  /** One page of a conversation's messages in chat order (oldest first). */
  async listMessages(
    scope: Scope,
    id: string,
    query: PaginationQuery,
  ): Promise<Page<MessageRecord>> {
    await this.get(scope, id);
    return this.messages.pageOfConversation(scope, id, pageOptions(query));
  }

  /**
   * Closes the conversations of a deleted channel: nothing can reach them any more, and their
   * history stays readable (and deletable) under the bot. A new channel starts new conversations.
   */
  async closeForChannel(scope: Scope, channelId: string): Promise<void> {
    await this.conversations.closeForChannel(scope, channelId);
  }

  /** Deletes a conversation, all of its messages and their stored files. */
  async delete(scope: Scope, id: string): Promise<void> {
    await this.get(scope, id);
    await this.deleteMessagesOf(scope, { conversation_id: id });
    await this.conversations.discard(scope, id);
  }

  /** Deletes every conversation, message and message file of a bot (the bot-deletion cascade). */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    await this.deleteMessagesOf(scope, { bot_id: botId });
    await this.conversations.deleteForBot(scope, botId);
  }

  // Files, then messages, then conversations: if the process dies in between, a repeated delete
  // still finds what lists the rest and finishes the job; the reverse order would leave
  // unreachable (and, for files, still public) records behind.
  private async deleteMessagesOf(scope: Scope, owner: MessageOwner): Promise<void> {
    await this.deps.files.deleteFilesOf(scope, owner);
    await this.receipts.deleteOf(scope, owner);
    await this.messages.deleteOf(scope, owner);
  }
}
