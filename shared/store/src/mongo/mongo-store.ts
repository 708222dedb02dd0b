import type { Connection, mongo } from 'mongoose';
import type { Logger } from '@switchboard/kit/logger';
import { assertBlobStoreName, type BlobStore } from '../blobs.js';
import { assertEngineSpec, indexName, retiredIndexNames } from '../fields.js';
import {
  endsBatch,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type IndexSpec,
  type WriteStep,
} from '../port.js';
import { GridFsBlobStore } from './gridfs-blob-store.js';
import { connectionDefaults } from './connection-defaults.js';
import { InFlight } from './in-flight.js';
import { MongoCollection } from './mongo-collection.js';
import { MongoCounters } from './mongo-counters.js';
import { toStoreError } from './mongo-errors.js';
import { ensureIndexes } from './mongo-indexes.js';
import { toMongoIndexKey } from './mongo-query.js';
import { hiddenIndex, sparseKeys, type SparseKey } from './mongo-sparse.js';

const COUNTERS_COLLECTION = '_counters';

/**
 * The indexes of a GridFS bucket, as the driver names them. The driver would create them on the
 * first upload and ignore a failure (a concurrent build in another process), leaving a bucket
 * without them; made at open, they go through the same retries as every other index.
 */
const GRIDFS_FILES_INDEX: mongo.IndexDescription = {
  key: { filename: 1, uploadDate: 1 },
  name: 'filename_1_uploadDate_1',
};
const GRIDFS_CHUNKS_INDEX: mongo.IndexDescription = {
  key: { files_id: 1, n: 1 },
  name: 'files_id_1_n_1',
  unique: true,
};

const DEFAULT_INDEX: IndexSpec = {
  fields: [
    ['team_id', 1],
    ['created_at', 1],
    ['id', 1],
  ],
};

export interface MongoStoreOptions {
  uri: string;
  logger: Logger;
  clock: () => Date;
}

/** Connects to MongoDB through mongoose. */
export async function openMongoStore(options: MongoStoreOptions): Promise<MongoStore> {
  assertNamesDatabase(options.uri);
  const { default: mongoose } = await import('mongoose');
  const connection = mongoose.createConnection(options.uri, connectionDefaults(options.uri));
  let db: mongo.Db;
  try {
    await connection.asPromise();
    if (!connection.db) throw new Error('MongoDB connection has no database.');
    db = connection.db;
  } catch (error) {
    // A failed start must not leave a connection retrying in the background.
    await connection.close().catch(() => undefined);
    throw toStoreError(error, 'the connection at start-up');
  }
  // Only the host: the URI may carry credentials.
  options.logger.info(
    { engine: 'mongodb', host: connection.host, database: db.databaseName },
    'store opened',
  );
  return new MongoStore(connection, db, options.logger, options.clock);
}

/**
 * Refuses a URI without a database name: the driver would silently use `test`, so two
 * deployments (or a deployment and a test run) could share one database without knowing.
 */
function assertNamesDatabase(uri: string): void {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?#]*(\/[^?#]*)?/i.exec(uri)?.[1] ?? '';
  if (/^mongodb(\+srv)?:\/\//i.test(uri) && path.replace(/^\//, '') === '') {
    throw new Error(
      'MONGODB_URI names no database: add one after the host, e.g. mongodb://db.example:27017/switchboard',
    );
  }
}

export class MongoStore implements DocumentStore {
  private readonly writes = new InFlight();
  /** Index creation of every collection opened, awaited by ready(). */
  private readonly indexing: Promise<void>[] = [];
  private readonly counters: MongoCounters;
  /**
   * The sparse unique keys of every spec opened per collection name: a handle opened with fewer
   * indexes (a migration, a test) still keeps the hidden fields of the others right.
   */
  private readonly sparseByName = new Map<string, SparseKey[]>();
  /** Index creation of each blob store opened, by name. */
  private readonly bucketIndexing = new Map<string, Promise<void>>();

  constructor(
    /** The engine's own connection: for engine-specific checks, never for records. */
    readonly connection: Connection,
    private readonly db: mongo.Db,
    private readonly logger: Logger,
    private readonly clock: () => Date,
  ) {
    this.counters = new MongoCounters(db.collection(COUNTERS_COLLECTION), clock, (work) =>
      this.writes.track(work).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'pruning expired counters failed');
      }),
    );
  }

  collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T> {
    assertEngineSpec(spec);
    const native = this.db.collection(spec.name);
    const indexes = [DEFAULT_INDEX, ...(spec.indexes ?? [])];
    const retired = retiredIndexNames(spec.name, indexes, spec.retiredIndexes);
    const sparse = this.sparseByName.get(spec.name) ?? [];
    for (const key of sparseKeys(indexes)) {
      if (!sparse.some((known) => known.hidden === key.hidden)) sparse.push(key);
    }
    this.sparseByName.set(spec.name, sparse);
    const descriptions: mongo.IndexDescription[] = [
      ...indexes
        .filter((index) => !(index.unique && index.sparse))
        .map((index) => ({
          key: toMongoIndexKey(index),
          name: indexName(index.fields, index),
          ...(index.unique ? { unique: true } : {}),
        })),
      ...sparse.map(hiddenIndex),
    ];
    const ready = this.indexed(spec.name, ensureIndexes(native, descriptions, retired));
    return new MongoCollection<T>({
      native,
      name: spec.name,
      indexes,
      sparse,
      ready,
      now: this.clock,
      writes: this.writes,
    });
  }

  blobs(name: string): BlobStore {
    assertBlobStoreName(name);
    let ready = this.bucketIndexing.get(name);
    if (!ready) {
      const files = this.db.collection(`${name}.files`);
      const chunks = this.db.collection(`${name}.chunks`);
      ready = this.indexed(
        `${name}.files`,
        ensureIndexes(files, [GRIDFS_FILES_INDEX]).then(() =>
          ensureIndexes(chunks, [GRIDFS_CHUNKS_INDEX]),
        ),
      );
      this.bucketIndexing.set(name, ready);
    }
    return new GridFsBlobStore(this.db, name, this.writes, ready);
  }

  /** Index creation `ready` of `collection`, awaited by ready(). */
  private indexed(collection: string, ready: Promise<void>): Promise<void> {
    this.indexing.push(ready);
    // Failures surface through ready() and on the collection's operations; this only keeps them
    // from being reported as unhandled in the meantime.
    ready.catch((error: unknown) =>
      this.logger.error({ err: error, collection }, 'creating indexes failed'),
    );
    return ready;
  }

  async ready(): Promise<void> {
    await Promise.all(this.indexing);
  }

  async writeTogether(steps: readonly WriteStep[]): Promise<Array<BaseRecord | null>> {
    // Every step's input is checked first, so a bad one leaves nothing written, as on SQLite.
    const owned = steps.map((step) => {
      const collection = this.own(step.collection);
      collection.checkStep(step);
      return { step, collection };
    });
    const results: Array<BaseRecord | null> = [];
    for (const { step, collection } of owned) {
      const result = await collection.runStep(step);
      results.push(result);
      if (endsBatch(step, result)) break;
    }
    return results;
  }

  private own(collection: Collection<BaseRecord>): MongoCollection<BaseRecord> {
    if (collection instanceof MongoCollection && collection.writesThrough(this.writes)) {
      return collection as MongoCollection<BaseRecord>;
    }
    throw new TypeError('writeTogether takes steps on collections of the same store.');
  }

  async incrementCounter(key: string, expiresAt: Date): Promise<number> {
    return this.writes.track(this.counters.increment(key, expiresAt));
  }

  async ping(): Promise<void> {
    try {
      await this.db.command({ ping: 1 });
    } catch (error) {
      throw toStoreError(error, 'a ping');
    }
  }

  async close(): Promise<void> {
    await this.writes.drain();
    await this.connection.close();
  }
}
