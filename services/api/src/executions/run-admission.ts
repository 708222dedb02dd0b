import { setTimeout as delay } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { ConflictError, RateLimitedError } from '@switchboard/kit/errors';
import {
  teamScope,
  type BaseRecord,
  type Collection,
  type DocumentStore,
} from '@switchboard/store/port';
import type { Clock } from '../clock.js';

/** How long a team's admission lock is held at most (a process that dies holding it). */
const LOCK_LEASE_MS = 5_000;
/** Waits between tries for a team's lock: short, growing, with jitter. */
const LOCK_RETRY_MIN_MS = 2;
const LOCK_RETRY_MAX_MS = 50;
/** What a run over the cap is told to wait before trying again. */
export const CONCURRENCY_RETRY_AFTER_SECONDS = 5;

interface AdmissionLockRecord extends BaseRecord {
  lock_until: string;
  holder: string;
}

/** A run refused because its team already has `limit` executions queued or running. */
export class ConcurrencyLimitError extends RateLimitedError {
  constructor(limit: number) {
    super(
      CONCURRENCY_RETRY_AFTER_SECONDS,
      `The team already has ${limit} executions queued or running (its plan's limit); ` +
        `retry in ${CONCURRENCY_RETRY_AFTER_SECONDS}s or when one ends.`,
      { code: 'CONCURRENCY_LIMIT_EXCEEDED', details: { limit } },
    );
  }
}

/**
 * The per-team cap on executions queued or running. Admitting a run is counted and queued under a
 * short per-team lock: a lock record whose id is the team's, so taking it is an insert that the
 * store's unique id lets exactly one request win, on both engines and across processes (an
 * insert stays exact even where conditional updates are not atomic, as on FerretDB). The count
 * itself is the truth: an execution that ends frees its place at once, whoever ends it, with no
 * counter to keep in step. The count is also the run's fair-share rank (see `claimQueuedBatch`).
 */
export class RunAdmission {
  private readonly locks: Collection<AdmissionLockRecord>;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.locks = store.collection<AdmissionLockRecord>({ name: 'execution_admission_locks' });
  }

  /**
   * Runs `queue(rank)` if `countOpen()` is under `limit`, with `rank` that count, while holding
   * the team's lock; else throws ConcurrencyLimitError.
   */
  async admit<T>(
    teamId: string,
    limit: number,
    countOpen: () => Promise<number>,
    queue: (rank: number) => Promise<T>,
  ): Promise<T> {
    const token = await this.lock(teamId);
    try {
      const open = await countOpen();
      if (open >= limit) throw new ConcurrencyLimitError(limit);
      return await queue(open);
    } finally {
      await this.locks.deleteMany(teamScope(teamId), { id: teamId, holder: token });
    }
  }

  private async lock(teamId: string): Promise<string> {
    const token = randomUUID();
    for (let wait = LOCK_RETRY_MIN_MS; ; wait = Math.min(wait * 2, LOCK_RETRY_MAX_MS)) {
      const now = this.clock.now();
      try {
        await this.locks.insert({
          id: teamId,
          team_id: teamId,
          lock_until: new Date(now.getTime() + LOCK_LEASE_MS).toISOString(),
          holder: token,
          created_at: now.toISOString(),
        });
        return token;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
      // Held. A lock whose holder died is taken back once its lease is over.
      const stale = await this.locks.deleteMany(teamScope(teamId), {
        id: teamId,
        lock_until: { $lt: now.toISOString() },
      });
      if (stale === 0) await delay(wait / 2 + Math.random() * wait);
    }
  }
}
