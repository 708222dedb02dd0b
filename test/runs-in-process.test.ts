import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventStreamReader } from '@switchboard/kit/event-stream-reader';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';

// The real API and the real runner booted in one process over one store (createApp beside
// createRunner), with a fake model and callback receiver on loopback.
const llm = new FakeLlm();
const receiver = new CallbackReceiver('');

beforeAll(async () => {
  await Promise.all([llm.start(), receiver.start()]);
});

afterAll(async () => {
  await Promise.all([llm.close(), receiver.close()]);
});

const stack = useInProcessStack(() => ({
  LLM_BASE_URL: llm.url,
  RUNNER_CANCEL_CHECK_INTERVAL_MS: '20',
  CALLBACK_RETRY_DELAYS_MS: '',
}));

async function createLoop(body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await stack.app.request<{ data: { id: string; callback_secret: string } }>(
    'POST',
    '/v1/agent-loops',
    {
      key: stack.team.key,
      body: { name: 'Live', system_prompt: 'Help.', mcp_servers: [], ...body },
    },
  );
  expect(res.status).toBe(201);
  receiver.useSecret(res.body.data.callback_secret);
  return res.body.data;
}

describe('watching a run live', () => {
  it('streams a run with input step by step, and the callback carries its metadata', async () => {
    const marker = llm.script('live', [
      { toolCalls: [{ name: 'missing__tool', arguments: { q: 1 } }] },
      { content: 'Done for Ada.' },
    ]);
    const loop = await createLoop({
      user_message: `Greet {{name}}. ${marker}`,
      callback_url: receiver.url,
    });
    const response = await fetch(`${stack.app.baseUrl}/v1/agent-loops/${loop.id}/run?stream=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.team.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variables: { name: 'Ada' }, metadata: { ticket: 'T-1' } }),
    });
    expect(response.status).toBe(200);
    const events = await new EventStreamReader(response.body!).rest();
    expect(events.map((e) => e.event)).toEqual([
      'execution.queued',
      'execution.started',
      'execution.step',
      'execution.step',
      'execution.step',
      'execution.completed',
    ]);
    expect(events.map((e) => Number(e.id))).toEqual([1, 2, 3, 4, 5, 6]);
    const steps = events
      .map((e) => (JSON.parse(e.data) as { step?: { type: string } }).step?.type)
      .filter(Boolean);
    expect(steps).toEqual(['model_call', 'tool_call', 'model_call']);
    const executionId = (JSON.parse(events[0]!.data) as { execution_id: string }).execution_id;

    const request = await llm.waitFor((r) => r.script === 'live');
    expect(request.body.messages.find((m) => m.role === 'user')?.content).toBe(
      `Greet Ada. ${marker}`,
    );
    const callback = await receiver.delivered(executionId);
    expect(callback.body).toMatchObject({
      status: 'completed',
      metadata: { run_metadata: { ticket: 'T-1' } },
    });
    const got = await stack.app.request<{ data: { steps: unknown[]; input: unknown } }>(
      'GET',
      `/v1/executions/${executionId}`,
      { key: stack.team.key },
    );
    expect(got.body.data.steps).toHaveLength(3);
    expect(got.body.data.input).toEqual({
      user_message: `Greet Ada. ${marker}`,
      variables: { name: 'Ada' },
      metadata: { ticket: 'T-1' },
    });
  }, 30_000);

  it('answers ?wait=N with the finished execution', async () => {
    const marker = llm.script('waited', [{ content: 'Quick.' }]);
    const loop = await createLoop({ user_message: `Be quick. ${marker}` });
    const res = await stack.app.request<{ data: { status: string; result: { output: string } } }>(
      'POST',
      `/v1/agent-loops/${loop.id}/run?wait=30`,
      { key: stack.team.key },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'completed', result: { output: 'Quick.' } });
  }, 30_000);
});
