/**
 * Two writers creating the same key at once on MongoDB: the rate-limit counter and an upsert
 * step. The other writer's create is made by the test between this writer's miss and its own
 * create, and a server's way of settling an upsert race is the test's answer, so what MongoDB
 * and FerretDB 2.x answer is reproduced on FerretDB 1.x. Runs when MONGODB_URI is set.
 */
import { describe, expect, it } from '@jest/globals';
import type { mongo } from 'mongoose';
import { InFlight } from '../src/mongo/in-flight.js';
import { MongoCollection } from '../src/mongo/mongo-collection.js';
import { MongoCounters } from '../src/mongo/mongo-counters.js';
import type { MongoStore } from '../src/mongo/mongo-store.js';
import { teamScope, upsertStep } from '../src/port.js';
import { uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';
import { answering, type Call } from './support/server-answers.js';
import type { SealingStore } from '../src/sealing/sealing-store.js';

const onMongo = process.env.MONGODB_URI ? describe : describe.skip;
if (!process.env.MONGODB_URI) {
  process.stderr.write('mongo-races: skipped, MONGODB_URI is not set (pnpm test:mongo)\n');
}

const NOW = new Date('2026-06-01T12:00:00.000Z');
const WINDOW_END = new Date('2026-06-01T12:01:00.000Z');

interface CounterDoc {
  _id: string;
  value: number;
  expires_at: Date;
}

/** Whether a driver call creates the document: an insert, or an update with `upsert: true`. */
function creates(call: Call, method: 'insertOne' | 'findOneAndUpdate'): boolean {
  return (
    method === 'insertOne' || (call.args[2] as { upsert?: boolean } | undefined)?.upsert === true
  );
}

onMongo('MongoDB engine: two writers creating one key', () => {
  const db = useStore('mongodb', { clock: () => NOW });
  /** The MongoDB engine itself, for its driver collections. */
  const mongoStore = () => (db.store as SealingStore).engine as MongoStore;

  /**
   * The counters collection as a server settles an upsert race the way FerretDB 2.x did: the
   * loser's upsert is answered as if it had created the document (value 1, written over the
   * winner's). Before this writer's first create of any kind, another writer starts the key.
   */
  function racedCounters(key: string): mongo.Collection<CounterDoc> {
    let raced = false;
    const otherWriterFirst = async (call: Call, method: 'insertOne' | 'findOneAndUpdate') => {
      if (!creates(call, method) || raced) return false;
      raced = true;
      await call.real.insertOne({ _id: key as never, value: 1, expires_at: WINDOW_END });
      return true;
    };
    const plain = mongoStore().connection.db!.collection<CounterDoc>(uniqueName('counters'));
    const inserts = answering(plain, 'insertOne', async (call) => {
      await otherWriterFirst(call, 'insertOne');
      return undefined;
    });
    return answering(inserts, 'findOneAndUpdate', async (call) => {
      if (!(await otherWriterFirst(call, 'findOneAndUpdate'))) return undefined;
      const doc = { _id: key, value: 1, expires_at: WINDOW_END };
      await call.real.replaceOne({ _id: key as never }, doc);
      return { reply: doc };
    });
  }

  it('counts up a counter another writer started between its miss and its start: 1 for them, 2 for it', async () => {
    const key = uniqueName('key');
    const native = racedCounters(key);
    const counters = new MongoCounters(
      native,
      () => NOW,
      () => undefined,
    );
    expect(await counters.increment(key, WINDOW_END)).toBe(2);
    expect((await native.findOne({ _id: key }))?.value).toBe(2);
  });

  it('an upsert step whose insert lost to another writer’s insert of the same record updates theirs', async () => {
    const name = uniqueName('upserts');
    const mine = item('team_a', 1, { n: 1 });
    const plain = mongoStore().connection.db!.collection(name);
    const { id, ...theirs } = { ...mine, n: 5 };
    const native = answering(plain, 'insertOne', async ({ n, real }) => {
      if (n === 1) await real.insertOne({ ...theirs, _id: id as never });
      return undefined;
    });
    const items = new MongoCollection<Item>({
      native,
      name,
      indexes: [],
      sparse: [],
      ready: Promise.resolve(),
      now: () => NOW,
      writes: new InFlight(),
    });
    const step = upsertStep(items, teamScope('team_a'), { id: mine.id }, { $inc: { n: 1 } }, mine);
    expect(await items.runStep(step)).toMatchObject({ id: mine.id, n: 6 });
    expect(native.calls).toBe(1);
  });
});
