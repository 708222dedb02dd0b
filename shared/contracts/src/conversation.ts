/**
 * Conversations (contract-decisions.md, "Conversations and messages"): one per channel, chat and
 * user. Lists are ordered by most recent activity (`last_message_at`), then newest.
 */
import { z } from 'zod';
import { dataEnvelope, idOf, listEnvelope, pathIdOf, publicView, timestamp } from './common.js';
import { paginationQuery } from './query.js';
import { message } from './message.js';
import { CHANNEL_TYPES, type ChannelType } from './channel.js';

export const CONVERSATION_STATUSES = ['active', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
/** A conversation's platform is its channel's type. */
export const PLATFORMS = CHANNEL_TYPES;
export type Platform = ChannelType;

export const conversationUser = z.strictObject({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  platform: z.enum(PLATFORMS),
});
export type ConversationUser = z.output<typeof conversationUser>;

export const conversation = z
  .strictObject({
    id: idOf('conversation'),
    bot_id: idOf('bot'),
    channel_id: idOf('channel'),
    platform: z.enum(PLATFORMS),
    chat_id: z.string(),
    user: conversationUser,
    status: z.enum(CONVERSATION_STATUSES),
    message_count: z.number().int().min(0),
    last_message_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.output<typeof conversation>;

/** A conversation as stored. */
export interface ConversationRecord extends Conversation {
  team_id: string;
}

/** The public view of a stored conversation; internal fields never leave. */
export function toPublicConversation(record: ConversationRecord): Conversation {
  return publicView(conversation, record, { user: publicView(conversationUser, record.user) });
}

/** GET /bots/{bot_id}/conversations filters (unknown query parameters are ignored). */
export const conversationListQuery = paginationQuery.extend({
  user_id: z.string().min(1).max(200).optional(),
  status: z.enum(CONVERSATION_STATUSES, { error: 'must be one of: active, closed' }).optional(),
});
export type ConversationListQuery = z.output<typeof conversationListQuery>;

export const botConversationsParams = z.strictObject({ bot_id: pathIdOf('bot') });
export const conversationIdParams = z.strictObject({ id: pathIdOf('conversation') });
export const conversationResponse = dataEnvelope(conversation);
export const conversationListResponse = listEnvelope(conversation);
export const messageListResponse = listEnvelope(message);
