/**
 * Messages of a conversation (contract-decisions.md, "Conversations and messages"). Content is a
 * string or the spec's parts: `{type: "text", text}` and `{type: "image_url", image_url: {url}}`.
 * Image URLs are https (http only when the operator allows private networks: services call
 * `assertUrlsAllowed` on inbound parts, like every user URL).
 */
import { z } from 'zod';
import { idOf, jsonObject, publicView, timestamp, userUrl } from './common.js';

export const CONTENT_MAX_CHARS = 100_000;
export const CONTENT_PARTS_MAX = 20;
/**
 * `agent` is a person writing to the user (`POST /conversations/{id}/messages`); backends see it
 * as an `assistant` turn with `metadata.author: "agent"`.
 */
export const MESSAGE_ROLES = ['user', 'assistant', 'system', 'agent'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const textPart = z
  .strictObject({
    type: z.literal('text'),
    text: z
      .string()
      .min(1, { error: 'must not be empty' })
      .max(CONTENT_MAX_CHARS, { error: `must be at most ${CONTENT_MAX_CHARS} characters` }),
  })
  .meta({ id: 'TextPart' });

export const imageUrlPart = z
  .strictObject({
    type: z.literal('image_url'),
    image_url: z.strictObject({ url: userUrl }),
  })
  .meta({ id: 'ImageUrlPart' });

export const contentPart = z.discriminatedUnion('type', [textPart, imageUrlPart]);
export type ContentPart = z.output<typeof contentPart>;

/** What a user message may carry: non-empty text or 1..20 parts. */
export const messageContent = z.union(
  [
    z
      .string()
      .min(1, { error: 'must not be empty' })
      .max(CONTENT_MAX_CHARS, { error: `must be at most ${CONTENT_MAX_CHARS} characters` }),
    z
      .array(contentPart)
      .min(1, { error: 'must have at least one part' })
      .max(CONTENT_PARTS_MAX, { error: `must have at most ${CONTENT_PARTS_MAX} parts` }),
  ],
  { error: 'must be a string or an array of content parts' },
);
export type MessageContent = z.output<typeof messageContent>;

/** The plain text of a content value (parts joined), e.g. for platforms that only take text. */
export function contentText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  return content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter((text) => text.length > 0)
    .join('\n');
}

/** The https URLs inside content, keyed by field path, for `assertUrlsAllowed`. */
export function contentUrls(content: MessageContent, basePath: string): Record<string, string> {
  if (typeof content === 'string') return {};
  const urls: Record<string, string> = {};
  content.forEach((part, index) => {
    if (part.type === 'image_url') urls[`${basePath}.${index}.image_url.url`] = part.image_url.url;
  });
  return urls;
}

export const attachment = z
  .strictObject({ url: z.string(), filename: z.string(), mime_type: z.string() })
  .meta({ id: 'Attachment' });
export type Attachment = z.output<typeof attachment>;

/** `handoff`: a user message that came during a handoff, left for a person (never relayed). */
export const MESSAGE_STATUSES = ['received', 'answered', 'failed', 'handoff'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Where an outbound message (a reply, a person's message, a proactive message) stands at its
 * platform: `sent` once the platform took it, then `delivered` and `read` where the platform
 * reports them (WhatsApp), or `failed` with `error`. A message still queued has `delivery: null`.
 */
export const MESSAGE_DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type MessageDeliveryStatus = (typeof MESSAGE_DELIVERY_STATUSES)[number];

export const messageDelivery = z
  .strictObject({
    status: z.enum(MESSAGE_DELIVERY_STATUSES),
    error: z.string().optional(),
    updated_at: timestamp,
  })
  .meta({ id: 'MessageDelivery' });
export type MessageDelivery = z.output<typeof messageDelivery>;

/** Buttons a message may carry: WhatsApp's reply buttons allow 3, with titles of 20 characters. */
export const BUTTONS_MAX = 3;
export const BUTTON_TITLE_MAX_CHARS = 20;
/** Telegram's callback_data holds 1-64 bytes. */
export const BUTTON_ID_MAX_BYTES = 64;

export const button = z
  .strictObject({
    id: z
      .string()
      .min(1, { error: 'must not be empty' })
      .refine((id) => Buffer.byteLength(id, 'utf8') <= BUTTON_ID_MAX_BYTES, {
        error: `must be at most ${BUTTON_ID_MAX_BYTES} bytes (UTF-8)`,
      })
      .refine((id) => id.trim() === id, { error: 'must not start or end with a space' })
      .meta({ description: 'Comes back as `metadata.button_id` of the press' }),
    title: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(BUTTON_TITLE_MAX_CHARS, {
        error: `must be at most ${BUTTON_TITLE_MAX_CHARS} characters`,
      })
      .meta({ description: 'The label; a press comes back as a user message with this text' }),
  })
  .meta({ id: 'Button' });
export type Button = z.output<typeof button>;

/** 1..3 buttons with distinct ids and titles (the platforms refuse repeats). */
export const buttons = z
  .array(button)
  .min(1, { error: 'must have at least one button' })
  .max(BUTTONS_MAX, { error: `must have at most ${BUTTONS_MAX} buttons` })
  .superRefine((list, ctx) => {
    for (const field of ['id', 'title'] as const) {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (seen.has(item[field])) {
          ctx.addIssue({
            code: 'custom',
            path: [index, field],
            message: `repeats another ${field}`,
          });
        }
        seen.add(item[field]);
      });
    }
  });

export const message = z
  .strictObject({
    id: idOf('message'),
    conversation_id: idOf('conversation'),
    role: z.enum(MESSAGE_ROLES),
    content: z.union([z.string(), z.array(contentPart)]),
    attachments: z.array(attachment),
    integration_id: z.string().nullable().meta({ description: 'Which backend answered' }),
    latency_ms: z.number().int().min(0).nullable(),
    metadata: jsonObject.nullable().meta({ description: "The backend's reply metadata" }),
    platform_message_id: z.string().nullable(),
    status: z.enum(MESSAGE_STATUSES).nullable().meta({
      description: 'User messages: received until answered, or failed (see error); else null',
    }),
    error: z.string().nullable(),
    delivery: messageDelivery.nullable().meta({
      description:
        'Outbound messages (assistant, agent): where the platform has it; null for user and system messages and while queued',
    }),
    buttons: z.array(button).optional().meta({ description: 'Reply buttons the message offers' }),
    created_at: timestamp,
  })
  .meta({ id: 'Message' });
export type Message = z.output<typeof message>;

/** A message as stored (records from before delivery statuses have none). */
export interface MessageRecord extends Omit<Message, 'delivery'> {
  team_id: string;
  bot_id: string;
  delivery?: MessageDelivery | null;
}

/**
 * The public view of a stored message: only the contract's fields, so internal fields the relay
 * keeps on a record (dedupe key, reply link, lease) never reach a response.
 */
export function toPublicMessage(record: MessageRecord): Message {
  return publicView(message, record as Message, { delivery: record.delivery ?? null });
}
