import { setMaxListeners } from 'node:events';
import type { Logger } from '@switchboard/kit/logger';
import type { ExecutionEventLog } from '@switchboard/store/execution-event-log';

interface Waiter {
  seq: number;
  wake: () => void;
}

/**
 * Tells this process's event streams when their execution's next event exists. Events are written
 * by other processes (runners) too, so the feed polls the store: one query per tick for every
 * waiting stream at once (`ExecutionEventLog.arrived`, a lookup by id), only while some stream
 * waits. Events this process appends itself wake their streams at once (`notify`).
 */
export class ExecutionEventFeed {
  private readonly waiting = new Map<string, Set<Waiter>>();
  private readonly closing = new AbortController();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: { log: ExecutionEventLog; pollIntervalMs: number; logger: Logger },
  ) {
    // Every open stream listens for the shutdown: as many listeners as streams, by design.
    setMaxListeners(0, this.closing.signal);
  }

  /** Aborted when the process shuts down: streams end. */
  get closed(): AbortSignal {
    return this.closing.signal;
  }

  /**
   * Resolves when event `seq` of the execution may exist (it does, or this process appended to
   * it), or when `signal` aborts or the feed stops. The caller reads the store again either way.
   */
  waitFor(executionId: string, seq: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted || this.closing.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const waiters = this.waiting.get(executionId) ?? new Set<Waiter>();
      const done = () => {
        waiters.delete(waiter);
        if (waiters.size === 0) this.waiting.delete(executionId);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const waiter: Waiter = { seq, wake: done };
      waiters.add(waiter);
      this.waiting.set(executionId, waiters);
      signal.addEventListener('abort', done, { once: true });
      this.schedule();
    });
  }

  /** Streams (and waits for an end) waiting for an event now (tests read it). */
  get waiters(): number {
    let count = 0;
    for (const waiters of this.waiting.values()) count += waiters.size;
    return count;
  }

  /** Wakes the streams of an execution this process just appended an event to. */
  notify(executionId: string): void {
    for (const waiter of [...(this.waiting.get(executionId) ?? [])]) waiter.wake();
  }

  /** Ends every wait; streams close. */
  stop(): void {
    this.closing.abort();
    for (const waiters of [...this.waiting.values()])
      for (const waiter of [...waiters]) waiter.wake();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.waiting.size === 0 || this.closing.signal.aborted) return;
    this.timer = setTimeout(() => {
      this.poll()
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error }, 'polling execution events failed'),
        )
        .finally(() => {
          this.timer = null;
          this.schedule();
        });
    }, this.options.pollIntervalMs);
  }

  private async poll(): Promise<void> {
    const next = new Map<string, number>();
    for (const [executionId, waiters] of this.waiting) {
      next.set(executionId, Math.min(...[...waiters].map((waiter) => waiter.seq)));
    }
    for (const executionId of await this.options.log.arrived(next)) {
      for (const waiter of [...(this.waiting.get(executionId) ?? [])]) {
        if (waiter.seq <= next.get(executionId)!) waiter.wake();
      }
    }
  }
}
