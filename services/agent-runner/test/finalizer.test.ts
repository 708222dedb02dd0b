import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '@switchboard/kit/http/client';
import { newId } from '@switchboard/kit/ids';
import { WEBHOOK_RETRY_DELAYS_MS } from '@switchboard/kit/retry-schedule';
import { createLogger } from '@switchboard/kit/logger';
import { verifyWebhook, generateWebhookSecret } from '@switchboard/kit/webhooks/signing';
import { storeInput } from '@switchboard/contracts/run-input';
import { ALL_TEAMS, type Collection } from '@switchboard/store/port';
import type { EventRecord } from '@switchboard/contracts/events';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { EVENTS_COLLECTION, EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { EventRepository } from '@switchboard/store/event-repository';
import { itAllOrNothing } from '@switchboard/store/testing/exactness';
import { execOnSqliteFile } from '@switchboard/store/testing/sqlite-file';
import { UsageRollup, utcDay } from '@switchboard/store/usage-rollup';
import { ExecutionRepository } from '@switchboard/store/execution-repository';
import { Finalizer } from '../src/callbacks/finalizer.js';
import { loopSnapshot, useFreshStore } from './support.js';
import { SecretRepository } from '@switchboard/store/secret-repository';

const secret = generateWebhookSecret();
const fresh = useFreshStore('runner-finalizer');
let executions: Collection<ExecutionRecord>;
let events: Collection<EventRecord>;
let server: Server;
let url: string;
let answers: Array<{ status: number; headers?: Record<string, string> }>;
let received: Array<{ headers: Record<string, string>; body: string }>;
const http = createHttpClient({ allowPrivateNetwork: true });

// A clock the tests move to each scheduled retry; the jitter is pinned to the middle (none).
let clock = Date.now();

function finalizer(retryDelaysMs: readonly number[] = [1_000, 2_000, 3_000], usage?: UsageRollup) {
  return new Finalizer({
    ...(usage ? { usage } : {}),
    executions: new ExecutionRepository(fresh.store),
    events: new EventRepository(fresh.store),
    store: fresh.store,
    http,
    secrets: new SecretRepository(fresh.store),
    logger: createLogger({ name: 'test', level: 'silent' }),
    retryDelaysMs,
    attemptTimeoutMs: 2_000,
    claimMs: 10_000,
    userAgent: 'Switchboard/test',
    now: () => new Date(clock),
    random: () => 0.5,
  });
}

/**
 * Claims and finalizes the record until its callback is no longer pending, moving the clock to
 * each scheduled attempt; returns the waits between attempts.
 */
async function finalizeUntilSettled(worker: Finalizer, id: string): Promise<number[]> {
  const waits: number[] = [];
  for (;;) {
    const claimed = await worker.claimDue();
    expect(claimed?.id).toBe(id);
    await worker.finalize(claimed!);
    const stored = await executions.findById(ALL_TEAMS, id);
    if (stored?.callback?.status !== 'pending') return waits;
    const due = Date.parse(stored.finalize_due_at!);
    expect(stored.callback.next_attempt_at).toBe(stored.finalize_due_at);
    // Not due before its time: nothing to claim until the clock gets there.
    expect(await worker.claimDue()).toBeNull();
    waits.push(due - clock);
    clock = due;
  }
}

async function ended(fields: Partial<ExecutionRecord> = {}): Promise<ExecutionRecord> {
  const now = new Date(clock).toISOString();
  return executions.insert({
    id: newId('execution'),
    team_id: 'team_01jd0000000000000000000000',
    agent_loop_id: newId('agentLoop'),
    status: 'completed',
    result: { output: 'the answer', output_truncated: false, tool_calls: 2, iterations: 3 },
    error: null,
    steps: [],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15, cost_usd: 0.01 },
    model: 'openai/gpt-4o-mini',
    callback: {
      url,
      webhook_id: 'dlv_fixed',
      status: 'pending',
      attempts: [],
      next_attempt_at: now,
    },
    queued_at: now,
    started_at: now,
    completed_at: now,
    duration_seconds: 2,
    duration_ms: 2_150,
    created_at: now,
    updated_at: now,
    lease_owner: null,
    lease_expires_at: null,
    claim_count: 1,
    finalize_due_at: now,
    input: storeInput({
      user_message: 'u',
      variables: {},
      metadata: { order: 'A-17', $tags: ['vip'] },
    }),
    loop: loopSnapshot({
      name: 'Reporter',
      callback_url: url,
      callback_headers: { 'X-Team-Token': 'abc' },
      callback_secret: secret,
      max_iterations: 5,
    }),
    ...fields,
  });
}

beforeEach(async () => {
  clock = Date.now();
  executions = fresh.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
  events = fresh.store.collection<EventRecord>(EVENTS_COLLECTION);
  answers = [];
  received = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
      );
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? { status: 200 };
      res.writeHead(answer.status, answer.headers);
      res.end('{"received":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Finalizer', () => {
  it('counts the execution in its day once, with its event, also when a retry finalizes it again', async () => {
    const record = await ended();
    const rollup = new UsageRollup(fresh.store);
    const worker = finalizer(undefined, rollup);
    const claimed = await worker.claimDue();
    await worker.finalize(claimed!);
    // A second runner that claimed the same execution before the first noted its event.
    await worker.finalize(claimed!);
    expect(await events.count(ALL_TEAMS, { type: 'agent_loop.completed' })).toBe(1);
    const day = utcDay(new Date(record.completed_at!));
    const [usage] = await rollup.range(record.team_id, day, day);
    expect(usage).toMatchObject({ executions_completed: 1, tokens: 15, cost_usd: 0.01 });
  });

  itAllOrNothing(
    'stores neither the event nor the count when the count cannot be written, and both on the retry',
    async () => {
      const record = await ended();
      const rollup = new UsageRollup(fresh.store);
      const worker = finalizer(undefined, rollup);
      const claimed = await worker.claimDue();
      execOnSqliteFile(
        fresh.dataDir,
        `CREATE TRIGGER refuse_usage BEFORE INSERT ON usage_daily
       BEGIN SELECT RAISE(ABORT, 'usage refused by the test'); END`,
      );
      await expect(worker.finalize(claimed!)).rejects.toThrow();
      expect(await events.count(ALL_TEAMS, {})).toBe(0);
      execOnSqliteFile(fresh.dataDir, 'DROP TRIGGER refuse_usage');
      await worker.finalize(claimed!);
      expect(await events.count(ALL_TEAMS, { type: 'agent_loop.completed' })).toBe(1);
      const day = utcDay(new Date(record.completed_at!));
      const [usage] = await rollup.range(record.team_id, day, day);
      expect(usage).toMatchObject({ executions_completed: 1 });
    },
  );

  it('emits the event and delivers a signed callback with the contract body and headers', async () => {
    const record = await ended();
    const worker = finalizer();
    const claimed = await worker.claimDue();
    expect(claimed?.id).toBe(record.id);
    await worker.finalize(claimed!);

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(verifyWebhook(secret, delivery!.body, delivery!.headers)).toEqual({
      agent_loop_id: record.agent_loop_id,
      agent_loop_name: 'Reporter',
      execution_id: record.id,
      status: 'completed',
      result: {
        output: 'the answer',
        output_truncated: false,
        tool_calls: 2,
        iterations: 3,
        iterations_used: 3,
        structured: null,
      },
      metadata: {
        started_at: record.started_at,
        completed_at: record.completed_at,
        duration_seconds: 2,
        duration_ms: 2_150,
        model: 'openai/gpt-4o-mini',
        tokens_used: 15,
        run_metadata: { order: 'A-17', $tags: ['vip'] },
      },
      error: null,
    });
    expect(delivery!.headers).toMatchObject({
      'webhook-id': 'dlv_fixed',
      'x-team-token': 'abc',
      'content-type': 'application/json',
      'user-agent': 'Switchboard/test',
    });
    const stored = await executions.findById(ALL_TEAMS, record.id);
    expect(stored).toMatchObject({
      finalize_due_at: null,
      callback: { status: 'delivered', attempts: [{ attempt: 1, status_code: 200, error: null }] },
    });
    const event = await events.findById(ALL_TEAMS, stored!.event_id!);
    expect(event).toMatchObject({
      type: 'agent_loop.completed',
      dispatch_status: 'pending',
      data: JSON.parse(delivery!.body),
    });
    expect(await worker.claimDue()).toBeNull();
  });

  it('retries 408, 429 and 5xx answers on its schedule until a 2xx', async () => {
    answers = [{ status: 408 }, { status: 429 }, { status: 503 }, { status: 200 }];
    const record = await ended();
    const waits = await finalizeUntilSettled(finalizer(), record.id);
    expect(waits).toEqual([1_000, 2_000, 3_000]);
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set(['dlv_fixed']));
    const stored = await executions.findById(ALL_TEAMS, record.id);
    expect(stored).toMatchObject({
      finalize_due_at: null,
      callback: { status: 'delivered', next_attempt_at: null },
    });
    expect(stored?.callback?.attempts.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 408, 'HTTP 408 from the receiver.'],
      [2, 429, 'HTTP 429 from the receiver.'],
      [3, 503, 'HTTP 503 from the receiver.'],
      [4, 200, null],
    ]);
  });

  it.each([302, 400, 404])(
    'stops at once on a %i: the receiver refuses the request as it is',
    async (status) => {
      answers = [{ status, headers: { location: 'https://elsewhere.example/' } }];
      const record = await ended();
      expect(await finalizeUntilSettled(finalizer(), record.id)).toEqual([]);
      expect(received).toHaveLength(1);
      const stored = await executions.findById(ALL_TEAMS, record.id);
      expect(stored?.callback).toMatchObject({
        status: 'failed',
        next_attempt_at: null,
        attempts: [{ status_code: status, error: `HTTP ${status} from the receiver.` }],
      });
    },
  );

  it('keeps retrying for hours by default, waiting 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', async () => {
    answers = Array.from({ length: 8 }, () => ({ status: 500 }));
    const record = await ended();
    const waits = await finalizeUntilSettled(finalizer(WEBHOOK_RETRY_DELAYS_MS), record.id);
    const hour = 3_600_000;
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 2 * hour, 5 * hour, 10 * hour, 10 * hour]);
    const stored = await executions.findById(ALL_TEAMS, record.id);
    expect(stored?.callback).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(stored?.callback?.attempts).toHaveLength(8);
  });

  it('waits longer when the receiver asks with Retry-After', async () => {
    answers = [{ status: 429, headers: { 'retry-after': '120' } }, { status: 200 }];
    const record = await ended();
    expect(await finalizeUntilSettled(finalizer(), record.id)).toEqual([120_000]);
  });

  it('stops at once on 410 Gone: the receiver asked not to be called again', async () => {
    answers = [{ status: 410 }];
    const record = await ended();
    expect(await finalizeUntilSettled(finalizer(), record.id)).toEqual([]);
    const stored = await executions.findById(ALL_TEAMS, record.id);
    expect(received).toHaveLength(1);
    expect(stored?.callback).toMatchObject({
      status: 'failed',
      attempts: [
        {
          status_code: 410,
          error: 'HTTP 410 Gone: the receiver asked not to be called again.',
        },
      ],
    });
  });

  it('continues the attempt count and emits no second event when finalized again after a crash', async () => {
    answers = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }];
    const record = await ended();
    await finalizeUntilSettled(finalizer(), record.id);
    // As if the worker died before its last write: the work is due again.
    await executions.updateOne(
      ALL_TEAMS,
      { id: record.id },
      {
        $set: {
          finalize_due_at: new Date(clock).toISOString(),
          'callback.status': 'pending',
          event_id: null,
        },
      },
    );
    const again = finalizer([1_000, 2_000, 3_000, 4_000]);
    await again.finalize((await again.claimDue())!);
    const stored = await executions.findById(ALL_TEAMS, record.id);
    // The schedule was used up after four attempts; the next worker numbers on from there.
    expect(stored?.callback?.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5]);
    expect(await events.count(ALL_TEAMS, { type: 'agent_loop.completed' })).toBe(1);
  });

  it('passes an event-triggered run’s chain depth on to its agent_loop.completed event', async () => {
    const record = await ended({ trigger: { type: 'event', id: 'evt_01cause', depth: 3 } });
    await finalizeUntilSettled(finalizer(), record.id);
    const stored = await executions.findById(ALL_TEAMS, record.id);
    const event = await events.findById(ALL_TEAMS, stored!.event_id!);
    expect(event).toMatchObject({ type: 'agent_loop.completed', trigger_depth: 3 });
  });
});
