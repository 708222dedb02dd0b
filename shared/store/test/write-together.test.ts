/**
 * `writeTogether`: a record and the records that go with it written as one unit. On both engines
 * the steps run in order, an update marked stopUnlessMatched that matches nothing ends the batch,
 * and a step with bad input leaves nothing written. On SQLite the batch is one transaction, so a
 * step that throws undoes the steps before it; on MongoDB those stay (the port says so).
 */
import { describe, expect, it } from '@jest/globals';
import { ConflictError } from '@switchboard/kit/errors';
import {
  insertStep,
  teamScope,
  updateStep,
  upsertStep,
  type Collection,
  type WriteStep,
} from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const A = teamScope('team_a');

describe.each(engineNames())('%s store: writeTogether', (engine) => {
  const db = useStore(engine);

  function collections() {
    const messages = db.store.collection<Item>({
      name: uniqueName('together_messages'),
      indexes: [{ fields: [['key', 1]], unique: true, sparse: true }],
    });
    const counters = db.store.collection<Item>({ name: uniqueName('together_counters') });
    return { messages, counters };
  }

  async function names(collection: Collection<Item>): Promise<string[]> {
    return (await collection.find(A, {}, { sort: [['id', 1]] })).map((record) => record.name);
  }

  it('writes every step in order and resolves with each record as stored', async () => {
    const { messages, counters } = collections();
    await counters.insert(item('team_a', 1, { n: 5 }));
    const results = await db.store.writeTogether([
      insertStep(messages, item('team_a', 1, { key: 'k1' })),
      updateStep(counters, A, { id: item('team_a', 1).id }, { $inc: { n: 2 } }),
      upsertStep(
        counters,
        A,
        { id: item('team_a', 2).id },
        { $inc: { n: 1 } },
        item('team_a', 2, { n: 1 }),
      ),
      upsertStep(
        counters,
        A,
        { id: item('team_a', 1).id },
        { $inc: { n: 1 } },
        item('team_a', 1, { n: 1 }),
      ),
    ]);
    expect(results.map((record) => (record as Item | null)?.n ?? record?.id)).toEqual([
      item('team_a', 1).id,
      7,
      1,
      8,
    ]);
    expect(await names(messages)).toEqual(['item 1']);
    const stored = await counters.find(A, {}, { sort: [['id', 1]] });
    expect(stored.map((record) => record.n)).toEqual([8, 1]);
  });

  it('ends the batch at a stopUnlessMatched update that matches nothing; the steps before it stay', async () => {
    const { messages, counters } = collections();
    await counters.insert(item('team_a', 1, { n: 0, status: 'done' }));
    const results = await db.store.writeTogether([
      insertStep(messages, item('team_a', 1)),
      updateStep(
        counters,
        A,
        { id: item('team_a', 1).id, status: 'received' },
        { $set: { status: 'answered' } },
        { stopUnlessMatched: true },
      ),
      updateStep(counters, A, { id: item('team_a', 1).id }, { $inc: { n: 1 } }),
      insertStep(messages, item('team_a', 2)),
    ]);
    expect(results).toHaveLength(2);
    expect(results[1]).toBeNull();
    expect(await names(messages)).toEqual(['item 1']);
    expect((await counters.findById(A, item('team_a', 1).id))?.n).toBe(0);
  });

  it('goes on after an update that matches nothing when it is not told to stop', async () => {
    const { messages, counters } = collections();
    const results = await db.store.writeTogether([
      updateStep(counters, A, { id: 'missing' }, { $inc: { n: 1 } }),
      insertStep(messages, item('team_a', 1)),
    ]);
    expect(results[0]).toBeNull();
    expect(await names(messages)).toEqual(['item 1']);
  });

  it('writes nothing when the first step conflicts', async () => {
    const { messages, counters } = collections();
    await messages.insert(item('team_a', 1, { key: 'k' }));
    await expect(
      db.store.writeTogether([
        insertStep(messages, item('team_a', 2, { key: 'k' })),
        upsertStep(
          counters,
          A,
          { id: 'c' },
          { $inc: { n: 1 } },
          item('team_a', 9, { id: 'c', n: 1 }),
        ),
      ]),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await names(messages)).toEqual(['item 1']);
    expect(await counters.count(A, {})).toBe(0);
  });

  it('an upsert whose record clashes on another unique index fails with that ConflictError', async () => {
    const { messages } = collections();
    await messages.insert(item('team_a', 1, { key: 'taken' }));
    const clash = await db.store
      .writeTogether([
        upsertStep(
          messages,
          A,
          { id: item('team_a', 2).id },
          { $set: { name: 'renamed' } },
          item('team_a', 2, { key: 'taken' }),
        ),
      ])
      .catch((error: unknown) => error);
    expect(clash).toBeInstanceOf(ConflictError);
    expect((clash as ConflictError).details).toMatchObject({ fields: ['key'] });
    expect(await names(messages)).toEqual(['item 1']);
  });

  it('writes nothing when a later step has bad input', async () => {
    const { messages, counters } = collections();
    const bad: WriteStep = updateStep(counters, A, { id: 'c' }, { $inc: { n: Number.NaN } });
    await expect(
      db.store.writeTogether([insertStep(messages, item('team_a', 1)), bad]),
    ).rejects.toThrow(/finite number/);
    expect(await messages.count(A, {})).toBe(0);
  });

  it('refuses a step on anything but one of its own collections', async () => {
    const { messages } = collections();
    const foreign = { ...messages } as Collection<Item>;
    await expect(db.store.writeTogether([insertStep(foreign, item('team_a', 1))])).rejects.toThrow(
      TypeError,
    );
    expect(await messages.count(A, {})).toBe(0);
  });

  it('on a conflict in a later step, keeps the earlier steps only where the engine has no transactions', async () => {
    const { messages, counters } = collections();
    await messages.insert(item('team_a', 1, { key: 'k' }));
    await expect(
      db.store.writeTogether([
        insertStep(counters, item('team_a', 5)),
        insertStep(messages, item('team_a', 2, { key: 'k' })),
      ]),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await counters.count(A, {})).toBe(engine === 'sqlite' ? 0 : 1);
  });

  it('commits a batch asked for in the same turn as other writes without undoing theirs', async () => {
    const { messages, counters } = collections();
    await messages.insert(item('team_a', 1, { key: 'k' }));
    const [alone, batch] = await Promise.allSettled([
      counters.insert(item('team_a', 7)),
      db.store.writeTogether([
        insertStep(counters, item('team_a', 8)),
        insertStep(messages, item('team_a', 2, { key: 'k' })),
      ]),
    ]);
    expect(alone.status).toBe('fulfilled');
    expect(batch.status).toBe('rejected');
    expect(await names(counters)).toEqual(engine === 'sqlite' ? ['item 7'] : ['item 7', 'item 8']);
  });
});
