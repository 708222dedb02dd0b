/**
 * Sparse indexes that are not unique: a record without the index's first field is stored, found
 * and updated like any other, and a query on the field finds exactly the records that have it, on
 * both engines. On SQLite the index is partial: records without the field are not in it (so
 * writing them costs the index nothing), and a comparison on the field is answered from it.
 */
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { teamScope, type IndexSpec } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { ids, item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const A = teamScope('team_a');
const LEASE: IndexSpec = { fields: [['lease', 1]], sparse: true };
const GROUP: IndexSpec = {
  fields: [
    ['group', 1],
    ['created_at', 1],
    ['id', 1],
  ],
  sparse: true,
};
const OLDEST_FIRST = [
  ['created_at', 1],
  ['id', 1],
] as const;

/** Items 1-6: the odd ones hold a lease ending at minute i, items 2 and 4 are in group g. */
function items(): Item[] {
  return [1, 2, 3, 4, 5, 6].map((i) =>
    item('team_a', i, {
      status: 'queued',
      ...(i % 2 === 1 ? { lease: `2026-01-01T00:0${i}:00.000Z` } : {}),
      ...(i === 2 || i === 4 ? { group: 'g' } : {}),
    }),
  );
}

describe.each(engineNames())('%s store: sparse indexes', (engine) => {
  const db = useStore(engine);

  async function seeded() {
    const col = db.store.collection<Item>({ name: uniqueName('sparse'), indexes: [LEASE, GROUP] });
    for (const record of items()) await col.insert(record);
    return col;
  }

  it('finds by the indexed fields only the records that have them, and every record by others', async () => {
    const col = await seeded();
    const expired = await col.find(
      A,
      { lease: { $lt: '2026-01-01T00:04:00.000Z' } },
      { sort: OLDEST_FIRST },
    );
    expect(ids(expired)).toEqual(['team_a_item_00001', 'team_a_item_00003']);
    const grouped = await col.find(A, { group: 'g' }, { sort: OLDEST_FIRST });
    expect(ids(grouped)).toEqual(['team_a_item_00002', 'team_a_item_00004']);
    expect(await col.count(A, { status: 'queued' })).toBe(6);
    expect((await col.findById(A, 'team_a_item_00006'))?.name).toBe('item 6');
  });

  it('drops a record from the answers on its field once the field is unset', async () => {
    const col = await seeded();
    await col.updateOne(A, { id: 'team_a_item_00001' }, { $unset: ['lease'] });
    const leased = await col.find(A, { lease: { $lt: '2026-01-01T09:00:00.000Z' } });
    expect(ids(leased).sort()).toEqual(['team_a_item_00003', 'team_a_item_00005']);
    expect(await col.count(A, {})).toBe(6);
  });
});

describe('sqlite store: a sparse index is partial', () => {
  const db = useStore('sqlite');

  it('keeps out records without its first field and answers comparisons on it', async () => {
    const name = uniqueName('partial');
    const col = db.store.collection<Item>({ name, indexes: [LEASE, GROUP] });
    for (const record of items()) await col.insert(record);
    const sqlite = new Database(path.join(db.harness.location.dataDir, 'switchboard.db'));
    try {
      const indexSql = (index: string) =>
        sqlite
          .prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`)
          .pluck()
          .get(`${name}:${index}`) as string;
      expect(indexSql('lease_1_sparse')).toMatch(
        /WHERE json_extract\(doc, '\$\.lease'\) IS NOT NULL$/,
      );
      expect(indexSql('group_1_created_at_1_id_1_sparse')).toMatch(
        /WHERE json_extract\(doc, '\$\.group'\) IS NOT NULL$/,
      );
      const plan = sqlite
        .prepare(
          `EXPLAIN QUERY PLAN SELECT doc FROM "${name}" WHERE json_extract(doc, '$.lease') < ? ORDER BY created_at, id`,
        )
        .all('2026-01-01T00:04:00.000Z') as Array<{ detail: string }>;
      expect(plan.map((step) => step.detail).join('\n')).toContain(
        `USING INDEX ${name}:lease_1_sparse`,
      );
    } finally {
      sqlite.close();
    }
  });
});
