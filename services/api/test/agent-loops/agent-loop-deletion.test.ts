import { describe, expect, it } from '@jest/globals';
import type { AgentLoop } from '@switchboard/contracts/agent-loop';
import type { Execution, ExecutionRecord } from '@switchboard/contracts/execution';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ALL_TEAMS } from '@switchboard/store/port';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectNotFound } from '../resource-helpers.js';

// Deleting a loop cancels its queued and running executions through the cancel path, so no
// runner picks them up afterwards (no model calls, no callbacks); they stay readable by id.

const app = useApp();
const team = useTeam(app);

function executions() {
  return app.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
}

async function run(loopId: string): Promise<string> {
  const res = await app.request<{ data: Execution }>('POST', `/v1/agent-loops/${loopId}/run`, {
    key: team.key,
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

function getExecution(id: string) {
  return app.request<{ data: Execution }>('GET', `/v1/executions/${id}`, { key: team.key });
}

describe('DELETE /v1/agent-loops/{id} with executions in flight', () => {
  it('cancels queued and running executions, leaves ended ones, and keeps all readable', async () => {
    const loop = await createRecord<AgentLoop>(app, team, '/v1/agent-loops', {
      name: 'Doomed',
      system_prompt: 's',
      user_message: 'u',
      callback_url: 'https://hooks.example.com/done',
    });
    const queued = await run(loop.id);
    const running = await run(loop.id);
    const completed = await run(loop.id);
    const startedAt = new Date().toISOString();
    await executions().updateOne(
      ALL_TEAMS,
      { id: running },
      { $set: { status: 'running', lease_owner: 'runner-a', started_at: startedAt } },
    );
    await executions().updateOne(
      ALL_TEAMS,
      { id: completed },
      { $set: { status: 'completed', result: { output: 'done', tool_calls: 0, iterations: 1 } } },
    );

    const deleted = await app.request('DELETE', `/v1/agent-loops/${loop.id}`, { key: team.key });
    expect(deleted.status).toBe(204);

    expect((await getExecution(queued)).body.data).toMatchObject({
      status: 'cancelled',
      error: 'The execution was cancelled before it started: its agent loop was deleted.',
      callback: { status: 'pending' },
    });
    expect((await getExecution(running)).body.data).toMatchObject({
      status: 'cancelled',
      error: 'The execution was cancelled: its agent loop was deleted.',
      started_at: startedAt,
    });
    // The runner holding it keeps its lease, sees the cancellation and aborts its calls.
    expect((await executions().findById(ALL_TEAMS, running))?.lease_owner).toBe('runner-a');
    expect((await getExecution(completed)).body.data).toMatchObject({
      status: 'completed',
      error: null,
      result: { output: 'done' },
    });
    // Nothing is left for a runner to claim.
    expect(
      await executions().find(ALL_TEAMS, { agent_loop_id: loop.id, status: 'queued' }),
    ).toEqual([]);
  });

  it('answers the deleted loop’s run and executions list with 404', async () => {
    const loop = await createRecord<AgentLoop>(app, team, '/v1/agent-loops', {
      name: 'Gone',
      system_prompt: 's',
      user_message: 'u',
    });
    await app.request('DELETE', `/v1/agent-loops/${loop.id}`, { key: team.key });
    const runRes = await app.request('POST', `/v1/agent-loops/${loop.id}/run`, { key: team.key });
    expectNotFound(runRes, 'agent_loop', loop.id);
    const list = await app.request('GET', `/v1/agent-loops/${loop.id}/executions`, {
      key: team.key,
    });
    expectNotFound(list, 'agent_loop', loop.id);
  });
});
