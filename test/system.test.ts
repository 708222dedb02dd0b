import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFakeAiBackend, type FakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { ApiClient } from '@switchboard/testing/stack/api-client';
import {
  freePort,
  isAlive,
  ROOT,
  SERVICE_NAMES,
  startSupervisor,
  type Supervisor,
} from '@switchboard/testing/stack/supervisor';
import { removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';
import { currentEngine } from '@switchboard/store/testing/exactness';

// The product as a new user runs it: `node scripts/start.js` (what `pnpm start` runs after the
// build) starts the three real processes; the test then uses the admin CLI and the public HTTP API
// only. Each `it` is the next step of one user's journey, so they share state and run in order.
// Real processes on a shared 2-core machine: allow slow starts; nothing here sleeps.
jest.setTimeout(60_000);

const run = promisify(execFile);
const MODEL_ANSWER = 'For long coding sessions pick anthropic/claude-sonnet-4.';
const model = new FakeLlm();
// The loop's callback_secret is known only once the loop exists; the test hands it over then.
const callbacks = new CallbackReceiver('');
let backends: FakeAiBackend;
let dataDir: string;
let supervisor: Supervisor;
let apiUrl: string;
let catalogUrl: string;
let api: ApiClient;

interface Created {
  id: string;
}
interface Reply {
  conversation_id: string;
  message: { id: string; role: string; content: string };
  reply: { content: string; integration_id: string | null; error: string | null };
}
interface Message {
  role: string;
  content: string;
  integration_id: string | null;
}
interface Step {
  type: string;
  server?: string;
  tool?: string;
  error: string | null;
  result?: string | null;
}
interface Execution {
  id: string;
  agent_loop_id: string;
  status: string;
  result: { output: string | null; tool_calls: number; iterations: number };
  steps: Step[];
  usage: { total_tokens: number };
  callback: { url: string; webhook_id: string } | null;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-system-'));
  [backends] = await Promise.all([startFakeAiBackend(), model.start(), callbacks.start()]);
  // The model first asks the catalog for the typo'd name, then answers from the tool result.
  model.script('default', [
    {
      toolCalls: [
        {
          name: 'model-catalog__search-models',
          arguments: { query: 'claud sonet', limit: 3 },
        },
      ],
    },
    { content: MODEL_ANSWER },
  ]);
  const [apiPort, catalogPort] = [await freePort(), await freePort()];
  apiUrl = `http://127.0.0.1:${apiPort}`;
  catalogUrl = `http://127.0.0.1:${catalogPort}`;
  supervisor = startSupervisor({
    HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    CATALOG_PORT: String(catalogPort),
    CATALOG_URL: catalogUrl,
    ...testStoreEnv(dataDir),
    ALLOW_PRIVATE_NETWORK: 'true',
    LLM_BASE_URL: model.url,
    LLM_API_KEY: 'sk-system-test',
    LOG_LEVEL: 'info',
  });
  // start.js prints its banner once the API and the catalog answer /health; the banner's last
  // line is the Ctrl-C hint, and the tests below read the lines before it.
  await supervisor.waitForLine((l) => l.includes('Ctrl-C stops everything.'));
}, 90_000);

afterAll(async () => {
  await supervisor?.stop();
  await Promise.all([backends?.close(), model.close(), callbacks.close()]);
  await removeTestData(dataDir);
}, 60_000);

describe('Switchboard as a new user runs it (start.js, the CLI, the HTTP API)', () => {
  it('starts every service: /health answers on the API and the catalog, the banner lists the URLs', async () => {
    const [apiHealth, catalogHealth] = await Promise.all([
      fetch(`${apiUrl}/health`),
      fetch(`${catalogUrl}/health`),
    ]);
    expect(apiHealth.status).toBe(200);
    expect(catalogHealth.status).toBe(200);
    const banner = supervisor.lines.filter((l) => l.startsWith('[start]')).join('\n');
    expect(banner).toContain(`${apiUrl}/v1`);
    expect(banner).toContain(`${apiUrl}/docs`);
    expect(banner).toContain(`${catalogUrl}/mcp`);
    expect(banner).toContain(
      currentEngine() === 'mongodb' ? 'MongoDB (MONGODB_URI)' : `SQLite in ${dataDir}`,
    );
    expect([...supervisor.pids().keys()].sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it("creates a team and its first API key with the banner's admin CLI command (one JSON line)", async () => {
    // The banner's command names the running data directory, so it works from a shell that has
    // no DATA_DIR of its own (the CLI would otherwise use ./.data and the key would get a 401).
    const line = supervisor.lines.find((l) => l.includes('First team and API key'))!;
    const command = line.slice(line.indexOf(': ') + 2);
    // It names the store in use: the data directory on SQLite, the URI on MongoDB.
    const env = testStoreEnv(dataDir);
    expect(command).toContain(
      env.MONGODB_URI ? `MONGODB_URI=${env.MONGODB_URI}` : `DATA_DIR=${dataDir}`,
    );
    const { stdout } = await run('sh', ['-c', command], {
      cwd: ROOT,
      // On MongoDB the command needs the server too (the banner names the data directory only).
      env: { PATH: process.env.PATH ?? '', ...withoutDataDir(testStoreEnv(dataDir)) },
    });
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const created = JSON.parse(stdout) as {
      team: { id: string; name: string; plan: string };
      api_key: { key: string };
    };
    expect(created.team).toMatchObject({ name: 'Acme', plan: 'pro' });
    expect(created.api_key.key).toMatch(/^sb_/);
    api = new ApiClient(apiUrl, created.api_key.key);

    const bots = await api.call<{ data: unknown[] }>('GET', '/v1/bots');
    expect(bots.status).toBe(200);
    expect(bots.body.data).toEqual([]);
    expect(bots.headers.get('x-ratelimit-limit')).toBe('300');
  });

  let botId: string;
  let primaryId: string;
  let fallbackId: string;
  let channelId: string;
  let conversationId: string;

  it('answers a message on an api channel through the primary integration, and records it', async () => {
    const bot = await api.call<{ data: Created }>('POST', '/v1/bots', {
      name: 'Support bot',
      description: 'Answers customers',
    });
    expect(bot.status).toBe(201);
    botId = bot.body.data.id;
    const primary = await api.call<{ data: Created & { headers: Record<string, string> } }>(
      'POST',
      `/v1/bots/${botId}/integrations`,
      {
        name: 'Primary backend',
        webhook_url: `${backends.url}/primary`,
        headers: { Authorization: 'Bearer backend-token-1234' },
        weight: 10,
        timeout: 10,
      },
    );
    expect(primary.status).toBe(201);
    expect(JSON.stringify(primary.body)).not.toContain('backend-token');
    primaryId = primary.body.data.id;
    const fallback = await api.call<{ data: Created }>('POST', `/v1/bots/${botId}/integrations`, {
      name: 'Fallback backend',
      webhook_url: `${backends.url}/fallback`,
      fallback: true,
      timeout: 10,
    });
    expect(fallback.status).toBe(201);
    fallbackId = fallback.body.data.id;
    const channel = await api.call<{ data: Created & { type: string } }>(
      'POST',
      `/v1/bots/${botId}/channels`,
      { type: 'api', name: 'Website chat' },
    );
    expect(channel.status).toBe(201);
    channelId = channel.body.data.id;

    const sent = await api.call<{ data: Reply }>('POST', `/v1/channels/${channelId}/messages`, {
      user: { id: 'user-42', name: 'Ada' },
      chat_id: 'chat-1',
      content: 'Where is my order?',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.reply).toMatchObject({
      content: 'echo: Where is my order?',
      integration_id: primaryId,
      error: null,
    });
    conversationId = sent.body.data.conversation_id;

    const outbound = await backends.requests.waitFor((r) => r.path === '/primary');
    expect(outbound.headers['authorization']).toBe('Bearer backend-token-1234');
    expect(outbound.body).toMatchObject({
      messages: [{ role: 'user', content: 'Where is my order?' }],
      conversation_id: conversationId,
      user: { id: 'user-42', name: 'Ada', platform: 'api' },
      bot: { id: botId, name: 'Support bot' },
      metadata: { channel: 'api', chat_id: 'chat-1' },
    });

    const conversations = await api.call<{ data: Array<{ id: string; user: { id: string } }> }>(
      'GET',
      `/v1/bots/${botId}/conversations?user_id=user-42`,
    );
    expect(conversations.body.data.map((c) => c.id)).toEqual([conversationId]);
    const messages = await api.call<{ data: Message[] }>(
      'GET',
      `/v1/conversations/${conversationId}/messages`,
    );
    expect(messages.body.data).toMatchObject([
      { role: 'user', content: 'Where is my order?', integration_id: null },
      { role: 'assistant', content: 'echo: Where is my order?', integration_id: primaryId },
    ]);
  });

  it('answers through the fallback integration when the primary backend fails', async () => {
    backends.on('/primary', { kind: 'error', status: 503 });
    const sent = await api.call<{ data: Reply }>('POST', `/v1/channels/${channelId}/messages`, {
      user: { id: 'user-42', name: 'Ada' },
      chat_id: 'chat-1',
      content: 'Are you still there?',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      conversation_id: conversationId,
      reply: { content: 'echo: Are you still there?', integration_id: fallbackId },
    });
    const primaryTried = backends.requests.all.filter((r) => r.path === '/primary');
    expect(primaryTried).toHaveLength(2);
    // The fallback gets the conversation so far, oldest first, ending with the new message.
    const outbound = await backends.requests.waitFor((r) => r.path === '/fallback');
    expect(outbound.body.messages).toEqual([
      { role: 'user', content: 'Where is my order?' },
      { role: 'assistant', content: 'echo: Where is my order?' },
      { role: 'user', content: 'Are you still there?' },
    ]);
    const messages = await api.call<{ data: Message[] }>(
      'GET',
      `/v1/conversations/${conversationId}/messages`,
    );
    expect(messages.body.data.map((m) => m.integration_id)).toEqual([
      null,
      primaryId,
      null,
      fallbackId,
    ]);
  });

  it('runs an agent loop with the built-in model-catalog tool and delivers a signed callback', async () => {
    const loop = await api.call<{ data: Created & { callback_secret: string } }>(
      'POST',
      '/v1/agent-loops',
      {
        name: 'Model scout',
        system_prompt: 'You pick AI models. Use the catalog tools.',
        user_message: 'Which Claude Sonnet model should we use for coding?',
        mcp_servers: ['model-catalog'],
        callback_url: callbacks.url,
        max_iterations: 5,
        timeout: 60,
      },
    );
    expect(loop.status).toBe(201);
    expect(loop.body.data.callback_secret).toMatch(/^whsec_/);
    callbacks.useSecret(loop.body.data.callback_secret);

    const queued = await api.call<{ data: Execution }>(
      'POST',
      `/v1/agent-loops/${loop.body.data.id}/run`,
    );
    expect(queued.status).toBe(201);
    expect(queued.body.data.status).toBe('queued');
    const executionId = queued.body.data.id;

    const delivery = await callbacks.delivered(executionId);
    expect(delivery.verified).toBe(true);
    expect(delivery.body).toMatchObject({
      agent_loop_id: loop.body.data.id,
      agent_loop_name: 'Model scout',
      execution_id: executionId,
      status: 'completed',
      result: { output: MODEL_ANSWER, tool_calls: 1, iterations: 2 },
      error: null,
    });

    const [first, second] = model.requests.map((r) => r.body);
    expect(model.requests[0]?.authorization).toBe('Bearer sk-system-test');
    expect(first?.tools?.map((t) => t.function.name)).toEqual(
      expect.arrayContaining(['model-catalog__search-models', 'model-catalog__recommend-model']),
    );
    // The catalog's real answer went back to the model: the typo query found Claude Sonnet.
    const toolResult = second?.messages.find((m) => m.role === 'tool')?.content ?? '';
    expect(toolResult.toLowerCase()).toContain('claude-sonnet');

    const execution = await api.call<{ data: Execution }>('GET', `/v1/executions/${executionId}`);
    expect(execution.status).toBe(200);
    expect(execution.body.data).toMatchObject({
      status: 'completed',
      result: { output: MODEL_ANSWER, tool_calls: 1, iterations: 2 },
      // Two model calls at the fake's 1,100 tokens each.
      usage: { total_tokens: 2200 },
      callback: {
        url: callbacks.url,
        webhook_id: delivery.headers['webhook-id'],
      },
    });
    const steps = execution.body.data.steps;
    expect(steps.map((s) => s.type)).toEqual(['model_call', 'tool_call', 'model_call']);
    expect(steps[1]).toMatchObject({ server: 'model-catalog', tool: 'search-models', error: null });
    expect(steps[1]?.result?.toLowerCase()).toContain('claude-sonnet');

    const listed = await api.call<{ data: Execution[] }>(
      'GET',
      `/v1/agent-loops/${loop.body.data.id}/executions`,
    );
    expect(listed.body.data.map((e) => e.id)).toEqual([executionId]);
  });

  it('serves its OpenAPI document and the rendered reference without a key', async () => {
    const openapi = await fetch(`${apiUrl}/v1/openapi.json`);
    expect(openapi.status).toBe(200);
    const document = (await openapi.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/channels/{id}/messages', '/v1/agent-loops/{id}/run']),
    );
    const docs = await fetch(`${apiUrl}/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('stops every service gracefully on SIGTERM', async () => {
    const pids = supervisor.pids();
    const exit = await supervisor.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    for (const name of SERVICE_NAMES) {
      expect(supervisor.lines).toContain(`[start] ${name} exited (code 0)`);
      expect(isAlive(pids.get(name) ?? 0)).toBe(false);
    }
    expect(supervisor.output('api').some((l) => l.includes('"msg":"stopped"'))).toBe(true);
    expect(supervisor.output('agent-runner').some((l) => l.includes('"msg":"stopped"'))).toBe(true);
  });
});

function withoutDataDir(env: Record<string, string>): Record<string, string> {
  const { DATA_DIR: _dataDir, ...rest } = env;
  return rest;
}
