import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callbackBody, execution } from '@switchboard/contracts/execution';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { FakeToolServer } from '@switchboard/testing/fakes/fake-tool-server';
import { ApiClient } from '@switchboard/testing/stack/api-client';
import {
  createTeam,
  startApi,
  startRunner,
  type ServiceProcess,
} from '@switchboard/testing/stack/processes';
import { removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';

let dataDir: string;
let api: ServiceProcess;
let client: ApiClient;
const llm = new FakeLlm();
const tools = new FakeToolServer();
const processes: ServiceProcess[] = [];
// Each loop's callback_secret is handed to the receiver once the loop exists.
const receiver = new CallbackReceiver('');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-runner-api-'));
  await Promise.all([llm.start(), tools.start(), receiver.start()]);
  const env = { ...testStoreEnv(dataDir), LOG_LEVEL: 'info', ALLOW_PRIVATE_NETWORK: 'true' };
  const key = await createTeam(env, { name: 'Runner', plan: 'enterprise' });
  const started = await startApi(env);
  api = started.process;
  processes.push(api);
  client = new ApiClient(started.url, key);
  processes.push(await startRunner({ dataDir, llmUrl: llm.url }));
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await Promise.all([llm.close(), tools.close(), receiver.close()]);
  await removeTestData(dataDir);
}, 30_000);

interface Loop {
  id: string;
  callback_secret: string;
}
interface Execution {
  id: string;
  status: string;
  steps: Array<{ type: string; server?: string; tool?: string }>;
  result: { output: string | null };
  callback: { status: string | null } | null;
}

describe('agent loops through the API and the runner', () => {
  it('registers a tool server, runs a loop, shows its steps and delivers a signed callback', async () => {
    const server = await client.call<{ data: { id: string } }>('POST', '/v1/mcp-servers', {
      name: 'lookup',
      url: tools.url,
      transport: 'http',
      tools: FakeToolServer.TOOLS,
    });
    expect(server.status).toBe(201);
    const marker = llm.script('api-run', [
      { toolCalls: [{ name: 'lookup__lookup', arguments: { q: 'owls' } }] },
      { content: 'Owls found.' },
    ]);
    const loop = await client.call<{ data: Loop }>('POST', '/v1/agent-loops', {
      name: 'Owl finder',
      system_prompt: 'Find things.',
      user_message: `Find owls. ${marker}`,
      mcp_servers: [server.body.data.id],
      callback_url: receiver.url,
      callback_headers: { 'X-Receiver-Token': 'hello' },
    });
    expect(loop.status).toBe(201);
    receiver.useSecret(loop.body.data.callback_secret);

    const queued = await client.call<{ data: Execution }>(
      'POST',
      `/v1/agent-loops/${loop.body.data.id}/run`,
    );
    expect(queued).toMatchObject({ status: 201, body: { data: { status: 'queued' } } });
    const callback = await receiver.delivered(queued.body.data.id);
    expect(callback.verified).toBe(true);
    expect(callback.headers['x-receiver-token']).toBe('hello');
    expect(callback.body).toMatchObject({
      agent_loop_name: 'Owl finder',
      status: 'completed',
      result: { output: 'Owls found.', tool_calls: 1, iterations: 2 },
    });
    // Strict schemas: exactly the contract's fields, at every level, nothing internal.
    expect(callbackBody.safeParse(callback.body).error).toBeUndefined();

    const got = await client.call<{ data: Execution }>(
      'GET',
      `/v1/executions/${queued.body.data.id}`,
    );
    expect(got.body.data.status).toBe('completed');
    expect(execution.safeParse(got.body.data).error).toBeUndefined();
    expect(got.body.data.steps.map((s) => s.type)).toEqual([
      'model_call',
      'tool_call',
      'model_call',
    ]);
    expect(got.body.data.steps[1]).toMatchObject({ server: server.body.data.id, tool: 'lookup' });
    const list = await client.call<{ data: Execution[] }>(
      'GET',
      `/v1/agent-loops/${loop.body.data.id}/executions`,
    );
    expect(list.body.data.map((e) => e.id)).toEqual([queued.body.data.id]);
  });

  it('cancels a running execution through the API and sends the cancelled callback', async () => {
    const marker = llm.script('api-cancel', [{ hang: true }]);
    const loop = await client.call<{ data: Loop }>('POST', '/v1/agent-loops', {
      name: 'Never ends',
      system_prompt: 'Wait.',
      user_message: marker,
      callback_url: receiver.url,
    });
    receiver.useSecret(loop.body.data.callback_secret);
    const queued = await client.call<{ data: Execution }>(
      'POST',
      `/v1/agent-loops/${loop.body.data.id}/run`,
    );
    await llm.waitFor((r) => r.script === 'api-cancel');
    const cancelled = await client.call<{ data: Execution }>(
      'POST',
      `/v1/executions/${queued.body.data.id}/cancel`,
    );
    expect(cancelled).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } });
    const callback = await receiver.delivered(queued.body.data.id);
    expect(callback.verified).toBe(true);
    expect(callback.body).toMatchObject({
      status: 'cancelled',
      error: 'The execution was cancelled.',
    });
    const again = await client.call<{ data: Execution }>(
      'POST',
      `/v1/executions/${queued.body.data.id}/cancel`,
    );
    expect(again.body.data.status).toBe('cancelled');
  });
});
