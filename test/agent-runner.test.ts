import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import type { EventRecord } from '@switchboard/contracts/events';
import { callbackBody } from '@switchboard/contracts/execution';
import { ALL_TEAMS, type DocumentStore } from '@switchboard/store/port';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { FakeToolServer } from '@switchboard/testing/fakes/fake-tool-server';
import { TEST_SECRET, Workload } from '@switchboard/testing/stack/executions';
import {
  startCatalog,
  startEverythingServer,
  startRunner,
  type ServiceProcess,
} from '@switchboard/testing/stack/processes';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';

let dataDir: string;
let store: DocumentStore;
let work: Workload;
const llm = new FakeLlm();
const tools = new FakeToolServer();
const receiver = new CallbackReceiver(TEST_SECRET);
const processes: ServiceProcess[] = [];
let everythingUrl: string;
let everythingProcess: ServiceProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-runner-e2e-'));
  store = await openTestStore({ dataDir, logger: createLogger({ name: 'e2e', level: 'silent' }) });
  work = new Workload(store);
  await Promise.all([llm.start(), tools.start(), receiver.start()]);
  const [catalog, everything] = await Promise.all([startCatalog(), startEverythingServer()]);
  processes.push(catalog.process, everything.process);
  everythingUrl = everything.url;
  everythingProcess = everything.process;
  processes.push(
    await startRunner({
      dataDir,
      llmUrl: llm.url,
      catalogUrl: catalog.url,
      // Callback retries 10 ms apart instead of the production schedule's 5 s .. 10 h.
      extra: { RUNNER_CONCURRENCY: '20', CALLBACK_RETRY_DELAYS_MS: '10,10,10,10,10,10,10' },
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await Promise.all([llm.close(), tools.close(), receiver.close()]);
  await store.close();
  await removeTestData(dataDir);
}, 30_000);

describe('agent runner, end to end', () => {
  it('completes a loop whose model calls tools on four kinds of server in parallel', async () => {
    const custom = await work.registerServer({
      name: 'tools',
      url: tools.url,
      transport: 'http',
      headers: { 'X-Api-Key': 'tool-key' },
      tools: FakeToolServer.TOOLS,
    });
    const everything = await work.registerServer({
      name: 'everything',
      url: everythingUrl,
      transport: 'mcp',
      headers: {},
      tools: [],
    });
    const marker = llm.script('tools', [
      {
        toolCalls: [
          { name: 'tools__lookup', arguments: { q: 'cats' } },
          { name: 'everything__get-sum', arguments: { a: 2, b: 3 } },
          { name: 'model-catalog__search-models', arguments: { query: 'gpt4o mini', limit: 3 } },
          {
            name: 'http__request',
            arguments: {
              method: 'POST',
              url: tools.url,
              body: { tool: 'lookup', parameters: { q: 'dogs' }, context: {} },
            },
          },
        ],
      },
      { content: 'Cats and dogs were found; 2 + 3 = 5.' },
    ]);
    const { execution, callback } = await runToCallback({
      user_message: `Research. ${marker}`,
      mcp_servers: [custom.id, everything.id, 'model-catalog', 'http'],
    });
    expect(callback.verified).toBe(true);
    expect(callback.headers['x-receiver-token']).toBe('receiver-token');
    expect(callback.body).toMatchObject({
      execution_id: execution.id,
      agent_loop_name: 'Test loop',
      status: 'completed',
      result: { output: 'Cats and dogs were found; 2 + 3 = 5.', tool_calls: 4, iterations: 2 },
      metadata: { model: 'openai/gpt-4o-mini', tokens_used: 2200 },
      error: null,
    });
    // How long it ran, to the millisecond, and the spec's whole seconds rounded from it.
    const { started_at, completed_at, duration_ms, duration_seconds } = callbackBody.parse(
      callback.body,
    ).metadata;
    expect(duration_ms).toBe(Date.parse(completed_at) - Date.parse(started_at!));
    expect(duration_seconds).toBe(Math.round(duration_ms / 1000));

    const first = await llm.waitFor((r) => r.script === 'tools');
    const offered = first.body.tools?.map((t) => t.function.name) ?? [];
    expect(offered).toEqual(
      expect.arrayContaining(['tools__lookup', 'everything__echo', 'http__request']),
    );
    for (const name of offered) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(first.authorization).toBe('Bearer sk-test-key');

    const second = await llm.waitFor(
      (r) => r.script === 'tools' && r.body.messages.some((m) => m.role === 'tool'),
    );
    const toolMessages = second.body.messages
      .filter((m) => m.role === 'tool')
      .map((m) => m.content);
    expect(toolMessages[0]).toBe('{"answer":"found cats"}');
    expect(toolMessages[1]).toBe('The sum of 2 and 3 is 5.');
    expect(toolMessages[2]).toMatch(/gpt-4o-mini/);
    expect(JSON.parse(toolMessages[3] ?? '{}')).toMatchObject({
      status: 200,
      body: { success: true, result: { output: { answer: 'found dogs' } } },
    });
    const call = tools.calls.find((c) => c.parameters.q === 'cats');
    expect(call?.context).toEqual({
      agent_loop_id: execution.agent_loop_id,
      execution_id: execution.id,
    });
    expect(call?.headers['x-api-key']).toBe('tool-key');

    const stored = await work.settled(execution.id);
    expect(stored?.steps.map((s) => s.type)).toEqual([
      'model_call',
      'tool_call',
      'tool_call',
      'tool_call',
      'tool_call',
      'model_call',
    ]);
    expect(
      stored?.steps
        .filter((s) => s.type === 'tool_call')
        .map((s) => s.server)
        .sort(),
    ).toEqual([custom.id, everything.id, 'http', 'model-catalog'].sort());
    expect(stored?.usage).toEqual({
      prompt_tokens: 2000,
      completion_tokens: 200,
      total_tokens: 2200,
      cost_usd: 0.00042,
    });
    expect(stored?.callback).toMatchObject({
      status: 'delivered',
      attempts: [{ attempt: 1, status_code: 200 }],
    });
    const event = await store
      .collection<EventRecord>(EVENTS_COLLECTION)
      .findOne(ALL_TEAMS, { 'data.execution_id': execution.id });
    expect(event).toMatchObject({ type: 'agent_loop.completed', data: callback.body });
    // The runner ends its MCP session when the execution ends.
    await everythingProcess.waitForLine((l) => l.includes('Received session termination request'));
  });

  it('records a tool server that cannot be reached and runs on without its tools', async () => {
    const down = await work.registerServer({
      name: 'down',
      url: 'http://127.0.0.1:9/mcp',
      transport: 'mcp',
      headers: {},
      tools: [],
    });
    const marker = llm.script('server-down', [{ content: 'Answered without tools.' }]);
    const { execution, callback } = await runToCallback({
      user_message: marker,
      mcp_servers: [down.id, 'http'],
    });
    expect(callback.body).toMatchObject({
      status: 'completed',
      result: { output: 'Answered without tools.' },
    });
    const request = await llm.waitFor((r) => r.script === 'server-down');
    expect(request.body.tools?.map((t) => t.function.name)).toEqual(['http__request']);
    const stored = await work.get(execution.id);
    expect(stored?.steps[0]).toMatchObject({
      type: 'tools_list',
      server: down.id,
      error: expect.stringMatching(/^The tool server could not be listed: /),
    });
  });

  it("gives up listing an MCP server that never answers after the loop's tool_timeout", async () => {
    const silent = await startSilentServer();
    try {
      const hanging = await work.registerServer({
        name: 'silent',
        url: silent.url,
        transport: 'mcp',
        headers: {},
        tools: [],
      });
      const marker = llm.script('silent-server', [{ content: 'Answered without its tools.' }]);
      const { execution, callback } = await runToCallback({
        user_message: marker,
        mcp_servers: [hanging.id, 'http'],
        timeout: 60,
        tool_timeout: 1,
      });
      expect(callback.body).toMatchObject({
        status: 'completed',
        result: { output: 'Answered without its tools.' },
      });
      const stored = await work.get(execution.id);
      expect(stored?.steps[0]).toMatchObject({
        type: 'tools_list',
        server: hanging.id,
        error:
          "The tool server could not be listed: listing timed out after 1 s (the loop's tool_timeout)",
      });
    } finally {
      await silent.close();
    }
  });

  it('ends as timeout when the loop timeout passes while a tool server is being listed', async () => {
    const silent = await startSilentServer();
    try {
      const hanging = await work.registerServer({
        name: 'silent-2',
        url: silent.url,
        transport: 'mcp',
        headers: {},
        tools: [],
      });
      const marker = llm.script('silent-timeout', [{ content: 'never asked' }]);
      const { execution, callback } = await runToCallback({
        user_message: marker,
        mcp_servers: [hanging.id],
        timeout: 1,
        tool_timeout: 30,
      });
      expect(callback.body).toMatchObject({
        status: 'timeout',
        error: 'The execution timed out after 1 s.',
      });
      const stored = await work.get(execution.id);
      expect(stored?.steps[0]).toMatchObject({
        type: 'tools_list',
        error: 'The tool server could not be listed: listing was stopped (the run ended first)',
      });
      expect(llm.requests.filter((r) => r.script === 'silent-timeout')).toHaveLength(0);
    } finally {
      await silent.close();
    }
  });

  it('fails with max_iterations when the model never stops calling tools, without running the last calls', async () => {
    const custom = await work.registerServer({
      name: 'endless',
      url: tools.url,
      transport: 'http',
      headers: {},
      tools: FakeToolServer.TOOLS,
    });
    const marker = llm.script('endless', (turn) => ({
      toolCalls: [{ name: 'endless__lookup', arguments: { q: `endless-${turn}` } }],
    }));
    const { execution, callback } = await runToCallback({
      user_message: marker,
      mcp_servers: [custom.id],
      max_iterations: 3,
    });
    expect(callback.body).toMatchObject({
      status: 'failed',
      error:
        'max_iterations (3) reached without a final answer. ' +
        'The 1 tool call(s) of the last model answer were not run.',
      result: { iterations: 3, tool_calls: 2 },
    });
    // The tool server saw the calls of the first two answers only: the third's could never be read.
    const seen = tools.calls
      .filter((c) => c.context.execution_id === execution.id)
      .map((c) => c.parameters.q);
    expect(seen).toHaveLength(2);
    const stored = await work.get(execution.id);
    expect(stored?.steps.map((s) => s.type)).toEqual([
      'model_call',
      'tool_call',
      'model_call',
      'tool_call',
      'model_call',
    ]);
  });

  it('ends as timeout when the loop timeout passes during a model call', async () => {
    const marker = llm.script('slow-model', [{ hang: true }]);
    const { callback } = await runToCallback({
      user_message: marker,
      timeout: 1,
    });
    expect(callback.body).toMatchObject({
      status: 'timeout',
      error: 'The execution timed out after 1 s.',
    });
  });

  it('turns tool failures, garbage and a tool timeout into errors the model sees', async () => {
    const custom = await work.registerServer({
      name: 'flaky',
      url: tools.url,
      transport: 'http',
      headers: {},
      tools: FakeToolServer.TOOLS,
    });
    const marker = llm.script('tool-failures', [
      {
        toolCalls: [
          { name: 'flaky__explode', arguments: {} },
          { name: 'flaky__garble', arguments: {} },
          { name: 'flaky__stall', arguments: {} },
          { name: 'flaky__lookup', arguments: '{"q": broken' },
        ],
      },
      { content: 'Everything failed, sorry.' },
    ]);
    const { callback } = await runToCallback({
      user_message: marker,
      mcp_servers: [custom.id],
      tool_timeout: 1,
    });
    expect(callback.body).toMatchObject({ status: 'completed', result: { tool_calls: 4 } });
    const second = await llm.waitFor(
      (r) => r.script === 'tool-failures' && r.body.messages.some((m) => m.role === 'tool'),
    );
    const results = second.body.messages.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(results[0]).toBe('Error: TOOL_ERROR: the database is down');
    expect(results[1]).toMatch(/^Error: Tool 'flaky__garble' failed: .*not the tool protocol/);
    expect(results[2]).toBe("Error: Tool 'flaky__stall' timed out after 1 s.");
    expect(results[3]).toMatch(
      /^Error: Tool 'flaky__lookup' was not called: the arguments are not valid JSON/,
    );
    await tools.stallAborted;
  });

  it('retries a model endpoint that answers 500, then fails with its error; a 401 is not retried and its body not shown', async () => {
    const flaky = llm.script('model-500', [{ status: 500 }]);
    const { callback } = await runToCallback({ user_message: flaky });
    expect(callback.body).toMatchObject({
      status: 'failed',
      error: 'The model call failed: HTTP 500 from the model endpoint: scripted 500',
    });
    expect(llm.requests.filter((r) => r.script === 'model-500')).toHaveLength(4);

    // Providers echo the key they refused; the team that owns the loop must not see it.
    const denied = llm.script('model-401', [
      { status: 401, body: { error: { message: 'Incorrect API key provided: sk-test-key' } } },
    ]);
    const { execution: deniedRun, callback: secondCallback } = await runToCallback({
      user_message: denied,
    });
    expect(secondCallback.body.error).toBe(
      "The model call failed: HTTP 401 from the model endpoint: it did not accept the runner's " +
        'credentials (the operator should check LLM_API_KEY).',
    );
    expect(JSON.stringify(await work.get(deniedRun.id))).not.toContain('sk-test-key');
    expect(llm.requests.filter((r) => r.script === 'model-401')).toHaveLength(1);
  });

  it('cancels a running execution and aborts the model call in flight', async () => {
    const marker = llm.script('cancel-me', [{ hang: true }]);
    const execution = await work.queue({ user_message: marker, callback_url: receiver.url });
    await llm.waitFor((r) => r.script === 'cancel-me');
    expect(await work.cancel(execution.id)).not.toBeNull();
    const callback = await receiver.delivered(execution.id);
    expect(callback.body).toMatchObject({
      status: 'cancelled',
      error: 'The execution was cancelled.',
    });
  });

  it('retries a callback answered with 500, with the same webhook-id, recording every attempt', async () => {
    const marker = llm.script('callback-retry', [{ content: 'done' }]);
    const execution = await work.queue({ user_message: marker, callback_url: receiver.url });
    receiver.failFirst(execution.id, 2);
    const callback = await receiver.delivered(execution.id);
    const attempts = receiver.received.filter((c) => c.body.execution_id === execution.id);
    expect(attempts.map((a) => a.answeredWith)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    expect(attempts.every((a) => a.verified)).toBe(true);
    expect(callback.body.status).toBe('completed');
    const stored = await work.settled(execution.id);
    expect(stored?.callback?.attempts.map((a) => a.status_code)).toEqual([500, 500, 200]);
    expect(stored?.callback?.status).toBe('delivered');
  });
});

/** Queues an execution that reports to the receiver; resolves with it and its accepted callback. */
async function runToCallback(loop: Omit<Parameters<Workload['queue']>[0], 'callback_url'>) {
  const execution = await work.queue({ ...loop, callback_url: receiver.url });
  return { execution, callback: await receiver.delivered(execution.id) };
}

/** An HTTP server that accepts requests and never answers them (a hung tool server). */
async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
