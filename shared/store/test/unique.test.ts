import { describe, expect, it } from '@jest/globals';
import { ConflictError } from '@switchboard/kit/errors';
import { teamScope, type Collection } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const A = teamScope('team_a');

describe.each(engineNames())('%s store: unique constraints', (engine) => {
  const db = useStore(engine);

  function withUniqueName(): Collection<Item> {
    return db.store.collection<Item>({
      name: uniqueName('items'),
      indexes: [
        {
          fields: [
            ['team_id', 1],
            ['name', 1],
          ],
          unique: true,
        },
      ],
    });
  }

  it('a duplicate id is a ConflictError', async () => {
    const col = db.store.collection<Item>({ name: uniqueName('items') });
    await col.insert(item('team_a', 1));
    const duplicate = col.insert({ ...item('team_a', 1), name: 'other' });
    await expect(duplicate).rejects.toBeInstanceOf(ConflictError);
    await expect(duplicate).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { fields: ['id'] },
    });
  });

  it('a duplicate value of a unique index is a ConflictError naming the fields', async () => {
    const col = withUniqueName();
    await col.insert(item('team_a', 1, { name: 'support' }));
    const duplicate = col.insert(item('team_a', 2, { name: 'support' }));
    await expect(duplicate).rejects.toBeInstanceOf(ConflictError);
    await expect(duplicate).rejects.toMatchObject({
      details: { fields: ['team_id', 'name'] },
    });
    expect(await col.count(A, {})).toBe(1);
  });

  it('the same value in another team is no conflict when team_id is part of the index', async () => {
    const col = withUniqueName();
    await col.insert(item('team_a', 1, { name: 'support' }));
    await col.insert(item('team_b', 1, { name: 'support' }));
    expect(await col.count(teamScope('team_b'), { name: 'support' })).toBe(1);
  });

  it('an update that would duplicate a unique value is a ConflictError and changes nothing', async () => {
    const col = withUniqueName();
    await col.insert(item('team_a', 1, { name: 'sales' }));
    const other = await col.insert(item('team_a', 2, { name: 'support', status: 'open' }));
    const clash = col.updateOne(A, { id: other.id }, { $set: { name: 'sales', status: 'x' } });
    await expect(clash).rejects.toBeInstanceOf(ConflictError);
    expect(await col.findById(A, other.id)).toEqual(other);
    await expect(
      col.updateMany(A, { name: 'support' }, { $set: { name: 'sales' } }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('a sparse unique index ignores records without the field and still rejects duplicates', async () => {
    const col = db.store.collection<Item>({
      name: uniqueName('messages'),
      indexes: [{ fields: [['platform.message_id', 1]], unique: true, sparse: true }],
    });
    for (let i = 0; i < 3; i += 1) await col.insert(item('team_a', i));
    await col.insert(item('team_a', 10, { platform: { message_id: 'm-1' } }));
    await col.insert(item('team_a', 11, { platform: { message_id: 'm-2' } }));
    await expect(
      col.insert(item('team_a', 12, { platform: { message_id: 'm-1' } })),
    ).rejects.toMatchObject({ code: 'CONFLICT', details: { fields: ['platform.message_id'] } });
    expect(await col.count(A, {})).toBe(5);
  });

  it('opening a collection again with the same spec keeps its data and constraints', async () => {
    const name = uniqueName('items');
    const spec = { name, indexes: [{ fields: [['name', 1]] as const, unique: true }] };
    await db.store.collection<Item>(spec).insert(item('team_a', 1, { name: 'one' }));
    const again = db.store.collection<Item>(spec);
    await expect(again.insert(item('team_a', 2, { name: 'one' }))).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(await again.count(A, {})).toBe(1);
  });
});
