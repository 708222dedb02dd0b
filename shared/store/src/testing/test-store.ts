/**
 * Test support for every package: the store a test opens is SQLite under its temp DATA_DIR, or,
 * when MONGODB_URI is set (`pnpm test:mongo`), a MongoDB database of its own named after that
 * DATA_DIR, so a test that reopens the same DATA_DIR (a restart) finds its records again.
 * Not used by the services themselves.
 */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import { openStore } from '../open-store.js';
import type { KeyedStore } from '../sealing/sealing-store.js';

/**
 * The secrets key of test stores on MongoDB, which requires one (SQLite stores make their own key
 * file in their DATA_DIR). Fixed, so every process of a test opens the same records.
 */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 'switchboard-test-secrets-key').toString('base64');

/** What openStore needs for a test's DATA_DIR; also usable as a child process's environment. */
export interface TestStoreLocation {
  dataDir: string;
  mongodbUri?: string;
  secretsKey?: string;
}

/** The MongoDB URI of a DATA_DIR's private database, or undefined on SQLite runs. */
export function testMongoUri(dataDir: string): string | undefined {
  const base = process.env.MONGODB_URI;
  if (!base) return undefined;
  const url = new URL(base);
  const prefix = url.pathname.replace(/^\//, '') || 'switchboard_test';
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  url.pathname = `/${prefix}_${digest}`;
  return url.toString();
}

export function testStoreLocation(dataDir: string): TestStoreLocation {
  const mongodbUri = testMongoUri(dataDir);
  return mongodbUri ? { dataDir, mongodbUri, secretsKey: TEST_SECRETS_KEY } : { dataDir };
}

/** The environment variables a service process needs to use a DATA_DIR's store. */
export function testStoreEnv(dataDir: string): Record<string, string> {
  const mongodbUri = testMongoUri(dataDir);
  return {
    DATA_DIR: dataDir,
    ...(mongodbUri ? { MONGODB_URI: mongodbUri, SECRETS_KEY: TEST_SECRETS_KEY } : {}),
  };
}

/** Opens the store of a test's DATA_DIR (MongoDB when MONGODB_URI is set). */
export function openTestStore(options: {
  dataDir: string;
  logger?: Logger;
  clock?: () => Date;
}): Promise<KeyedStore> {
  return openStore({
    ...testStoreLocation(options.dataDir),
    logger: options.logger ?? createLogger({ name: 'test', level: 'silent' }),
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

/** Deletes a test's DATA_DIR and its MongoDB database. Close its stores first. */
export async function removeTestData(dataDir: string): Promise<void> {
  const uri = testMongoUri(dataDir);
  if (uri) {
    const { default: mongoose } = await import('mongoose');
    const connection = await mongoose.createConnection(uri).asPromise();
    try {
      await connection.dropDatabase();
    } finally {
      await connection.close();
    }
  }
  await rm(dataDir, { recursive: true, force: true });
}
