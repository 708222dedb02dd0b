/**
 * Reading a WhatsApp Cloud API delivery: the user messages it carries (text, image, document,
 * audio, and presses of reply buttons and of template quick-reply buttons) for the channel's
 * number, in order, and the delivery receipts (`statuses`: sent, delivered, read, failed) of the
 * messages the number sent. Other message types and other numbers' messages are acknowledged and
 * ignored, never refused (Meta would retry them for days).
 */
import { CONTENT_MAX_CHARS, MESSAGE_DELIVERY_STATUSES } from '@switchboard/contracts/message';
import { cutAt } from '@switchboard/kit/text';
import { z } from 'zod';
import type { PlatformMessage } from '../../relay/ports/accept-inbound.js';
import type { DeliveryReceipt } from '../../relay/ports/channel-adapter.js';

const media = z.object({
  id: z.string(),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

const message = z.object({
  from: z.string(),
  id: z.string(),
  type: z.string(),
  timestamp: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  // A quick-reply button of a template message.
  button: z.object({ payload: z.string().optional(), text: z.string() }).optional(),
});

const status = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const value = z.object({
  metadata: z.object({ phone_number_id: z.string() }).optional(),
  contacts: z
    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

const delivery = z.object({
  object: z.string().optional(),
  entry: z
    .array(z.object({ changes: z.array(z.object({ field: z.string(), value: z.unknown() })) }))
    .optional(),
});

const MEDIA_TYPES = ['image', 'document', 'audio'] as const;

/** A media file still to fetch through the media endpoint (kept on the message until fetched). */
export interface PendingWhatsAppFile {
  media_id: string;
  file_name: string;
  mime_type?: string;
}

/** A user message of a delivery; `chatId` is the user's WhatsApp id (their number). */
export type WhatsAppInbound = PlatformMessage<PendingWhatsAppFile>;

/** What one delivery carries for the channel's number. */
export interface WhatsAppDelivery {
  messages: WhatsAppInbound[];
  receipts: DeliveryReceipt[];
}

/** The user messages and receipts of a delivery meant for the number `phoneNumberId`. */
export function readWhatsAppDelivery(body: unknown, phoneNumberId: string): WhatsAppDelivery {
  const read: WhatsAppDelivery = { messages: [], receipts: [] };
  const parsed = delivery.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return read;
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes) {
      const one = value.safeParse(change.value);
      if (change.field !== 'messages' || !one.success) continue;
      if (one.data.metadata?.phone_number_id !== phoneNumberId) continue;
      const names = new Map(
        (one.data.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? c.wa_id]),
      );
      for (const raw of one.data.messages ?? []) {
        const parsedMessage = message.safeParse(raw);
        const item = parsedMessage.success ? toInbound(parsedMessage.data, names) : null;
        if (item) read.messages.push(item);
      }
      for (const raw of one.data.statuses ?? []) {
        const parsedStatus = status.safeParse(raw);
        const receipt = parsedStatus.success ? toReceipt(parsedStatus.data) : null;
        if (receipt) read.receipts.push(receipt);
      }
    }
  }
  return read;
}

/** A status of a sent message; other statuses (`deleted`, `warning`...) are not receipts. */
function toReceipt(raw: z.output<typeof status>): DeliveryReceipt | null {
  const known = (MESSAGE_DELIVERY_STATUSES as readonly string[]).includes(raw.status);
  if (!known) return null;
  const error = raw.errors?.[0];
  const why = error
    ? [error.title ?? error.message, error.error_data?.details].filter(Boolean).join(': ')
    : '';
  return {
    platformMessageId: raw.id,
    status: raw.status as DeliveryReceipt['status'],
    ...(raw.status === 'failed'
      ? {
          error: `${why || 'WhatsApp could not deliver the message'}${error?.code ? ` (Meta error ${error.code})` : ''}`,
        }
      : {}),
    at: unixTime(raw.timestamp) ?? new Date(),
  };
}

/** A Unix-seconds timestamp as Meta sends it, or null. */
function unixTime(value: string | undefined): Date | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return new Date(Number(value) * 1000);
}

function toInbound(
  msg: z.output<typeof message>,
  names: Map<string, string>,
): WhatsAppInbound | null {
  let text = '';
  let buttonId: string | undefined;
  const files: PendingWhatsAppFile[] = [];
  if (msg.type === 'text' && msg.text) {
    text = msg.text.body;
  } else if (msg.type === 'interactive' && msg.interactive?.button_reply) {
    text = msg.interactive.button_reply.title;
    buttonId = msg.interactive.button_reply.id;
  } else if (msg.type === 'button' && msg.button) {
    text = msg.button.text;
    buttonId = msg.button.payload ?? msg.button.text;
  } else if ((MEDIA_TYPES as readonly string[]).includes(msg.type)) {
    const file = msg[msg.type as (typeof MEDIA_TYPES)[number]];
    if (!file) return null;
    text = file.caption ?? '';
    files.push({
      media_id: file.id,
      file_name: file.filename ?? `${msg.type}-${msg.id.slice(-12).replace(/[^\w-]/g, '')}`,
      ...(file.mime_type ? { mime_type: file.mime_type.split(';')[0]!.trim() } : {}),
    });
  } else {
    return null;
  }
  if (!text && files.length === 0) return null;
  const cut = cutAt(text, CONTENT_MAX_CHARS);
  const sentAt = unixTime(msg.timestamp);
  return {
    chatId: msg.from,
    messageId: msg.id,
    user: { id: msg.from, name: names.get(msg.from) ?? msg.from },
    text: cut,
    files,
    ...(cut.length < text.length ? { truncatedFrom: text.length } : {}),
    ...(buttonId !== undefined ? { buttonId } : {}),
    ...(sentAt ? { sentAt } : {}),
  };
}
