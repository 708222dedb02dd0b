/**
 * Retention: the outbox and the delivery log must not grow forever (at 500 relayed messages a
 * second that is 40M events a day). Dispatched events and finished deliveries older than the
 * retention window are deleted at start-up and then every PRUNE_INTERVAL_MS; pending events and
 * pending or leased deliveries are never touched, so no work is lost.
 *
 * Deletes run in chunks (find up to `chunkSize` ids, delete those, repeat while a chunk comes back
 * full) so that no single write holds SQLite's lock for long, and use only store-port operations,
 * so both engines behave alike. Every delete re-checks what another process could have changed
 * since the find, so several processes pruning at once, or a manual retry claiming a delivery in
 * between, is harmless.
 */
import { BackgroundJob } from '@switchboard/kit/background-job';
import type { DeliveryStatus } from '@switchboard/contracts/events';
import type { Logger } from '@switchboard/kit/logger';
import type { EventRepository } from '@switchboard/store/event-repository';
import type { Clock } from '../clock.js';
import { PRUNE_CHUNK_SIZE } from '@switchboard/store/delete-in-chunks';
import type { DeliveryQueue } from './delivery-queue.js';

/** How often a running api prunes (the first prune runs at start-up). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const FINISHED: readonly DeliveryStatus[] = ['delivered', 'failed'];

export interface EventRetentionDeps {
  events: Pick<EventRepository, 'pruneDispatched'>;
  deliveries: Pick<DeliveryQueue, 'pruneFinished'>;
  clock: Clock;
  logger: Logger;
  /** EVENT_RETENTION_DAYS. */
  retentionDays: number;
  /** Records per find-and-delete; default PRUNE_CHUNK_SIZE. */
  chunkSize?: number;
  /** Between scheduled prunes; default PRUNE_INTERVAL_MS. */
  intervalMs?: number;
}

/** What one prune deleted. */
export interface PruneResult {
  events: number;
  deliveries: number;
}

/** Prunes the events and deliveries collections; `start` once, `stop` on shutdown. */
export class EventRetention {
  private readonly job: BackgroundJob<PruneResult>;

  constructor(private readonly deps: EventRetentionDeps) {
    this.job = new BackgroundJob({
      name: 'pruning events past retention',
      logger: deps.logger,
      intervalMs: deps.intervalMs ?? PRUNE_INTERVAL_MS,
      pass: () => this.pruneAll(),
    });
  }

  /** Prunes now, then every `intervalMs`; the timer does not keep the process alive. */
  start(): void {
    this.job.start();
  }

  /** Stops the schedule; a prune in progress ends after its current chunk. */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Resolves once the prune in progress, if any, has finished. */
  idle(): Promise<void> {
    return this.job.idle();
  }

  /**
   * Deletes what is past retention as of the clock's now; returns the counts. A call while a prune
   * runs joins it rather than starting a second one.
   */
  prune(): Promise<PruneResult> {
    return this.job.run();
  }

  private async pruneAll(): Promise<PruneResult> {
    const { clock, logger, retentionDays } = this.deps;
    const now = clock.now();
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    // A dispatched event's dispatch_after is when it was fanned out (its creation, or the claim's
    // lease), and (dispatch_status, dispatch_after) is the outbox's index. `dispatched` is final,
    // so the delete need not repeat it.
    const events = await this.deps.events.pruneDispatched(cutoff, this.chunks());
    let deliveries = 0;
    // One status at a time: each find is an equality and a range on (status, updated_at).
    for (const status of FINISHED) {
      if (this.job.stopped) break;
      // Finished deliveries stay for the window after their last change (a manual retry restarts
      // it), so one that fails at the end of its schedule can still be seen and retried.
      deliveries += await this.deps.deliveries.pruneFinished(
        status,
        cutoff,
        now.toISOString(),
        this.chunks(),
      );
    }
    if (events + deliveries > 0) {
      logger.info(
        {
          events_deleted: events,
          deliveries_deleted: deliveries,
          retention_days: retentionDays,
          cutoff,
        },
        'pruned events and deliveries past retention',
      );
    }
    return { events, deliveries };
  }

  private chunks() {
    return { chunkSize: this.deps.chunkSize ?? PRUNE_CHUNK_SIZE, stopped: () => this.job.stopped };
  }
}
