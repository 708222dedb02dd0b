/**
 * Conversation and message persistence for the relay: one conversation per channel + chat + user
 * (found or created, safe under concurrency through the unique index), messages stored durably
 * before any work happens on them.
 */
import type { ConversationRecord, Platform } from '@switchboard/contracts/conversation';
import { ConflictError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import { teamScope, type Scope } from '@switchboard/store/port';
import type { ConversationRepository } from '../conversations/conversation.repository.js';
import type { MessageRepository } from '../conversations/message.repository.js';
import { isTurn, type HistoryMessage } from './history.js';
import type { RelayMessageRecord } from './relay-records.js';

export interface ChatUser {
  id: string;
  name: string;
  username?: string | undefined;
}

export interface ConversationKey {
  teamId: string;
  botId: string;
  channelId: string;
  platform: Platform;
  chatId: string;
  user: ChatUser;
}

/** System messages a history holds at most. */
const SYSTEM_MESSAGES_MAX = 100;

/** How far past the window the history read may widen to skip error replies. */
const HISTORY_READ_MAX_FACTOR = 4;

/** The relay's view of conversations and their messages. */
export class ConversationStore {
  constructor(
    readonly conversations: ConversationRepository,
    readonly messages: MessageRepository,
  ) {}

  /**
   * The conversation of this channel, chat and user; created on the first message. A user who has
   * changed their display name or username since is shown (and sent to backends) as they are now.
   */
  async findOrCreate(key: ConversationKey, now: string): Promise<ConversationRecord> {
    const scope = teamScope(key.teamId);
    const chatUser = { channelId: key.channelId, chatId: key.chatId, userId: key.user.id };
    const existing = await this.conversations.findOfChatUser(scope, chatUser);
    if (existing) return this.withCurrentUser(existing, key.user);
    try {
      return await this.conversations.insert({
        id: newId('conversation'),
        team_id: key.teamId,
        bot_id: key.botId,
        channel_id: key.channelId,
        platform: key.platform,
        chat_id: key.chatId,
        user: {
          id: key.user.id,
          name: key.user.name,
          username: key.user.username ?? null,
          platform: key.platform,
        },
        status: 'active',
        message_count: 0,
        last_message_at: null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two first messages raced; the other one created it.
      if (!(error instanceof ConflictError)) throw error;
      const winner = await this.conversations.findOfChatUser(scope, chatUser);
      if (!winner) throw error;
      return winner;
    }
  }

  private async withCurrentUser(
    conversation: ConversationRecord,
    user: ChatUser,
  ): Promise<ConversationRecord> {
    const username = user.username ?? null;
    if (conversation.user.name === user.name && conversation.user.username === username) {
      return conversation;
    }
    const updated = await this.conversations.renameUser(conversation, {
      name: user.name,
      username,
    });
    return updated ?? conversation;
  }

  /**
   * Counts finished messages on their conversation: the relay calls it once per user message, when
   * the message leaves `received` (with its reply: 2), so one write serves both messages.
   * Resolves false when the conversation is gone (deleted meanwhile).
   */
  countMessages(message: RelayMessageRecord, count: number, at: string): Promise<boolean> {
    return this.conversations.countMessages(message.team_id, message.conversation_id, count, at);
  }

  /**
   * System messages and at least the last `limit` turns (user messages and the backends' replies)
   * up to and including `upTo`, oldest first. Reads one window (plus the margin of concurrent
   * messages of the same millisecond) and widens only when error replies or system messages left
   * it short, so the usual relay parses `limit + 2` records rather than twice the window.
   */
  async history(
    scope: Scope,
    conversationId: string,
    upTo: RelayMessageRecord,
    limit: number,
  ): Promise<{ system: HistoryMessage[]; recent: HistoryMessage[] }> {
    const [system, recent] = await Promise.all([
      this.messages.systemMessages(scope, conversationId, SYSTEM_MESSAGES_MAX),
      this.recentTurns(scope, conversationId, upTo, limit),
    ]);
    return { system, recent };
  }

  private async recentTurns(
    scope: Scope,
    conversationId: string,
    upTo: RelayMessageRecord,
    limit: number,
  ): Promise<RelayMessageRecord[]> {
    // Bounded: a conversation of nothing but error replies must not be read to its start.
    const maxRead = limit * HISTORY_READ_MAX_FACTOR + 2;
    for (let read = limit + 2; ; read = Math.min(read * 2, maxRead)) {
      const newestFirst = await this.messages.newestUpTo(
        scope,
        conversationId,
        upTo.created_at,
        read,
      );
      // Messages of the same millisecond created after `upTo` (concurrent ones) are not its history.
      const mine = newestFirst.filter((m) => m.created_at < upTo.created_at || m.id <= upTo.id);
      const turns = mine.filter(isTurn).length;
      if (turns >= limit || newestFirst.length < read || read >= maxRead) return mine.reverse();
    }
  }
}
