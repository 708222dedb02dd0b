import { describe, expect, it } from '@jest/globals';
import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import { execution, type Execution, type ExecutionRecord } from '@switchboard/contracts/execution';
import { ALL_TEAMS } from '@switchboard/store/port';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { insertLoop as insertTestLoop } from '@switchboard/testing/api/loops';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const team = useTeam(app);
const other = useTeam(app, { name: 'Other' });

/** Stores an agent loop of `teamId`. */
function insertLoop(teamId: string, overrides: Partial<AgentLoopRecord> = {}) {
  return insertTestLoop(app, teamId, overrides);
}

/** Queues a run of the loop through the API as `owner`; resolves with the execution id. */
async function queueRun(loopId: string, owner: TestTeam = team): Promise<string> {
  const run = await app.request<{ data: Execution }>('POST', `/v1/agent-loops/${loopId}/run`, {
    key: owner.key,
  });
  expect(run.status).toBe(201);
  return run.body.data.id;
}

/** Sets fields of a stored execution the way a runner does while it works on it. */
function setExecution(id: string, fields: Record<string, unknown>) {
  return executions().updateOne(ALL_TEAMS, { id }, { $set: fields });
}

/** POST /v1/executions/{id}/cancel as `owner`. */
function cancel(id: string, owner: TestTeam = team) {
  return app.request<{ data: Execution }>('POST', `/v1/executions/${id}/cancel`, {
    key: owner.key,
  });
}

function executions() {
  return app.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
}

describe('POST /v1/agent-loops/{id}/run', () => {
  it('queues an execution with 201 and no secrets in the response', async () => {
    const loop = await insertLoop(team.team.id);
    const res = await app.request<{ data: Execution }>('POST', `/v1/agent-loops/${loop.id}/run`, {
      key: team.key,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      agent_loop_id: loop.id,
      status: 'queued',
      steps: [],
      result: { output: null, tool_calls: 0, iterations: 0 },
      callback: { url: 'https://hooks.example.com/done', status: null, attempts: [] },
    });
    expect(res.body.data.id).toMatch(/^exec_/);
    expect(res.text).not.toContain('whsec_');
    expect(res.text).not.toContain('secret-token-value');
    expect(res.text).not.toContain('lease_owner');
    const stored = await executions().findById(ALL_TEAMS, res.body.data.id);
    expect(stored?.loop).toMatchObject({ name: 'Research', max_iterations: 5, tool_timeout: 10 });
  });

  it("answers 404 for another team's loop and for an unknown loop", async () => {
    const loop = await insertLoop(other.team.id);
    const res = await app.request<{ error: { code: string; details: unknown } }>(
      'POST',
      `/v1/agent-loops/${loop.id}/run`,
      { key: team.key },
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: 'RESOURCE_NOT_FOUND',
      message: expect.any(String),
      details: { resource_type: 'agent_loop', resource_id: loop.id },
    });
    const missing = await app.request('POST', '/v1/agent-loops/loop_nope/run', { key: team.key });
    expect(missing.status).toBe(404);
  });
});

describe('GET /v1/agent-loops/{id}/executions and /v1/executions/{id}', () => {
  it('lists a loop’s executions newest first in the list envelope, filterable by status', async () => {
    const loop = await insertLoop(team.team.id, { callback_url: null });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await queueRun(loop.id));
    }
    const list = await app.request<{ data: Execution[]; meta: unknown }>(
      'GET',
      `/v1/agent-loops/${loop.id}/executions?per_page=2`,
      { key: team.key },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(list.body.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    const running = await app.request<{ data: Execution[] }>(
      'GET',
      `/v1/agent-loops/${loop.id}/executions?status=running`,
      { key: team.key },
    );
    expect(running.body.data).toEqual([]);
    const bad = await app.request('GET', `/v1/agent-loops/${loop.id}/executions?per_page=101`, {
      key: team.key,
    });
    expect(bad.status).toBe(422);
  });

  it('returns one execution with its steps, and 404 to another team', async () => {
    const loop = await insertLoop(team.team.id);
    const id = await queueRun(loop.id);
    const step = {
      type: 'model_call',
      iteration: 1,
      model: 'openai/gpt-4o-mini',
      prompt_tokens: 10,
      completion_tokens: 2,
      total_tokens: 12,
      latency_ms: 5,
      finish_reason: 'stop',
      tool_calls_requested: 0,
      error: null,
      started_at: new Date().toISOString(),
    };
    await executions().updateOne(
      ALL_TEAMS,
      { id },
      {
        $push: { steps: step },
        $set: { claim_id: 'token', finalize_due_at: null, event_id: null, lease_owner: 'r1' },
      },
    );
    const got = await app.request<{ data: Execution }>('GET', `/v1/executions/${id}`, {
      key: team.key,
    });
    expect(got.status).toBe(200);
    // A model call recorded before steps had their own cost shows it as unknown.
    expect(got.body.data.steps).toEqual([{ ...step, cost_usd: null }]);
    for (const internal of ['claim_id', 'finalize_due_at', 'event_id', 'lease_owner', 'loop']) {
      expect(got.body.data).not.toHaveProperty(internal);
    }
    const foreign = await app.request('GET', `/v1/executions/${id}`, { key: other.key });
    expect(foreign.status).toBe(404);
  });
});

describe('a finished execution', () => {
  it('shows exactly the documented fields in get and list, whatever the runner keeps on it', async () => {
    const loop = await insertLoop(team.team.id);
    const id = await queueRun(loop.id);
    const now = new Date().toISOString();
    // Everything a runner writes while claiming, running and finalizing, public or not.
    await setExecution(id, {
      status: 'completed',
      result: { output: 'done', tool_calls: 0, iterations: 1 },
      usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5, cost_usd: 0.001 },
      model: 'openai/gpt-4o-mini',
      started_at: now,
      completed_at: now,
      duration_seconds: 0,
      lease_owner: 'runner-a',
      lease_expires_at: now,
      claim_count: 1,
      claim_id: 'claim-token',
      finalize_due_at: now,
      event_id: 'evt_01',
      'callback.status': 'delivered',
    });
    const got = await app.request<{ data: Record<string, unknown> }>(
      'GET',
      `/v1/executions/${id}`,
      { key: team.key },
    );
    const list = await app.request<{ data: Array<Record<string, unknown>> }>(
      'GET',
      `/v1/agent-loops/${loop.id}/executions`,
      { key: team.key },
    );
    const documented = Object.keys(execution.shape).sort();
    for (const body of [got.body.data, list.body.data[0]]) {
      expect(Object.keys(body ?? {}).sort()).toEqual(documented);
      // The schema is strict at every level, so a stray nested field fails here too.
      expect(execution.safeParse(body).success).toBe(true);
    }
    expect(got.text).not.toContain('claim-token');
    expect(got.text).not.toContain('runner-a');
  });
});

describe('how long an execution took', () => {
  it('is given in milliseconds beside the whole seconds, so a 243 ms run does not read 0', async () => {
    const loop = await insertLoop(team.team.id, { callback_url: null });
    const quick = await queueRun(loop.id);
    await setExecution(quick, {
      status: 'completed',
      started_at: '2026-03-01T10:00:00.000Z',
      completed_at: '2026-03-01T10:00:00.243Z',
      duration_seconds: 0,
      duration_ms: 243,
    });
    // Stored without duration_ms: derived from its timestamps, the seconds rounded from it.
    const slow = await queueRun(loop.id);
    await setExecution(slow, {
      status: 'completed',
      started_at: '2026-03-01T10:00:00.000Z',
      completed_at: '2026-03-01T10:00:08.010Z',
      duration_seconds: 8,
    });
    const durations = async (id: string) => {
      const got = await app.request<{ data: Execution }>('GET', `/v1/executions/${id}`, {
        key: team.key,
      });
      return { ms: got.body.data.duration_ms, seconds: got.body.data.duration_seconds };
    };
    expect(await durations(quick)).toEqual({ ms: 243, seconds: 0 });
    expect(await durations(slow)).toEqual({ ms: 8010, seconds: 8 });
    const queued = await queueRun(loop.id);
    expect(await durations(queued)).toEqual({ ms: null, seconds: null });
  });
});

describe('POST /v1/executions/{id}/cancel', () => {
  it('cancels a queued execution and marks its callback and finalization due', async () => {
    const loop = await insertLoop(team.team.id);
    const id = await queueRun(loop.id);
    const res = await cancel(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      error: 'The execution was cancelled before it started.',
      callback: { status: 'pending' },
    });
    const stored = await executions().findById(ALL_TEAMS, id);
    expect(stored?.finalize_due_at).toEqual(expect.any(String));
  });

  it('cancels a running execution but leaves the lease for its runner to notice', async () => {
    const loop = await insertLoop(team.team.id, { callback_url: null });
    const id = await queueRun(loop.id);
    await setExecution(id, {
      status: 'running',
      lease_owner: 'runner-a',
      started_at: new Date().toISOString(),
    });
    const res = await cancel(id);
    expect(res.body.data).toMatchObject({ status: 'cancelled', callback: null });
    expect((await executions().findById(ALL_TEAMS, id))?.lease_owner).toBe('runner-a');
  });

  it('returns an execution that already ended unchanged (idempotent)', async () => {
    const loop = await insertLoop(team.team.id);
    const id = await queueRun(loop.id);
    await setExecution(id, {
      status: 'completed',
      result: { output: 'done', tool_calls: 0, iterations: 1 },
    });
    const first = await cancel(id);
    const second = await cancel(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'completed', result: { output: 'done' } });
    expect(second.body.data).toEqual(first.body.data);
  });

  it("answers 404 for another team's execution", async () => {
    const loop = await insertLoop(other.team.id);
    const id = await queueRun(loop.id, other);
    const res = await cancel(id);
    expect(res.status).toBe(404);
    const still = await executions().findById(ALL_TEAMS, id);
    expect(still?.status).toBe('queued');
  });
});
