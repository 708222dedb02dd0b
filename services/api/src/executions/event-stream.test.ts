import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { ApiResponse } from '../http/api-request.js';
import type { ExecutionEvent } from '@switchboard/contracts/execution-event';
import { createLogger } from '@switchboard/kit/logger';
import type { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { ExecutionEventFeed } from './event-feed.js';
import { ExecutionEventReaders } from './event-readers.js';
import { streamEvents } from './event-stream.js';

/** A client socket that takes nothing until `release` is called: a reader that stopped reading. */
class StalledClient extends Writable {
  received = 0;
  private pending: Array<() => void> = [];
  private flowing = false;

  constructor() {
    super({ highWaterMark: 1024 });
  }

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.received += chunk.length;
    if (this.flowing) done();
    else this.pending.push(done);
  }

  release(): void {
    this.flowing = true;
    for (const done of this.pending.splice(0)) done();
  }

  writeHead(): this {
    return this;
  }

  flushHeaders(): void {}
}

function events(count: number): ExecutionEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    type: i + 1 === count ? 'execution.completed' : 'execution.step',
    data: { execution_id: 'exec_1', status: i + 1 === count ? 'completed' : 'running' },
  }));
}

describe('streamEvents', () => {
  it('reads no further from the store while a slow client has not taken what was sent', async () => {
    const history = events(1000);
    const reads: number[] = [];
    const client = new StalledClient();
    const logger = createLogger({ name: 'test', level: 'silent' });
    const feed = new ExecutionEventFeed({
      log: {} as ExecutionEventLog,
      pollIntervalMs: 1000,
      logger,
    });
    const readers = new ExecutionEventReaders({ pingIntervalMs: 60_000, logger });
    const source = async () => ({
      read: async (after: number, limit: number) => {
        reads.push(after);
        return history.slice(after, after + limit);
      },
    });
    const reader = await readers.join('team_1/exec_1', source, () => undefined);
    const streaming = streamEvents(client as unknown as ApiResponse, {
      executionId: 'exec_1',
      afterSeq: 0,
      reader,
      feed,
    });
    // Let the stream run as far as it can on its own.
    for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([0]);
    expect(client.writableLength).toBeLessThan(100 * 200);

    client.release();
    await streaming;
    expect(reads).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(client.received).toBeGreaterThan(1000 * 50);
    expect(readers.counts()).toEqual({ readers: 0, streams: 0 });
  });
});
