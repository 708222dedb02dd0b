/**
 * Test support: SQL run straight on the SQLite file of a DATA_DIR, beside the store using it, to
 * make the database itself refuse a write (a trigger that raises) and show what the services do
 * then. Not used by the services themselves.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../sqlite/sqlite-store.js';

/** Runs `sql` on `dataDir`'s database in a connection of its own. */
export function execOnSqliteFile(dataDir: string, sql: string): void {
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}
