import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { McpServerTestResult } from '@switchboard/contracts/mcp-server';
import { startFakeMcpServer, type FakeMcpServer } from '@switchboard/testing/fakes/fake-mcp-server';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const acme = useTeam(app);
const other = useTeam(app);
let mcp: FakeMcpServer;

beforeAll(async () => {
  mcp = await startFakeMcpServer();
});
afterAll(() => mcp.close());

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
  it('connects to an MCP server with its headers and lists its tools', async () => {
    const id = await register({
      name: 'shouter',
      url: mcp.url,
      headers: { Authorization: 'Bearer tools-secret-9876' },
    });
    const res = await test(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ok: true,
      tools: [{ name: 'shout', description: 'Upper-cases text' }],
      latency_ms: expect.any(Number),
    });
    expect(mcp.authorizations.at(-1)).toBe('Bearer tools-secret-9876');
  });

  it('answers ok: false with the reason when the server cannot be reached', async () => {
    const id = await register({ name: 'gone', url: 'http://127.0.0.1:9/mcp' });
    const res = await test(id);
    expect(res.status).toBe(200);
    expect(res.body.data.ok).toBe(false);
    expect(res.body.data.tools).toEqual([]);
    expect(res.body.data.error).toEqual(expect.any(String));
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
      tools: [{ name: 'lookup', description: 'Looks up' }],
    });
  });

  it('answers 404 for another team’s server', async () => {
    const id = await register({ name: 'private', url: mcp.url });
    const res = await test(id, other.key);
    expect(res.status).toBe(404);
  });
});
