import { BackgroundJob } from '@switchboard/kit/background-job';
import type { Logger } from '@switchboard/kit/logger';
import type { Clock } from '../../clock.js';
import type { ExpiringRecords } from '@switchboard/store/delete-in-chunks';

/** How often a running api deletes keys past their 24 hours (the first prune runs at start-up). */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes Idempotency-Key records past their window, at start-up and then hourly. A job rather than
 * a TTL index because FerretDB has none; until a prune runs, an expired key is treated as absent
 * (the claim takes it over), so the window is exact whatever the prune's timing.
 */
export class IdempotencyPrune {
  private readonly job: BackgroundJob<number>;

  constructor(
    private readonly deps: {
      keys: ExpiringRecords;
      /** Other records with an `expires_at` deleted the same way (once-only claims). */
      alsoExpiring?: ExpiringRecords[];
      clock: Clock;
      logger: Logger;
      intervalMs?: number;
    },
  ) {
    this.job = new BackgroundJob({
      name: 'pruning expired idempotency keys',
      logger: deps.logger,
      intervalMs: deps.intervalMs ?? IDEMPOTENCY_PRUNE_INTERVAL_MS,
      pass: () => this.deleteExpired(),
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Deletes the keys expired as of the clock's now; returns how many. */
  prune(): Promise<number> {
    return this.job.run();
  }

  private async deleteExpired(): Promise<number> {
    const now = this.deps.clock.now().toISOString();
    let deleted = 0;
    for (const owner of [this.deps.keys, ...(this.deps.alsoExpiring ?? [])]) {
      deleted += await owner.deleteExpired(now, { stopped: () => this.job.stopped });
    }
    return deleted;
  }
}
