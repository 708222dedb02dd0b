import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import type { DocumentStore } from '@switchboard/store/port';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { startFakeMcpServer, type FakeMcpServer } from '@switchboard/testing/fakes/fake-mcp-server';
import { TEST_SECRET, Workload } from '@switchboard/testing/stack/executions';
import { startRunner, type ServiceProcess } from '@switchboard/testing/stack/processes';

const HOUR_MS = 60 * 60 * 1000;

let dataDir: string;
let store: DocumentStore;
let work: Workload;
let runner: ServiceProcess;
/** Speaks only 2026-07-28 (the SDK v2 server package); its answers may be cached for an hour. */
let modern: FakeMcpServer;
/** Speaks only 2025-11-25 (the v1 SDK). */
let legacy: FakeMcpServer;
const llm = new FakeLlm();
const receiver = new CallbackReceiver(TEST_SECRET);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-mcp-eras-'));
  store = await openTestStore({ dataDir, logger: createLogger({ name: 'e2e', level: 'silent' }) });
  work = new Workload(store);
  await Promise.all([llm.start(), receiver.start()]);
  [modern, legacy] = await Promise.all([
    startFakeMcpServer({
      era: '2026-07-28',
      name: 'modern-tools',
      cacheHints: {
        'server/discover': { ttlMs: HOUR_MS, cacheScope: 'public' },
        'tools/list': { ttlMs: HOUR_MS, cacheScope: 'private' },
      },
    }),
    startFakeMcpServer({ era: '2025-11-25', name: 'legacy-tools' }),
  ]);
  runner = await startRunner({ dataDir, llmUrl: llm.url });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await Promise.all([llm.close(), receiver.close(), modern?.close(), legacy?.close()]);
  await store?.close();
  await removeTestData(dataDir);
}, 30_000);

/** Runs a loop whose model calls `add` and `report` on `server`, then answers; resolves with it. */
async function runAddAndReport(server: { id: string; name: string }, script: string) {
  const marker = llm.script(script, [
    {
      toolCalls: [
        { name: `${server.name}__add`, arguments: { a: 2, b: 3 } },
        { name: `${server.name}__report`, arguments: {} },
      ],
    },
    { content: 'Done.' },
  ]);
  const execution = await work.queue({
    user_message: `Add and report. ${marker}`,
    mcp_servers: [server.id],
    callback_url: receiver.url,
  });
  const callback = await receiver.delivered(execution.id);
  expect(callback.body).toMatchObject({ status: 'completed', result: { output: 'Done.' } });
  const answered = await llm.waitFor(
    (r) => r.script === script && r.body.messages.some((m) => m.role === 'tool'),
  );
  const toolMessages = answered.body.messages.filter((m) => m.role === 'tool');
  return { execution, toolMessages: toolMessages.map((m) => m.content) };
}

/** The JSON-RPC methods a server received, in order (GETs and DELETEs carry none). */
const rpcMethods = (server: FakeMcpServer) => server.exchanges.flatMap((e) => e.method ?? []);

function register(name: string, server: FakeMcpServer, headers: Record<string, string> = {}) {
  return work.registerServer({ name, url: server.url, transport: 'mcp', headers, tools: [] });
}

const HANDSHAKE_2025 = ['initialize', 'notifications/initialized'];
const TWO_CALLS = ['tools/call', 'tools/call'];

const REPORT_LINK =
  '[resource link: November report <https://files.example.com/reports/2026-11.csv>: ' +
  'Sales by region, one row a day]';

describe('agent runner with MCP tool servers of either era', () => {
  it('completes a loop with a server that speaks only 2026-07-28', async () => {
    const server = await register('modern', modern, { Authorization: 'Bearer modern-key' });
    const { execution, toolMessages } = await runAddAndReport(server, 'modern-1');
    expect(toolMessages).toEqual(['{"sum":5}', REPORT_LINK]);
    const first = await llm.waitFor((r) => r.script === 'modern-1');
    expect(first.body.tools?.map((t) => t.function.name)).toEqual([
      'modern__shout',
      'modern__add',
      'modern__report',
    ]);
    expect(rpcMethods(modern)).toEqual(['server/discover', 'tools/list', ...TWO_CALLS]);
    expect(modern.exchanges.every((e) => e.protocolVersion === '2026-07-28')).toBe(true);
    expect(modern.exchanges.every((e) => e.authorization === 'Bearer modern-key')).toBe(true);
    const stored = await work.settled(execution.id);
    expect(stored?.steps.map((s) => s.type)).toEqual([
      'model_call',
      'tool_call',
      'tool_call',
      'model_call',
    ]);

    // The next run starts from what the runner remembers: the server's era and its tool list,
    // both within their hour, so only the calls themselves reach the server.
    modern.exchanges.length = 0;
    await runAddAndReport(server, 'modern-2');
    expect(rpcMethods(modern)).toEqual(TWO_CALLS);
    expect(modern.exchanges.map((e) => e.mcpName).sort()).toEqual(['add', 'report']);
  });

  it('completes a loop with a server that speaks only 2025-11-25, listing it on every run', async () => {
    const server = await register('legacy', legacy);
    const { toolMessages } = await runAddAndReport(server, 'legacy-1');
    expect(toolMessages).toEqual(['{"sum":5}', REPORT_LINK]);
    expect(rpcMethods(legacy)).toEqual([
      'server/discover',
      ...HANDSHAKE_2025,
      'tools/list',
      ...TWO_CALLS,
    ]);

    // The runner remembers the server speaks 2025 (no probe), but a 2025 list has no cache hint.
    legacy.exchanges.length = 0;
    await runAddAndReport(server, 'legacy-2');
    expect(rpcMethods(legacy)).toEqual([...HANDSHAKE_2025, 'tools/list', ...TWO_CALLS]);
  });
});
