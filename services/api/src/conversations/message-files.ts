/**
 * Deleting the stored files that messages carry (user photos and documents, reply attachments),
 * for the conversation and bot deletions: a file lives only as long as the messages that list it,
 * and goes only with the bot or conversation it was kept for (a message of another one listing
 * its URL does not take it along).
 */
import type { DocumentStore, Scope } from '@switchboard/store/port';
import { MessageRepository, type MessageOwner } from './message.repository.js';
import type { FileOwnerFilter, FileStore } from '../files/file-store.js';

/** Messages are read in pages so a large conversation never sits in memory at once. */
const BATCH = 100;

/** What the conversation service needs to delete the files of messages it is about to delete. */
export interface MessageFileCleanup {
  /**
   * Deletes the stored files listed in the attachments of the owner's messages, of those kept
   * for that conversation or bot.
   */
  deleteFilesOf(scope: Scope, owner: MessageOwner): Promise<void>;
}

/** The cleanup over the messages and a file store. */
export function createMessageFileCleanup(
  store: DocumentStore,
  files: Pick<FileStore, 'deleteByUrls'>,
): MessageFileCleanup {
  const messages = new MessageRepository(store);
  return {
    async deleteFilesOf(scope, owner) {
      const of: FileOwnerFilter = { ...owner };
      let after: string | null = null;
      for (;;) {
        const page = await messages.pageOf(scope, owner, after, BATCH);
        const urls = page.flatMap((m) => (m.attachments ?? []).map((a) => a.url));
        if (urls.length > 0) await files.deleteByUrls(scope, urls, of);
        if (page.length < BATCH) return;
        after = page[page.length - 1]!.id;
      }
    },
  };
}
