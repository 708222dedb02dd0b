/**
 * The SQLite engine's WAL checkpoints run on a worker thread. What a user relies on: committed
 * records reach the database file itself (not only the WAL), so the WAL stays small, and the store
 * keeps working and closes cleanly whether or not a checkpoint is under way.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import Database from 'better-sqlite3';
import { createLogger } from '@switchboard/kit/logger';
import { Checkpointer } from '../src/sqlite/checkpointer.js';

const logger = createLogger({ name: 'checkpointer-test', level: 'silent' });

/** Rows present in the database file alone, read from a copy made without its WAL. */
function rowsInDatabaseFile(dir: string, file: string): number {
  const copy = path.join(dir, 'copy.db');
  copyFileSync(file, copy);
  const db = new Database(copy);
  try {
    return db.prepare('SELECT COUNT(*) FROM t').pluck().get() as number;
  } finally {
    db.close();
  }
}

describe('Checkpointer', () => {
  let dir: string;
  let db: Database.Database;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'switchboard-checkpoint-'));
    db = new Database(path.join(dir, 'store.db'));
    db.pragma('journal_mode = WAL');
    // Only the checkpointer may copy the WAL back in this test.
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    db.pragma('wal_checkpoint(TRUNCATE)');
  });

  afterEach(() => {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function writeRows(checkpointer: Checkpointer, count: number): void {
    const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
    for (let i = 0; i < count; i += 1) {
      insert.run('x'.repeat(500));
      checkpointer.noteWrites();
    }
  }

  test('copies committed writes into the database file once enough writes have been made', async () => {
    const checkpointer = new Checkpointer(db, 1_000, logger, 100);
    writeRows(checkpointer, 99);
    await checkpointer.idle();
    // 99 writes: no checkpoint asked for yet, the rows live only in the WAL.
    expect(rowsInDatabaseFile(dir, db.name)).toBe(0);

    writeRows(checkpointer, 1);
    await checkpointer.idle();
    expect(rowsInDatabaseFile(dir, db.name)).toBe(100);
    await checkpointer.close();
  });

  test('writes made while a checkpoint runs are checkpointed too, and nothing is lost', async () => {
    const checkpointer = new Checkpointer(db, 1_000, logger, 10);
    // 50 requests in one go: one runs, the rest fold into one more run after it.
    writeRows(checkpointer, 500);
    await checkpointer.idle();
    expect(rowsInDatabaseFile(dir, db.name)).toBe(500);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(500);
    await checkpointer.close();
  });

  test('close waits for a running checkpoint, after which the store can close its connection', async () => {
    const checkpointer = new Checkpointer(db, 1_000, logger, 10);
    writeRows(checkpointer, 10);
    await checkpointer.close();
    db.close();
    // Closing the last connection checkpoints the rest and removes the WAL.
    const reopened = new Database(path.join(dir, 'store.db'), { readonly: true });
    expect(reopened.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(10);
    reopened.close();
  });

  test('a checkpointer that never started closes at once and writes stay readable', async () => {
    const checkpointer = new Checkpointer(db, 1_000, logger, 1_000);
    writeRows(checkpointer, 5);
    await checkpointer.close();
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(5);
    expect(rowsInDatabaseFile(dir, db.name)).toBe(0);
  });
});
