import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { McpServerTestResult } from '@switchboard/contracts/mcp-server';
import { startFakeMcpServer, type FakeMcpServer } from '@switchboard/testing/fakes/fake-mcp-server';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const acme = useTeam(app);
const other = useTeam(app);
let mcp: FakeMcpServer;
let modern: FakeMcpServer;

beforeAll(async () => {
  [mcp, modern] = await Promise.all([
    startFakeMcpServer({ era: '2025-11-25' }),
    startFakeMcpServer({
      era: '2026-07-28',
      cacheHints: { 'tools/list': { ttlMs: 3_600_000, cacheScope: 'public' } },
    }),
  ]);
});
afterAll(() => Promise.all([mcp.close(), modern.close()]));

const TOOLS = [
  { name: 'shout', description: 'Upper-cases text' },
  { name: 'add', description: 'Adds two numbers' },
  { name: 'report', description: 'Links the monthly report' },
];

async function register(body: Record<string, unknown>): Promise<string> {
  const res = await app.request<{ data: { id: string } }>('POST', '/v1/mcp-servers', {
    key: acme.key,
    body,
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const test = (id: string, key = acme.key) =>
  app.request<{ data: McpServerTestResult }>('POST', `/v1/mcp-servers/${id}/test`, { key });

describe('POST /v1/mcp-servers/{id}/test', () => {
  it('connects to a 2025-only MCP server with its headers, through the 2025 handshake', async () => {
    const id = await register({
      name: 'shouter',
      url: mcp.url,
      headers: { Authorization: 'Bearer tools-secret-9876' },
    });
    const res = await test(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ok: true,
      protocol_version: '2025-11-25',
      tools: TOOLS,
      latency_ms: expect.any(Number),
    });
    expect(mcp.authorizations.at(-1)).toBe('Bearer tools-secret-9876');
  });

  it('answers 2026-07-28 for a server that speaks only that, listing afresh every time', async () => {
    const id = await register({ name: 'modern', url: modern.url });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await test(id);
      expect(res.body.data).toEqual({
        ok: true,
        protocol_version: '2026-07-28',
        tools: TOOLS,
        latency_ms: expect.any(Number),
      });
    }
    const methods = modern.exchanges.map((exchange) => exchange.method);
    expect(methods).toEqual(['server/discover', 'tools/list', 'server/discover', 'tools/list']);
  });

  it('answers ok: false with the reason when the server cannot be reached', async () => {
    const id = await register({ name: 'gone', url: 'http://127.0.0.1:9/mcp' });
    const res = await test(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: false, protocol_version: null, tools: [] });
    expect(res.body.data.error).toMatch(/127\.0\.0\.1:9 failed: ECONNREFUSED/);
  });

  it('reports a reachable custom-protocol server with its registered tools', async () => {
    const id = await register({
      name: 'custom',
      url: mcp.url.replace('/mcp', '/call'),
      transport: 'http',
      tools: [{ name: 'lookup', description: 'Looks up', input_schema: { type: 'object' } }],
    });
    const res = await test(id);
    expect(res.body.data).toMatchObject({
      ok: true,
      protocol_version: null,
      tools: [{ name: 'lookup', description: 'Looks up' }],
    });
  });

  it('answers 404 for another team’s server', async () => {
    const id = await register({ name: 'private', url: mcp.url });
    const res = await test(id, other.key);
    expect(res.status).toBe(404);
  });
});
