/**
 * Attachments of a backend reply: each is downloaded through the guarded client (public
 * addresses only, size, time and type limits) and kept as a service file, so every channel sends
 * the same bytes and the backend's URL is never handed to the user. A file that cannot be fetched
 * is reported, never fatal: the reply's text always goes out.
 */
import type { HttpClient } from '@switchboard/kit/http/types';
import type { FileOwner, FileStore, StoredFile } from '../files/file-store.js';
import type { ReplyAttachment } from './integration-reply.js';

export interface AttachmentLimits {
  maxBytes: number;
  /** Media types or wildcards (`image/*`). */
  allowedMimeTypes: string[];
  timeoutMs: number;
}

export const DEFAULT_ATTACHMENT_LIMITS: AttachmentLimits = {
  maxBytes: 20 * 1024 * 1024,
  allowedMimeTypes: [
    'image/*',
    'audio/*',
    'video/*',
    'text/plain',
    'text/csv',
    'application/pdf',
    'application/json',
    'application/zip',
  ],
  timeoutMs: 30_000,
};

export interface KeptAttachments {
  files: StoredFile[];
  /** One line per attachment that was not kept, naming it and why. */
  problems: string[];
}

/**
 * Downloads every attachment concurrently, kept as files of `owner`'s conversation (deleted with
 * it); failures become `problems`.
 */
export async function keepAttachments(
  deps: { http: HttpClient; files: FileStore; limits: AttachmentLimits },
  teamId: string,
  owner: FileOwner,
  attachments: readonly ReplyAttachment[],
): Promise<KeptAttachments> {
  const results = await Promise.allSettled(
    attachments.map((attachment) =>
      deps.files.keep(
        teamId,
        { filename: attachment.filename, mimeType: attachment.mime_type },
        (tempPath) =>
          deps.http.download({
            url: attachment.url,
            maxBytes: deps.limits.maxBytes,
            timeoutMs: deps.limits.timeoutMs,
            allowedMimeTypes: deps.limits.allowedMimeTypes,
            toFile: tempPath,
          }),
        owner,
      ),
    ),
  );
  const files: StoredFile[] = [];
  const problems: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') files.push(result.value);
    else {
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      problems.push(`attachment '${attachments[index]?.filename}' was not delivered: ${reason}`);
    }
  });
  return { files, problems };
}
