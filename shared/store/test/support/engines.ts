/**
 * The engines the contract suite runs against: SQLite always (a temp DATA_DIR per test file) and
 * MongoDB when MONGODB_URI is set (a fresh database per test file, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import { openMongoStore } from '../../src/mongo/mongo-store.js';
import { openStore } from '../../src/open-store.js';
import type { KeyedStore } from '../../src/sealing/sealing-store.js';
import { openSqliteStore } from '../../src/sqlite/sqlite-store.js';
import type { DocumentStore } from '../../src/port.js';
import { TEST_SECRETS_KEY } from '../../src/testing/test-store.js';

export type EngineName = 'sqlite' | 'mongodb';

/** What openStore needs, in a form that can also be passed to a child process as JSON. */
export interface StoreLocation {
  dataDir: string;
  mongodbUri?: string;
  secretsKey?: string;
}

export interface EngineHarness {
  readonly engine: EngineName;
  readonly location: StoreLocation;
  /** Opens a new store on this harness's database (several may be open at once). */
  open(options?: {
    clock?: () => Date;
    secretsKey?: string;
    previousSecretsKey?: string;
  }): Promise<KeyedStore>;
  /** The engine alone, without the layer that encrypts credentials: records as stored. */
  openEngine(): Promise<DocumentStore>;
  /** Removes the database. Close every store first. */
  cleanup(): Promise<void>;
}

/** Every engine this run can test. */
export function engineNames(): EngineName[] {
  return process.env.MONGODB_URI ? ['sqlite', 'mongodb'] : ['sqlite'];
}

/** A private database for one test file. */
export function createHarness(engine: EngineName): EngineHarness {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-store-'));
  const mongodbUri = engine === 'mongodb' ? privateMongoUri(requiredMongoUri()) : undefined;
  const location: StoreLocation = mongodbUri
    ? { dataDir, mongodbUri, secretsKey: TEST_SECRETS_KEY }
    : { dataDir };
  const logger = createLogger({ name: 'store-test', level: 'silent' });
  return {
    engine,
    location,
    open: (options = {}) => openStore({ ...location, logger, ...options }),
    openEngine: async () => {
      if (!mongodbUri) return openSqliteStore({ dataDir, logger, clock: () => new Date() });
      return openMongoStore({ uri: mongodbUri, logger, clock: () => new Date() });
    },
    async cleanup() {
      if (mongodbUri) await dropMongoDatabase(mongodbUri);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A collection name no other test uses, so tests sharing a database stay independent. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

function requiredMongoUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set.');
  return uri;
}

function privateMongoUri(uri: string): string {
  const url = new URL(uri);
  const base = url.pathname.replace(/^\//, '') || 'switchboard_test';
  url.pathname = `/${base}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

async function dropMongoDatabase(uri: string): Promise<void> {
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}
