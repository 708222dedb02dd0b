import type { Connection, mongo } from 'mongoose';
import type { Logger } from '@switchboard/kit/logger';
import { assertCollectionName, indexName } from '../fields.js';
import type { BaseRecord, Collection, CollectionSpec, DocumentStore, IndexSpec } from '../port.js';
import { MongoCollection } from './mongo-collection.js';
import { toMongoIndexKey } from './mongo-query.js';

const COUNTERS_COLLECTION = '_counters';
const SERVER_SELECTION_TIMEOUT_MS = 10_000;
/** Concurrent upserts of a new key can race to insert it; the loser retries as an update. */
const COUNTER_ATTEMPTS = 3;
const DUPLICATE_KEY = 11000;

const DEFAULT_INDEX: IndexSpec = {
  fields: [
    ['team_id', 1],
    ['created_at', 1],
    ['id', 1],
  ],
};

interface CounterDoc {
  _id: string;
  value: number;
  expires_at: Date;
}

export interface MongoStoreOptions {
  uri: string;
  logger: Logger;
  clock: () => Date;
}

/** Connects to MongoDB through mongoose and ensures the counters' TTL index. */
export async function openMongoStore(options: MongoStoreOptions): Promise<DocumentStore> {
  const { default: mongoose } = await import('mongoose');
  const connection = mongoose.createConnection(options.uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
  });
  let db: mongo.Db;
  try {
    await connection.asPromise();
    if (!connection.db) throw new Error('MongoDB connection has no database.');
    db = connection.db;
    // The TTL monitor removes expired counters about once a minute; incrementCounter itself
    // treats an expired counter as absent, so exactness never depends on that timing.
    await db
      .collection<CounterDoc>(COUNTERS_COLLECTION)
      .createIndex({ expires_at: 1 }, { name: 'expires_at_ttl', expireAfterSeconds: 0 });
  } catch (error) {
    // A failed start must not leave a connection retrying in the background.
    await connection.close().catch(() => undefined);
    throw error;
  }
  // Only the host: the URI may carry credentials.
  options.logger.info(
    { engine: 'mongodb', host: connection.host, database: db.databaseName },
    'store opened',
  );
  return new MongoStore(connection, db, options.logger, options.clock);
}

class MongoStore implements DocumentStore {
  constructor(
    private readonly connection: Connection,
    private readonly db: mongo.Db,
    private readonly logger: Logger,
    private readonly clock: () => Date,
  ) {}

  collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T> {
    assertCollectionName(spec.name);
    const native = this.db.collection(spec.name);
    const ready = native.createIndexes(
      [DEFAULT_INDEX, ...(spec.indexes ?? [])].map((index) => ({
        key: toMongoIndexKey(index),
        name: indexName(index.fields, index),
        ...(index.unique ? { unique: true } : {}),
        // "Only records where every field is present take part": a partial filter says exactly
        // that, where MongoDB's own `sparse` would index a record having any one of the fields.
        ...(index.unique && index.sparse
          ? {
              partialFilterExpression: Object.fromEntries(
                Object.keys(toMongoIndexKey(index)).map((field) => [field, { $exists: true }]),
              ),
            }
          : {}),
      })),
    );
    // Failures surface on the collection's first operation; this only keeps them from being
    // reported as unhandled in the meantime.
    ready.catch((error: unknown) =>
      this.logger.error({ err: error, collection: spec.name }, 'creating indexes failed'),
    );
    return new MongoCollection<T>(native, spec.name, ready, this.clock);
  }

  async incrementCounter(key: string, expiresAt: Date): Promise<number> {
    const counters = this.db.collection<CounterDoc>(COUNTERS_COLLECTION);
    const live = { $gt: ['$expires_at', this.clock()] };
    // A pipeline update decides "count up" or "start over" from the stored expiry in the same
    // atomic operation; a missing document compares as expired and starts at 1.
    const pipeline = [
      {
        $set: {
          value: { $cond: [live, { $add: ['$value', 1] }, 1] },
          expires_at: { $cond: [live, '$expires_at', expiresAt] },
        },
      },
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        const doc = await counters.findOneAndUpdate({ _id: key }, pipeline, {
          upsert: true,
          returnDocument: 'after',
        });
        if (!doc) throw new Error(`Counter '${key}' was not returned by its upsert.`);
        return doc.value;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== DUPLICATE_KEY || attempt >= COUNTER_ATTEMPTS) throw error;
      }
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
