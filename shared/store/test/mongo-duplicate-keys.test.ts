/**
 * Duplicate keys on MongoDB are known by their codes and fields, never by the words of the
 * message: what MongoDB and FerretDB 2.x answer, which FerretDB 1.x never does, is given by the
 * test (support/server-answers.ts) in the shape the driver gives it. Runs when MONGODB_URI is set.
 */
import { describe, expect, it } from '@jest/globals';
import { ConflictError, StoreError } from '@switchboard/kit/errors';
import { InFlight } from '../src/mongo/in-flight.js';
import { MongoCollection } from '../src/mongo/mongo-collection.js';
import type { MongoStore } from '../src/mongo/mongo-store.js';
import { ALL_TEAMS, type IndexSpec } from '../src/port.js';
import { uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';
import { answering, bulkWriteError, serverError } from './support/server-answers.js';
import type { SealingStore } from '../src/sealing/sealing-store.js';

const onMongo = process.env.MONGODB_URI ? describe : describe.skip;
if (!process.env.MONGODB_URI) {
  process.stderr.write('mongo-duplicate-keys: skipped, MONGODB_URI is not set (pnpm test:mongo)\n');
}

const TEAM = 'team_dup';
const INDEXES: IndexSpec[] = [
  {
    fields: [
      ['team_id', 1],
      ['name', 1],
    ],
    unique: true,
  },
];
const NAME_PATTERN = { team_id: 1, name: 1 };
/** FerretDB 2.x's wording for a unique clash inside an update (PostgreSQL's exclusion constraint). */
const EXCLUSION = 'conflicting key value violates exclusion constraint "documents_rum_index_3"';

onMongo('MongoDB engine: duplicate keys', () => {
  const db = useStore('mongodb');
  /** The MongoDB engine itself, for its driver collections. */
  const mongoStore = () => (db.store as SealingStore).engine as MongoStore;

  /** A collection of two items ('a' and 'b') whose server answers every `method` call with `answer`. */
  async function itemsAnswering(
    method: 'insertOne' | 'findOneAndUpdate',
    answer: Error,
  ): Promise<MongoCollection<Item>> {
    const name = uniqueName('dups');
    const plain = mongoStore().collection<Item>({ name, indexes: INDEXES });
    await mongoStore().ready();
    await plain.insert(item(TEAM, 1, { name: 'a' }));
    await plain.insert(item(TEAM, 2, { name: 'b' }));
    return new MongoCollection<Item>({
      native: answering(mongoStore().connection.db!.collection(name), method, () => answer),
      name,
      indexes: INDEXES,
      sparse: [],
      ready: Promise.resolve(),
      now: () => new Date(),
      writes: new InFlight(),
    });
  }

  const conflict = (fields: string[]) =>
    expect.objectContaining({
      constructor: ConflictError,
      details: expect.objectContaining({ fields }),
    });

  // The record clashed with may be gone by the time anyone looks ('gone' is stored nowhere): the
  // server's keyPattern is what names the fields.
  it('names the fields of an insert’s clash from the keyPattern, whatever the message says', async () => {
    const items = await itemsAnswering(
      'insertOne',
      serverError({
        code: 11000,
        codeName: 'DuplicateKey',
        errmsg: "E11000 duplicate key error: Index 'name' dup key",
        keyPattern: NAME_PATTERN,
        keyValue: { team_id: TEAM, name: 'gone' },
      }),
    );
    await expect(items.insert(item(TEAM, 3, { name: 'gone' }))).rejects.toEqual(
      conflict(['team_id', 'name']),
    );
  });

  it('knows a duplicate key inside a bulk write’s writeErrors', async () => {
    const items = await itemsAnswering(
      'insertOne',
      bulkWriteError({ code: 11000, errmsg: 'write error', keyPattern: NAME_PATTERN }),
    );
    await expect(items.insert(item(TEAM, 3, { name: 'gone' }))).rejects.toEqual(
      conflict(['team_id', 'name']),
    );
  });

  it('names the fields of an update’s clash (11000 from findAndModify) from the keyPattern', async () => {
    const items = await itemsAnswering(
      'findOneAndUpdate',
      serverError({
        code: 11000,
        codeName: 'DuplicateKey',
        errmsg: 'Plan executor error during findAndModify :: caused by :: E11000',
        keyPattern: NAME_PATTERN,
        keyValue: { team_id: TEAM, name: 'gone' },
      }),
    );
    await expect(
      items.updateOne(ALL_TEAMS, { name: 'b' }, { $set: { name: 'gone' } }),
    ).rejects.toEqual(conflict(['team_id', 'name']));
  });

  it('finds the clashing fields itself when the server names no keyPattern', async () => {
    const items = await itemsAnswering(
      'insertOne',
      serverError({ code: 11000, codeName: 'DuplicateKey', errmsg: "Index 'name'" }),
    );
    await expect(items.insert(item(TEAM, 3, { name: 'b' }))).rejects.toEqual(
      conflict(['team_id', 'name']),
    );
  });

  it('is a ConflictError when an update answered InternalError would have duplicated a stored value', async () => {
    const items = await itemsAnswering(
      'findOneAndUpdate',
      serverError({ code: 1, codeName: 'InternalError', errmsg: EXCLUSION }),
    );
    await expect(
      items.updateOne(ALL_TEAMS, { name: 'b' }, { $set: { name: 'a' } }),
    ).rejects.toEqual(conflict(['team_id', 'name']));
  });

  it('stays a StoreError when an update answered InternalError would have duplicated nothing', async () => {
    const items = await itemsAnswering(
      'findOneAndUpdate',
      serverError({ code: 1, codeName: 'InternalError', errmsg: EXCLUSION }),
    );
    const failure = await items
      .updateOne(ALL_TEAMS, { name: 'b' }, { $set: { name: 'c' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreError);
    expect(failure).not.toBeInstanceOf(ConflictError);
  });

  it('does not take the words of a unique clash for one when the code says otherwise', async () => {
    const items = await itemsAnswering(
      'insertOne',
      serverError({
        code: 2,
        codeName: 'BadValue',
        errmsg: 'UNIQUE constraint failed: duplicate key (quoting the bad input)',
      }),
    );
    const failure = await items
      .insert(item(TEAM, 3, { name: 'a' }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreError);
    expect(failure).not.toBeInstanceOf(ConflictError);
  });
});
