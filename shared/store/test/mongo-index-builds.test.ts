/**
 * Index creation when several processes start together and build the same indexes: the server's
 * "try again" answers to a concurrent build are retried, and an index another process finished is
 * taken as done. FerretDB 1.x builds one index at a time and never answers so, so the answers of
 * MongoDB and FerretDB 2.x are given by the test (support/server-answers.ts). Runs when
 * MONGODB_URI is set (`pnpm test:mongo`).
 */
import { describe, expect, it } from '@jest/globals';
import type { RetryOptions } from '@switchboard/kit/retry';
import type { mongo } from 'mongoose';
import { ensureIndexes } from '../src/mongo/mongo-indexes.js';
import type { MongoStore } from '../src/mongo/mongo-store.js';
import { uniqueName } from './support/engines.js';
import { type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';
import { answering, serverError } from './support/server-answers.js';
import type { SealingStore } from '../src/sealing/sealing-store.js';

const onMongo = process.env.MONGODB_URI ? describe : describe.skip;
if (!process.env.MONGODB_URI) {
  process.stderr.write('mongo-index-builds: skipped, MONGODB_URI is not set (pnpm test:mongo)\n');
}

/** The retries, without their waits (a random of 0 makes every full-jitter wait 0 ms). */
const NO_WAIT: RetryOptions = { retries: 4, minDelayMs: 1, maxDelayMs: 1, random: () => 0 };
const WANTED: mongo.IndexDescription[] = [
  { key: { name: 1 }, name: 'name_1_unique', unique: true },
];

const BUSY_ANSWERS = {
  'IndexBuildAlreadyInProgress (MongoDB)': {
    code: 285,
    codeName: 'IndexBuildAlreadyInProgress',
    errmsg: "Index build already in progress: 'name_1_unique'",
  },
  'WriteConflict (MongoDB)': {
    code: 112,
    codeName: 'WriteConflict',
    errmsg: 'WriteConflict error: this operation conflicted with another operation.',
  },
  'IndexBuildAborted (MongoDB)': {
    code: 276,
    codeName: 'IndexBuildAborted',
    errmsg: 'Index build aborted: a concurrent build of the same index was chosen.',
  },
  'deadlock detected (FerretDB 2.x on PostgreSQL)': {
    code: 1,
    codeName: 'InternalError',
    errmsg: 'deadlock detected',
  },
};

onMongo('MongoDB engine: index builds that meet another process’s', () => {
  const db = useStore('mongodb');
  /** The MongoDB engine itself, for its driver collections. */
  const mongoStore = () => (db.store as SealingStore).engine as MongoStore;

  const fresh = () => mongoStore().connection.db!.collection(uniqueName('built'));
  const indexNames = async (native: mongo.Collection) =>
    (await native.listIndexes().toArray()).map((index) => String(index.name));

  it.each(Object.entries(BUSY_ANSWERS))(
    'retries a build answered %s, then builds the index',
    async (_, answer) => {
      const native = answering(fresh(), 'createIndex', ({ n }) =>
        n <= 2 ? serverError(answer) : undefined,
      );
      await ensureIndexes(native, WANTED, [], NO_WAIT);
      expect(native.calls).toBe(3);
      expect(await indexNames(native)).toContain('name_1_unique');
    },
  );

  it.each([
    [85, 'IndexOptionsConflict'],
    [86, 'IndexKeySpecsConflict'],
    [68, 'IndexAlreadyExists'],
  ])(
    'takes an index another process finished first as done when the server answers %i %s',
    async (code, codeName) => {
      const native = answering(fresh(), 'createIndex', async ({ real }) => {
        await real.createIndex({ name: 1 }, { name: 'name_1_unique', unique: true });
        return serverError({ code, codeName, errmsg: 'An index named name_1_unique exists.' });
      });
      await ensureIndexes(native, WANTED, [], NO_WAIT);
      expect(native.calls).toBe(1);
    },
  );

  it('takes an index finished while it was told to wait as done, without asking again', async () => {
    const native = answering(fresh(), 'createIndex', async ({ real }) => {
      await real.createIndex({ name: 1 }, { name: 'name_1_unique', unique: true });
      return serverError(BUSY_ANSWERS['IndexBuildAlreadyInProgress (MongoDB)']);
    });
    await ensureIndexes(native, WANTED, [], NO_WAIT);
    expect(native.calls).toBe(1);
  });

  it('fails naming the collection and the index once its retries run out', async () => {
    const plain = fresh();
    const native = answering(plain, 'createIndex', () =>
      serverError(BUSY_ANSWERS['WriteConflict (MongoDB)']),
    );
    await expect(ensureIndexes(native, WANTED, [], NO_WAIT)).rejects.toThrow(
      `Creating index 'name_1_unique' on collection '${plain.collectionName}' failed (5 attempts): WriteConflict`,
    );
    expect(native.calls).toBe(5);
  });

  it('fails at once on a refusal that is not about another build', async () => {
    const native = answering(fresh(), 'createIndex', () =>
      serverError({ code: 67, codeName: 'CannotCreateIndex', errmsg: 'too many indexes' }),
    );
    await expect(ensureIndexes(native, WANTED, [], NO_WAIT)).rejects.toThrow(
      /Creating index 'name_1_unique' .* failed: too many indexes/,
    );
    expect(native.calls).toBe(1);
  });

  it('fails when the index another process built has other keys, saying how to drop it', async () => {
    const native = answering(fresh(), 'createIndex', async ({ real }) => {
      await real.createIndex({ other: 1 }, { name: 'name_1_unique' });
      return serverError({ code: 86, codeName: 'IndexKeySpecsConflict', errmsg: 'other keys' });
    });
    await expect(ensureIndexes(native, WANTED, [], NO_WAIT)).rejects.toThrow(
      /Index 'name_1_unique' on collection '.*' exists as .*other.*dropIndex/,
    );
  });

  it('retries dropping a retired index the server is busy with', async () => {
    const plain = fresh();
    await plain.createIndex({ old: 1 }, { name: 'old_1' });
    const native = answering(plain, 'dropIndex', ({ n }) =>
      n === 1
        ? serverError(BUSY_ANSWERS['deadlock detected (FerretDB 2.x on PostgreSQL)'])
        : undefined,
    );
    await ensureIndexes(native, WANTED, ['old_1'], NO_WAIT);
    expect(native.calls).toBe(2);
    expect(await indexNames(plain)).not.toContain('old_1');
  });

  it('builds a blob store’s GridFS indexes when it is opened, before any upload', async () => {
    const bucket = uniqueName('bucket');
    mongoStore().blobs(bucket);
    await mongoStore().ready();
    const db = mongoStore().connection.db!;
    expect(await indexNames(db.collection(`${bucket}.files`))).toContain('filename_1_uploadDate_1');
    expect(await indexNames(db.collection(`${bucket}.chunks`))).toContain('files_id_1_n_1');
  });

  it('lets three processes opening the same collections at once all start', async () => {
    const name = uniqueName('together');
    const stores = await Promise.all([1, 2, 3].map(() => db.harness.open()));
    try {
      for (const each of stores) {
        each.collection<Item>({
          name,
          indexes: [{ fields: [['name', 1]], unique: true }, { fields: [['status', 1]] }],
        });
        each.blobs(name);
      }
      await Promise.all(stores.map((each) => each.ready()));
      expect(await indexNames(mongoStore().connection.db!.collection(name))).toEqual(
        expect.arrayContaining(['name_1_unique', 'status_1']),
      );
    } finally {
      await Promise.all(stores.map((each) => each.close()));
    }
  });
});
