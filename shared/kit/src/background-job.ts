/**
 * Work a process repeats in the background (pruning, retention, recovery, deliveries, schedules,
 * a runner's polling): one pass at a time, again after an interval, sooner when nudged. The job
 * owns the timer, the pass in flight and the stop; a worker is then only its pass.
 */
import type { Logger } from './logger.js';

export interface BackgroundJobOptions<T> {
  /** Names the job in the log line of a failed pass. */
  name: string;
  logger: Logger;
  /** One pass over the work. Passes never overlap; a failed one is logged and the job goes on. */
  pass: () => Promise<T>;
  /** Milliseconds from the end of a pass to the next (also after a failed pass). */
  intervalMs: number;
  /**
   * When the next pass is due sooner than `intervalMs`, worked out after each successful pass
   * (e.g. the next schedule's due time); its failure is logged and `intervalMs` applies.
   */
  nextPassInMs?: (result: T) => number | Promise<number>;
  /** How long a nudge waits, so that a burst of nudges shares one pass; default 0. */
  nudgeDelayMs?: number;
  /** Whether the job's timer keeps the process running (a runner's own polling); default false. */
  keepsProcessAlive?: boolean;
}

export class BackgroundJob<T = void> {
  private timer: NodeJS.Timeout | undefined;
  /** The pass in flight with the planning of the next one. */
  private cycle: Promise<void> | undefined;
  private current: Promise<T> | undefined;
  private again = false;
  /** Resolves when a nudged pass, waiting out `nudgeDelayMs`, starts (or the job stops). */
  private nudged: { promise: Promise<void>; resolve: () => void } | undefined;
  private state: 'idle' | 'started' | 'stopped' = 'idle';

  constructor(private readonly options: BackgroundJobOptions<T>) {}

  /** Runs a pass at once, then keeps going; a second start, or one after stop, does nothing. */
  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'started';
    this.runCycle();
  }

  /** A pass soon (within `nudgeDelayMs`); one nudged during a pass runs right after it. */
  nudge(): void {
    if (this.state !== 'started') return;
    if (this.cycle) {
      this.again = true;
      return;
    }
    if (this.nudged) return;
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    this.nudged = { promise, resolve };
    this.schedule(this.options.nudgeDelayMs ?? 0);
  }

  /** A pass now, for callers that want its result; joins the pass in flight, if any. */
  run(): Promise<T> {
    this.current ??= this.options.pass().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  /** Whether a pass is running or nudged to run. */
  get pending(): boolean {
    return this.cycle !== undefined || this.current !== undefined || this.nudged !== undefined;
  }

  /** Whether `stop` was called: a long pass checks it between chunks of work. */
  get stopped(): boolean {
    return this.state === 'stopped';
  }

  /** Resolves once no pass is running or nudged, and the next one is planned. */
  async idle(): Promise<void> {
    while (this.cycle || this.current || this.nudged) {
      await this.nudged?.promise;
      await this.cycle;
      await this.current?.catch(() => undefined);
    }
  }

  /** No pass starts after this; resolves once the pass in flight, if any, has ended. */
  async stop(): Promise<void> {
    this.state = 'stopped';
    clearTimeout(this.timer);
    this.settleNudge();
    await this.idle();
  }

  private settleNudge(): void {
    this.nudged?.resolve();
    this.nudged = undefined;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.state !== 'started') return;
    this.timer = setTimeout(() => this.runCycle(), ms);
    if (!this.options.keepsProcessAlive) this.timer.unref();
  }

  private runCycle(): void {
    if (this.cycle || this.state !== 'started') return;
    clearTimeout(this.timer);
    this.settleNudge();
    this.cycle = this.passThenPlan().finally(() => {
      this.cycle = undefined;
      if (this.again && this.state === 'started') {
        this.again = false;
        this.runCycle();
      }
    });
  }

  private async passThenPlan(): Promise<void> {
    const { name, logger, intervalMs, nextPassInMs } = this.options;
    let delay = intervalMs;
    try {
      const result = await this.run();
      if (nextPassInMs && this.state === 'started') {
        delay = Math.min(intervalMs, Math.max(0, await nextPassInMs(result)));
      }
    } catch (error) {
      logger.error({ err: error, job: name }, `${name} failed`);
    }
    if (!this.again) this.schedule(delay);
  }
}
