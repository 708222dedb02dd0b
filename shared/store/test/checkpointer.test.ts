/**
 * The SQLite engine's WAL checkpoints run on a worker thread. What a user relies on: committed
 * records reach the database file itself (not only the WAL), so the WAL stays small, and the store
 * keeps working and closes cleanly whether or not a checkpoint is under way.
 */
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
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

/** Counts the checkpoints asked of the worker thread (each is one run on its connection). */
function countWorkerRuns(): () => number {
  const post = jest.spyOn(Worker.prototype, 'postMessage');
  return () => post.mock.calls.filter(([message]) => message === 'checkpoint').length;
}

describe('Checkpointer', () => {
  let dir: string;
  let db: Database.Database;
  let checkpointers: Checkpointer[];

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'switchboard-checkpoint-'));
    db = new Database(path.join(dir, 'store.db'));
    db.pragma('journal_mode = WAL');
    // Only the checkpointer may copy the WAL back in this test.
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    db.pragma('wal_checkpoint(TRUNCATE)');
    checkpointers = [];
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    // A failed assertion must not leave a worker behind to hold jest open.
    await Promise.all(checkpointers.map((each) => each.close()));
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A checkpointer on the test's connection that asks for a checkpoint every `everyWrites`. */
  function checkpointerEvery(everyWrites: number): Checkpointer {
    const checkpointer = new Checkpointer(db, 1_000, logger, everyWrites);
    checkpointers.push(checkpointer);
    return checkpointer;
  }

  function writeRows(checkpointer: Checkpointer, count: number): void {
    const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
    for (let i = 0; i < count; i += 1) {
      insert.run('x'.repeat(500));
      checkpointer.noteWrites();
    }
  }

  test('copies committed writes into the database file once enough writes have been made', async () => {
    const checkpointer = checkpointerEvery(100);
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
    const runs = countWorkerRuns();
    const checkpointer = checkpointerEvery(10);
    writeRows(checkpointer, 10);
    expect(runs()).toBe(1);
    // The worker cannot answer before this turn ends, so these 490 writes (49 more requests) are
    // all made while the first checkpoint is in flight: they fold into one run after it.
    writeRows(checkpointer, 490);
    expect(runs()).toBe(1);
    await checkpointer.idle();
    expect(runs()).toBe(2);
    expect(rowsInDatabaseFile(dir, db.name)).toBe(500);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(500);
    await checkpointer.close();
  });

  test('a checkpoint nothing was written during leaves no copying to the event loop, and the WAL starts over', async () => {
    const checkpointer = checkpointerEvery(100);
    const ownCheckpoints = jest.spyOn(db, 'pragma');
    writeRows(checkpointer, 100);
    await checkpointer.idle();
    expect(rowsInDatabaseFile(dir, db.name)).toBe(100);
    // The worker copied every frame: the store's own connection (the event loop) copied nothing.
    expect(
      ownCheckpoints.mock.calls.filter(([sql]) => String(sql).startsWith('wal_checkpoint')),
    ).toEqual([]);
    // The next commit starts the WAL over from its beginning instead of appending to it.
    const walBytes = statSync(`${db.name}-wal`).size;
    writeRows(checkpointer, 3);
    expect(statSync(`${db.name}-wal`).size).toBe(walBytes);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(103);
    await checkpointer.close();
  });

  test('close waits for a running checkpoint, after which the store can close its connection', async () => {
    const checkpointer = checkpointerEvery(10);
    writeRows(checkpointer, 10);
    // The checkpoint was asked for but the worker has not even started: close must let it finish.
    expect(rowsInDatabaseFile(dir, db.name)).toBe(0);
    await checkpointer.close();
    // Read while the store's connection is still open (closing it would checkpoint by itself).
    expect(rowsInDatabaseFile(dir, db.name)).toBe(10);
    db.close();
    const reopened = new Database(path.join(dir, 'store.db'), { readonly: true });
    expect(reopened.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(10);
    reopened.close();
  });

  test('a checkpointer that never started closes at once and writes stay readable', async () => {
    const checkpointer = checkpointerEvery(1_000);
    writeRows(checkpointer, 5);
    await checkpointer.close();
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(5);
    expect(rowsInDatabaseFile(dir, db.name)).toBe(0);
  });
});
