/**
 * The WhatsApp side of the relay: fetch the media of a stored user message (media endpoint, then
 * its URL, both with the access token; re-hosted as service URLs), show typing (the user's message
 * marked read with the typing indicator), and send messages to the user's number (text in
 * WHATSAPP_TEXT_MAX_CHARS parts; reply buttons as an interactive message; files uploaded to the
 * number's media store, then sent as an image or a document; templates). Delivery is reported
 * later by the webhook's `statuses`. Outside the 24-hour customer service window only a template
 * may start a conversation. A token Meta calls invalid (190) marks the channel `disconnected` and
 * emits `channel.disconnected`, once.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { WhatsAppTemplate } from '@switchboard/contracts/platforms/whatsapp';
import { RuleViolationError } from '@switchboard/kit/errors';
import type { AdapterDeps } from '../../relay/ports/channel-adapter.js';
import { disconnectingOn } from '../mark-disconnected.js';
import type { StoredFile } from '../../files/file-store.js';
import { contentText, type Button } from '@switchboard/contracts/message';
import {
  TYPING_CALL,
  type ChannelAdapter,
  type OutboundCheck,
} from '../../relay/ports/channel-adapter.js';
import type { RelayMessageRecord } from '../../conversations/message-record.js';
import { replyMessages, splitMessage } from '../split-message.js';
import { rehostUserFiles } from '../../relay/ports/user-files.js';
import {
  createWhatsAppClient,
  WhatsAppApiError,
  type OutboundMessage,
  type WhatsAppClient,
  type WhatsAppClientOptions,
} from './whatsapp-client.js';
import type { PendingWhatsAppFile } from './whatsapp-webhook.js';

/** The Cloud API's limit on a text message's body. */
export const WHATSAPP_TEXT_MAX_CHARS = 4096;
/** Most messages one reply is sent as; the rest becomes one "[reply truncated]" note. */
export const WHATSAPP_REPLY_MAX_PARTS = 10;
/** The Cloud API's limit on the body text of an interactive (buttons) message. */
export const WHATSAPP_INTERACTIVE_BODY_MAX_CHARS = 1024;
/** WhatsApp's customer service window: free-form messages only this long after the user wrote. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The typing indicator lasts 25 s (or until the reply); renewed before it lapses. */
const TYPING_REPEAT_MS = 20_000;

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
  options: Pick<WhatsAppClientOptions, 'maxRateLimitRetries' | 'timeoutMs'> = {},
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

    typingRepeatMs: TYPING_REPEAT_MS,
    async typing(channel, _conversation, message) {
      // The indicator belongs to the user's message: a message without a wamid shows none.
      if (!message.platform_message_id) return;
      const wamid = message.platform_message_id;
      const client = whatsappClientFor(deps, channel.config, TYPING_CALL);
      await guarded(channel, () => client.markReadTyping(wamid));
    },

    receiptsLater: true,

    checkOutbound(check) {
      refuseOutsideWindow(check);
    },

    async deliver(channel, conversation, message, files) {
      const client = whatsappClientFor(deps, channel.config);
      const to = conversation.chat_id;
      const ids: string[] = [];
      const send = async (outbound: OutboundMessage) => {
        ids.push(await guarded(channel, () => client.sendMessage(to, outbound)));
      };
      const template = templateOf(message);
      if (template) {
        await send({ type: 'template', template });
        return { platformMessageIds: ids };
      }
      const text = contentText(message.content);
      const buttons = message.buttons ?? [];
      if (text.length > 0 || files.length === 0 || buttons.length > 0) {
        for (const part of textParts(text || '…', buttons)) await send(part);
      }
      for (const file of files) {
        const upload = await deps.files.load(file);
        const id = await guarded(channel, () => client.uploadMedia(upload));
        const asImage = IMAGE_TYPES.has(file.mimeType) && file.size <= IMAGE_MAX_BYTES;
        await send(
          asImage
            ? { type: 'image', image: { id } }
            : { type: 'document', document: { id, filename: file.filename } },
        );
      }
      return { platformMessageIds: ids };
    },
  };
}

/**
 * The text as messages: parts of WHATSAPP_TEXT_MAX_CHARS, the last one carrying the buttons (an
 * interactive message, whose body is shorter, so a long last part is split again).
 */
function textParts(text: string, buttons: readonly Button[]): OutboundMessage[] {
  const parts = replyMessages(text, WHATSAPP_TEXT_MAX_CHARS, WHATSAPP_REPLY_MAX_PARTS);
  const asText = (body: string): OutboundMessage => ({ type: 'text', text: { body } });
  if (buttons.length === 0) return parts.map(asText);
  const last = parts.pop() ?? '…';
  const tail = splitMessage(last, WHATSAPP_INTERACTIVE_BODY_MAX_CHARS);
  const body = tail.pop() ?? '…';
  return [
    ...[...parts, ...tail].map(asText),
    {
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: body },
        action: {
          buttons: buttons.map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title } })),
        },
      },
    },
  ];
}

/** The template a proactive message sends (`metadata.template`), if it is one. */
function templateOf(message: RelayMessageRecord): WhatsAppTemplate | null {
  const template = message.metadata?.template;
  return template && typeof template === 'object' ? (template as WhatsAppTemplate) : null;
}

/**
 * WhatsApp delivers free-form messages only within 24 hours of the user's last message (by the
 * platform's own timestamp); outside it, only an approved template may start the conversation.
 */
function refuseOutsideWindow(check: OutboundCheck): void {
  if (check.template) return;
  const last = check.lastUserMessageAt;
  if (last && check.now.getTime() - last.getTime() <= CUSTOMER_SERVICE_WINDOW_MS) return;
  throw new RuleViolationError(
    'OUTSIDE_CUSTOMER_SERVICE_WINDOW',
    last
      ? `The user last wrote at ${last.toISOString()}, more than 24 hours ago: WhatsApp delivers free-form messages only within 24 hours of the user's last message. Send an approved template instead ({ "chat_id", "template": { "name", "language": { "code" } } }).`
      : 'This WhatsApp user has not written to the number yet, so only an approved template may start the conversation ({ "chat_id", "template": { "name", "language": { "code" } } }).',
    {
      chat_id: check.chatId,
      last_user_message_at: last?.toISOString() ?? null,
      window_hours: CUSTOMER_SERVICE_WINDOW_MS / 3_600_000,
    },
  );
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
