/**
 * Conversation and message persistence for the relay: one conversation per channel + chat + user
 * (found or created, safe under concurrency through the unique index), messages stored durably
 * before any work happens on them.
 */
import type { ConversationRecord, Platform } from '@switchboard/contracts/conversation';
import { ConflictError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import { teamScope, type DocumentStore, type Scope, type WriteStep } from '@switchboard/store/port';
import type { ConversationRepository } from '../conversations/conversation.repository.js';
import type { MessageRepository } from '../conversations/message.repository.js';
import type { MessageReceiptRepository } from '../conversations/message-receipt.repository.js';
import { isTurn, type HistoryMessage } from './history.js';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import type { ChatUser } from './ports/accept-inbound.js';

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
    readonly receipts: MessageReceiptRepository,
    private readonly store: Pick<DocumentStore, 'writeTogether'>,
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
        handoff: null,
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
   * Stores a new message together with what goes with it (its event, its usage), as one unit:
   * `duplicate` when the message's `relay_key` or `reply_to` was stored before (a redelivery, a
   * racing process), and then none of `withIt` is written.
   */
  async append(
    record: RelayMessageRecord,
    ...withIt: Array<WriteStep | null | undefined>
  ): Promise<{ message: RelayMessageRecord; duplicate: boolean }> {
    const steps = [this.messages.appendStep(record), ...withIt.filter((step) => step != null)];
    try {
      const [message] = await this.store.writeTogether(steps);
      return { message: message as RelayMessageRecord, duplicate: false };
    } catch (error) {
      return { message: await this.messages.firstOf(record, error), duplicate: true };
    }
  }

  /**
   * Moves a still-`received` message to its outcome and counts `count` messages (the last at `at`)
   * on its conversation, as one unit with `withIt` (the reply's delivery, a handoff): only the call
   * that moves the message counts, and a crash cannot leave one without the other. `finished` is
   * the message as updated, or null when another call had moved it; `conversationGone` tells that
   * the count found no conversation.
   */
  async finish(
    message: RelayMessageRecord,
    outcome: Parameters<MessageRepository['finishStep']>[1],
    count: { count: number; at: string },
    withIt: readonly WriteStep[] = [],
  ): Promise<{ finished: RelayMessageRecord | null; conversationGone: boolean }> {
    const [finished, counted] = await this.store.writeTogether([
      this.messages.finishStep(message, outcome),
      this.conversations.countMessagesStep(
        message.team_id,
        message.conversation_id,
        count.count,
        count.at,
      ),
      ...withIt,
    ]);
    return {
      finished: (finished ?? null) as RelayMessageRecord | null,
      conversationGone: finished != null && counted === null,
    };
  }

  /** Writes `steps` as one unit (see `DocumentStore.writeTogether`). */
  writeTogether(steps: readonly WriteStep[]): ReturnType<DocumentStore['writeTogether']> {
    return this.store.writeTogether(steps);
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
