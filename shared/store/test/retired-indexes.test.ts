/**
 * Upgrading a database: an index a collection declared before and now lists as retired (a queue
 * index superseded by one ending with `id`) is dropped when the collection is opened, on both
 * engines, while its successor is created.
 */
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import type { CollectionSpec, IndexSpec } from '../src/port.js';
import { engineNames, type EngineHarness, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useDatabase } from './support/store-fixture.js';

const OLD: IndexSpec = {
  fields: [
    ['status', 1],
    ['position', 1],
  ],
};
const NEW: IndexSpec = { fields: [...OLD.fields, ['id', 1]] };

/** The names of the indexes the engine holds for collection `name`. */
async function indexNames(harness: EngineHarness, name: string): Promise<string[]> {
  const uri = harness.location.mongodbUri;
  if (uri) {
    const { default: mongoose } = await import('mongoose');
    const connection = await mongoose.createConnection(uri).asPromise();
    try {
      const indexes = await connection.db!.collection(name).listIndexes().toArray();
      return indexes.map((index) => String(index.name));
    } finally {
      await connection.close();
    }
  }
  const db = new Database(path.join(harness.location.dataDir, 'switchboard.db'), {
    readonly: true,
  });
  try {
    return db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?`)
      .pluck()
      .all(name) as string[];
  } finally {
    db.close();
  }
}

/** Opens `spec` on a new store of the harness, with a record, and waits for its indexes. */
async function openOnce(harness: EngineHarness, spec: CollectionSpec, n: number): Promise<void> {
  const store = await harness.open();
  try {
    await store.collection<Item>(spec).insert(item('team_a', n, { status: 'queued' }));
    await store.ready();
  } finally {
    await store.close();
  }
}

describe.each(engineNames())('%s store: retired indexes', (engine) => {
  const db = useDatabase(engine);
  const named = (names: string[]) => names.map((name) => name.replace(/^.*:/, ''));

  it('drops an index a database created before still has, once its successor exists', async () => {
    const name = uniqueName('upgraded');
    await openOnce(db.harness, { name, indexes: [OLD] }, 0);
    expect(named(await indexNames(db.harness, name))).toContain('status_1_position_1');

    await openOnce(db.harness, { name, indexes: [NEW], retiredIndexes: [OLD] }, 1);
    const after = named(await indexNames(db.harness, name));
    expect(after).toContain('status_1_position_1_id_1');
    expect(after).not.toContain('status_1_position_1');
  });

  it('opens a collection whose retired indexes it never had', async () => {
    const name = uniqueName('fresh');
    await openOnce(db.harness, { name, indexes: [NEW], retiredIndexes: [OLD] }, 0);
    expect(named(await indexNames(db.harness, name))).toContain('status_1_position_1_id_1');
  });

  it('refuses a spec that retires an index it also wants', async () => {
    const store = await db.harness.open();
    try {
      expect(() =>
        store.collection<Item>({ name: uniqueName('both'), indexes: [OLD], retiredIndexes: [OLD] }),
      ).toThrow(/both wants and retires index 'status_1_position_1'/);
    } finally {
      await store.close();
    }
  });
});
