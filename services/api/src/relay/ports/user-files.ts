/**
 * User files of a platform message (photos, documents, audio): listed in the stored message's
 * `metadata.<channel type>.files` when it arrives, fetched with the platform's credentials just
 * before the message is answered, and kept as service files, so a backend gets `image_url` parts
 * with the service's HTTPS URLs and never a platform credential. A file that cannot be fetched is
 * noted in `file_errors`; the message is answered without it.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { Attachment, ContentPart } from '@switchboard/contracts/message';
import type { StoredFile } from '../../files/file-store.js';
import type { ConversationStore } from '../conversation-store.js';
import { contentText } from '@switchboard/contracts/message';
import type { RelayMessageRecord } from '../../conversations/message-record.js';

/** What a stored user message keeps in `metadata.<channel type>` until its files are fetched. */
export interface PendingFilesMetadata<F> {
  files: F[];
  files_fetched: boolean;
  file_errors?: string[];
}

/** The pending files of a stored message, or none when they were fetched already. */
export function pendingFiles<F>(channel: ChannelRecord, message: RelayMessageRecord): F[] {
  const meta = (message.metadata?.[channel.type] ?? null) as PendingFilesMetadata<F> | null;
  return meta && !meta.files_fetched ? meta.files : [];
}

/**
 * Fetches each pending file with `fetchOne` and rewrites the stored message: its text plus an
 * `image_url` part and an attachment per kept file. Returns the message to answer.
 */
export async function rehostUserFiles<F extends { file_name: string }>(
  conversations: ConversationStore,
  channel: ChannelRecord,
  message: RelayMessageRecord,
  fetchOne: (file: F) => Promise<StoredFile>,
): Promise<RelayMessageRecord> {
  const files = pendingFiles<F>(channel, message);
  if (files.length === 0) return message;
  const kept: StoredFile[] = [];
  const errors: string[] = [];
  for (const file of files) {
    try {
      kept.push(await fetchOne(file));
    } catch (error) {
      errors.push(`${file.file_name}: ${(error as Error).message}`);
    }
  }
  const text = typeof message.content === 'string' ? message.content : contentText(message.content);
  const parts: ContentPart[] = [
    ...(text ? [{ type: 'text' as const, text }] : []),
    ...kept.map((f) => ({ type: 'image_url' as const, image_url: { url: f.url } })),
  ];
  const attachments: Attachment[] = kept.map((f) => ({
    url: f.url,
    filename: f.filename,
    mime_type: f.mimeType,
  }));
  const updated = await conversations.messages.recordFetchedFiles(message, {
    content: parts.length > 0 ? parts : text,
    attachments,
    platform: channel.type,
    errors,
  });
  return updated ?? message;
}
