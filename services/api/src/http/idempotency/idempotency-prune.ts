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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private halted = false;

  constructor(
    private readonly deps: {
      keys: ExpiringRecords;
      /** Other records with an `expires_at` deleted the same way (once-only claims). */
      alsoExpiring?: ExpiringRecords[];
      clock: Clock;
      logger: Logger;
      intervalMs?: number;
    },
  ) {}

  start(): void {
    if (this.timer || this.halted) return;
    this.scheduled();
    this.timer = setInterval(
      () => this.scheduled(),
      this.deps.intervalMs ?? IDEMPOTENCY_PRUNE_INTERVAL_MS,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.halted = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Deletes the keys expired as of the clock's now; returns how many. */
  prune(): Promise<number> {
    const now = this.deps.clock.now().toISOString();
    const owners = [this.deps.keys, ...(this.deps.alsoExpiring ?? [])];
    this.running ??= (async () => {
      let deleted = 0;
      for (const owner of owners) {
        deleted += await owner.deleteExpired(now, { stopped: () => this.halted });
      }
      return deleted;
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private scheduled(): void {
    this.prune().catch((error: unknown) =>
      this.deps.logger.error({ err: error }, 'pruning expired idempotency keys failed'),
    );
  }
}
