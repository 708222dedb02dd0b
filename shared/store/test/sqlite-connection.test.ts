/**
 * The SQLite engine's connection settings. What a user relies on: a group commit's savepoints
 * (one per writeTogether batch) roll back on their own without the store writing a temp file for
 * them, so a busy relay does not pay a file's creation, page writes and deletion per transaction.
 */
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import Database from 'better-sqlite3';
import { configureConnection } from '../src/sqlite/sqlite-store.js';

/** Open files of this process that were deleted while open: SQLite's temp files are. */
function openDeletedFiles(): string[] {
  const fds = '/proc/self/fd';
  return readdirSync(fds).flatMap((fd) => {
    try {
      const target = readlinkSync(path.join(fds, fd));
      return target.endsWith('(deleted)') ? [target] : [];
    } catch {
      return []; // closed between listing and reading
    }
  });
}

/**
 * Runs one transaction whose savepoint changes again ~100 KB of pages the transaction changed
 * before it (more than SQLite keeps in memory by default before spilling to a file), and returns
 * the deleted-while-open files there were inside that savepoint.
 */
function deletedFilesDuringSavepoint(db: Database.Database): string[] {
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)');
  db.exec("CREATE INDEX t_doc ON t (json_extract(doc, '$.key'))");
  const insert = db.prepare('INSERT INTO t (id, doc) VALUES (?, ?)');
  const rewrite = db.prepare('UPDATE t SET doc = ? WHERE id = ?');
  const doc = (id: number, round: number) =>
    JSON.stringify({ key: `${round}-${id}`, pad: 'x'.repeat(900) });
  const during: string[] = [];
  db.transaction(() => {
    for (let id = 0; id < 120; id += 1) insert.run(id, doc(id, 0));
    db.transaction(() => {
      for (let id = 0; id < 120; id += 1) rewrite.run(doc(id, 1), id);
      during.push(...openDeletedFiles());
    })();
  }).immediate();
  return during;
}

const onLinux = process.platform === 'linux';
if (!onLinux) {
  process.stderr.write('sqlite-connection.test: skipped, it reads open files from /proc (Linux)\n');
}

(onLinux ? describe : describe.skip)('SQLite connection settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'switchboard-connection-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test("a savepoint's rollback journal stays in memory on the store's connection", () => {
    const db = new Database(path.join(dir, 'store.db'));
    try {
      configureConnection(db);
      expect(deletedFilesDuringSavepoint(db)).toEqual([]);
      expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(120);
    } finally {
      db.close();
    }
  });

  test('the same transaction on a connection left at the defaults spills it to a temp file', () => {
    const db = new Database(path.join(dir, 'default.db'));
    try {
      db.pragma('journal_mode = WAL');
      expect(deletedFilesDuringSavepoint(db)).toHaveLength(1);
    } finally {
      db.close();
    }
  });
});
