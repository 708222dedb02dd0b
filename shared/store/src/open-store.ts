import type { Logger } from '@switchboard/kit/logger';
import type { DocumentStore } from './port.js';

export interface OpenStoreOptions {
  /** Directory of the SQLite file (`<dataDir>/switchboard.db`); created when missing. */
  dataDir: string;
  /** When set, MongoDB is used instead of SQLite and `dataDir` holds no records. */
  mongodbUri?: string | undefined;
  logger: Logger;
  /** Source of `updated_at` and counter expiry checks; defaults to the system clock. */
  clock?: () => Date;
}

/**
 * Opens the document store: MongoDB when `mongodbUri` is set, otherwise SQLite under `dataDir`.
 * Each engine is imported only when chosen, so a SQLite deployment never loads mongoose and a
 * MongoDB one never loads the native SQLite module.
 */
export async function openStore(options: OpenStoreOptions): Promise<DocumentStore> {
  const clock = options.clock ?? (() => new Date());
  if (options.mongodbUri) {
    const { openMongoStore } = await import('./mongo/mongo-store.js');
    return openMongoStore({ uri: options.mongodbUri, logger: options.logger, clock });
  }
  const { openSqliteStore } = await import('./sqlite/sqlite-store.js');
  return openSqliteStore({ dataDir: options.dataDir, logger: options.logger, clock });
}
