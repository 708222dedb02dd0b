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
  holder: string | null;
}

const EPOCH = new Date(0).toISOString();

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
 * short per-team lock (one guarded update on a lock record, on both engines), so concurrent
 * requests in any number of processes never queue more than the cap, and the count itself is the
 * truth: an execution that ends frees its place at once, whoever ends it, with no counter to
 * keep in step. The count is also the run's fair-share rank (see `claimQueuedBatch`).
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
      await this.locks.updateOne(
        teamScope(teamId),
        { id: teamId, holder: token },
        { $set: { lock_until: EPOCH, holder: null } },
      );
    }
  }

  private async lock(teamId: string): Promise<string> {
    const token = randomUUID();
    for (let wait = LOCK_RETRY_MIN_MS; ; wait = Math.min(wait * 2, LOCK_RETRY_MAX_MS)) {
      const now = this.clock.now();
      const taken = await this.locks.updateOne(
        teamScope(teamId),
        { id: teamId, lock_until: { $lt: now.toISOString() } },
        {
          $set: {
            lock_until: new Date(now.getTime() + LOCK_LEASE_MS).toISOString(),
            holder: token,
          },
        },
      );
      if (taken) return token;
      if (!(await this.locks.findById(teamScope(teamId), teamId))) await this.create(teamId);
      else await delay(wait / 2 + Math.random() * wait);
    }
  }

  private async create(teamId: string): Promise<void> {
    try {
      await this.locks.insert({
        id: teamId,
        team_id: teamId,
        lock_until: EPOCH,
        holder: null,
        created_at: this.clock.now().toISOString(),
      });
    } catch (error) {
      // Another request created it first: fine, it is the same lock.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}
