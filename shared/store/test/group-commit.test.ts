/**
 * The SQLite engine commits the writes of one event-loop turn together. What callers rely on:
 * each write still answers for itself (its own result, its own error), nothing is visible to
 * another connection before it is acknowledged, and closing the store commits what was asked for.
 */
import { describe, expect, test } from '@jest/globals';
import { ConflictError } from '@switchboard/kit/errors';
import type { BaseRecord, CollectionSpec } from '../src/port.js';
import { teamScope } from '../src/port.js';
import { useDatabase } from './support/store-fixture.js';

interface Item extends BaseRecord {
  name: string;
  n: number;
}

const ITEMS: CollectionSpec = {
  name: 'group_items',
  indexes: [{ fields: [['name', 1]], unique: true }],
};
const team = teamScope('team_a');

function item(id: string, name: string, n = 0): Item {
  return { id, team_id: 'team_a', created_at: '2026-01-01T00:00:00.000Z', name, n };
}

describe('SQLite group commit', () => {
  const db = useDatabase('sqlite');

  test('writes of one turn each get their own result', async () => {
    const store = await db.harness.open();
    const items = store.collection<Item>(ITEMS);
    await items.insert(item('i0', 'zero'));
    const [inserted, updated, deleted, count] = await Promise.all([
      items.insert(item('i1', 'one')),
      items.updateOne(team, { id: 'i0' }, { $inc: { n: 5 } }),
      items.deleteMany(team, { id: 'missing' }),
      store.incrementCounter('group-test', new Date(Date.now() + 60_000)),
    ]);
    expect(inserted).toEqual(item('i1', 'one'));
    expect(updated).toMatchObject({ id: 'i0', n: 5 });
    expect(deleted).toBe(0);
    expect(count).toBe(1);
    await store.close();
  });

  test('a failing write fails alone; the others in its turn commit', async () => {
    const store = await db.harness.open();
    const items = store.collection<Item>(ITEMS);
    await items.insert(item('c0', 'taken'));
    const results = await Promise.allSettled([
      items.insert(item('c1', 'first')),
      items.insert(item('c2', 'taken')),
      items.updateOne(team, { id: 'c1' }, { $set: { name: 'taken' } }),
      items.insert(item('c3', 'third')),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    const names = (await items.find(team, { id: { $in: ['c0', 'c1', 'c2', 'c3'] } })).map(
      (record) => record.name,
    );
    expect(names.sort()).toEqual(['first', 'taken', 'third']);
    await store.close();
  });

  test('another connection sees a write only once it is acknowledged', async () => {
    const writer = await db.harness.open();
    const reader = await db.harness.open();
    const written = writer.collection<Item>(ITEMS).insert(item('v1', 'visible'));
    const seen = reader.collection<Item>(ITEMS);
    expect(await seen.findById(team, 'v1')).toBeNull();
    await written;
    expect(await seen.findById(team, 'v1')).toMatchObject({ name: 'visible' });
    await reader.close();
    await writer.close();
  });

  test('closing the store commits the writes already asked for', async () => {
    const store = await db.harness.open();
    const written = store.collection<Item>(ITEMS).insert(item('k1', 'kept'));
    await store.close();
    await expect(written).resolves.toMatchObject({ id: 'k1' });
    const reopened = await db.harness.open();
    expect(await reopened.collection<Item>(ITEMS).findById(team, 'k1')).toMatchObject({
      name: 'kept',
    });
    await reopened.close();
  });
});
