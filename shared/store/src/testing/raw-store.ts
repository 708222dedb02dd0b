/**
 * Test support around the store's encryption (no key): everything a copy of a test's store holds,
 * as text (the SQLite file and its WAL byte for byte, or every document of every MongoDB
 * collection), and records written in clear as a version before encryption wrote them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import type { BaseRecord } from '../port.js';
import { openSqliteStore, SQLITE_FILE_NAME } from '../sqlite/sqlite-store.js';

interface Location {
  dataDir: string;
  mongodbUri?: string | undefined;
}

/** What a copy of the store holds, as text. */
export async function rawStoreText(location: Location): Promise<string> {
  if (!location.mongodbUri) {
    const file = path.join(location.dataDir, SQLITE_FILE_NAME);
    const parts = await Promise.all(
      [file, `${file}-wal`].map((f) => readFile(f).catch(() => Buffer.alloc(0))),
    );
    return Buffer.concat(parts).toString('latin1');
  }
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose.createConnection(location.mongodbUri).asPromise();
  try {
    const db = connection.db!;
    const texts: string[] = [];
    for (const { name } of await db.listCollections().toArray()) {
      texts.push(JSON.stringify(await db.collection(name).find({}).toArray()));
    }
    return texts.join('\n');
  } finally {
    await connection.close();
  }
}

/** Inserts `records` into `collection` as they are: credentials in clear, no bookkeeping. */
export async function insertInClear(
  location: Location,
  collection: string,
  records: readonly BaseRecord[],
): Promise<void> {
  const logger = createLogger({ name: 'raw-store', level: 'silent' });
  const clock = () => new Date();
  const engine = location.mongodbUri
    ? await (
        await import('../mongo/mongo-store.js')
      ).openMongoStore({
        uri: location.mongodbUri,
        logger,
        clock,
      })
    : openSqliteStore({ dataDir: location.dataDir, logger, clock });
  try {
    const target = engine.collection<BaseRecord>({ name: collection });
    for (const record of records) await target.insert(record);
  } finally {
    await engine.close();
  }
}
