import type { ExecutionEvent } from '@switchboard/contracts/execution-event';
import type { Logger } from '@switchboard/kit/logger';

/** Where an execution's events come from: the store, as the first stream to watch it read them. */
export interface EventSource {
  /** Up to `limit` events after `afterSeq`, in order. */
  read(afterSeq: number, limit: number): Promise<ExecutionEvent[]>;
  /** Run once per ping interval: records the end of an execution whose runner died first. */
  onIdle?(): Promise<void>;
}

/** A stream's handle on its execution's shared reader. */
export interface EventReader {
  /** Up to `limit` events after `afterSeq`, read from the store at or after this call. */
  read(afterSeq: number, limit: number): Promise<ExecutionEvent[]>;
  /** Gives the stream's place back; the last one to leave closes the reader. */
  leave(): void;
}

/**
 * One reader of an execution's events per process, shared by every stream of that execution.
 * However many clients watch it, the store sees one query at a time for the execution: reads
 * asked for while one runs wait for it, and all asks for the same position join one read (a read
 * never serves an ask made after it started, so nothing recorded meanwhile is missed). One timer
 * pings the streams and runs the idle check once per interval for all of them. A stream leaves
 * when its client goes (or the process stops); the last one out stops the timer and the reader
 * is forgotten, so a dropped client holds nothing.
 */
class SharedEventReader {
  private readonly streams = new Set<() => void>();
  /** Reads asked for and not started yet, by position: later asks for the same one join them. */
  private readonly queued = new Map<string, Promise<ExecutionEvent[]>>();
  /** The read running now, or done: the next one starts after it. */
  private running: Promise<unknown> = Promise.resolve();
  private idleCheck: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly source: EventSource,
    pingIntervalMs: number,
    private readonly logger: Logger,
    private readonly onEmpty: () => void,
  ) {
    this.timer = setInterval(() => this.tick(), pingIntervalMs);
  }

  /** Joins the reader; null once the last stream has left it (it is closed for good). */
  join(ping: () => void): EventReader | null {
    if (this.closed) return null;
    this.streams.add(ping);
    let left = false;
    return {
      read: (afterSeq, limit) => this.read(afterSeq, limit),
      leave: () => {
        if (left) return;
        left = true;
        this.streams.delete(ping);
        if (this.streams.size > 0) return;
        this.closed = true;
        clearInterval(this.timer);
        this.onEmpty();
      },
    };
  }

  get size(): number {
    return this.streams.size;
  }

  private read(afterSeq: number, limit: number): Promise<ExecutionEvent[]> {
    const key = `${afterSeq}:${limit}`;
    const waiting = this.queued.get(key);
    if (waiting) return waiting;
    // Starts once the read before it has ended, and never in this turn, so that every stream
    // woken by the same event asks before it starts and all share it.
    const result = this.running
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        this.queued.delete(key);
        return this.source.read(afterSeq, limit);
      });
    this.queued.set(key, result);
    this.running = result.catch(() => undefined);
    return result;
  }

  private tick(): void {
    for (const ping of this.streams) ping();
    if (this.idleCheck || !this.source.onIdle) return;
    this.idleCheck = this.source
      .onIdle()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'idle check of a stream failed'))
      .finally(() => {
        this.idleCheck = null;
      });
  }
}

/** The shared readers of this process's event streams, one per execution being watched. */
export class ExecutionEventReaders {
  private readonly readers = new Map<string, SharedEventReader>();
  /** Readers being opened: streams arriving meanwhile wait for the same opening. */
  private readonly opening = new Map<string, Promise<SharedEventReader>>();

  constructor(private readonly options: { pingIntervalMs: number; logger: Logger }) {}

  /**
   * Joins the reader of execution `key` (its team and id). When no stream of this process
   * watches it yet, `open` finds the execution (throwing, e.g. a 404, for every stream that
   * waited on it) and gives the source of its events; streams arriving meanwhile share that one
   * opening. `ping` is called on each ping interval while joined.
   */
  async join(
    key: string,
    open: () => Promise<EventSource>,
    ping: () => void,
  ): Promise<EventReader> {
    for (;;) {
      const reader = this.readers.get(key) ?? (await this.openReader(key, open));
      // Opened for streams that have all gone again while this one waited: open anew.
      const joined = reader.join(ping);
      if (joined) return joined;
    }
  }

  /** Open readers and the streams that joined them, for tests and metrics. */
  counts(): { readers: number; streams: number } {
    let streams = 0;
    for (const reader of this.readers.values()) streams += reader.size;
    return { readers: this.readers.size, streams };
  }

  private openReader(key: string, open: () => Promise<EventSource>): Promise<SharedEventReader> {
    const pending = this.opening.get(key);
    if (pending) return pending;
    const opened = open()
      .then((source) => {
        const reader: SharedEventReader = new SharedEventReader(
          source,
          this.options.pingIntervalMs,
          this.options.logger,
          () => {
            if (this.readers.get(key) === reader) this.readers.delete(key);
          },
        );
        this.readers.set(key, reader);
        return reader;
      })
      .finally(() => this.opening.delete(key));
    this.opening.set(key, opened);
    return opened;
  }
}
