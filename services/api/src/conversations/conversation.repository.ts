/**
 * The one module that opens the conversations collection. The relay finds or creates the
 * conversation of a channel, chat and user, and counts its finished messages; the conversations
 * feature lists, closes and deletes them.
 */
import type { ConversationRecord, ConversationStatus } from '@switchboard/contracts/conversation';
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
  ],
};

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

  /** One page of a bot's conversations, optionally of one platform user and one status. */
  pageForBot(
    scope: Scope,
    botId: string,
    where: { userId?: string | undefined; status?: ConversationStatus | undefined },
    options: PageOptions,
  ): Promise<Page<ConversationRecord>> {
    const filter: Record<string, Condition> = { bot_id: botId };
    if (where.userId !== undefined) filter['user.id'] = where.userId;
    if (where.status !== undefined) filter.status = where.status;
    return this.records.findPage(scope, filter, options);
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
   * Adds `count` finished messages, the last at `at`; the conversation is `active` again. For a
   * `writeTogether` batch, whose result is null when there is no such conversation (deleted
   * meanwhile).
   */
  countMessagesStep(teamId: string, id: string, count: number, at: string): WriteStep {
    return updateStep(
      this.records,
      teamScope(teamId),
      { id },
      { $inc: { message_count: count }, $set: { last_message_at: at, status: 'active' } },
    );
  }

  /** Marks the channel's active conversations `closed`. */
  async closeForChannel(scope: Scope, channelId: string): Promise<void> {
    await this.records.updateMany(
      scope,
      { channel_id: channelId, status: 'active' },
      { $set: { status: 'closed' } },
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
