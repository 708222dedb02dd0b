/**
 * Reading a Telegram update: the user message it carries (text or caption, photos, documents, or
 * a press of one of the bot's reply buttons: a `callback_query`), or nothing for updates the bot
 * does not answer (edits, stickers, service messages, other bots).
 * Parsing is lenient: Telegram adds fields over time, and an update we cannot use is acknowledged
 * and ignored rather than refused (a refusal makes Telegram redeliver it for a day).
 */
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { cutAt } from '@switchboard/kit/text';
import { z } from 'zod';
import type { PlatformMessage } from '../../relay/ports/accept-inbound.js';

const user = z.object({
  id: z.number(),
  is_bot: z.boolean().optional(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
});

const photoSize = z.object({ file_id: z.string(), file_size: z.number().optional() });

const message = z.object({
  message_id: z.number(),
  from: user.optional(),
  chat: z.object({ id: z.number() }),
  date: z.number().optional(),
  text: z.string().optional(),
  caption: z.string().optional(),
  photo: z.array(photoSize).optional(),
  document: z
    .object({
      file_id: z.string(),
      file_name: z.string().optional(),
      mime_type: z.string().optional(),
      file_size: z.number().optional(),
    })
    .optional(),
});

const callbackQuery = z.object({
  id: z.string(),
  from: user,
  data: z.string().optional(),
  message: z
    .object({
      message_id: z.number(),
      chat: z.object({ id: z.number() }),
      date: z.number().optional(),
      reply_markup: z
        .object({
          inline_keyboard: z.array(
            z.array(z.object({ text: z.string(), callback_data: z.string().optional() })),
          ),
        })
        .optional(),
    })
    .optional(),
});

const update = z.object({
  update_id: z.number(),
  message: message.optional(),
  callback_query: callbackQuery.optional(),
});

/** A platform file still to fetch with getFile (kept on the stored message until fetched). */
export interface PendingTelegramFile {
  file_id: string;
  kind: 'photo' | 'document';
  file_name: string;
  mime_type?: string;
}

export type TelegramInbound = PlatformMessage<PendingTelegramFile>;

/** A press of a reply button: the user message it stands for, and the query to answer. */
export interface TelegramPress {
  inbound: TelegramInbound;
  callbackQueryId: string;
}

/**
 * What an update asks of the bot, parsed once: a press of a reply button, a user message, or null
 * when there is nothing to answer.
 */
export function readTelegramUpdate(
  body: unknown,
): { press: TelegramPress } | { inbound: TelegramInbound } | null {
  const parsed = update.safeParse(body);
  if (!parsed.success) return null;
  const press = pressOf(parsed.data.callback_query);
  if (press) return { press };
  const inbound = parsed.data.message ? readMessage(parsed.data.message) : null;
  return inbound ? { inbound } : null;
}

/**
 * A press of one of our buttons. Its text is the button's title, found in the message's keyboard
 * (the press itself names only the callback data); its message id is the query's, so a
 * redelivered press is one message.
 */
function pressOf(query: z.output<typeof update>['callback_query']): TelegramPress | null {
  if (!query?.message || query.data === undefined || query.from.is_bot) return null;
  const data = query.data;
  const title = query.message.reply_markup?.inline_keyboard
    .flat()
    .find((button) => button.callback_data === data)?.text;
  return {
    callbackQueryId: query.id,
    inbound: {
      chatId: String(query.message.chat.id),
      messageId: `callback:${query.id}`,
      user: userOf(query.from),
      text: title ?? data,
      files: [],
      buttonId: data,
    },
  };
}

function userOf(from: z.output<typeof user>): TelegramInbound['user'] {
  const name = [from.first_name, from.last_name].filter(Boolean).join(' ');
  return { id: String(from.id), name, ...(from.username ? { username: from.username } : {}) };
}

function readMessage(m: z.output<typeof message>): TelegramInbound | null {
  if (!m.from || m.from.is_bot) return null;
  const files: PendingTelegramFile[] = [];
  // Telegram sends each photo in several sizes, smallest first; the largest is the original.
  const photo = m.photo?.[m.photo.length - 1];
  if (photo) {
    files.push({
      file_id: photo.file_id,
      kind: 'photo',
      file_name: `photo-${m.message_id}.jpg`,
      mime_type: 'image/jpeg',
    });
  }
  if (m.document) {
    files.push({
      file_id: m.document.file_id,
      kind: 'document',
      file_name: m.document.file_name ?? `document-${m.message_id}`,
      ...(m.document.mime_type ? { mime_type: m.document.mime_type } : {}),
    });
  }
  const fullText = m.text ?? m.caption ?? '';
  if (fullText === '' && files.length === 0) return null;
  // Telegram itself caps text at 4096 characters, but the webhook takes whatever it is sent: the
  // message is answered, cut to the cap the api channel enforces, rather than dropped unanswered.
  const text = cutAt(fullText, CONTENT_MAX_CHARS);
  return {
    chatId: String(m.chat.id),
    messageId: String(m.message_id),
    user: userOf(m.from),
    text,
    ...(text.length < fullText.length ? { truncatedFrom: fullText.length } : {}),
    files,
    ...(m.date ? { sentAt: new Date(m.date * 1000) } : {}),
  };
}
