/**
 * The store /metrics times: every operation passed on to the engine underneath and told (with its
 * collection, its kind and its duration) as it ends, failed ones too; a batch of its collections
 * still runs as the engine's batch; ping answers until the store is closed.
 */
import { describe, expect, it } from '@jest/globals';
import { ConflictError } from '@switchboard/kit/errors';
import { observeStore, type StoreOperation } from '../src/observed-store.js';
import { ALL_TEAMS, insertStep, teamScope, updateStep } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const A = teamScope('team_a');

describe.each(engineNames())('%s store, observed', (engine) => {
  const db = useStore(engine);

  function observed() {
    const seen: Array<{ collection: string; operation: StoreOperation; seconds: number }> = [];
    const store = observeStore(db.store, (collection, operation, seconds) =>
      seen.push({ collection, operation, seconds }),
    );
    return { store, seen };
  }

  it('times each operation by collection and kind, and answers as the engine does', async () => {
    const { store, seen } = observed();
    const name = uniqueName('observed');
    const items = store.collection<Item>({
      name,
      indexes: [{ fields: [['name', 1]], unique: true }],
    });
    const first = item('team_a', 1);
    expect(await items.insert(first)).toEqual(first);
    expect(await items.findById(A, first.id)).toEqual(first);
    expect(await items.findOne(A, { name: 'item 1' })).toEqual(first);
    expect(await items.find(A, {})).toEqual([first]);
    expect(await items.count(A, {})).toBe(1);
    expect((await items.findPage(A, {}, { sort: [['id', 1]], page: 1, perPage: 5 })).total).toBe(1);
    expect((await items.updateOne(A, { id: first.id }, { $set: { n: 2 } }))?.n).toBe(2);
    expect(
      await items.claimOne(ALL_TEAMS, { n: 2 }, { $set: { n: 3 } }, { mark: ['claim', 'c1'] }),
    ).toMatchObject({ n: 3 });
    expect(await items.updateMany(A, {}, { $inc: { n: 1 } })).toBe(1);
    // A refused write is timed too, and still refused the engine's way.
    await expect(items.insert({ ...item('team_a', 2), name: 'item 1' })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(await items.deleteMany(A, {})).toBe(1);
    expect(await store.incrementCounter(uniqueName('counter'), new Date(Date.now() + 60_000))).toBe(
      1,
    );

    expect(seen.map((s) => `${s.collection} ${s.operation}`)).toEqual([
      ...[
        'insert',
        'find_by_id',
        'find_one',
        'find',
        'count',
        'find_page',
        'update_one',
        'claim_one',
        'update_many',
        'insert',
        'delete_many',
      ].map((operation) => `${name} ${operation}`),
      '_counters increment_counter',
    ]);
    for (const { seconds } of seen) {
      expect(seconds).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(seconds)).toBe(true);
    }
  });

  it('runs a batch of observed collections as the engine batch, labelled by its first step', async () => {
    const { store, seen } = observed();
    const messagesName = uniqueName('observed_messages');
    const messages = store.collection<Item>({ name: messagesName });
    const counters = store.collection<Item>({ name: uniqueName('observed_counters') });
    await counters.insert(item('team_a', 9, { n: 0 }));
    const message = item('team_a', 1);
    const results = await store.writeTogether([
      insertStep(messages, message),
      updateStep(counters, A, { id: item('team_a', 9).id }, { $inc: { n: 1 } }),
    ]);
    expect(results[0]).toEqual(message);
    expect(results[1]).toMatchObject({ n: 1 });
    expect(await db.store.collection<Item>({ name: messagesName }).count(A, {})).toBe(1);
    expect(seen.at(-1)).toMatchObject({ collection: messagesName, operation: 'write_together' });
  });

  it('pings the engine', async () => {
    await expect(observed().store.ping()).resolves.toBeUndefined();
  });
});
