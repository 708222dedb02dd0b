/**
 * Conversations (contract-decisions.md, "Conversations and messages" and "Conversations with
 * people in them"): one per channel, chat and user. Lists are ordered by most recent activity
 * (`last_message_at`), then newest. A conversation in `handoff` belongs to a person: its user
 * messages are stored and emitted but not relayed, until it is resumed.
 */
import { z } from 'zod';
import {
  dataEnvelope,
  idOf,
  listEnvelope,
  pathIdOf,
  publicView,
  timestamp,
  userUrl,
} from './common.js';
import { paginationQuery } from './query.js';
import { buttons, message, messageContent } from './message.js';
import { CHANNEL_TYPES, type ChannelType } from './channel.js';

export const CONVERSATION_STATUSES = ['active', 'handoff', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Who put a conversation in handoff: its integration's answer, or a call to the API. */
export const HANDOFF_REQUESTERS = ['integration', 'api'] as const;
export type HandoffRequester = (typeof HANDOFF_REQUESTERS)[number];

export const HANDOFF_REASON_MAX = 500;

export const conversationHandoff = z
  .strictObject({
    reason: z.string().nullable(),
    requested_by: z.enum(HANDOFF_REQUESTERS),
    requested_at: timestamp,
  })
  .meta({ id: 'ConversationHandoff' });
export type ConversationHandoff = z.output<typeof conversationHandoff>;
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
    handoff: conversationHandoff.nullable().meta({
      description: 'While the status is `handoff`: why, who asked and when; else null',
    }),
    message_count: z.number().int().min(0),
    last_message_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.output<typeof conversation>;

/** A conversation as stored (records from before handoffs have no `handoff`). */
export interface ConversationRecord extends Omit<Conversation, 'handoff'> {
  team_id: string;
  handoff?: ConversationHandoff | null;
}

/** The public view of a stored conversation; internal fields never leave. */
export function toPublicConversation(record: ConversationRecord): Conversation {
  return publicView(conversation, record as Conversation, {
    user: publicView(conversationUser, record.user),
    handoff: record.status === 'handoff' ? (record.handoff ?? null) : null,
  });
}

const statusFilter = z
  .enum(CONVERSATION_STATUSES, { error: `must be one of: ${CONVERSATION_STATUSES.join(', ')}` })
  .optional();

/** GET /bots/{bot_id}/conversations filters (unknown query parameters are ignored). */
export const conversationListQuery = paginationQuery.extend({
  user_id: z.string().min(1).max(200).optional(),
  status: statusFilter,
});
export type ConversationListQuery = z.output<typeof conversationListQuery>;

/** GET /conversations: the team's conversations across bots (the dashboard's inbox). */
export const teamConversationListQuery = conversationListQuery.extend({
  bot_id: z.string().min(1).max(200).optional(),
});
export type TeamConversationListQuery = z.output<typeof teamConversationListQuery>;

/** POST /conversations/{id}/handoff. */
export const handoffBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(HANDOFF_REASON_MAX, { error: `must be at most ${HANDOFF_REASON_MAX} characters` })
    .optional()
    .meta({ description: 'Why a person should take over; shown in the inbox and the event' }),
});
export type HandoffBody = z.output<typeof handoffBody>;

export const ATTACHMENT_INPUT_MAX = 10;

/** A file a person's message carries: downloaded by the service and sent through the channel. */
export const attachmentInput = z
  .strictObject({
    url: userUrl,
    filename: z.string().min(1).max(255),
    mime_type: z.string().min(1).max(255),
  })
  .meta({ id: 'AttachmentInput' });

/** POST /conversations/{id}/messages: a person (role `agent`) writes to the user. */
export const agentMessageBody = z.strictObject({
  content: messageContent,
  attachments: z
    .array(attachmentInput)
    .max(ATTACHMENT_INPUT_MAX, { error: `must have at most ${ATTACHMENT_INPUT_MAX} attachments` })
    .optional(),
  buttons: buttons.optional(),
});
export type AgentMessageBody = z.output<typeof agentMessageBody>;

export const botConversationsParams = z.strictObject({ bot_id: pathIdOf('bot') });
export const conversationIdParams = z.strictObject({ id: pathIdOf('conversation') });
export const conversationResponse = dataEnvelope(conversation);
export const conversationListResponse = listEnvelope(conversation);
export const messageListResponse = listEnvelope(message);
export const messageResponse = dataEnvelope(message);
