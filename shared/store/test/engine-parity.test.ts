/**
 * Inputs where MongoDB's own behaviour differs from SQLite's: the port defines one answer for
 * each, and both engines give it.
 */
import { describe, expect, it } from '@jest/globals';
import { RecordTooLargeError } from '@switchboard/kit/errors';
import { ALL_TEAMS, type Collection, type CollectionSpec } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const TEAM = 'team_a';

describe.each(engineNames())('%s store: the answers the port defines', (engine) => {
  const db = useStore(engine);

  async function collection(spec: Partial<CollectionSpec> = {}, count = 3) {
    const items = db.store.collection<Item>({ name: uniqueName('parity'), ...spec });
    for (let i = 0; i < count; i += 1) await items.insert(item(TEAM, i, { slug: `s${i}` }));
    return items;
  }

  describe('limit and offset', () => {
    it('limit: 0 returns no records (MongoDB alone would read it as "no limit")', async () => {
      const items = await collection();
      expect(await items.find(ALL_TEAMS, {}, { limit: 0 })).toEqual([]);
      expect(await items.find(ALL_TEAMS, {}, { limit: 0, offset: 1 })).toEqual([]);
    });

    it.each([
      [{ limit: -1 }],
      [{ limit: 1.5 }],
      [{ offset: -2 }],
      [{ offset: 0.5 }],
      [{ limit: Number.NaN }],
    ])('refuses %j: limits and offsets are whole numbers >= 0', async (window) => {
      const items = await collection();
      await expect(items.find(ALL_TEAMS, {}, window)).rejects.toThrow(TypeError);
    });
  });

  describe('unique indexes and records without a value', () => {
    const unique: Partial<CollectionSpec> = { indexes: [{ fields: [['slug', 1]], unique: true }] };

    it.each([
      ['null', { slug: null }],
      ['missing', { slug: undefined }],
    ])('refuses a record whose unique field is %s', async (_label, fields) => {
      const items = await collection(unique);
      const record = { ...item(TEAM, 9), ...fields } as Item;
      await expect(items.insert(record)).rejects.toThrow(/'slug' of unique index .*sparse/);
      expect(await items.count(ALL_TEAMS, {})).toBe(3);
    });

    it('refuses an update that would leave a unique field null or missing', async () => {
      const items = await collection(unique);
      const id = item(TEAM, 0).id;
      await expect(items.updateOne(ALL_TEAMS, { id }, { $set: { slug: null } })).rejects.toThrow(
        /'slug'/,
      );
      await expect(items.updateMany(ALL_TEAMS, {}, { $unset: ['slug'] })).rejects.toThrow(/'slug'/);
      expect((await items.findById(ALL_TEAMS, id))?.slug).toBe('s0');
    });

    it('lets any number of records go without a value under a sparse unique index', async () => {
      const items = await collection({
        indexes: [{ fields: [['code', 1]], unique: true, sparse: true }],
      });
      await items.insert(item(TEAM, 7, { code: null }));
      await items.insert(item(TEAM, 8, { code: null }));
      await items.insert(item(TEAM, 9));
      expect(await items.count(ALL_TEAMS, {})).toBe(6);
    });
  });

  describe('null against unset', () => {
    it('$set of updated_at (or any field) to null stores null; $unset removes the field', async () => {
      const items = await collection();
      const id = item(TEAM, 0).id;
      const nulled = await items.updateOne(
        ALL_TEAMS,
        { id },
        { $set: { updated_at: null, name: null } },
      );
      expect(nulled).toMatchObject({ updated_at: null, name: null });
      expect(await items.findById(ALL_TEAMS, id)).toMatchObject({ updated_at: null, name: null });
      const unset = await items.updateOne(ALL_TEAMS, { id }, { $unset: ['name'] });
      expect(unset && 'name' in unset).toBe(false);
      expect(unset?.updated_at).toEqual(expect.any(String));
    });
  });

  describe('the reserved _id', () => {
    it('refuses a record, an update, a filter or a sort that names a top-level _id', async () => {
      const items: Collection<Item> = await collection();
      const id = item(TEAM, 0).id;
      await expect(items.insert(item(TEAM, 5, { _id: 'x' }))).rejects.toThrow(/'_id'/);
      await expect(items.updateOne(ALL_TEAMS, { id }, { $set: { _id: 'x' } })).rejects.toThrow(
        /'_id'/,
      );
      await expect(items.find(ALL_TEAMS, { _id: id })).rejects.toThrow(/'_id'/);
      await expect(items.find(ALL_TEAMS, {}, { sort: [['_id', 1]] })).rejects.toThrow(/'_id'/);
      // Nested, it is an ordinary field.
      await items.insert(item(TEAM, 6, { user: { id: 'u', _id: 'kept' } as Item['user'] }));
      expect((await items.findById(ALL_TEAMS, item(TEAM, 6).id))?.user).toEqual({
        id: 'u',
        _id: 'kept',
      });
    });
  });

  describe('record size', () => {
    it('refuses a record over 16 MB with RecordTooLargeError', async () => {
      const items = await collection({}, 0);
      const big = item(TEAM, 1, { blob: 'x'.repeat(17 * 1024 * 1024) });
      await expect(items.insert(big)).rejects.toBeInstanceOf(RecordTooLargeError);
      expect(await items.count(ALL_TEAMS, {})).toBe(0);
    });
  });
});
