/**
 * The WhatsApp side of the relay: fetch the media of a stored user message (media endpoint, then
 * its URL, both with the access token; re-hosted as service URLs), and deliver replies to the
 * user's number (text in WHATSAPP_TEXT_MAX_CHARS parts; reply files uploaded to the number's media
 * store, then sent as an image or a document). A token Meta calls invalid (190) marks the channel
 * `disconnected` and emits `channel.disconnected`, once.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { AdapterDeps } from '../../relay/ports/channel-adapter.js';
import { disconnectingOn } from '../mark-disconnected.js';
import type { StoredFile } from '../../files/file-store.js';
import { contentText } from '@switchboard/contracts/message';
import type { ChannelAdapter } from '../../relay/ports/channel-adapter.js';
import type { RelayMessageRecord } from '../../conversations/message-record.js';
import { replyMessages } from '../split-message.js';
import { rehostUserFiles } from '../../relay/ports/user-files.js';
import {
  createWhatsAppClient,
  WhatsAppApiError,
  type WhatsAppClient,
  type WhatsAppClientOptions,
} from './whatsapp-client.js';
import type { PendingWhatsAppFile } from './whatsapp-webhook.js';

/** The Cloud API's limit on a text message's body. */
export const WHATSAPP_TEXT_MAX_CHARS = 4096;
/** Most messages one reply is sent as; the rest becomes one "[reply truncated]" note. */
export const WHATSAPP_REPLY_MAX_PARTS = 10;
/** Images WhatsApp shows as images (up to 5 MB); other files go as documents. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Meta's reason when it says the token no longer works, else null. */
function tokenRefusal(error: unknown): string | null {
  return error instanceof WhatsAppApiError && error.isTokenRevoked
    ? `WhatsApp rejected the access token: ${error.message}`
    : null;
}

/** A client for a channel's number and access token. */
export function whatsappClientFor(
  deps: Pick<AdapterDeps, 'config' | 'http' | 'sleep'>,
  config: ChannelRecord['config'],
  options: Pick<WhatsAppClientOptions, 'maxRateLimitRetries'> = {},
): WhatsAppClient {
  return createWhatsAppClient({
    http: deps.http,
    baseUrl: deps.config.WHATSAPP_API_BASE_URL,
    phoneNumberId: config.phone_number_id ?? '',
    token: config.access_token ?? '',
    ...options,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
}

/** The relay's adapter for `whatsapp` channels. */
export function createWhatsAppAdapter(deps: AdapterDeps): ChannelAdapter {
  const guarded = <T>(channel: ChannelRecord, call: () => Promise<T>): Promise<T> =>
    disconnectingOn(deps, channel, tokenRefusal, call);

  return {
    async prepare(channel, message) {
      const client = whatsappClientFor(deps, channel.config);
      return rehostUserFiles<PendingWhatsAppFile>(deps.conversations, channel, message, (file) =>
        guarded(channel, () => fetchMedia(deps, client, message, file)),
      );
    },

    async deliver(channel, conversation, reply, files) {
      const client = whatsappClientFor(deps, channel.config);
      const to = conversation.chat_id;
      const text = contentText(reply.content);
      if (text.length > 0 || files.length === 0) {
        const parts = replyMessages(text || '…', WHATSAPP_TEXT_MAX_CHARS, WHATSAPP_REPLY_MAX_PARTS);
        for (const body of parts) {
          await guarded(channel, () => client.sendMessage(to, { type: 'text', text: { body } }));
        }
      }
      for (const file of files) {
        const upload = await deps.files.load(file);
        await guarded(channel, async () => {
          const id = await client.uploadMedia(upload);
          const asImage = IMAGE_TYPES.has(file.mimeType) && file.size <= IMAGE_MAX_BYTES;
          await client.sendMessage(
            to,
            asImage
              ? { type: 'image', image: { id } }
              : { type: 'document', document: { id, filename: file.filename } },
          );
        });
      }
    },
  };
}

async function fetchMedia(
  deps: AdapterDeps,
  client: WhatsAppClient,
  message: Pick<RelayMessageRecord, 'team_id' | 'bot_id' | 'conversation_id'>,
  file: PendingWhatsAppFile,
): Promise<StoredFile> {
  return deps.files.keep(
    message.team_id,
    {
      filename: file.file_name,
      ...(file.mime_type ? { mimeType: file.mime_type } : {}),
      // Photos and voice notes come without a name; ours follows what the bytes are.
      extensionByType: !file.file_name.includes('.'),
    },
    (tempPath) =>
      client.downloadMedia(file.media_id, {
        maxBytes: deps.attachmentLimits.maxBytes,
        toFile: tempPath,
      }),
    { botId: message.bot_id, conversationId: message.conversation_id },
  );
}
