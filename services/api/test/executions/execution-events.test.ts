import { describe, expect, it, jest } from '@jest/globals';
import type { Execution, ExecutionRecord } from '@switchboard/contracts/execution';
import type { ExecutionStep } from '@switchboard/contracts/execution-step';
import { EventStreamReader, type ServerSentEvent } from '@switchboard/kit/event-stream-reader';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { ALL_TEAMS } from '@switchboard/store/port';
import { eventually } from '@switchboard/testing/api/eventually';
import { withFakeTimersOnly } from '@switchboard/testing/api/fake-timers';
import { insertLoop } from '@switchboard/testing/api/loops';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const team = useTeam(app);
const other = useTeam(app, { name: 'Other' });

/** What a runner process writes: the events of the executions it runs. */
function runnerLog() {
  return new ExecutionEventLog(app.store);
}

function step(iteration: number): ExecutionStep {
  return {
    type: 'model_call',
    iteration,
    model: 'openai/gpt-4o-mini',
    prompt_tokens: 10,
    completion_tokens: 2,
    total_tokens: 12,
    cost_usd: 0.0000027,
    latency_ms: 5,
    finish_reason: 'tool_calls',
    tool_calls_requested: 1,
    error: null,
    started_at: '2026-01-01T00:00:00.000Z',
  };
}

async function queueRun(owner: TestTeam = team): Promise<Execution> {
  const loop = await insertLoop(app, owner.team.id, { callback_url: null });
  const res = await app.request<{ data: Execution }>('POST', `/v1/agent-loops/${loop.id}/run`, {
    key: owner.key,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** Ends an execution the way a runner does: the record, then its terminal event. */
async function complete(execution: Execution) {
  await app.store
    .collection<ExecutionRecord>(EXECUTIONS_COLLECTION)
    .updateOne(ALL_TEAMS, { id: execution.id }, { $set: { status: 'completed' } });
  await runnerLog().append(team.team.id, execution.id, {
    type: 'execution.completed',
    status: 'completed',
  });
}

async function open(path: string, headers: Record<string, string> = {}, key = team.key) {
  const controller = new AbortController();
  const response = await fetch(app.baseUrl + path, {
    headers: { authorization: `Bearer ${key}`, ...headers },
    signal: controller.signal,
  });
  return {
    response,
    reader: new EventStreamReader(response.body!),
    close: () => controller.abort(),
  };
}

function parsed(event: ServerSentEvent | null) {
  return event && { id: event.id, event: event.event, data: JSON.parse(event.data) as unknown };
}

describe('GET /v1/executions/{id}/events', () => {
  it('streams state changes and steps written by another process, numbered from 1, then ends', async () => {
    const execution = await queueRun();
    const { response, reader } = await open(`/v1/executions/${execution.id}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(parsed(await reader.next())).toEqual({
      id: '1',
      event: 'execution.queued',
      data: { execution_id: execution.id, status: 'queued' },
    });
    const writer = runnerLog().writer(team.team.id, execution.id);
    writer.append({ type: 'execution.started', status: 'running' });
    expect(parsed(await reader.next())).toMatchObject({ id: '2', event: 'execution.started' });
    writer.append({ type: 'execution.step', status: 'running', step: step(1) });
    await writer.flush();
    expect(parsed(await reader.next())).toEqual({
      id: '3',
      event: 'execution.step',
      data: { execution_id: execution.id, status: 'running', step: step(1) },
    });
    await complete(execution);
    expect(parsed(await reader.next())).toMatchObject({ id: '4', event: 'execution.completed' });
    expect(await reader.next()).toBeNull();

    // The step log of GET /executions/{id} is read from the same events.
    const got = await app.request<{ data: Execution }>('GET', `/v1/executions/${execution.id}`, {
      key: team.key,
    });
    expect(got.body.data.steps).toEqual([step(1)]);
  });

  it('replays a finished execution’s whole history and ends; Last-Event-ID resumes after N', async () => {
    const execution = await queueRun();
    const writer = runnerLog().writer(team.team.id, execution.id);
    writer.append({ type: 'execution.started', status: 'running' });
    for (let i = 1; i <= 3; i += 1) {
      writer.append({ type: 'execution.step', status: 'running', step: step(i) });
    }
    await writer.flush();
    await complete(execution);

    const all = await (await open(`/v1/executions/${execution.id}/events`)).reader.rest();
    expect(all.map((e) => [e.id, e.event])).toEqual([
      ['1', 'execution.queued'],
      ['2', 'execution.started'],
      ['3', 'execution.step'],
      ['4', 'execution.step'],
      ['5', 'execution.step'],
      ['6', 'execution.completed'],
    ]);
    const resumed = await (
      await open(`/v1/executions/${execution.id}/events`, { 'Last-Event-ID': '4' })
    ).reader.rest();
    expect(resumed.map((e) => e.id)).toEqual(['5', '6']);
  });

  it('ends the stream of a cancelled execution with execution.cancelled', async () => {
    const execution = await queueRun();
    const { reader } = await open(`/v1/executions/${execution.id}/events`);
    expect((await reader.next())?.event).toBe('execution.queued');
    const cancelled = await app.request('POST', `/v1/executions/${execution.id}/cancel`, {
      key: team.key,
    });
    expect(cancelled.status).toBe(200);
    expect(parsed(await reader.next())).toEqual({
      id: '2',
      event: 'execution.cancelled',
      data: { execution_id: execution.id, status: 'cancelled' },
    });
    expect(await reader.next()).toBeNull();
  });

  it('records the end of an execution whose runner died before recording it', async () => {
    const execution = await queueRun();
    await app.store
      .collection<ExecutionRecord>(EXECUTIONS_COLLECTION)
      .updateOne(ALL_TEAMS, { id: execution.id }, { $set: { status: 'failed' } });
    const events = await (await open(`/v1/executions/${execution.id}/events`)).reader.rest();
    expect(events.map((e) => e.event)).toEqual(['execution.queued', 'execution.failed']);
  });

  it('sends a ping comment every 15 s while nothing happens', async () => {
    const execution = await queueRun();
    await withFakeTimersOnly(['setInterval', 'clearInterval'], async () => {
      const { reader, close } = await open(`/v1/executions/${execution.id}/events`);
      expect((await reader.next())?.event).toBe('execution.queued');
      const pinged = new Promise<void>((resolve) => {
        reader.onComment = () => resolve();
      });
      jest.advanceTimersByTime(14_999);
      expect(reader.comments).toEqual([]);
      jest.advanceTimersByTime(1);
      await pinged;
      expect(reader.comments).toEqual(['ping']);
      close();
    });
  });

  it('answers 404 for another team’s execution and 422 for a malformed Last-Event-ID', async () => {
    const execution = await queueRun();
    const foreign = await app.request('GET', `/v1/executions/${execution.id}/events`, {
      key: other.key,
    });
    expect(foreign.status).toBe(404);
    const bad = await app.request('GET', `/v1/executions/${execution.id}/events`, {
      key: team.key,
      headers: { 'Last-Event-ID': 'abc' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('POST /v1/agent-loops/{id}/run?wait=N and ?stream=true', () => {
  it('with wait, answers 200 with the execution once it ends', async () => {
    const loop = await insertLoop(app, team.team.id, { callback_url: null });
    const answer = app.request<{ data: Execution }>(
      'POST',
      `/v1/agent-loops/${loop.id}/run?wait=30`,
      { key: team.key },
    );
    const queued = await waitForExecutionOf(loop.id);
    await complete(queued);
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: queued.id, status: 'completed' });
  });

  it('with wait, answers 200 with the execution as it is when the time is up', async () => {
    const loop = await insertLoop(app, team.team.id, { callback_url: null });
    const res = await app.request<{ data: Execution }>(
      'POST',
      `/v1/agent-loops/${loop.id}/run?wait=1`,
      { key: team.key },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('queued');
  });

  it('with stream=true, answers the new execution’s events', async () => {
    const loop = await insertLoop(app, team.team.id, { callback_url: null });
    const response = await fetch(`${app.baseUrl}/v1/agent-loops/${loop.id}/run?stream=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${team.key}` },
    });
    expect(response.status).toBe(200);
    const reader = new EventStreamReader(response.body!);
    const first = parsed(await reader.next());
    expect(first).toMatchObject({ id: '1', event: 'execution.queued' });
    const id = (first!.data as { execution_id: string }).execution_id;
    await complete({ id } as Execution);
    expect((await reader.next())?.event).toBe('execution.completed');
    expect(await reader.next()).toBeNull();
  });

  it('with stream=true, a retry with the same Idempotency-Key streams the first run again instead of queueing another', async () => {
    const loop = await insertLoop(app, team.team.id, { callback_url: null });
    const runStream = (headers: Record<string, string>) => {
      const controller = new AbortController();
      const answer = fetch(`${app.baseUrl}/v1/agent-loops/${loop.id}/run?stream=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${team.key}`, 'idempotency-key': 'stream-1', ...headers },
        signal: controller.signal,
      });
      return { answer, close: () => controller.abort() };
    };
    const first = runStream({});
    const firstResponse = await first.answer;
    const queued = parsed(await new EventStreamReader(firstResponse.body!).next());
    expect(queued).toMatchObject({ id: '1', event: 'execution.queued' });
    const id = (queued!.data as { execution_id: string }).execution_id;
    first.close(); // the connection drops mid-run

    const retry = runStream({ 'last-event-id': '1' });
    const retried = await retry.answer;
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    const reader = new EventStreamReader(retried.body!);
    await complete({ id } as Execution);
    const next = parsed(await reader.next());
    expect(next).toMatchObject({ id: '2', event: 'execution.completed' });
    expect((next!.data as { execution_id: string }).execution_id).toBe(id);
    expect(await reader.next()).toBeNull();

    const runs = await app.request<{ data: Execution[] }>(
      'GET',
      `/v1/agent-loops/${loop.id}/executions`,
      { key: team.key },
    );
    expect(runs.body.data.map((execution) => execution.id)).toEqual([id]);
  });

  it('rejects wait out of 1..60 and wait combined with stream with 422', async () => {
    const loop = await insertLoop(app, team.team.id, { callback_url: null });
    for (const query of ['wait=0', 'wait=61', 'wait=x', 'wait=5&stream=true']) {
      const res = await app.request('POST', `/v1/agent-loops/${loop.id}/run?${query}`, {
        key: team.key,
      });
      expect(res.status).toBe(422);
    }
  });
});

/** The execution the API queued for a loop (the run request is still waiting). */
async function waitForExecutionOf(loopId: string): Promise<Execution> {
  const executions = app.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
  const found = await eventually(
    () => executions.findOne(ALL_TEAMS, { agent_loop_id: loopId }),
    (record) => record !== null && record !== undefined,
  );
  return { id: found!.id } as Execution;
}
