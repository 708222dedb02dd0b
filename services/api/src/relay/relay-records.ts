/**
 * How the relay stores conversations and messages. Message records carry three internal fields
 * next to the contract's: `relay_key` (channel + chat + platform message id, unique, so a platform
 * redelivery is recognised), `reply_to` (on the assistant message, unique, so a user message is
 * answered at most once even when two processes race) and `relay_lease_until` (while a process is
 * answering a user message; an expired lease on a `received` message means its process died).
 */
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import type { MessageRecord } from '@switchboard/contracts/message';
import type { CollectionSpec } from '@switchboard/store/port';

export interface RelayMessageRecord extends MessageRecord {
  relay_key?: string;
  reply_to?: string;
  relay_lease_until?: string;
}

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
    // System messages are looked up on every relay; without this the lookup scans the conversation.
    {
      fields: [
        ['conversation_id', 1],
        ['role', 1],
        ['created_at', 1],
        ['id', 1],
      ],
    },
    { fields: [['relay_key', 1]], unique: true, sparse: true },
    { fields: [['reply_to', 1]], unique: true, sparse: true },
    {
      fields: [
        ['status', 1],
        ['relay_lease_until', 1],
      ],
    },
  ],
};

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

export type { ConversationRecord };

/** The dedupe key of a platform message: the same id in the same chat of a channel is one message. */
export function relayKey(channelId: string, chatId: string, platformMessageId: string): string {
  return `${channelId}:${chatId}:${platformMessageId}`;
}
