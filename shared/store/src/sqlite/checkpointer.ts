/**
 * WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside whichever commit
 * crosses the threshold: that commit copies the WAL back into the database file and fsyncs both,
 * while the process waits on the disk, and every request queued behind it waits too (a large
 * share of the average insert's cost; docs/performance.md). Here the store's own connection
 * checkpoints automatically only as a backstop. Every CHECKPOINT_EVERY_WRITES writes, a worker
 * thread with its own connection runs a PASSIVE checkpoint (it never blocks readers or writers):
 * the bulk of the copying and the fsyncs happen there while the event loop goes on. The WAL can
 * only start over from its beginning once every frame is copied. When nothing was written during
 * the worker's last round, it copied every frame, and the next commit starts the WAL over by
 * itself. Under load the event loop keeps appending frames meanwhile, so then the store's
 * connection checkpoints the few frames written since: a small copy and two small fsyncs instead
 * of the whole thing.
 */
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import type { Logger } from '@switchboard/kit/logger';

/**
 * Writes between checkpoint requests. A write touches ~5-10 pages (the record, its indexes, the
 * team count), so this keeps the WAL to a few MB; a larger gap copies hot pages fewer times but
 * lets the WAL grow, which slows every read that has to search it.
 */
export const CHECKPOINT_EVERY_WRITES = 500;
/** The worker repeats its checkpoint until a round finds no new frame, at most this many times. */
const MAX_ROUNDS = 4;

/**
 * The worker's whole program, run with `eval` so it works the same from compiled output and from
 * TypeScript sources under test (a worker cannot load a .ts file). It opens its own connection to
 * the same file, answers each "checkpoint" with whether every frame is copied, and closes on
 * "close".
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: workerData.busyTimeoutMs });
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    // The event loop appends while a round runs; each round copies what came meanwhile and is
    // shorter than the last. A round that finds no new frame (and no reader holding one back)
    // means every frame is copied: nothing is left to the store's connection. Otherwise that
    // connection copies the few frames that came during the last round.
    let complete = false;
    let previousLog = -1;
    for (let round = 0; round < workerData.maxRounds; round += 1) {
      const result = db.pragma('wal_checkpoint(PASSIVE)')[0];
      if (result.busy !== 0) break;
      if (result.log === previousLog && result.checkpointed === result.log) {
        complete = true;
        break;
      }
      previousLog = result.log;
    }
    parentPort.postMessage({ complete });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
`;

interface WorkerReply {
  /** Its last round found every frame copied and none added since the round before. */
  complete?: boolean;
  error?: string;
}

/** Runs PASSIVE checkpoints of one database file on a worker thread, started on first need. */
export class Checkpointer {
  private worker: Worker | undefined;
  private writes = 0;
  /** `again`: a request came while one was running; `off`: the worker failed, the backstop remains. */
  private state: 'idle' | 'running' | 'again' | 'off' = 'idle';
  private idleWaiters: Array<() => void> = [];

  constructor(
    /** The store's own connection, which checkpoints what a worker checkpoint left, if anything. */
    private readonly db: Database,
    private readonly busyTimeoutMs: number,
    private readonly logger: Logger,
    private readonly everyWrites = CHECKPOINT_EVERY_WRITES,
  ) {}

  /** Counts committed writes; every `everyWrites` of them asks for a checkpoint. */
  noteWrites(count = 1): void {
    this.writes += count;
    if (this.writes < this.everyWrites) return;
    this.writes = 0;
    this.request();
  }

  /** Resolves when no checkpoint is running or waiting to run. */
  async idle(): Promise<void> {
    if (this.state === 'idle' || this.state === 'off') return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Resolves once the worker (if it ever started) has closed its connection and exited. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.stop();
    if (!worker) return;
    this.worker = undefined;
    // Referenced again while it closes: otherwise, with nothing else left (the server closed), the
    // process would exit while close() waits, and the store's own close would never run.
    worker.ref();
    const exited = once(worker, 'exit').catch(() => undefined);
    worker.postMessage('close');
    await exited;
  }

  private request(): void {
    if (this.state === 'off') return;
    if (this.state !== 'idle') {
      this.state = 'again';
      return;
    }
    this.state = 'running';
    try {
      (this.worker ??= this.start()).postMessage('checkpoint');
    } catch (error) {
      // Called from the group commit's end-of-turn flush, where a throw would crash the process;
      // a worker that cannot start (out of threads or file descriptors) leaves the backstop.
      this.logger.warn({ err: error }, 'WAL checkpoint worker could not start; using commits');
      this.stop();
    }
  }

  private checkpointTail(): void {
    try {
      this.db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      this.logger.warn({ err: error }, 'WAL checkpoint failed; will try again');
    }
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        file: this.db.name,
        busyTimeoutMs: this.busyTimeoutMs,
        maxRounds: MAX_ROUNDS,
      },
    });
    // Never the reason the process stays up: an unclosed store must not hang its process's exit.
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error) => {
      // The store keeps working: its own connection still checkpoints at the backstop threshold.
      this.logger.warn(
        { err: error },
        'WAL checkpoint worker failed; checkpoints fall back to commits',
      );
      this.worker = undefined;
      this.stop();
    });
    return worker;
  }

  private settle(reply: WorkerReply): void {
    if (this.state === 'off') return;
    if (reply.error !== undefined) {
      this.logger.warn({ error: reply.error }, 'WAL checkpoint failed; will try again');
    } else if (reply.complete !== true) {
      this.checkpointTail();
    }
    if (this.state === 'again') {
      this.state = 'idle';
      this.request();
      return;
    }
    this.state = 'idle';
    this.wakeIdleWaiters();
  }

  private stop(): void {
    this.state = 'off';
    this.wakeIdleWaiters();
  }

  private wakeIdleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }
}
