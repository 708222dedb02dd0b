import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import { ALL_TEAMS, type DocumentStore } from '@switchboard/store/port';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { TEST_SECRET, Workload } from '@switchboard/testing/stack/executions';
import { startRunner, type ServiceProcess } from '@switchboard/testing/stack/processes';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { currentEngine, itExact } from '@switchboard/store/testing/exactness';
import { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import { ExecutionRepository } from '@switchboard/store/execution-repository';
import { teamScope } from '@switchboard/store/port';
import { eventually } from '@switchboard/testing/api/eventually';

let dataDir: string;
let store: DocumentStore;
let work: Workload;
const llm = new FakeLlm();
const receiver = new CallbackReceiver(TEST_SECRET);
let runners: ServiceProcess[] = [];

/** Runners with a short lease so a killed one's work is noticed within a second or so. */
function runner(extra: Record<string, string> = {}) {
  return startRunner({
    dataDir,
    llmUrl: llm.url,
    extra: {
      RUNNER_LEASE_MS: '1000',
      RUNNER_HEARTBEAT_INTERVAL_MS: '200',
      RUNNER_RECLAIM_INTERVAL_MS: '50',
      ...extra,
    },
  }).then((proc) => {
    runners.push(proc);
    return proc;
  });
}

/**
 * Queues an execution (script `name`) whose first model call hangs until its runner goes away and
 * whose later calls answer `answer` (or hang too, without one); resolves once the first call came.
 */
async function queueStuck(name: string, answer?: string) {
  let calls = 0;
  const marker = llm.script(name, () =>
    calls++ === 0 || answer === undefined ? { hang: true } : { content: answer },
  );
  const execution = await work.queue({ user_message: marker, callback_url: receiver.url });
  await llm.waitFor((r) => r.script === name);
  return execution;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-runner-recovery-'));
  store = await openTestStore({ dataDir, logger: createLogger({ name: 'e2e', level: 'silent' }) });
  work = new Workload(store);
  await Promise.all([llm.start(), receiver.start()]);
});

afterEach(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  runners = [];
}, 30_000);

afterAll(async () => {
  await Promise.all([llm.close(), receiver.close()]);
  await store.close();
  await removeTestData(dataDir);
});

describe('agent runner recovery', () => {
  it('ends an execution as failed when its runner is killed with SIGKILL mid-run', async () => {
    const doomed = await runner();
    const execution = await queueStuck('killed');
    expect((await work.get(execution.id))?.status).toBe('running');
    await doomed.kill();

    await runner();
    const callback = await receiver.delivered(execution.id);
    expect(callback.body.status).toBe('failed');
    expect(callback.body.error).toMatch(/stopped responding \(its lease expired\)/);
    const stored = await work.get(execution.id);
    expect(stored).toMatchObject({ status: 'failed', lease_owner: null, claim_count: 2 });
    expect(await work.executions().count(ALL_TEAMS, { status: 'running' })).toBe(0);
  }, 30_000);

  it('runs a killed runner’s execution again on another runner when RUNNER_MAX_CLAIMS allows', async () => {
    const doomed = await runner({ RUNNER_MAX_CLAIMS: '2' });
    const execution = await queueStuck('taken-over', 'finished by the second runner');
    await doomed.kill();

    await runner({ RUNNER_MAX_CLAIMS: '2' });
    const callback = await receiver.delivered(execution.id);
    expect(callback.body).toMatchObject({
      status: 'completed',
      result: { output: 'finished by the second runner', iterations: 1 },
    });
    const stored = await work.get(execution.id);
    expect(stored?.claim_count).toBe(2);
    expect(stored?.steps.filter((s) => s.type === 'model_call')).toHaveLength(1);
  }, 30_000);

  it('hands a running execution back to the queue on SIGTERM, and another runner completes it', async () => {
    const leaving = await runner({ RUNNER_SHUTDOWN_GRACE_MS: '0' });
    const execution = await queueStuck('graceful', 'finished after the hand-back');
    await leaving.stop();
    expect(await leaving.exited).toBe(0);
    expect(await work.get(execution.id)).toMatchObject({
      status: 'queued',
      lease_owner: null,
      claim_count: 0,
      steps: [],
    });

    await runner();
    const callback = await receiver.delivered(execution.id);
    expect(callback.body).toMatchObject({
      status: 'completed',
      result: { output: 'finished after the hand-back' },
    });
    expect((await work.get(execution.id))?.claim_count).toBe(1);
  });

  it('stops cleanly on a SIGTERM that comes while it is still starting', async () => {
    const starting = await startRunner({ dataDir, llmUrl: llm.url, until: 'store opened' });
    runners.push(starting);
    await starting.stop();
    expect({ code: await starting.exited, said: starting.lines.slice(-5) }).toMatchObject({
      code: 0,
    });
  });

  it('delivers a pending callback after the runner retrying it was killed', async () => {
    const callbackSettings = {
      CALLBACK_CLAIM_MS: '1000',
      CALLBACK_TIMEOUT_MS: '500',
      // Fifty retries 100 ms apart: the receiver refuses until the first runner is dead.
      CALLBACK_RETRY_DELAYS_MS: Array.from({ length: 50 }, () => '100').join(','),
    };
    const doomed = await runner(callbackSettings);
    const marker = llm.script('callback-survives', [{ content: 'done before the crash' }]);
    const execution = await work.queue({ user_message: marker, callback_url: receiver.url });
    receiver.failFirst(execution.id, 1_000_000);
    await receiver.attempts(execution.id, 2);
    await doomed.kill();
    receiver.failFirst(execution.id, 0);

    await runner(callbackSettings);
    const callback = await receiver.delivered(execution.id);
    expect(callback.verified).toBe(true);
    expect(callback.body).toMatchObject({
      status: 'completed',
      result: { output: 'done before the crash' },
    });
    const deliveries = receiver.received.filter((c) => c.body.execution_id === execution.id);
    expect(new Set(deliveries.map((d) => d.headers['webhook-id'])).size).toBe(1);
    const stored = await work.settled(execution.id);
    expect(stored?.callback?.status).toBe('delivered');
    const codes = stored?.callback?.attempts.map((a) => a.status_code) ?? [];
    expect(codes.at(-1)).toBe(200);
    // The killed runner may die between an answer and writing it down; what it wrote survives.
    expect(codes.filter((c) => c === 500).length).toBeGreaterThanOrEqual(1);
    expect(deliveries.filter((d) => d.answeredWith === 500).length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('resumes a paused run on a runner started after the pause (the first one killed)', async () => {
    const doomed = await runner();
    const marker = llm.script('approval-survives', [
      { toolCalls: [{ name: 'time__now', arguments: { timezone: 'UTC' } }] },
      { content: 'It is now.' },
    ]);
    const execution = await work.queue({
      user_message: marker,
      callback_url: receiver.url,
      mcp_servers: ['time'],
      tool_policies: [{ server: 'time', tool: '*', action: 'ask' }],
    });
    const paused = await eventually(
      () => work.get(execution.id),
      (record) => record?.status === 'awaiting_approval',
    );
    expect(paused).toMatchObject({ lease_owner: null, claim_count: 0 });
    await doomed.kill();

    // What POST /v1/executions/{id}/approvals/{approval_id} does: claim the decision, then queue
    // the run again once nothing else waits.
    const approval = paused!.pending_approvals![0]!;
    const decided = await new ApprovalDecisions(store).decide({
      id: approval.id,
      team_id: paused!.team_id,
      execution_id: execution.id,
      decision: 'approve',
      reason: null,
      arguments_json: null,
      created_at: new Date().toISOString(),
    });
    expect(decided).toBe(true);
    const scope = teamScope(paused!.team_id);
    expect(await new ExecutionRepository(store).resumeDecided(scope, execution.id)).not.toBeNull();

    await runner();
    const callback = await receiver.delivered(execution.id);
    expect(callback.body).toMatchObject({
      status: 'completed',
      result: { output: 'It is now.', tool_calls: 1, iterations: 2 },
    });
    const stored = await work.get(execution.id);
    expect(stored?.steps.map((step) => step.type)).toEqual([
      'model_call',
      'tool_call',
      'model_call',
    ]);
    expect(stored?.claim_count).toBe(1);
    // One model call before the pause, one after: the first was not made again.
    expect(llm.requests.filter((r) => r.script === 'approval-survives')).toHaveLength(2);
  }, 30_000);

  itExact(
    'never runs one execution twice when two runners compete for the queue',
    currentEngine(),
    async () => {
      await Promise.all([runner({ RUNNER_CONCURRENCY: '4' }), runner({ RUNNER_CONCURRENCY: '4' })]);
      const marker = llm.script('compete', [{ content: 'ok', delayMs: 5 }]);
      const queued = await Promise.all(
        Array.from({ length: 30 }, () =>
          work.queue({ user_message: marker, callback_url: receiver.url }),
        ),
      );
      await Promise.all(queued.map((e) => receiver.delivered(e.id)));

      expect(llm.requests.filter((r) => r.script === 'compete')).toHaveLength(30);
      for (const execution of queued) {
        const stored = await work.get(execution.id);
        expect(stored).toMatchObject({ status: 'completed', claim_count: 1 });
        expect(stored?.steps).toHaveLength(1);
      }
      const delivered = receiver.received.filter((c) =>
        queued.some((e) => e.id === c.body.execution_id),
      );
      expect(delivered).toHaveLength(30);
    },
    30_000,
  );
});
