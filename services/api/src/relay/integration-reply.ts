/**
 * The backend's answer (service-spec.md, "Expected response"): a JSON object with a string
 * `content`, optional `attachments` `{url, filename, mime_type}` and optional `metadata`. A missing
 * or non-string `content` makes the attempt fail, and so does one longer than a user message may be
 * (CONTENT_MAX_CHARS): it would be stored, re-sent in every later history and split into hundreds
 * of platform messages. A malformed attachment is dropped, not fatal, so one bad entry never loses
 * the text.
 */
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { z } from 'zod';

export const ATTACHMENTS_MAX = 10;

/**
 * The most bytes of a backend's answer that are read: a longest allowed `content` written with
 * every character JSON-escaped (`\uXXXX`, 6 bytes; Python's json.dumps does this by default),
 * plus room for attachments, metadata and the JSON around them. Reading stops (and the attempt
 * fails) as soon as an answer passes it, so a backend answering megabytes costs this much at most.
 */
export const REPLY_MAX_BYTES = CONTENT_MAX_CHARS * 6 + 256 * 1024;

const attachment = z.object({
  url: z.string().min(1).max(2048),
  filename: z.string().min(1).max(255),
  mime_type: z.string().min(1).max(255),
});
export type ReplyAttachment = z.output<typeof attachment>;

export interface IntegrationReply {
  content: string;
  attachments: ReplyAttachment[];
  metadata: Record<string, unknown>;
  /** Why entries of `attachments` were ignored, if any were. */
  droppedAttachments: string[];
}

/** Reads a parsed JSON body; returns the failure reason as a string when it is not a usable reply. */
export function readReply(body: unknown): IntegrationReply | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'response is not a JSON object';
  }
  const record = body as Record<string, unknown>;
  if (typeof record.content !== 'string') return 'response has no string content';
  if (record.content.length > CONTENT_MAX_CHARS) {
    return `response content is longer than ${CONTENT_MAX_CHARS} characters`;
  }
  const attachments: ReplyAttachment[] = [];
  const dropped: string[] = [];
  const raw = record.attachments;
  if (raw !== undefined && raw !== null && !Array.isArray(raw))
    dropped.push('attachments is not an array');
  if (Array.isArray(raw)) {
    raw.forEach((item, index) => {
      const parsed = attachment.safeParse(item);
      if (!parsed.success) dropped.push(`attachments.${index} is not {url, filename, mime_type}`);
      else if (attachments.length >= ATTACHMENTS_MAX)
        dropped.push(`attachments.${index} is over the limit of ${ATTACHMENTS_MAX}`);
      else attachments.push(parsed.data);
    });
  }
  const metadata = record.metadata;
  return {
    content: record.content,
    attachments,
    metadata:
      typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
        ? (metadata as Record<string, unknown>)
        : {},
    droppedAttachments: dropped,
  };
}
