import { describe, expect, it } from '@jest/globals';
import { ALL_TEAMS, teamScope, type Collection } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { ids, item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const A = teamScope('team_a');
const B = teamScope('team_b');
const NEWEST_FIRST = [
  ['created_at', -1],
  ['id', -1],
] as const;

describe.each(engineNames())('%s store: records in and out', (engine) => {
  let now = new Date('2026-03-01T12:00:00.000Z');
  const db = useStore(engine, { clock: () => now });

  function items(): Collection<Item> {
    return db.store.collection<Item>({ name: uniqueName('items') });
  }

  it('insert returns the record and findById returns an equal plain object', async () => {
    const col = items();
    const record = item('team_a', 1, { user: { id: 'u1', name: 'Ann' }, tags: ['x', 'y'] });
    const inserted = await col.insert(record);
    const found = await col.findById(A, record.id);
    expect(inserted).toEqual(record);
    expect(found).toEqual(record);
    expect(Object.getPrototypeOf(found)).toBe(Object.prototype);
    expect(typeof found?.id).toBe('string');
  });

  it('stores records as JSON: Dates become ISO strings, undefined fields disappear', async () => {
    const col = items();
    const record = item('team_a', 1, {
      when: new Date('2026-02-03T04:05:06.007Z'),
      gone: undefined,
    });
    const inserted = await col.insert(record);
    expect(inserted.when).toBe('2026-02-03T04:05:06.007Z');
    expect('gone' in inserted).toBe(false);
    expect(await col.findById(A, record.id)).toEqual(inserted);
  });

  it('rejects a record without a team_id', async () => {
    const col = items();
    const broken = { ...item('team_a', 1), team_id: '' };
    await expect(col.insert(broken)).rejects.toThrow(/team_id/);
  });

  it('findById is scoped: another team gets null, ALL_TEAMS finds it', async () => {
    const col = items();
    const record = await col.insert(item('team_a', 1));
    expect(await col.findById(B, record.id)).toBeNull();
    expect(await col.findById(ALL_TEAMS, record.id)).toEqual(record);
    expect(await col.findById(A, 'no_such_id')).toBeNull();
  });

  it('find, findOne and count never see another team, and ALL_TEAMS sees every team', async () => {
    const col = items();
    for (let i = 0; i < 3; i += 1) await col.insert(item('team_a', i, { status: 'open' }));
    for (let i = 0; i < 2; i += 1) await col.insert(item('team_b', i, { status: 'open' }));
    expect(ids(await col.find(A, {}, { sort: [['id', 1]] }))).toEqual([
      'team_a_item_00000',
      'team_a_item_00001',
      'team_a_item_00002',
    ]);
    expect(await col.count(B, { status: 'open' })).toBe(2);
    expect(await col.count(ALL_TEAMS, {})).toBe(5);
    expect(await col.count(teamScope('team_c'), {})).toBe(0);
    // A team_id condition narrows the scope; it can never widen it to another team.
    expect(await col.find(A, { team_id: 'team_b' })).toEqual([]);
    expect(await col.findOne(B, { id: 'team_a_item_00000' })).toBeNull();
  });

  it('findOne returns the first match in sort order, or null', async () => {
    const col = items();
    for (let i = 0; i < 4; i += 1) await col.insert(item('team_a', i, { n: i % 2 }));
    expect((await col.findOne(A, { n: 1 }, { sort: NEWEST_FIRST }))?.id).toBe('team_a_item_00003');
    expect((await col.findOne(A, { n: 1 }, { sort: [['created_at', 1]] }))?.id).toBe(
      'team_a_item_00001',
    );
    expect(await col.findOne(A, { n: 7 })).toBeNull();
  });

  it('find honours sort, limit and offset', async () => {
    const col = items();
    for (let i = 0; i < 10; i += 1) await col.insert(item('team_a', i));
    const page = await col.find(A, {}, { sort: NEWEST_FIRST, limit: 3, offset: 2 });
    expect(ids(page)).toEqual(['team_a_item_00007', 'team_a_item_00006', 'team_a_item_00005']);
    const tail = await col.find(A, {}, { sort: NEWEST_FIRST, offset: 8 });
    expect(ids(tail)).toEqual(['team_a_item_00001', 'team_a_item_00000']);
  });

  it('findPage returns one page and the total of all matches', async () => {
    const col = items();
    for (let i = 0; i < 45; i += 1) await col.insert(item('team_a', i, { n: i % 3 }));
    await col.insert(item('team_b', 99));
    const first = await col.findPage(A, {}, { sort: NEWEST_FIRST, page: 1, perPage: 20 });
    expect(first.total).toBe(45);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.id).toBe('team_a_item_00044');
    const last = await col.findPage(A, {}, { sort: NEWEST_FIRST, page: 3, perPage: 20 });
    expect(ids(last.items)).toEqual([
      'team_a_item_00004',
      'team_a_item_00003',
      'team_a_item_00002',
      'team_a_item_00001',
      'team_a_item_00000',
    ]);
    const beyond = await col.findPage(A, {}, { sort: NEWEST_FIRST, page: 4, perPage: 20 });
    expect(beyond).toEqual({ items: [], total: 45 });
    const filtered = await col.findPage(A, { n: 0 }, { sort: NEWEST_FIRST, page: 1, perPage: 5 });
    expect(filtered.total).toBe(15);
    expect(filtered.items.every((record) => record.n === 0)).toBe(true);
  });

  it('rejects a page below 1', async () => {
    const col = items();
    await expect(col.findPage(A, {}, { sort: NEWEST_FIRST, page: 0, perPage: 20 })).rejects.toThrow(
      /page/,
    );
  });

  it('updateOne changes only a match in scope, sets updated_at and returns the new record', async () => {
    const col = items();
    const record = await col.insert(item('team_a', 1, { status: 'open' }));
    expect(await col.updateOne(B, { id: record.id }, { $set: { status: 'closed' } })).toBeNull();
    now = new Date('2026-03-02T08:00:00.000Z');
    const updated = await col.updateOne(A, { id: record.id }, { $set: { status: 'closed' } });
    expect(updated).toEqual({
      ...record,
      status: 'closed',
      updated_at: '2026-03-02T08:00:00.000Z',
    });
    expect(await col.findById(A, record.id)).toEqual(updated);
    expect(await col.updateOne(A, { id: 'missing' }, { $set: { status: 'x' } })).toBeNull();
  });

  it('updateMany changes every match in scope and reports how many', async () => {
    const col = items();
    for (let i = 0; i < 5; i += 1)
      await col.insert(item('team_a', i, { status: i < 3 ? 'open' : 'done' }));
    await col.insert(item('team_b', 9, { status: 'open' }));
    expect(await col.updateMany(A, { status: 'open' }, { $set: { status: 'archived' } })).toBe(3);
    expect(await col.count(A, { status: 'archived' })).toBe(3);
    expect(await col.count(B, { status: 'open' })).toBe(1);
    expect(await col.updateMany(A, { status: 'nothing' }, { $set: { status: 'x' } })).toBe(0);
  });

  it('deleteMany removes every match in scope, and counts follow', async () => {
    const col = items();
    for (let i = 0; i < 6; i += 1) await col.insert(item('team_a', i, { n: i % 2 }));
    for (let i = 0; i < 2; i += 1) await col.insert(item('team_b', i, { n: 1 }));
    expect(await col.deleteMany(A, { n: 1 })).toBe(3);
    expect(await col.count(A, {})).toBe(3);
    expect(await col.count(B, {})).toBe(2);
    expect(await col.count(ALL_TEAMS, {})).toBe(5);
    expect((await col.findPage(A, {}, { sort: NEWEST_FIRST, page: 1, perPage: 2 })).total).toBe(3);
    expect(await col.deleteMany(B, {})).toBe(2);
    expect(await col.count(B, {})).toBe(0);
    expect(await col.count(ALL_TEAMS, {})).toBe(3);
  });

  it('keeps records across closing and reopening the store', async () => {
    const name = uniqueName('items');
    const record = await db.store.collection<Item>({ name }).insert(item('team_a', 1));
    const reopened = await db.harness.open();
    try {
      const col = reopened.collection<Item>({ name });
      expect(await col.findById(A, record.id)).toEqual(record);
      expect(await col.count(A, {})).toBe(1);
    } finally {
      await reopened.close();
    }
  });
});
