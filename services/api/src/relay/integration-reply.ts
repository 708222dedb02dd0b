/**
 * The backend's answer (service-spec.md, "Expected response"): a JSON object with a string
 * `content`, optional `attachments` `{url, filename, mime_type}`, optional `buttons` `[{id,
 * title}]` and optional `metadata`; or `{ "handoff": true, "content"?: ... }` to hand the
 * conversation to a person (contract-decisions.md, "Conversations with people in them"). A
 * missing or non-string `content` (outside a handoff) makes the attempt fail, and so does one longer
 * than a user message may be (CONTENT_MAX_CHARS): it would be stored, re-sent in every later
 * history and split into hundreds of platform messages. A malformed attachment or set of buttons is
 * dropped, not fatal, so one bad entry never loses the text.
 */
import {
  buttons as buttonsSchema,
  CONTENT_MAX_CHARS,
  type Button,
} from '@switchboard/contracts/message';
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
  /** Null only in a handoff without words for the user. */
  content: string | null;
  attachments: ReplyAttachment[];
  buttons: Button[];
  metadata: Record<string, unknown>;
  /** The backend asks for a person to take the conversation over. */
  handoff: boolean;
  /** Why entries of `attachments` (or the `buttons`) were ignored, if any were. */
  droppedAttachments: string[];
}

/** Reads a parsed JSON body; returns the failure reason as a string when it is not a usable reply. */
export function readReply(body: unknown): IntegrationReply | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'response is not a JSON object';
  }
  const record = body as Record<string, unknown>;
  const handoff = record.handoff === true;
  if (record.handoff !== undefined && typeof record.handoff !== 'boolean') {
    return 'response handoff is not a boolean';
  }
  // In a handoff the words are optional: no content, null or "" means nothing is said.
  const silentHandoff =
    handoff && (record.content === undefined || record.content === null || record.content === '');
  if (!silentHandoff && typeof record.content !== 'string') {
    return 'response has no string content';
  }
  const content = silentHandoff ? null : (record.content as string);
  if (content !== null && content.length > CONTENT_MAX_CHARS) {
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
  const buttons = content === null ? [] : readButtons(record.buttons, dropped);
  const metadata = record.metadata;
  return {
    content,
    attachments: content === null ? [] : attachments,
    buttons,
    handoff,
    metadata:
      typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
        ? (metadata as Record<string, unknown>)
        : {},
    droppedAttachments: dropped,
  };
}

/** The reply's buttons, or none (with the reason in `dropped`) when they are not 1..3 valid ones. */
function readButtons(raw: unknown, dropped: string[]): Button[] {
  if (raw === undefined || raw === null) return [];
  const parsed = buttonsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `.${issue.path.join('.')}` : '';
  dropped.push(`buttons were not sent: buttons${where} ${issue?.message ?? 'is invalid'}`);
  return [];
}
