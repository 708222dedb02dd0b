/**
 * Deleting the stored files that messages carry (user photos and documents, reply attachments),
 * for the conversation and bot deletions: a file lives only as long as the messages that list it,
 * and goes only with the bot or conversation it was kept for (a message of another one listing
 * its URL does not take it along).
 */
import type { MessageRecord } from '@switchboard/contracts/message';
import type { Collection, DocumentStore, Filter, Scope } from '@switchboard/store/port';
import { MESSAGES_COLLECTION } from '../relay/relay-records.js';
import type { FileOwnerFilter, FileStore } from './file-store.js';

/** Messages are read in pages so a large conversation never sits in memory at once. */
const BATCH = 100;

/** What the conversation service needs to delete the files of messages it is about to delete. */
export interface MessageFileCleanup {
  /**
   * Deletes the stored files listed in the attachments of the messages matching `filter` (a
   * `conversation_id` or `bot_id` in it also limits the files to those kept for that one).
   */
  deleteFilesOf(scope: Scope, filter: Filter): Promise<void>;
}

/** The cleanup over the messages collection and a file store. */
export function createMessageFileCleanup(
  store: DocumentStore,
  files: Pick<FileStore, 'deleteByUrls'>,
): MessageFileCleanup {
  const messages: Collection<MessageRecord> = store.collection<MessageRecord>(MESSAGES_COLLECTION);
  return {
    async deleteFilesOf(scope, filter) {
      const of = ownerOf(filter);
      let after: string | null = null;
      for (;;) {
        const page: MessageRecord[] = await messages.find(
          scope,
          after === null ? filter : { ...filter, id: { $gt: after } },
          { sort: [['id', 1]], limit: BATCH },
        );
        const urls = page.flatMap((m) => (m.attachments ?? []).map((a) => a.url));
        if (urls.length > 0) await files.deleteByUrls(scope, urls, of);
        if (page.length < BATCH) return;
        after = page[page.length - 1]!.id;
      }
    },
  };
}

/** The bot or conversation `filter` names by value, which the deleted files must belong to. */
function ownerOf(filter: Filter): FileOwnerFilter {
  const of: FileOwnerFilter = {};
  if (typeof filter.bot_id === 'string') of.bot_id = filter.bot_id;
  if (typeof filter.conversation_id === 'string') of.conversation_id = filter.conversation_id;
  return of;
}
