import { beforeAll, describe, expect, it } from '@jest/globals';
import { teamScope, type Collection, type Update } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const A = teamScope('team_a');
const NOW = '2026-04-01T00:00:00.000Z';

describe.each(engineNames())('%s store: update operators', (engine) => {
  const db = useStore(engine, { clock: () => new Date(NOW) });
  let col: Collection<Item>;

  beforeAll(() => {
    col = db.store.collection<Item>({ name: uniqueName('items') });
  });

  let sequence = 0;
  /** Inserts a fresh record, applies `update` to it and returns the stored result. */
  async function applied(fields: Partial<Item>, update: Update): Promise<Item> {
    sequence += 1;
    const record = await col.insert(item('team_a', sequence, fields));
    const returned = await col.updateOne(A, { id: record.id }, update);
    const stored = await col.findById(A, record.id);
    expect(returned).toEqual(stored);
    const { updated_at: _updatedAt, ...rest } = stored as Item;
    return rest as Item;
  }

  it('$set replaces top-level fields and stores nested objects', async () => {
    const result = await applied(
      { status: 'open' },
      { $set: { status: 'closed', settings: { retries: 3, on: true } } },
    );
    expect(result.status).toBe('closed');
    expect(result.settings).toEqual({ retries: 3, on: true });
  });

  it('$set on a dotted path changes one nested field and creates missing parents', async () => {
    const result = await applied(
      { user: { id: 'u1', name: 'Ann' } },
      { $set: { 'user.name': 'Bea', 'lease.owner': 'runner-1' } },
    );
    expect(result.user).toEqual({ id: 'u1', name: 'Bea' });
    expect(result.lease).toEqual({ owner: 'runner-1' });
  });

  it('$set stores JSON: Dates become strings, undefined values are skipped', async () => {
    const result = await applied(
      { status: 'open' },
      { $set: { at: new Date('2026-05-06T07:08:09.000Z'), status: undefined } },
    );
    expect(result.at).toBe('2026-05-06T07:08:09.000Z');
    expect(result.status).toBe('open');
  });

  it('$inc adds to a number, starts a missing field from 0, and accepts negatives', async () => {
    const result = await applied(
      { n: 5, stats: { calls: 1 } },
      { $inc: { n: -2, 'stats.calls': 10, 'stats.errors': 1 } },
    );
    expect(result.n).toBe(3);
    expect(result.stats).toEqual({ calls: 11, errors: 1 });
  });

  it('$push appends to an array and creates a missing one', async () => {
    const result = await applied(
      { tags: ['a'] },
      { $push: { tags: 'b', 'log.steps': { kind: 'model', tokens: 12 } } },
    );
    expect(result.tags).toEqual(['a', 'b']);
    expect(result.log).toEqual({ steps: [{ kind: 'model', tokens: 12 }] });
  });

  it('$push appends an array value as one element', async () => {
    const result = await applied({ tags: ['a'] }, { $push: { tags: ['b', 'c'] } });
    expect(result.tags).toEqual(['a', ['b', 'c']]);
  });

  it('$unset removes top-level and nested fields', async () => {
    const result = await applied(
      { status: 'open', user: { id: 'u1', name: 'Ann' } },
      { $unset: ['status', 'user.name', 'not_there'] },
    );
    expect('status' in result).toBe(false);
    expect(result.user).toEqual({ id: 'u1' });
  });

  it('applies several operators in one update', async () => {
    const result = await applied(
      { status: 'queued', n: 0, tags: [] },
      { $set: { status: 'running' }, $inc: { n: 1 }, $push: { tags: 'claimed' }, $unset: ['flag'] },
    );
    expect(result).toMatchObject({ status: 'running', n: 1, tags: ['claimed'] });
  });

  it('sets updated_at from the clock, unless the update sets it', async () => {
    const record = await col.insert(item('team_a', 900));
    const touched = await col.updateOne(A, { id: record.id }, {});
    expect(touched?.updated_at).toBe(NOW);
    const explicit = await col.updateOne(
      A,
      { id: record.id },
      { $set: { updated_at: '2030-01-01T00:00:00.000Z' } },
    );
    expect(explicit?.updated_at).toBe('2030-01-01T00:00:00.000Z');
    expect(explicit?.created_at).toBe(record.created_at);
  });

  it('an update that fails leaves the record exactly as it was', async () => {
    const record = await col.insert(item('team_a', 901, { status: 'open', name: 'text' }));
    await expect(
      col.updateOne(A, { id: record.id }, { $set: { status: 'closed' }, $inc: { name: 1 } }),
    ).rejects.toThrow();
    expect(await col.findById(A, record.id)).toEqual(record);
  });

  it.each<[string, Update]>([
    ['id', { $set: { id: 'other' } }],
    ['team_id', { $set: { team_id: 'team_b' } }],
    ['created_at', { $unset: ['created_at'] }],
    ['an unknown operator', { $rename: { a: 'b' } } as unknown as Update],
    ['a non-number $inc', { $inc: { n: '1' } } as unknown as Update],
    ['a bad field path', { $set: { 'a..b': 1 } }],
  ])('rejects an update of %s and changes nothing', async (_name, update) => {
    const record = await col.insert(item('team_a', 950 + sequence++));
    await expect(col.updateOne(A, { id: record.id }, update)).rejects.toThrow(TypeError);
    await expect(col.updateMany(A, { id: record.id }, update)).rejects.toThrow(TypeError);
    expect(await col.findById(A, record.id)).toEqual(record);
  });
});
