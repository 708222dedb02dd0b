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
export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;
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

export const MESSAGE_STATUSES = ['received', 'answered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

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
    created_at: timestamp,
  })
  .meta({ id: 'Message' });
export type Message = z.output<typeof message>;

/** A message as stored. */
export interface MessageRecord extends Message {
  team_id: string;
  bot_id: string;
}

/**
 * The public view of a stored message: only the contract's fields, so internal fields the relay
 * keeps on a record (dedupe key, reply link, lease) never reach a response.
 */
export function toPublicMessage(record: MessageRecord): Message {
  return publicView(message, record);
}
