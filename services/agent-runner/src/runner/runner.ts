import { BackgroundJob } from '@switchboard/kit/background-job';
import type { Logger } from '@switchboard/kit/logger';
import type { Finalizer } from '../callbacks/finalizer.js';
import type { ExecutionQueue } from '../queue/execution-queue.js';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import type { StopReason } from './execute.js';

export interface RunnerOptions {
  queue: ExecutionQueue;
  finalizer: Finalizer;
  /**
   * Runs one claimed execution to its end; aborting the signal stops it (reason: StopReason).
   * Resolves with the ended record when this runner holds its finalization.
   */
  execute: (record: ExecutionRecord, signal: AbortSignal) => Promise<ExecutionRecord | null>;
  logger: Logger;
  /** Executions run at once by this process. */
  concurrency: number;
  /** How often an idle runner looks for queued work (a cheap indexed read). */
  pollIntervalMs: number;
  /** How often leases are renewed; well under the lease length. */
  heartbeatIntervalMs: number;
  /** How often running executions are checked for cancellation. */
  cancelCheckIntervalMs: number;
  /** How often expired leases of dead runners are looked for. */
  reclaimIntervalMs: number;
  /** Finalizations (event + callback) in flight at once. */
  finalizeConcurrency: number;
  /** At shutdown, how long running executions may go on before they are handed back. */
  shutdownGraceMs: number;
}

/** Claim attempts in a row when other runners win the race for the same queued executions. */
const CLAIM_TRIES = 3;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The runner's scheduling: fills free slots with claimed executions, renews their leases, watches
 * for cancellation, takes over executions of dead runners, and finalizes ended ones. Idle, it looks
 * for queued work every `pollIntervalMs` with an indexed read and claims (a write) only when there
 * is some; a finished execution frees its slot and the next claim happens at once.
 */
export class Runner {
  private readonly active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly finalizing = new Set<Promise<void>>();
  private readonly stopFinalizing = new AbortController();
  private readonly jobs: BackgroundJob<unknown>[] = [];
  private stopping = false;
  private filling: Promise<void> | null = null;
  private finalizingLoop: Promise<void> | null = null;
  private lastReclaimCheck = 0;

  constructor(private readonly options: RunnerOptions) {}

  /** Starts polling (which claims work at once), heartbeats and cancellation checks. */
  start(): void {
    const { logger } = this.options;
    const every = (
      name: string,
      intervalMs: number,
      pass: () => Promise<unknown>,
      keepsProcessAlive = false,
    ) => new BackgroundJob<unknown>({ name, logger, intervalMs, pass, keepsProcessAlive });
    this.jobs.push(
      // The poll is what keeps a runner process running while it waits for work. Claiming and
      // finalizing are two jobs, so a slow callback never holds up the next claim.
      every('runner poll', this.options.pollIntervalMs, () => this.fill(), true),
      every('finalization poll', this.options.pollIntervalMs, () => this.finalizeDue()),
      every('lease heartbeat', this.options.heartbeatIntervalMs, async () => {
        if (this.active.size > 0) await this.options.queue.renewLeases([...this.active.keys()]);
      }),
      every('cancellation check', this.options.cancelCheckIntervalMs, () => this.checkCancelled()),
    );
    for (const job of this.jobs) job.start();
  }

  /** Claims work until the slots are full or nothing is left; one fill at a time. */
  fill(): Promise<void> {
    this.filling ??= this.fillSlots().finally(() => {
      this.filling = null;
    });
    return this.filling;
  }

  private async fillSlots(): Promise<void> {
    const { queue } = this.options;
    while (!this.stopping && this.active.size < this.options.concurrency) {
      const free = this.options.concurrency - this.active.size;
      // The cheap read keeps an idle runner's polling free of writes. Losing a race to another
      // runner claims nothing although work is queued: try again at once, a few times.
      let claimed: ExecutionRecord[] = [];
      for (let tries = 0; tries < CLAIM_TRIES && claimed.length === 0; tries += 1) {
        if (!(await queue.hasQueued())) break;
        claimed = await queue.claimQueuedBatch(free);
      }
      if (
        claimed.length === 0 &&
        Date.now() - this.lastReclaimCheck >= this.options.reclaimIntervalMs
      ) {
        this.lastReclaimCheck = Date.now();
        const running = [...this.active.keys()];
        const expired = (await queue.hasExpired(running))
          ? await queue.claimExpired(running)
          : null;
        if (expired) {
          claimed = [expired];
          this.lastReclaimCheck = 0;
        }
      }
      if (claimed.length === 0) return;
      for (const record of claimed) this.launch(record);
    }
  }

  private launch(record: ExecutionRecord): void {
    const controller = new AbortController();
    const done = this.options
      .execute(record, controller.signal)
      .then((ended) => {
        if (ended) this.startFinalizing(ended);
      })
      .catch((error: unknown) => {
        this.options.logger.error(
          { execution_id: record.id, err: message(error) },
          'execution crashed',
        );
      })
      .finally(() => {
        this.active.delete(record.id);
        void this.fill();
      });
    this.active.set(record.id, { controller, done });
  }

  private async checkCancelled(): Promise<void> {
    if (this.active.size === 0) return;
    for (const id of await this.options.queue.endedUnderUs()) {
      const run = this.active.get(id);
      if (run && !run.controller.signal.aborted)
        run.controller.abort('cancelled' satisfies StopReason);
    }
  }

  /** Starts due finalizations up to the limit; one scan at a time. */
  finalizeDue(): Promise<void> {
    this.finalizingLoop ??= this.claimFinalizations().finally(() => {
      this.finalizingLoop = null;
    });
    return this.finalizingLoop;
  }

  private async claimFinalizations(): Promise<void> {
    const { finalizer } = this.options;
    while (!this.stopping && this.finalizing.size < this.options.finalizeConcurrency) {
      if (!(await finalizer.hasDue())) return;
      const record = await finalizer.claimDue();
      if (!record) return;
      this.startFinalizing(record);
    }
  }

  /** Finalizes a record this runner has claimed; tracked so shutdown can wait for it. */
  private startFinalizing(record: ExecutionRecord): void {
    const task: Promise<void> = this.options.finalizer
      .finalize(record, this.stopFinalizing.signal)
      .catch((error: unknown) => {
        this.options.logger.error(
          { execution_id: record.id, err: message(error) },
          'finalization failed',
        );
      })
      .finally(() => {
        this.finalizing.delete(task);
        void this.finalizeDue();
      });
    this.finalizing.add(task);
  }

  /** Executions running now. */
  get running(): number {
    return this.active.size;
  }

  /**
   * Stops claiming, lets running executions finish for up to `shutdownGraceMs`, then hands the
   * rest back to the queue; waits for finalizations in flight.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.jobs.map((job) => job.stop()));
    await this.filling;
    const runs = [...this.active.values()];
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      graceTimer = setTimeout(resolve, this.options.shutdownGraceMs);
    });
    await Promise.race([Promise.all(runs.map((run) => run.done)), grace]);
    clearTimeout(graceTimer);
    for (const run of this.active.values()) run.controller.abort('shutdown' satisfies StopReason);
    // Keep leases alive while the handed-back runs write their last state.
    await this.options.queue.renewLeases([...this.active.keys()]);
    await Promise.all(runs.map((run) => run.done));
    await this.finalizingLoop;
    this.stopFinalizing.abort();
    await Promise.all([...this.finalizing]);
  }
}
