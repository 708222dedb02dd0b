/**
 * The Telegram side of the relay: fetch the photos and documents of a stored user message (getFile,
 * download, re-host as service URLs), show typing, and deliver replies (sendMessage in 4096-char
 * parts, at most TELEGRAM_REPLY_MAX_PARTS; sendPhoto / sendDocument for attachments). A token
 * Telegram refuses marks the channel `disconnected` and emits `channel.disconnected`, once.
 */
import { readFile } from 'node:fs/promises';
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { Attachment, ContentPart } from '@switchboard/contracts/message';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import { teamScope, type Collection } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { FileStore, StoredFile } from '../files/file-store.js';
import type { AttachmentLimits } from '../relay/attachments.js';
import { contentText } from '../relay/history.js';
import type { ChannelAdapter, EventSink } from '../relay/relay-deps.js';
import type { ConversationStore } from '../relay/conversation-store.js';
import type { RelayMessageRecord } from '../relay/relay-records.js';
import { replyMessages } from './split-message.js';
import {
  createTelegramClient,
  TELEGRAM_MESSAGE_MAX_CHARS,
  TelegramApiError,
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

/** What a stored Telegram user message keeps in `metadata.telegram` until its files are fetched. */
export interface TelegramMessageMetadata {
  update_id?: number;
  files: PendingTelegramFile[];
  files_fetched: boolean;
  file_errors?: string[];
  /** The user's text length when it was cut to CONTENT_MAX_CHARS. */
  text_truncated_from?: number;
}

export interface TelegramChannelDeps {
  http: HttpClient;
  /** TELEGRAM_API_BASE_URL. */
  baseUrl: string;
  files: FileStore;
  channels: Collection<ChannelRecord>;
  conversations: ConversationStore;
  events: EventSink;
  clock: Clock;
  logger: Logger;
  attachmentLimits: AttachmentLimits;
  /** Waits between rate-limited attempts (tests observe it). */
  sleep?: (ms: number) => Promise<void>;
}

/** The relay's adapter for `telegram` channels. */
export function createTelegramAdapter(deps: TelegramChannelDeps): ChannelAdapter {
  const clientFor = (channel: ChannelRecord): TelegramClient =>
    createTelegramClient({
      http: deps.http,
      baseUrl: deps.baseUrl,
      token: channel.config.bot_token ?? '',
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    });

  /** Runs a Bot API call; a refused token disconnects the channel before the error goes on. */
  async function guarded<T>(channel: ChannelRecord, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof TelegramApiError && error.isTokenRejected) {
        await disconnect(deps, channel, `Telegram rejected the bot token: ${error.description}`);
      }
      throw error;
    }
  }

  return {
    async prepare(channel, message) {
      const meta = (message.metadata?.telegram ?? null) as TelegramMessageMetadata | null;
      if (!meta || meta.files_fetched || meta.files.length === 0) return message;
      const client = clientFor(channel);
      const kept: StoredFile[] = [];
      const errors: string[] = [];
      for (const file of meta.files) {
        try {
          kept.push(await guarded(channel, () => fetchFile(deps, client, message, file)));
        } catch (error) {
          errors.push(`${file.file_name}: ${(error as Error).message}`);
        }
      }
      const text =
        typeof message.content === 'string' ? message.content : contentText(message.content);
      const parts: ContentPart[] = [
        ...(text ? [{ type: 'text' as const, text }] : []),
        ...kept.map((f) => ({ type: 'image_url' as const, image_url: { url: f.url } })),
      ];
      const attachments: Attachment[] = kept.map((f) => ({
        url: f.url,
        filename: f.filename,
        mime_type: f.mimeType,
      }));
      const updated = await deps.conversations.messages.updateOne(
        teamScope(message.team_id),
        { id: message.id },
        {
          $set: {
            content: parts.length > 0 ? parts : text,
            attachments,
            'metadata.telegram.files_fetched': true,
            ...(errors.length > 0 ? { 'metadata.telegram.file_errors': errors } : {}),
          },
        },
      );
      return updated ?? message;
    },

    async typing(channel, conversation) {
      await guarded(channel, () =>
        clientFor(channel).sendChatAction(conversation.chat_id, 'typing'),
      );
    },

    async deliver(channel, conversation, reply, files) {
      const client = clientFor(channel);
      const chatId = conversation.chat_id;
      const text = contentText(reply.content);
      if (text.length > 0 || files.length === 0) {
        const messages = replyMessages(
          text || '…',
          TELEGRAM_MESSAGE_MAX_CHARS,
          TELEGRAM_REPLY_MAX_PARTS,
        );
        for (const chunk of messages) {
          await guarded(channel, () => client.sendMessage(chatId, chunk));
        }
      }
      for (const file of files) {
        const upload = {
          bytes: await readFile(file.path),
          filename: file.filename,
          mimeType: file.mimeType,
        };
        await guarded(channel, () =>
          PHOTO_TYPES.has(file.mimeType)
            ? client.sendPhoto(chatId, upload)
            : client.sendDocument(chatId, upload),
        );
      }
    },
  };
}

async function fetchFile(
  deps: TelegramChannelDeps,
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

/** Marks the channel disconnected; emits `channel.disconnected` only for the call that changed it. */
export async function disconnect(
  deps: Pick<TelegramChannelDeps, 'channels' | 'events' | 'logger'>,
  channel: ChannelRecord,
  reason: string,
): Promise<void> {
  const changed = await deps.channels.updateOne(
    teamScope(channel.team_id),
    { id: channel.id, status: 'active' },
    { $set: { status: 'disconnected' } },
  );
  if (!changed) return;
  deps.logger.warn({ channel_id: channel.id, reason }, 'channel disconnected');
  await deps.events.emit(channel.team_id, 'channel.disconnected', {
    bot_id: channel.bot_id,
    channel_id: channel.id,
    type: channel.type,
    reason,
  });
}
