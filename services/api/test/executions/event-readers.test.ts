/**
 * Many live streams of one execution in one API process share one reader of its events, and a
 * client that goes away gives back everything it held. The watch runs over the real store (SQLite,
 * or MongoDB under MONGODB_URI, where the driver's connections are counted too) behind a real
 * HTTP server, with 100 real SSE clients, connected and dropped three times.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  queuedExecution,
  type AgentLoopSnapshot,
  type ExecutionRecord,
} from '@switchboard/contracts/execution';
import type { ExecutionEvent } from '@switchboard/contracts/execution-event';
import { EventStreamReader } from '@switchboard/kit/event-stream-reader';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { teamScope, type DocumentStore, type Scope } from '@switchboard/store/port';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { ExecutionEventFeed } from '../../src/executions/event-feed.js';
import { ExecutionEventReaders } from '../../src/executions/event-readers.js';
import { ExecutionService } from '../../src/executions/execution.service.js';
import { ExecutionWatch } from '../../src/executions/execution-watch.js';

const TEAM = 'team_01jdshared0000000000000000';
const CLIENTS = 100;
const logger = createLogger({ name: 'readers-test', level: 'silent' });

/** The event log, counting the reads of events after a position (what each stream asks for). */
class CountedLog extends ExecutionEventLog {
  reads = 0;
  private inFlight = 0;
  maxInFlight = 0;

  override async after(
    scope: Scope,
    executionId: string,
    afterSeq: number,
    limit: number,
  ): Promise<ExecutionEvent[]> {
    this.reads += 1;
    this.maxInFlight = Math.max(this.maxInFlight, (this.inFlight += 1));
    try {
      return await super.after(scope, executionId, afterSeq, limit);
    } finally {
      this.inFlight -= 1;
    }
  }
}

/** The MongoDB driver's connections in use at once, at most (0 on SQLite: no pool). */
function watchPool(store: DocumentStore): { maxCheckedOut: number } {
  const seen = { maxCheckedOut: 0 };
  const client = (store as { connection?: { getClient(): NodeJS.EventEmitter } }).connection;
  let checkedOut = 0;
  client?.getClient().on('connectionCheckedOut', () => {
    seen.maxCheckedOut = Math.max(seen.maxCheckedOut, (checkedOut += 1));
  });
  client?.getClient().on('connectionCheckedIn', () => (checkedOut -= 1));
  return seen;
}

/** The executions, whose lookups wait while `held` is set (a slow store, as the test makes it). */
class HeldExecutions extends ExecutionService {
  held: Promise<void> | null = null;
  /** Resolved by each lookup as it starts. */
  onLookup: () => void = () => undefined;

  override async find(scope: Scope, id: string): Promise<ExecutionRecord> {
    this.onLookup();
    await this.held;
    return super.find(scope, id);
  }
}

describe('live streams of one execution', () => {
  let dataDir: string;
  let store: DocumentStore;
  let log: CountedLog;
  let feed: ExecutionEventFeed;
  let readers: ExecutionEventReaders;
  let executions: HeldExecutions;
  let server: Server;
  let baseUrl: string;
  /** Each stream the server answered, settled once it has ended. */
  const streams: Promise<void>[] = [];
  /** Each request's response, closed once the client has gone. */
  const responses: ServerResponse[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-readers-'));
    store = await openTestStore({ dataDir, logger });
    log = new CountedLog(store);
    feed = new ExecutionEventFeed({ log, pollIntervalMs: 20, logger });
    readers = new ExecutionEventReaders({ pingIntervalMs: 60_000, logger });
    executions = new HeldExecutions({
      store,
      clock: { now: () => new Date() },
      concurrencyLimits: { free: 5, pro: 50, enterprise: 500 },
      planOf: async () => 'enterprise',
      events: log,
    });
    const watch = new ExecutionWatch({ executions, events: log, feed, readers });
    server = createServer((req, res) => {
      responses.push(res);
      const id = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
      streams.push(watch.stream(res, teamScope(TEAM), id, 0).catch(() => undefined));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    feed.stop();
    server.closeAllConnections();
    server.close();
    await Promise.all(streams);
    await store.close();
    await removeTestData(dataDir);
  });

  async function queuedRun(): Promise<ExecutionRecord> {
    const loop: AgentLoopSnapshot = {
      name: 'Watched',
      system_prompt: 'Be brief.',
      user_message: 'Go.',
      model: null,
      mcp_servers: [],
      callback_url: null,
      callback_headers: {},
      callback_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7hPjvY9cQXY=',
      max_iterations: 5,
      timeout: 60,
      tool_timeout: 10,
    };
    const record = queuedExecution({
      teamId: TEAM,
      agentLoopId: newId('agentLoop'),
      loop,
      now: new Date(),
    });
    await store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION).insert(record);
    await new ExecutionEventLog(store).append(TEAM, record.id, {
      type: 'execution.queued',
      status: 'queued',
    });
    return record;
  }

  /** A client of the execution's stream that has read the events up to `seq`. */
  async function client(id: string, seq: number) {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/${id}`, { signal: controller.signal });
    const reader = new EventStreamReader(response.body!);
    for (let read = 0; read < seq; read += 1) await reader.next();
    return { reader, drop: () => controller.abort() };
  }

  it('shares one reader among 100 clients, reads each new event once, and holds nothing once they drop', async () => {
    const execution = await queuedRun();
    const runner = new ExecutionEventLog(store).writer(TEAM, execution.id);
    const pool = watchPool(store);
    for (let round = 1; round <= 3; round += 1) {
      // Round N starts with N events recorded: every client reads them all first.
      const clients = await Promise.all(
        Array.from({ length: CLIENTS }, () => client(execution.id, round)),
      );
      expect(readers.counts()).toEqual({ readers: 1, streams: CLIENTS });

      const before = log.reads;
      runner.append({ type: 'execution.started', status: 'running' });
      await runner.flush();
      const next = await Promise.all(clients.map(({ reader }) => reader.next()));
      expect(next.map((event) => event?.id)).toEqual(Array(CLIENTS).fill(String(round + 1)));
      // One read for everyone woken by the event; a second only if a wake-up fell between the
      // first read's start and its answer.
      expect(log.reads - before).toBeLessThanOrEqual(2);

      const ended = streams.length;
      for (const { drop } of clients) drop();
      await Promise.all(streams.slice(ended - CLIENTS));
      expect(readers.counts()).toEqual({ readers: 0, streams: 0 });
      expect(feed.waiters).toBe(0);
    }
    // Never more than one read of the execution's events at a time, and on MongoDB no more
    // connections in use at once than one read, one poll and one lookup.
    expect(log.maxInFlight).toBe(1);
    expect(pool.maxCheckedOut).toBeLessThanOrEqual(3);
  });

  it('holds nothing for a client that went away while its stream was being opened', async () => {
    const execution = await queuedRun();
    let release!: () => void;
    executions.held = new Promise((resolve) => (release = resolve));
    const lookedUp = new Promise<void>((resolve) => (executions.onLookup = resolve));
    const controller = new AbortController();
    const asked = fetch(`${baseUrl}/${execution.id}`, { signal: controller.signal });
    await lookedUp;
    const response = responses[responses.length - 1]!;
    controller.abort();
    await asked.catch(() => undefined);
    if (!response.closed) await once(response, 'close');
    executions.held = null;
    release();
    await streams[streams.length - 1];
    expect(readers.counts()).toEqual({ readers: 0, streams: 0 });
    expect(feed.waiters).toBe(0);
  });
});
