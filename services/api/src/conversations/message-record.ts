/**
 * The message record as the relay stores it (MessageRepository opens the collection), with
 * internal fields next to the contract's: `relay_key` (channel + chat + platform message id,
 * unique, so a platform redelivery is recognised), `reply_to` (on the assistant message, unique,
 * so a user message is answered at most once even when two processes race), `relay_lease_until`
 * (while a process is answering a user message; an expired lease on a `received` message means its
 * process died), `system_conversation_id` (on system messages only, the key of the sparse index
 * that finds them), `send_due_at` (a person's or a proactive message still in the send queue: when
 * it may next be tried, pushed forward as the lease of the process sending it), `send_attempts`,
 * `requests_handoff` (a reply whose integration asked for a person) and `platform_sent_at` (a user
 * message's time as the platform stamped it: WhatsApp's 24-hour window counts from it).
 */
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import type { MessageRecord } from '@switchboard/contracts/message';

export interface RelayMessageRecord extends MessageRecord {
  relay_key?: string;
  reply_to?: string;
  relay_lease_until?: string;
  system_conversation_id?: string;
  send_due_at?: string;
  send_attempts?: number;
  requests_handoff?: boolean;
  platform_sent_at?: string;
}

export type { ConversationRecord };

/** The dedupe key of a platform message: the same id in the same chat of a channel is one message. */
export function relayKey(channelId: string, chatId: string, platformMessageId: string): string {
  return `${channelId}:${chatId}:${platformMessageId}`;
}
