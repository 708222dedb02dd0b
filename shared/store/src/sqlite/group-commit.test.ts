/**
 * The group commit's failure paths, which a real database file seldom takes: the write lock cannot
 * be had, or SQLite rolls the whole transaction back part-way through a group (disk full, I/O
 * error). A stub connection takes those paths on demand; what callers rely on is that no write
 * is reported done unless it committed, and that the end-of-turn flush never throws.
 */
import { describe, expect, jest, test } from '@jest/globals';
import type { Database } from 'better-sqlite3';
import { GroupCommit } from './group-commit.js';

/** Just enough of a better-sqlite3 connection for the group commit: exec and inTransaction. */
class StubDatabase {
  inTransaction = false;
  readonly statements: string[] = [];
  private readonly failures = new Map<string, Error>();

  /** Makes `exec(sql)` throw `error` from now on. */
  failOn(sql: string, error: Error): void {
    this.failures.set(sql, error);
  }

  exec(sql: string): this {
    this.statements.push(sql);
    const failure = this.failures.get(sql);
    if (failure) throw failure;
    if (sql === 'BEGIN IMMEDIATE') this.inTransaction = true;
    if (sql === 'COMMIT' || sql === 'ROLLBACK') this.inTransaction = false;
    return this;
  }

  /** A write that SQLite answers by rolling back the whole transaction (as SQLITE_FULL does). */
  rollsBackEverything(error?: Error): () => string {
    return () => {
      this.inTransaction = false;
      if (error) throw error;
      return 'written';
    };
  }
}

function groupCommitOn(stub: StubDatabase) {
  const committed = jest.fn<(writes: number) => void>();
  const group = new GroupCommit(stub as unknown as Database, committed);
  return { group, committed };
}

function reasons(results: PromiseSettledResult<unknown>[]): unknown[] {
  return results.map((result) => (result.status === 'rejected' ? result.reason : 'fulfilled'));
}

describe('GroupCommit failures', () => {
  test('when BEGIN fails, every write of the group gets that error and none of them runs', async () => {
    const stub = new StubDatabase();
    const locked = new Error('database is locked');
    stub.failOn('BEGIN IMMEDIATE', locked);
    const { group, committed } = groupCommitOn(stub);
    const writes = [jest.fn(() => 1), jest.fn(() => 2), jest.fn(() => 3)];

    const results = await Promise.allSettled(writes.map((write) => group.run(write)));

    expect(reasons(results)).toEqual([locked, locked, locked]);
    for (const write of writes) expect(write).not.toHaveBeenCalled();
    expect(stub.statements).toEqual(['BEGIN IMMEDIATE']);
    expect(committed).not.toHaveBeenCalled();
  });

  test('when SQLite rolls back the transaction mid-group, the writes before it fail too', async () => {
    const stub = new StubDatabase();
    const diskFull = new Error('database or disk is full');
    const { group, committed } = groupCommitOn(stub);
    const after = jest.fn(() => 'after');

    const results = await Promise.allSettled([
      group.run(() => 'before'),
      group.run(stub.rollsBackEverything(diskFull)),
      group.run(after),
    ]);

    // 'before' ran without error, but it was undone with the rest: it must not be acknowledged.
    expect(reasons(results)).toEqual([diskFull, diskFull, diskFull]);
    expect(after).not.toHaveBeenCalled();
    expect(stub.statements).toEqual(['BEGIN IMMEDIATE']);
    expect(committed).not.toHaveBeenCalled();
  });

  test('a write that returned although its transaction was rolled back is not acknowledged', async () => {
    const stub = new StubDatabase();
    const { group, committed } = groupCommitOn(stub);

    const results = await Promise.allSettled([
      group.run(() => 'before'),
      group.run(stub.rollsBackEverything()),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const reason of reasons(results)) {
      expect(reason).toEqual(new Error('The write transaction was rolled back.'));
    }
    expect(committed).not.toHaveBeenCalled();
  });

  test('when COMMIT and then ROLLBACK fail, every write gets the COMMIT error and nothing throws', async () => {
    const stub = new StubDatabase();
    const ioError = new Error('disk I/O error');
    stub.failOn('COMMIT', ioError);
    stub.failOn('ROLLBACK', new Error('cannot rollback'));
    const { group, committed } = groupCommitOn(stub);

    const written = Promise.allSettled([group.run(() => 1), group.run(() => 2)]);
    // The flush runs at the end of a turn, where a throw would be an uncaught exception.
    expect(() => group.flush()).not.toThrow();

    expect(reasons(await written)).toEqual([ioError, ioError]);
    expect(stub.statements).toEqual(['BEGIN IMMEDIATE', 'COMMIT', 'ROLLBACK']);
    expect(committed).not.toHaveBeenCalled();
  });

  test('the checkpointer is told only of the writes that committed', async () => {
    const stub = new StubDatabase();
    const { group, committed } = groupCommitOn(stub);

    const results = await Promise.allSettled([
      group.run(() => 1),
      group.run(() => {
        throw new Error('UNIQUE constraint failed');
      }),
      group.run(() => 3),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stub.statements).toEqual(['BEGIN IMMEDIATE', 'COMMIT']);
    expect(committed).toHaveBeenCalledWith(2);
  });
});
