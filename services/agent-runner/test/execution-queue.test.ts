import { beforeEach, describe, expect, it } from '@jest/globals';
import { queuedExecution, type ExecutionRecord } from '@switchboard/contracts/execution';
import { newId } from '@switchboard/kit/ids';
import { ALL_TEAMS, teamScope, type Collection } from '@switchboard/store/port';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import {
  EXPIRY_ORDER,
  ExecutionRepository,
  QUEUE_ORDER,
} from '@switchboard/store/execution-repository';
import { storeHanding } from '@switchboard/store/testing/store-handing';
import { ExecutionQueue, type TerminalFields } from '../src/queue/execution-queue.js';
import { loopSnapshot, useFreshStore } from './support.js';
import { currentEngine, itExact } from '@switchboard/store/testing/exactness';
import { loseReplyOfNextWrite } from '@switchboard/store/testing/lost-reply';

const fresh = useFreshStore('runner-queue');
let executions: Collection<ExecutionRecord>;
let clock: Date;

function queueFor(owner: string) {
  return queueOver(executions, owner);
}

function queueOver(collection: Collection<ExecutionRecord>, owner: string) {
  const repository = new ExecutionRepository(storeHanding(collection));
  return new ExecutionQueue(repository, { owner, leaseMs: 10_000, now: () => clock });
}

/** `collection`, with each claim first awaiting `before(owner)`, the claiming runner. */
function claimsOf(
  collection: Collection<ExecutionRecord>,
  before: (owner: string) => Promise<void>,
): Collection<ExecutionRecord> {
  return new Proxy(collection, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'claimOne') return value;
      return async (...args: Parameters<Collection<ExecutionRecord>['claimOne']>) => {
        await before(String(args[2].$set?.lease_owner));
        return target.claimOne(...args);
      };
    },
  });
}

/** Whether `records` come in the order of `order` (a list of ids). */
function inQueueOrder(records: readonly ExecutionRecord[], order: readonly string[]): boolean {
  const positions = records.map((record) => order.indexOf(record.id));
  return positions.every((position, i) => i === 0 || position > positions[i - 1]!);
}

async function queued(overrides: Partial<ExecutionRecord> = {}): Promise<ExecutionRecord> {
  const record = queuedExecution({
    teamId: 'team_01jd0000000000000000000000',
    agentLoopId: newId('agentLoop'),
    loop: loopSnapshot(),
    now: clock,
  });
  return executions.insert({ ...record, ...overrides });
}

const done: TerminalFields = {
  status: 'completed',
  output: 'ok',
  error: null,
  iterations: 1,
  toolCalls: 0,
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, cost_usd: null },
  model: 'openai/gpt-4o-mini',
};

beforeEach(() => {
  executions = fresh.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
  clock = new Date('2026-01-01T00:00:00.000Z');
});

describe('ExecutionQueue', () => {
  // What the queue promises under true concurrency: each job once, and the oldest first over
  // time (whatever is claimed by the end of a round are the oldest jobs, each claimer's batch in
  // queue order). Not that the first caller gets the oldest job: whose claim reaches the store
  // first does.
  itExact(
    'hands each queued execution to exactly one of many concurrent claimers, the oldest first over time',
    currentEngine(),
    async () => {
      const order: string[] = [];
      for (let i = 0; i < 24; i += 1) {
        clock = new Date(clock.getTime() + 1);
        order.push((await queued()).id);
      }
      // Rounds of eight claimers at once (two per owner), each taking up to two, until the queue
      // is empty; losers of a race get nothing rather than a record someone else holds.
      const rounds: ExecutionRecord[][][] = [];
      for (let round = 0; round < 12 && (await queueFor('probe').hasQueued()); round += 1) {
        rounds.push(
          await Promise.all(
            Array.from({ length: 8 }, (_, i) => queueFor(`runner-${i % 4}`).claimQueuedBatch(2)),
          ),
        );
      }
      const claimed = rounds.flat(2);
      expect(claimed).toHaveLength(24);
      expect(new Set(claimed.map((c) => c.id)).size).toBe(24);
      expect(claimed.every((c) => c.status === 'running' && c.claim_count === 1)).toBe(true);
      let before = 0;
      for (const round of rounds) {
        for (const batch of round) expect(inQueueOrder(batch, order)).toBe(true);
        const ids = round.flat().map((c) => c.id);
        expect(new Set(ids)).toEqual(new Set(order.slice(before, before + ids.length)));
        before += ids.length;
      }
      expect(await queueFor('late').claimQueuedBatch(5)).toEqual([]);
    },
  );

  it('gives the oldest execution to the claim that reaches the store first, not to the first caller', async () => {
    const oldest = await queued();
    clock = new Date(clock.getTime() + 1);
    const next = await queued();
    // The first caller's claim is held back until the second caller's has been answered.
    let secondAnswered!: () => void;
    const held = new Promise<void>((resolve) => (secondAnswered = resolve));
    const slowed = claimsOf(executions, async (owner) => {
      if (owner === 'first-caller') await held;
    });
    const first = queueOver(slowed, 'first-caller').claimQueuedBatch(1);
    const second = await queueOver(slowed, 'second-caller').claimQueuedBatch(1);
    secondAnswered();
    expect(second.map((r) => r.id)).toEqual([oldest.id]);
    expect((await first).map((r) => r.id)).toEqual([next.id]);
  });

  it('claims in the order of an executions index, so a long queue needs no sort per claim', () => {
    for (const order of [QUEUE_ORDER, EXPIRY_ORDER]) {
      expect(EXECUTIONS_COLLECTION.indexes).toContainEqual({ fields: [['status', 1], ...order] });
    }
  });

  it('shares runners fairly: a team with one run is not starved by another team’s backlog', async () => {
    // Team A queued 20 runs before team B queued 2; each run's rank is how many of its team's
    // executions were open when it was queued (the API's admission sets it).
    const teamA = 'team_01jd00000000000000000000aa';
    const teamB = 'team_01jd00000000000000000000bb';
    const backlog: string[] = [];
    for (let rank = 0; rank < 20; rank += 1) {
      clock = new Date(clock.getTime() + 1000);
      backlog.push((await queued({ team_id: teamA, fair_rank: rank })).id);
    }
    const late: string[] = [];
    for (let rank = 0; rank < 2; rank += 1) {
      clock = new Date(clock.getTime() + 1000);
      late.push((await queued({ team_id: teamB, fair_rank: rank })).id);
    }
    const runner = queueFor('runner');
    const first = await runner.claimQueuedBatch(2);
    const second = await runner.claimQueuedBatch(2);
    expect(first.map((r) => r.id)).toEqual([backlog[0], late[0]]);
    expect(second.map((r) => r.id)).toEqual([backlog[1], late[1]]);
    // Within a team the order stays first queued, first run.
    const rest = await runner.claimQueuedBatch(5);
    expect(rest.map((r) => r.id)).toEqual(backlog.slice(2, 7));
  });

  it('hands over an execution whose claim landed but whose reply was lost, once', async () => {
    const record = await queued();
    loseReplyOfNextWrite(executions);
    const claimed = await queueFor('a').claimQueuedBatch(1);
    expect(claimed.map((r) => r.id)).toEqual([record.id]);
    expect(await executions.findById(ALL_TEAMS, record.id)).toMatchObject({
      status: 'running',
      lease_owner: 'a',
      claim_count: 1,
    });
  });

  it('lets go of an execution cancelled between a claim whose reply was lost and its retry', async () => {
    const record = await queued();
    loseReplyOfNextWrite(executions, () =>
      executions.updateOne(ALL_TEAMS, { id: record.id }, { $set: { status: 'cancelled' } }),
    );
    expect(await queueFor('a').claimQueuedBatch(5)).toEqual([]);
    expect(await executions.findById(ALL_TEAMS, record.id)).toMatchObject({
      status: 'cancelled',
      lease_owner: null,
    });
  });

  it('renews only the leases of executions the runner runs, so one it never got back expires', async () => {
    const [running, stray] = [await queued(), await queued()];
    const a = queueFor('a');
    await a.claimQueuedBatch(2);
    clock = new Date(clock.getTime() + 9_000);
    expect(await a.renewLeases([running.id])).toBe(1);
    clock = new Date(clock.getTime() + 2_000);
    const taken = await queueFor('b').claimExpired();
    expect(taken).toMatchObject({ id: stray.id, lease_owner: 'b' });
    expect(await queueFor('b').claimExpired()).toBeNull();
  });

  it('never lets a heartbeat in flight write an execution back over its end', async () => {
    // A server that runs updates as read-modify-write (FerretDB 1.x): the heartbeat reads the
    // running execution, stalls, then writes its whole copy back with the new lease.
    const record = await queued();
    const queue = queueFor('a');
    const [claimed] = await queue.claimQueuedBatch(1);
    let resume!: () => void;
    const stalled = new Promise<void>((resolve) => (resume = resolve));
    const patched = executions as unknown as Record<string, unknown>;
    patched.updateMany = async (...args: Parameters<typeof executions.updateMany>) => {
      delete patched.updateMany;
      const [scope, filter, update] = args;
      const copies = await executions.find(scope, filter);
      await stalled;
      for (const { id, team_id: teamId, created_at: _c, ...fields } of copies) {
        const scope = teamScope(teamId);
        await executions.updateOne(scope, { id }, { $set: { ...fields, ...update.$set } });
      }
      return copies.length;
    };
    const beat = queue.renewLeases([record.id]);
    await new Promise((resolve) => setImmediate(resolve));
    const finished = queue.finish(claimed!, done);
    resume();
    await Promise.all([beat, finished]);
    expect(await executions.findById(ALL_TEAMS, record.id)).toMatchObject({
      status: 'completed',
      lease_owner: null,
    });
  });

  it('lets another runner take over only after the lease expired without a heartbeat', async () => {
    await queued();
    const a = queueFor('a');
    const b = queueFor('b');
    const [claimed] = await a.claimQueuedBatch(1);
    clock = new Date(clock.getTime() + 9_000);
    expect(await b.claimExpired()).toBeNull();
    await a.renewLeases([claimed!.id]);
    clock = new Date(clock.getTime() + 9_000);
    expect(await b.claimExpired()).toBeNull();
    clock = new Date(clock.getTime() + 2_000);
    const taken = await b.claimExpired();
    expect(taken).toMatchObject({ id: claimed?.id, lease_owner: 'b', claim_count: 2 });
    // The old owner has lost the execution: its writes are refused.
    expect(await a.checkHeld(taken?.id ?? '', 'm')).toBe(false);
    expect(await a.finish(taken ?? claimed!, done)).toBeNull();
  });

  it('never takes over an execution it is running itself after its own heartbeat came late', async () => {
    const [mine, stray] = [await queued(), await queued()];
    const a = queueFor('a');
    await a.claimQueuedBatch(2);
    clock = new Date(clock.getTime() + 11_000);
    // Its run of `mine` is alive here: only the one it holds without running is taken again.
    expect(await a.hasExpired([mine.id])).toBe(true);
    expect(await a.claimExpired([mine.id])).toMatchObject({ id: stray.id, claim_count: 2 });
    expect(await a.hasExpired([mine.id])).toBe(false);
    expect(await a.claimExpired([mine.id])).toBeNull();
    expect(await a.checkHeld(mine.id, 'm')).toBe(true);
    // Another runner still takes it over: to it, the lease says this runner is gone.
    expect(await queueFor('b').claimExpired()).toMatchObject({ id: mine.id, lease_owner: 'b' });
  });

  it('ends an execution with the callback and finalization due, and releases the lease', async () => {
    await queued();
    const queue = queueFor('a');
    const [claimed] = await queue.claimQueuedBatch(1);
    clock = new Date(clock.getTime() + 3_400);
    const ended = await queue.finish(claimed!, done, 5_000);
    expect(ended).toMatchObject({
      status: 'completed',
      result: { output: 'ok', iterations: 1, tool_calls: 0 },
      duration_seconds: 3,
      duration_ms: 3_400,
      lease_owner: null,
      callback: { status: 'pending', next_attempt_at: clock.toISOString() },
      finalize_due_at: new Date(clock.getTime() + 5_000).toISOString(),
    });
  });

  it('reports executions cancelled under a runner and never overwrites the cancellation', async () => {
    const record = await queued();
    const queue = queueFor('a');
    await queue.claimQueuedBatch(1);
    await executions.updateOne(ALL_TEAMS, { id: record.id }, { $set: { status: 'cancelled' } });
    expect(await queue.endedUnderUs()).toEqual([record.id]);
    expect(await queue.finish(record, done)).toBeNull();
    const settled = await queue.settleCancelled(record.id, { ...done, iterations: 2 });
    expect(settled).toMatchObject({
      status: 'cancelled',
      lease_owner: null,
      result: { iterations: 2 },
    });
    expect(await queue.endedUnderUs()).toEqual([]);
  });

  it('hands an execution back to the queue at shutdown without counting the claim', async () => {
    const record = await queued();
    const queue = queueFor('a');
    await queue.claimQueuedBatch(1);
    const released = await queue.release(record.id);
    expect(released).toMatchObject({
      status: 'queued',
      lease_owner: null,
      claim_count: 0,
      steps: [],
    });
    expect(await queue.hasQueued()).toBe(true);
  });
});
