/**
 * Group commit for the SQLite engine. Each commit appends every page it changed to the WAL (a
 * record, its indexes and its team count are ~5-10 pages), so many small transactions rewrite the
 * same hot pages over and over. Writes requested during one turn of the event loop are queued
 * instead, and run together at the end of that turn in one IMMEDIATE transaction: the hot pages go
 * to the WAL once per turn, not once per write. Each write still succeeds or fails on its own: a write's failure (a unique
 * constraint, a bad update) undoes only that statement, or that write's own savepoint for the
 * multi-statement ones, and the others commit. No caller hears back before the commit, so an
 * acknowledged write is as durable as before, and readers never see a write that is not.
 *
 * The write lock is taken only while the group runs, not for the whole turn, so other processes
 * sharing the file (the agent runner) wait no longer than they would for the same writes one by
 * one.
 */
import { setImmediate } from 'node:timers';
import type { Database } from 'better-sqlite3';
import { toStoreError } from './sqlite-errors.js';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Queues synchronous writes on one connection and commits each event-loop turn's writes together. */
export class GroupCommit {
  private pending: Pending[] = [];

  constructor(
    private readonly db: Database,
    /** Told how many writes each commit carried (the checkpointer counts them). */
    private readonly committed: (writes: number) => void,
  ) {}

  /**
   * Runs `write` (synchronous statements on this connection) at the end of this turn, in the
   * turn's transaction; resolves with its result once that transaction has committed.
   */
  run<R>(write: () => R): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      // Imported from node:timers, not the global: a test's fake timers must not stall the store.
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({
        write,
        resolve: resolve as (value: unknown) => void,
        reject: (error) => reject(toStoreError(error)),
      });
    });
  }

  /** Runs and commits whatever is queued now (the store calls this before closing). */
  flush(): void {
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    if (group.length === 1) {
      // Alone, a write is its own transaction, exactly as without grouping.
      const [only] = group as [Pending];
      const outcome = attempt(only.write);
      settle(only, outcome);
      if (outcome.ok) this.committed(1);
      return;
    }
    this.commitGroup(group);
  }

  private commitGroup(group: Pending[]): void {
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    const outcomes: Outcome[] = [];
    for (const pending of group) {
      const outcome = attempt(pending.write);
      if (!this.db.inTransaction) {
        // SQLite rolled the whole transaction back (disk full, I/O error): nothing in it happened.
        const error = outcome.ok
          ? new Error('The write transaction was rolled back.')
          : outcome.error;
        for (const each of group) each.reject(error);
        return;
      }
      outcomes.push(outcome);
    }
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      // This runs at the end of a turn, where a throw would crash the process: reject instead.
      if (this.db.inTransaction) attempt(() => this.db.exec('ROLLBACK'));
      for (const pending of group) pending.reject(error);
      return;
    }
    group.forEach((pending, index) => settle(pending, outcomes[index] as Outcome));
    this.committed(outcomes.filter((outcome) => outcome.ok).length);
  }
}

function attempt(write: () => unknown): Outcome {
  try {
    return { ok: true, value: write() };
  } catch (error) {
    return { ok: false, error };
  }
}

function settle(pending: Pending, outcome: Outcome): void {
  if (outcome.ok) pending.resolve(outcome.value);
  else pending.reject(outcome.error);
}
