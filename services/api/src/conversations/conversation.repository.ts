/**
 * The one module that opens the conversations collection. The relay finds or creates the
 * conversation of a channel, chat and user, and counts its finished messages; the conversations
 * feature lists, closes and deletes them.
 */
import type {
  ConversationHandoff,
  ConversationRecord,
  ConversationStatus,
} from '@switchboard/contracts/conversation';
import {
  teamScope,
  updateStep,
  type CollectionSpec,
  type Condition,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
  type WriteStep,
} from '@switchboard/store/port';
import { TeamRecords } from '@switchboard/store/team-records';

export const CONVERSATIONS_COLLECTION: CollectionSpec = {
  name: 'conversations',
  indexes: [
    {
      fields: [
        ['channel_id', 1],
        ['chat_id', 1],
        ['user.id', 1],
      ],
      unique: true,
    },
    {
      fields: [
        ['team_id', 1],
        ['bot_id', 1],
        ['last_message_at', -1],
      ],
    },
    // The team's inbox: conversations waiting for a person (status `handoff`) across bots.
    {
      fields: [
        ['team_id', 1],
        ['status', 1],
        ['last_message_at', -1],
      ],
    },
  ],
};

/** Which conversations a page lists: of one bot, user or status, or all of the scope's. */
export interface ConversationFilter {
  botId?: string | undefined;
  userId?: string | undefined;
  status?: ConversationStatus | undefined;
}

/** One conversation per channel, chat and platform user. */
export interface ChatUserKey {
  channelId: string;
  chatId: string;
  userId: string;
}

/** Conversations of bots' channels, with the relay's lookup by chat user. */
export class ConversationRepository extends TeamRecords<ConversationRecord> {
  constructor(store: DocumentStore) {
    super(store, CONVERSATIONS_COLLECTION, 'conversation');
  }

  /** The conversation of this channel, chat and user, or null. */
  findOfChatUser(scope: Scope, key: ChatUserKey): Promise<ConversationRecord | null> {
    return this.records.findOne(scope, {
      channel_id: key.channelId,
      chat_id: key.chatId,
      'user.id': key.userId,
    });
  }

  /** One page of the team's (or one bot's) conversations, optionally of one user and status. */
  pageWhere(
    scope: Scope,
    where: ConversationFilter,
    options: PageOptions,
  ): Promise<Page<ConversationRecord>> {
    const filter: Record<string, Condition> = {};
    if (where.botId !== undefined) filter.bot_id = where.botId;
    if (where.userId !== undefined) filter['user.id'] = where.userId;
    if (where.status !== undefined) filter.status = where.status;
    return this.records.findPage(scope, filter, options);
  }

  /** The conversation of this channel and chat with the latest activity (any user), or null. */
  latestOfChat(
    scope: Scope,
    channelId: string,
    chatId: string,
  ): Promise<ConversationRecord | null> {
    return this.records.findOne(
      scope,
      { channel_id: channelId, chat_id: chatId },
      {
        sort: [
          ['last_message_at', -1],
          ['created_at', -1],
        ],
      },
    );
  }

  /**
   * Puts an `active` conversation in handoff, as a step of a `writeTogether` batch: when it is not
   * active (already in handoff, closed, gone) the batch ends here, so the steps after it (its
   * event) are not written.
   */
  startHandoffStep(teamId: string, id: string, handoff: ConversationHandoff): WriteStep {
    return updateStep(
      this.records,
      teamScope(teamId),
      { id, status: 'active' },
      { $set: { status: 'handoff', handoff } },
      { stopUnlessMatched: true },
    );
  }

  /** Gives a conversation in handoff back to the bot; null when it was not in handoff. */
  resume(scope: Scope, id: string): Promise<ConversationRecord | null> {
    return this.records.updateOne(
      scope,
      { id, status: 'handoff' },
      { $set: { status: 'active', handoff: null } },
    );
  }

  /** Shows the conversation's user under their current name and username. */
  renameUser(
    conversation: Pick<ConversationRecord, 'id' | 'team_id'>,
    user: { name: string; username: string | null },
  ): Promise<ConversationRecord | null> {
    return this.records.updateOne(
      teamScope(conversation.team_id),
      { id: conversation.id },
      { $set: { 'user.name': user.name, 'user.username': user.username } },
    );
  }

  /**
   * Adds `count` finished messages, the last at `at` (its status stays: a handoff goes on). For a
   * `writeTogether` batch, whose result is null when there is no such conversation (deleted
   * meanwhile).
   */
  countMessagesStep(teamId: string, id: string, count: number, at: string): WriteStep {
    return updateStep(
      this.records,
      teamScope(teamId),
      { id },
      { $inc: { message_count: count }, $set: { last_message_at: at } },
    );
  }

  /** Marks the channel's open conversations (active or in handoff) `closed`. */
  async closeForChannel(scope: Scope, channelId: string): Promise<void> {
    await this.records.updateMany(
      scope,
      { channel_id: channelId, status: { $in: ['active', 'handoff'] } },
      { $set: { status: 'closed', handoff: null } },
    );
  }

  /** Deletes the conversation; nothing when it is already gone. */
  async discard(scope: Scope, id: string): Promise<void> {
    await this.records.deleteMany(scope, { id });
  }

  /** Deletes every conversation of a bot. */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    await this.records.deleteMany(scope, { bot_id: botId });
  }
}
