/**
 * The Telegram side of the relay: fetch the photos and documents of a stored user message (getFile,
 * download, re-host as service URLs), show typing, and send messages (sendMessage in 4096-char
 * parts, at most TELEGRAM_REPLY_MAX_PARTS; sendPhoto / sendDocument for attachments; reply buttons
 * as an inline keyboard on the last of them), paced per chat. A token Telegram refuses marks the
 * channel `disconnected` and emits `channel.disconnected`, once.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { AdapterDeps } from '../../relay/ports/channel-adapter.js';
import { disconnectingOn } from '../mark-disconnected.js';
import type { StoredFile } from '../../files/file-store.js';
import { contentText, type Button } from '@switchboard/contracts/message';
import {
  TYPING_CALL,
  type ChannelAdapter,
  type ChatPace,
} from '../../relay/ports/channel-adapter.js';
import type { RelayMessageRecord } from '../../conversations/message-record.js';
import { rehostUserFiles } from '../../relay/ports/user-files.js';
import { replyMessages } from '../split-message.js';
import {
  createTelegramClient,
  TELEGRAM_MESSAGE_MAX_CHARS,
  TelegramApiError,
  type InlineKeyboard,
  type SentTelegramMessage,
  type TelegramClient,
} from './telegram-client.js';
import type { PendingTelegramFile } from './telegram-update.js';

/** Telegram's getFile serves files up to 20 MB. */
const TELEGRAM_DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Most messages one reply is sent as (10 x 4096 characters); past that, the parts after the first
 * ten become one "[reply truncated]" note, so a huge reply is not thousands of sendMessage calls.
 */
export const TELEGRAM_REPLY_MAX_PARTS = 10;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * Telegram's pace per chat: about one message a second in a private chat, twenty a minute in a
 * group (negative chat ids), short bursts tolerated. Faster, it answers 429 with `retry_after`.
 */
const PRIVATE_CHAT_PACE: ChatPace = { intervalMs: 1000, burst: 3 };
const GROUP_CHAT_PACE: ChatPace = { intervalMs: 3000, burst: 3 };

/** The inline keyboard of a message's buttons: one button a row, its id as the callback data. */
export function inlineKeyboard(buttons: readonly Button[] | undefined): InlineKeyboard | undefined {
  if (!buttons || buttons.length === 0) return undefined;
  return { inline_keyboard: buttons.map((b) => [{ text: b.title, callback_data: b.id }]) };
}

/** Telegram's reason when it refused the bot token (401/404), else null. */
function tokenRefusal(error: unknown): string | null {
  return error instanceof TelegramApiError && error.isTokenRejected
    ? `Telegram rejected the bot token: ${error.description}`
    : null;
}

/** A Bot API client for `channel`'s token, on the configured base URL. */
export function telegramClientFor(
  deps: Pick<AdapterDeps, 'config' | 'http' | 'sleep'>,
  channel: ChannelRecord,
  options: { timeoutMs?: number; maxRateLimitRetries?: number } = {},
): TelegramClient {
  return createTelegramClient({
    http: deps.http,
    baseUrl: deps.config.TELEGRAM_API_BASE_URL,
    token: channel.config.bot_token ?? '',
    ...options,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
}

/** The relay's adapter for `telegram` channels. */
export function createTelegramAdapter(deps: AdapterDeps): ChannelAdapter {
  /** Runs a Bot API call; a refused token disconnects the channel before the error goes on. */
  const guarded = <T>(channel: ChannelRecord, call: () => Promise<T>): Promise<T> =>
    disconnectingOn(deps, channel, tokenRefusal, call);

  return {
    async prepare(channel, message) {
      const client = telegramClientFor(deps, channel);
      return rehostUserFiles<PendingTelegramFile>(deps.conversations, channel, message, (file) =>
        guarded(channel, () => fetchFile(deps, client, message, file)),
      );
    },

    async typing(channel, conversation) {
      await guarded(channel, () =>
        telegramClientFor(deps, channel, TYPING_CALL).sendChatAction(
          conversation.chat_id,
          'typing',
        ),
      );
    },

    async deliver(channel, conversation, message, files) {
      const client = telegramClientFor(deps, channel);
      const chatId = conversation.chat_id;
      const pace = chatId.startsWith('-') ? GROUP_CHAT_PACE : PRIVATE_CHAT_PACE;
      const keyboard = inlineKeyboard(message.buttons);
      const text = contentText(message.content);
      const sends: Array<(keyboard?: InlineKeyboard) => Promise<SentTelegramMessage>> = [];
      if (text.length > 0 || files.length === 0) {
        for (const chunk of replyMessages(
          text || '…',
          TELEGRAM_MESSAGE_MAX_CHARS,
          TELEGRAM_REPLY_MAX_PARTS,
        )) {
          sends.push((markup) => client.sendMessage(chatId, chunk, markup));
        }
      }
      for (const file of files) {
        sends.push(async (markup) => {
          const upload = await deps.files.load(file);
          return PHOTO_TYPES.has(file.mimeType)
            ? client.sendPhoto(chatId, upload, markup)
            : client.sendDocument(chatId, upload, markup);
        });
      }
      const ids: string[] = [];
      for (const [index, send] of sends.entries()) {
        // The buttons go under the last message, where the user reads on.
        const markup = index === sends.length - 1 ? keyboard : undefined;
        await deps.pacing.turn(`${channel.id}:${chatId}`, pace);
        const sent = await guarded(channel, () => send(markup));
        ids.push(String(sent.message_id));
      }
      return { platformMessageIds: ids };
    },
  };
}

async function fetchFile(
  deps: AdapterDeps,
  client: TelegramClient,
  message: Pick<RelayMessageRecord, 'team_id' | 'bot_id' | 'conversation_id'>,
  file: PendingTelegramFile,
): Promise<StoredFile> {
  const info = await client.getFile(file.file_id);
  if (!info.file_path) throw new Error('Telegram did not give a download path for the file');
  const filePath = info.file_path;
  const maxBytes = Math.min(TELEGRAM_DOWNLOAD_MAX_BYTES, deps.attachmentLimits.maxBytes);
  return deps.files.keep(
    message.team_id,
    {
      filename: file.file_name,
      ...(file.mime_type ? { mimeType: file.mime_type } : {}),
      // A photo's name is ours (`photo-<message id>.jpg`): it follows what the bytes are.
      extensionByType: file.kind === 'photo',
    },
    (tempPath) => client.downloadFile(filePath, { maxBytes, toFile: tempPath }),
    { botId: message.bot_id, conversationId: message.conversation_id },
  );
}
