import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTeam, type TestTeam } from '@switchboard/testing/api/teams';
import { executionWhen, readExecution } from '@switchboard/testing/api/executions';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';

// Budgets end to end: the real API and runner over one store (SQLite or MongoDB) and a fake model
// that reports what each call cost (`usage.cost`, as OpenRouter does).
const llm = new FakeLlm();
const receiver = new CallbackReceiver('');
const hooks = useWebhookReceiver();

beforeAll(async () => {
  await Promise.all([llm.start(), receiver.start()]);
});

afterAll(async () => {
  await Promise.all([llm.close(), receiver.close()]);
});

const stack = useInProcessStack(() => ({ LLM_BASE_URL: llm.url, CALLBACK_RETRY_DELAYS_MS: '' }));

interface Execution {
  id: string;
  status: string;
  error: string | null;
  usage: { cost_usd: number | null };
  pending_approvals: Array<{
    id: string;
    kind: string;
    budget?: string;
    spent_usd?: number;
    limit_usd?: number;
  }>;
}

/** Each call costs one cent; `turns` tool turns (time__now), then a final answer. */
function centsScript(name: string, turns: number): string {
  return llm.script(name, (turn) =>
    turn < turns
      ? { toolCalls: [{ name: 'time__now', arguments: {} }], costUsd: 0.01 }
      : { content: `Done after ${turn} turns.`, costUsd: 0.01 },
  );
}

async function runLoop(team: TestTeam, marker: string, settings: Record<string, unknown> = {}) {
  const loop = await stack.app.request<{ data: { id: string; callback_secret: string } }>(
    'POST',
    '/v1/agent-loops',
    {
      key: team.key,
      body: {
        name: 'Spender',
        system_prompt: 'Spend.',
        user_message: `Go. ${marker}`,
        mcp_servers: ['time'],
        callback_url: receiver.url,
        ...settings,
      },
    },
  );
  expect(loop.status).toBe(201);
  receiver.useSecret(loop.body.data.callback_secret);
  return stack.app.request<{ data: Execution; error?: { code: string; details: unknown } }>(
    'POST',
    `/v1/agent-loops/${loop.body.data.id}/run`,
    { key: team.key },
  );
}

function get(team: TestTeam, id: string) {
  return readExecution<Execution>(stack.app, team.key, id);
}

function pausedFor(team: TestTeam, id: string) {
  return executionWhen<Execution>(stack.app, team.key, id, (e) => e.status === 'awaiting_approval');
}

function approve(team: TestTeam, id: string, approvalId: string) {
  return stack.app.request('POST', `/v1/executions/${id}/approvals/${approvalId}`, {
    key: team.key,
    body: { decision: 'approve' },
  });
}

describe('max_cost_usd', () => {
  it('pauses a run at its cost limit with a budget approval; approving lets it spend as much again', async () => {
    const endpoint = await stack.app.request<{ data: { secret: string } }>('POST', '/v1/webhooks', {
      key: stack.team.key,
      body: { url: `${hooks.url}/approvals`, events: ['execution.approval_requested'] },
    });
    expect(endpoint.status).toBe(201);
    hooks.setSecret('/approvals', endpoint.body.data.secret);
    const started = await runLoop(stack.team, centsScript('run-limit', 3), { max_cost_usd: 0.02 });
    const id = started.body.data.id;

    const paused = await pausedFor(stack.team, id);
    expect(paused.usage.cost_usd).toBe(0.02);
    expect(paused.pending_approvals).toEqual([
      expect.objectContaining({ kind: 'budget', budget: 'run', spent_usd: 0.02, limit_usd: 0.02 }),
    ]);
    // The team's webhook hears of it, signed.
    const hook = await hooks.received.waitFor((r) => r.path === '/approvals');
    expect(hook.verified).toBe(true);
    expect(hook.payload).toMatchObject({
      type: 'execution.approval_requested',
      data: { execution_id: id, approval: paused.pending_approvals[0] },
    });
    expect((await approve(stack.team, id, paused.pending_approvals[0]!.id)).status).toBe(200);

    const callback = await receiver.delivered(id);
    expect(callback.body).toMatchObject({
      status: 'completed',
      result: { output: 'Done after 3 turns.', iterations: 4 },
    });
    expect((await get(stack.team, id)).usage.cost_usd).toBe(0.04);
  });

  it('ends a run whose budget approval is rejected', async () => {
    const started = await runLoop(stack.team, centsScript('run-limit-no', 3), {
      max_cost_usd: 0.01,
    });
    const id = started.body.data.id;
    const paused = await pausedFor(stack.team, id);
    await stack.app.request(
      'POST',
      `/v1/executions/${id}/approvals/${paused.pending_approvals[0]!.id}`,
      {
        key: stack.team.key,
        body: { decision: 'reject', reason: 'enough' },
      },
    );
    const callback = await receiver.delivered(id);
    expect(callback.body).toMatchObject({ status: 'failed' });
    expect(callback.body.error).toBe(
      "The run reached the run's max_cost_usd and a person stopped it: enough",
    );
  });
});

describe('monthly_budget_usd', () => {
  it('pauses running runs at the team budget and refuses new runs with 403 BUDGET_EXCEEDED', async () => {
    const team = await createTeam(stack.app, { name: 'Thrifty' });
    const set = await stack.app.request<{ data: Record<string, unknown> }>('PATCH', '/v1/team', {
      key: team.key,
      body: { monthly_budget_usd: 0.015 },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ name: 'Thrifty', monthly_budget_usd: 0.015 });

    const started = await runLoop(team, centsScript('team-limit', 3));
    const id = started.body.data.id;
    const paused = await pausedFor(team, id);
    expect(paused.pending_approvals).toEqual([
      expect.objectContaining({
        kind: 'budget',
        budget: 'team',
        spent_usd: 0.02,
        limit_usd: 0.015,
      }),
    ]);
    await approve(team, id, paused.pending_approvals[0]!.id);
    expect((await receiver.delivered(id)).body.status).toBe('completed');
    // The run's cost is counted with its end (the finalizer), which the callback follows.

    const refused = await runLoop(team, centsScript('team-limit-2', 0));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'BUDGET_EXCEEDED',
      details: {
        spent_usd: 0.04,
        budget_usd: 0.015,
        resets_at: expect.stringMatching(/-01T00:00:00.000Z$/),
      },
    });
    const usage = await stack.app.request<{ meta: { budget: unknown } }>('GET', '/v1/usage', {
      key: team.key,
    });
    expect(usage.body.meta.budget).toEqual({
      monthly_budget_usd: 0.015,
      spent_usd: 0.04,
      resets_at: expect.any(String),
    });

    await stack.app.request('PATCH', '/v1/team', {
      key: team.key,
      body: { monthly_budget_usd: null },
    });
    expect((await runLoop(team, centsScript('team-limit-3', 0))).status).toBe(201);
    const none = await stack.app.request<{ meta: { budget: unknown } }>('GET', '/v1/usage', {
      key: team.key,
    });
    expect(none.body.meta.budget).toBeNull();
  });

  it('rejects a budget that is not a positive number', async () => {
    for (const value of [0, -1, 'ten']) {
      const res = await stack.app.request('PATCH', '/v1/team', {
        key: stack.team.key,
        body: { monthly_budget_usd: value },
      });
      expect(res.status).toBe(422);
    }
  });
});
