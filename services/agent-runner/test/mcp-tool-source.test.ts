import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createGuardedFetch, type GuardedFetch } from '@switchboard/kit/http/fetch';
import {
  fakeMcpHandler,
  startFakeMcpServer,
  type FakeMcpHandler,
  type FakeMcpOptions,
} from '@switchboard/testing/fakes/fake-mcp-server';
import { McpServerMemory } from '../src/tools/mcp-server-memory.js';
import { McpToolSource } from '../src/tools/mcp-tool-source.js';

const URL_A = 'https://tools.example.com/mcp';
const CONTEXT = { agentLoopId: 'loop_1', executionId: 'exec_1' };
const HOUR_MS = 60 * 60 * 1000;

/** Reaches a fetch-shaped server in process (the guarded fetch is exercised over loopback below). */
function linkTo(server: { fetch(request: Request): Promise<Response> }): GuardedFetch {
  return (input, init) => server.fetch(new Request(input, init));
}

interface Execution {
  teamId?: string;
  headers?: Record<string, string>;
}

/** One execution's use of a server: list its tools, call `add`, close. */
async function runOnce(
  server: FakeMcpHandler,
  memory: McpServerMemory,
  { teamId = 'team_a', headers = {} }: Execution = {},
) {
  const source = new McpToolSource({
    id: 'mcp_1',
    name: 'tools',
    url: URL_A,
    headers,
    fetch: linkTo(server),
    teamId,
    memory: memory.forServer(URL_A, headers),
  });
  const signal = new AbortController().signal;
  try {
    const tools = await source.listTools(signal);
    const added = await source.callTool('add', { a: 2, b: 3 }, { signal, context: CONTEXT });
    return { tools: tools.map((tool) => tool.name), added };
  } finally {
    await source.close();
  }
}

const methods = (server: FakeMcpHandler) =>
  server.exchanges.flatMap((exchange) => exchange.method ?? []);

function modern(options: FakeMcpOptions = {}): FakeMcpHandler {
  return fakeMcpHandler({ ...options, era: '2026-07-28' });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('McpToolSource, either era', () => {
  it('speaks 2026-07-28 to a server that knows only that, sending Mcp-Name on each call', async () => {
    const server = modern();
    const run = await runOnce(server, new McpServerMemory());
    expect(run.tools).toEqual(['shout', 'add', 'report']);
    expect(run.added).toEqual({ output: '{"sum":5}', isError: false });
    expect(methods(server)).toEqual(['server/discover', 'tools/list', 'tools/call']);
    expect(server.exchanges.every((e) => e.protocolVersion === '2026-07-28')).toBe(true);
    expect(server.exchanges.at(-1)?.mcpName).toBe('add');
  });

  it('falls back to the 2025-11-25 handshake with a server that knows only that', async () => {
    const server = fakeMcpHandler({ era: '2025-11-25' });
    const run = await runOnce(server, new McpServerMemory());
    expect(run.tools).toEqual(['shout', 'add', 'report']);
    expect(run.added).toEqual({ output: '{"sum":5}', isError: false });
    expect(methods(server)).toEqual([
      'server/discover',
      'initialize',
      'notifications/initialized',
      'tools/list',
      'tools/call',
    ]);
  });

  it('gives the model a resource link as its name, URI and description', async () => {
    const source = new McpToolSource({
      id: 'mcp_1',
      name: 'tools',
      url: URL_A,
      headers: {},
      fetch: linkTo(modern()),
      teamId: 'team_a',
    });
    const signal = new AbortController().signal;
    const result = await source.callTool('report', {}, { signal, context: CONTEXT });
    await source.close();
    expect(result.output).toBe(
      '[resource link: November report <https://files.example.com/reports/2026-11.csv>: ' +
        'Sales by region, one row a day]',
    );
  });

  it('goes through the guarded fetch: loopback answers when allowed, is refused when not', async () => {
    const running = await startFakeMcpServer({ era: '2026-07-28' });
    const allowed = createHttpClient({ allowPrivateNetwork: true });
    const refused = createHttpClient({ allowPrivateNetwork: false });
    const open = (fetch: GuardedFetch) =>
      new McpToolSource({
        id: 'mcp_1',
        name: 'tools',
        url: running.url,
        headers: { Authorization: 'Bearer tool-key' },
        fetch,
        teamId: 'team_a',
      });
    const signal = new AbortController().signal;
    try {
      const ok = open(createGuardedFetch(allowed));
      expect((await ok.listTools(signal)).map((t) => t.name)).toContain('add');
      await ok.close();
      expect(running.authorizations).toEqual(['Bearer tool-key', 'Bearer tool-key']);

      const blocked = open(createGuardedFetch(refused));
      await expect(blocked.listTools(signal)).rejects.toThrow(
        /Outbound request to 127\.0\.0\.1:\d+ blocked: only https:\/\/ URLs are allowed/,
      );
      await blocked.close();
      expect(running.exchanges).toHaveLength(2);
    } finally {
      allowed.close();
      refused.close();
      await running.close();
    }
  });
});

describe('McpToolSource, cache hints', () => {
  const cached = { 'tools/list': { ttlMs: HOUR_MS, cacheScope: 'private' as const } };

  it('lists on every run when the server gives no cache hint', async () => {
    const server = modern();
    const memory = new McpServerMemory();
    await runOnce(server, memory);
    await runOnce(server, memory);
    expect(methods(server).filter((m) => m === 'tools/list')).toHaveLength(2);
  });

  it('serves the list from memory while its ttlMs lasts, and lists again after', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout'] });
    const server = modern({
      cacheHints: { ...cached, 'server/discover': { ttlMs: HOUR_MS, cacheScope: 'public' } },
    });
    const memory = new McpServerMemory();
    await runOnce(server, memory);
    server.exchanges.length = 0;
    const second = await runOnce(server, memory);
    expect(second.tools).toEqual(['shout', 'add', 'report']);
    // The remembered discover answer and tool list leave only the call itself.
    expect(methods(server)).toEqual(['tools/call']);

    jest.setSystemTime(Date.now() + HOUR_MS + 1);
    server.exchanges.length = 0;
    await runOnce(server, memory);
    expect(methods(server)).toEqual(['server/discover', 'tools/list', 'tools/call']);
  });

  it('keeps a private list per team and per headers, and shares a public one between teams', async () => {
    const privateServer = modern({ cacheHints: cached });
    const memory = new McpServerMemory();
    await runOnce(privateServer, memory, { teamId: 'team_a' });
    await runOnce(privateServer, memory, { teamId: 'team_b' });
    await runOnce(privateServer, memory, { teamId: 'team_a', headers: { 'X-Key': 'other' } });
    await runOnce(privateServer, memory, { teamId: 'team_a' });
    expect(methods(privateServer).filter((m) => m === 'tools/list')).toHaveLength(3);

    const publicServer = modern({
      cacheHints: { 'tools/list': { ttlMs: HOUR_MS, cacheScope: 'public' } },
    });
    const shared = new McpServerMemory();
    await runOnce(publicServer, shared, { teamId: 'team_a' });
    await runOnce(publicServer, shared, { teamId: 'team_b' });
    expect(methods(publicServer).filter((m) => m === 'tools/list')).toHaveLength(1);
  });

  it('forgets a server that fails, so the next run probes and lists it again', async () => {
    const server = modern({
      cacheHints: { ...cached, 'server/discover': { ttlMs: HOUR_MS, cacheScope: 'public' } },
    });
    const memory = new McpServerMemory();
    await runOnce(server, memory);
    const failing: FakeMcpHandler = {
      exchanges: [],
      fetch: async () => new Response('down for maintenance', { status: 503 }),
    };
    await expect(runOnce(failing, memory)).rejects.toThrow();
    expect(memory.size.servers).toBe(0);
    server.exchanges.length = 0;
    await runOnce(server, memory);
    expect(methods(server)).toEqual(['server/discover', 'tools/list', 'tools/call']);
  });

  it('probes again, within the run, a server whose remembered era no longer holds', async () => {
    const memory = new McpServerMemory();
    await runOnce(modern({ cacheHints: { 'server/discover': { ttlMs: HOUR_MS } } }), memory);
    // The server at the same URL now speaks only 2025-11-25.
    const downgraded = fakeMcpHandler({ era: '2025-11-25' });
    const run = await runOnce(downgraded, memory);
    expect(run.added.output).toBe('{"sum":5}');
    expect(methods(downgraded)).toContain('initialize');
  });
});
