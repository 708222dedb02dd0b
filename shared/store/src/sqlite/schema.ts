/**
 * Tables, indexes and triggers of the SQLite engine. One table per collection holds each record as
 * a JSON document, with `id`, `team_id` and `created_at` copied into real columns because every
 * lookup, scope and default listing uses them. Other indexed fields are expression indexes on
 * json_extract, which the query compiler repeats verbatim so the planner can use them.
 */
import type { Database } from 'better-sqlite3';
import { assertEngineSpec, indexName, retiredIndexNames } from '../fields.js';
import type { CollectionSpec, IndexSpec } from '../port.js';
import { indexColumnsSql } from './sql.js';

/** Per team and collection record counts, kept exact by triggers. */
export const TEAM_COUNTS_TABLE = '_team_counts';
/** Named counters (rate-limit windows). */
export const COUNTERS_TABLE = '_counters';
/** Per `cached` collection, a version every write to it moves (triggers; the change token). */
export const VERSIONS_TABLE = '_versions';

/** Every collection gets this one: team-scoped listing newest first, the API's default order. */
const DEFAULT_INDEX: IndexSpec = {
  fields: [
    ['team_id', 1],
    ['created_at', 1],
    ['id', 1],
  ],
};

/** Creates the engine's own tables; safe to run from several processes at once. */
export function createInternalTables(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${TEAM_COUNTS_TABLE} (
      tbl TEXT NOT NULL, team_id TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (tbl, team_id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS ${COUNTERS_TABLE} (
      key TEXT PRIMARY KEY NOT NULL, value INTEGER NOT NULL, expires_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${COUNTERS_TABLE}_expires_at ON ${COUNTERS_TABLE} (expires_at);
    CREATE TABLE IF NOT EXISTS ${VERSIONS_TABLE} (
      tbl TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL
    ) WITHOUT ROWID;
  `);
}

/**
 * Creates a collection's table, count triggers and indexes, and drops its retired indexes
 * (idempotent). Runs in one IMMEDIATE transaction so two processes starting together cannot both
 * rebuild the counts.
 */
export function createCollection(db: Database, spec: CollectionSpec): void {
  assertEngineSpec(spec);
  const table = spec.name;
  const retired = retiredIndexNames(
    table,
    [DEFAULT_INDEX, ...(spec.indexes ?? [])],
    spec.retiredIndexes,
  );
  db.transaction(() => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS "${table}" (
        id TEXT PRIMARY KEY NOT NULL,
        team_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        doc TEXT NOT NULL
      )
    `);
    const declared = (spec.indexes ?? []).filter((index) => !sameAsDefaultIndex(index));
    for (const index of [DEFAULT_INDEX, ...declared]) {
      const { columns, where } = indexColumnsSql(index);
      const name = `${table}:${indexName(index.fields, index)}`;
      db.exec(
        `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON "${table}" (${columns})${where}`,
      );
    }
    for (const name of retired) db.exec(`DROP INDEX IF EXISTS "${table}:${name}"`);
    createCountTriggers(db, table);
    if (spec.cached) createVersionTriggers(db, table);
  }).immediate();
}

/**
 * Whether an index only repeats the default one in some order, like the API's newest-first
 * `(team_id, created_at DESC, id DESC)`: team-scoped queries pin team_id by equality and SQLite walks
 * an index backwards for the opposite order, so the copy would serve no query and only cost every
 * insert and delete another B-tree update.
 */
function sameAsDefaultIndex(index: IndexSpec): boolean {
  const { fields } = DEFAULT_INDEX;
  if (index.unique || index.sparse || index.fields.length !== fields.length) return false;
  if (index.fields.some(([field], i) => field !== fields[i]![0])) return false;
  // After the pinned leading team_id: all in the default's directions, or all reversed.
  const rest = index.fields.slice(1).map(([, direction], i) => direction * fields[i + 1]![1]);
  return rest.every((sign) => sign === rest[0]);
}

/** The constraint name SQLite reports for a unique index, mapped back to its fields. */
export function uniqueIndexFields(spec: CollectionSpec): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const index of spec.indexes ?? []) {
    if (!index.unique) continue;
    byName.set(
      `${spec.name}:${indexName(index.fields, index)}`,
      index.fields.map(([field]) => field),
    );
  }
  return byName;
}

// Counting 100,000 index entries on every list request would make page 1 of a large team cost
// milliseconds; a per-team count maintained in the same transaction as each insert and delete
// makes the unfiltered total (the common list request) a point lookup. team_id never changes on
// update, so insert and delete are the only events that move it.
function createCountTriggers(db: Database, table: string): void {
  const insertTrigger = `${table}:count_insert`;
  const exists = db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ?`)
    .pluck()
    .get(insertTrigger);
  if (exists) return;
  db.exec(`
    CREATE TRIGGER "${insertTrigger}" AFTER INSERT ON "${table}" BEGIN
      INSERT OR IGNORE INTO ${TEAM_COUNTS_TABLE} (tbl, team_id, n) VALUES ('${table}', NEW.team_id, 0);
      UPDATE ${TEAM_COUNTS_TABLE} SET n = n + 1 WHERE tbl = '${table}' AND team_id = NEW.team_id;
    END;
    CREATE TRIGGER IF NOT EXISTS "${table}:count_delete" AFTER DELETE ON "${table}" BEGIN
      UPDATE ${TEAM_COUNTS_TABLE} SET n = n - 1 WHERE tbl = '${table}' AND team_id = OLD.team_id;
    END;
    DELETE FROM ${TEAM_COUNTS_TABLE} WHERE tbl = '${table}';
    INSERT INTO ${TEAM_COUNTS_TABLE} (tbl, team_id, n)
      SELECT '${table}', team_id, COUNT(*) FROM "${table}" GROUP BY team_id;
  `);
}

// A version moved in the same transaction as each write, by whichever connection writes, so a
// process can tell whether records it keeps may have changed without reading them again.
function createVersionTriggers(db: Database, table: string): void {
  const bump = `UPDATE ${VERSIONS_TABLE} SET version = version + 1 WHERE tbl = '${table}';`;
  db.prepare(`INSERT OR IGNORE INTO ${VERSIONS_TABLE} (tbl, version) VALUES (?, 0)`).run(table);
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    db.exec(`
      CREATE TRIGGER IF NOT EXISTS "${table}:version_${event.toLowerCase()}" AFTER ${event}
      ON "${table}" BEGIN ${bump} END;
    `);
  }
}
