/**
 * Reading a WhatsApp Cloud API delivery: the user messages it carries (text, image, document,
 * audio) for the channel's number, in order. Statuses (sent, delivered, read), other message
 * types and other numbers' messages are acknowledged and ignored, never refused (Meta would
 * retry them for days).
 */
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { cutAt } from '@switchboard/kit/text';
import { z } from 'zod';
import type { PlatformMessage } from '../../relay/ports/accept-inbound.js';

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
  text: z.object({ body: z.string() }).optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.optional(),
});

const value = z.object({
  metadata: z.object({ phone_number_id: z.string() }).optional(),
  contacts: z
    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(z.unknown()).optional(),
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

/** The user messages of a delivery meant for the number `phoneNumberId`. */
export function readWhatsAppDelivery(body: unknown, phoneNumberId: string): WhatsAppInbound[] {
  const parsed = delivery.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return [];
  const inbound: WhatsAppInbound[] = [];
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes) {
      const read = value.safeParse(change.value);
      if (change.field !== 'messages' || !read.success) continue;
      if (read.data.metadata?.phone_number_id !== phoneNumberId) continue;
      const names = new Map(
        (read.data.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? c.wa_id]),
      );
      for (const raw of read.data.messages ?? []) {
        const one = message.safeParse(raw);
        if (one.success) {
          const item = toInbound(one.data, names);
          if (item) inbound.push(item);
        }
      }
    }
  }
  return inbound;
}

function toInbound(
  msg: z.output<typeof message>,
  names: Map<string, string>,
): WhatsAppInbound | null {
  let text = '';
  const files: PendingWhatsAppFile[] = [];
  if (msg.type === 'text' && msg.text) {
    text = msg.text.body;
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
  return {
    chatId: msg.from,
    messageId: msg.id,
    user: { id: msg.from, name: names.get(msg.from) ?? msg.from },
    text: cut,
    files,
    ...(cut.length < text.length ? { truncatedFrom: text.length } : {}),
  };
}
