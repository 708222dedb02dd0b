import type { Logger } from '@switchboard/kit/logger';
import type { DocumentStore } from './port.js';
import { SealingStore, type KeyedStore } from './sealing/sealing-store.js';
import { loadKeyring } from './sealing/store-key.js';

export interface OpenStoreOptions {
  /** Directory of the SQLite file (`<dataDir>/switchboard.db`); created when missing. */
  dataDir: string;
  /** When set, MongoDB is used instead of SQLite and `dataDir` holds no records. */
  mongodbUri?: string | undefined;
  logger: Logger;
  /** Source of `updated_at` and counter expiry checks; defaults to the system clock. */
  clock?: () => Date;
  /**
   * SECRETS_KEY, which stored credentials are encrypted under (required with MongoDB); without it
   * the SQLite store uses the key file it makes in `dataDir`.
   */
  secretsKey?: string | undefined;
  /** SECRETS_KEY_PREVIOUS: the key before a rotation, which still opens what it sealed. */
  previousSecretsKey?: string | undefined;
}

/**
 * Opens the document store: MongoDB when `mongodbUri` is set, otherwise SQLite under `dataDir`,
 * with the credential fields of every collection encrypted under the secrets key. Each engine is
 * imported only when chosen, so a SQLite deployment never loads mongoose and a MongoDB one never
 * loads the native SQLite module. ConfigError when the key is missing (MongoDB) or malformed.
 */
export async function openStore(options: OpenStoreOptions): Promise<KeyedStore> {
  // With MongoDB, the key before connecting: a deployment without one stops at once. SQLite's key
  // file goes in DATA_DIR, which the engine makes.
  const early = options.mongodbUri ? await loadKeyring(options) : undefined;
  const engine = await openEngine(options);
  try {
    return new SealingStore(engine, early ?? (await loadKeyring(options)), options.logger);
  } catch (error) {
    await engine.close();
    throw error;
  }
}

async function openEngine(options: OpenStoreOptions): Promise<DocumentStore> {
  const clock = options.clock ?? (() => new Date());
  if (options.mongodbUri) {
    const { openMongoStore } = await import('./mongo/mongo-store.js');
    return openMongoStore({ uri: options.mongodbUri, logger: options.logger, clock });
  }
  const { openSqliteStore } = await import('./sqlite/sqlite-store.js');
  return openSqliteStore({ dataDir: options.dataDir, logger: options.logger, clock });
}
