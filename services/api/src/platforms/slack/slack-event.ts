/**
 * Reading a Slack Events API delivery: the `url_verification` challenge, a user message the bot
 * answers (a direct message, or a mention in a channel), or nothing (edits, deletions, other
 * bots' and its own messages, channel chatter without a mention, other event types). Lenient like
 * Telegram's: an event we cannot use is acknowledged, never refused (Slack would retry it).
 */
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { cutAt } from '@switchboard/kit/text';
import { z } from 'zod';

const file = z.object({
  id: z.string(),
  name: z.string().optional(),
  mimetype: z.string().optional(),
  size: z.number().optional(),
  url_private: z.string().optional(),
  url_private_download: z.string().optional(),
});

const event = z.object({
  type: z.string(),
  subtype: z.string().optional(),
  channel: z.string().optional(),
  channel_type: z.string().optional(),
  user: z.string().optional(),
  bot_id: z.string().optional(),
  text: z.string().optional(),
  ts: z.string().optional(),
  thread_ts: z.string().optional(),
  edited: z.unknown().optional(),
  files: z.array(file).optional(),
});

const envelope = z.object({
  type: z.string(),
  challenge: z.string().optional(),
  event_id: z.string().optional(),
  event: event.optional(),
  authorizations: z.array(z.object({ user_id: z.string().optional() })).optional(),
});

/** A user file still to fetch with the bot token (kept on the stored message until fetched). */
export interface PendingSlackFile {
  file_id: string;
  file_name: string;
  mime_type?: string;
  size?: number;
  url: string;
}

export interface SlackInbound {
  /** The Slack channel, plus `:<thread ts>` when the reply belongs in a thread. */
  chatId: string;
  /** The message's `ts`: unique in its channel, so a retried or replayed event is recognised. */
  messageId: string;
  userId: string;
  text: string;
  truncatedFrom?: number;
  files: PendingSlackFile[];
  /** A press of a reply button: its id. */
  buttonId?: string;
}

export type SlackDelivery =
  | { kind: 'challenge'; challenge: string }
  | { kind: 'message'; inbound: SlackInbound }
  | { kind: 'ignored' };

const IGNORED = { kind: 'ignored' } as const;

/** What a delivery asks of the bot. */
export function readSlackDelivery(body: unknown): SlackDelivery {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return IGNORED;
  const delivery = parsed.data;
  if (delivery.type === 'url_verification' && delivery.challenge !== undefined) {
    return { kind: 'challenge', challenge: delivery.challenge };
  }
  const message = delivery.event;
  if (delivery.type !== 'event_callback' || !message) return IGNORED;
  const { channel, user, ts } = message;
  // Bots (this one's own replies included) are never answered, nor edits and other subtypes.
  if (!channel || !user || !ts || message.bot_id || message.edited) return IGNORED;
  if (message.subtype !== undefined && message.subtype !== 'file_share') return IGNORED;
  let chatId: string;
  if (message.type === 'app_mention') {
    // A mention is answered in its thread, which starts at the mention when it is not in one.
    chatId = `${channel}:${message.thread_ts ?? ts}`;
  } else if (message.type === 'message' && message.channel_type === 'im') {
    chatId = message.thread_ts ? `${channel}:${message.thread_ts}` : channel;
  } else {
    // Channel messages come as `message` and, when they mention the bot, also as `app_mention`.
    return IGNORED;
  }
  const botUserId = delivery.authorizations?.[0]?.user_id;
  const text = unescape(withoutMention(message.text ?? '', botUserId));
  const files = (message.files ?? []).flatMap((f): PendingSlackFile[] => {
    const url = f.url_private_download ?? f.url_private;
    if (!url) return [];
    return [
      {
        file_id: f.id,
        file_name: f.name ?? f.id,
        url,
        ...(f.mimetype ? { mime_type: f.mimetype } : {}),
        ...(f.size !== undefined ? { size: f.size } : {}),
      },
    ];
  });
  if (!text && files.length === 0) return IGNORED;
  const cut = cutAt(text, CONTENT_MAX_CHARS);
  return {
    kind: 'message',
    inbound: {
      chatId,
      messageId: ts,
      userId: user,
      text: cut,
      files,
      ...(cut.length < text.length ? { truncatedFrom: text.length } : {}),
    },
  };
}

/** The text without the mention of the bot that made Slack send it. */
function withoutMention(text: string, botUserId: string | undefined): string {
  const mention = botUserId ? `<@${botUserId}>` : null;
  const stripped = mention ? text.split(mention).join('') : text.replace(/^\s*<@[A-Z0-9]+>/, '');
  return stripped.trim();
}

/** Slack escapes `&`, `<` and `>` in message text. */
function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The Slack channel and thread a conversation's `chat_id` names. */
export function slackTarget(chatId: string): { channel: string; thread_ts?: string } {
  const [channel = chatId, thread] = chatId.split(':');
  return thread ? { channel, thread_ts: thread } : { channel };
}
