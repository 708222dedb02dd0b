import { describe, expect, it } from '@jest/globals';
import type { McpServer } from '@switchboard/contracts/mcp-server';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import {
  createRecord,
  expectDeletes,
  expectFieldErrors,
  itHidesFromOtherTeams,
} from '../resource-helpers.js';

const SECRET = 'x-api-key-value-abcd';
const weatherTool = {
  name: 'get_weather',
  description: 'Current weather for a city',
  input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

const app = useApp();
const owner = useTeam(app);
const other = useTeam(app);
let counter = 0;

function register(body: Record<string, unknown> = {}) {
  counter += 1;
  return createRecord<McpServer>(app, owner, '/v1/mcp-servers', {
    name: `Server ${counter}`,
    url: 'https://mcp.example.com/mcp',
    ...body,
  });
}

describe('POST /v1/mcp-servers', () => {
  it('registers an MCP server with masked headers', async () => {
    const res = await app.request<{ data: McpServer }>('POST', '/v1/mcp-servers', {
      key: owner.key,
      body: { name: 'Docs', url: 'https://mcp.example.com/mcp', headers: { 'X-Api-Key': SECRET } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^mcp_[0-9a-z]{26}$/),
      name: 'Docs',
      url: 'https://mcp.example.com/mcp',
      transport: 'mcp',
      headers: { 'X-Api-Key': '********abcd' },
      tools: [],
      auth: { type: 'none' },
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(res.text).not.toContain(SECRET);
  });

  it('masks a short key as integrations mask theirs: its last 4 characters shown', async () => {
    const key = 'tool-key-10';
    const server = await register({ headers: { 'X-Api-Key': key } });
    const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
      key: owner.key,
      body: { name: 'B' },
    });
    const integration = await app.request<{ data: { headers: Record<string, string> } }>(
      'POST',
      `/v1/bots/${bot.body.data.id}/integrations`,
      {
        key: owner.key,
        body: { name: 'I', webhook_url: 'https://ai.example.com/hook', headers: { 'X-Key': key } },
      },
    );
    expect(server.headers).toEqual({ 'X-Api-Key': '********y-10' });
    expect(integration.body.data.headers).toEqual({ 'X-Key': '********y-10' });
  });

  it('registers a custom http tool server with its tools', async () => {
    const created = await register({ transport: 'http', tools: [weatherTool] });
    expect(created.tools).toEqual([weatherTool]);
  });

  it.each([
    ['an http server without tools', { transport: 'http' }, ['tools']],
    ['tools on an mcp server', { tools: [weatherTool] }, ['tools']],
    ['an unknown transport', { transport: 'grpc' }, ['transport']],
    ['a bad tool name', { transport: 'http', tools: [{ name: 'get weather' }] }, ['tools.0.name']],
    [
      'a non-object schema',
      { transport: 'http', tools: [{ name: 't', input_schema: { type: 'array' } }] },
      ['tools.0.input_schema'],
    ],
    ['a non-URL', { url: 'mcp.example.com' }, ['url']],
    ['a header with CR/LF', { headers: { 'X-A': 'x\r\ny' } }, ['headers.X-A']],
  ])('rejects %s with 422', async (_label, body, paths) => {
    const res = await app.request('POST', '/v1/mcp-servers', {
      key: owner.key,
      body: { name: `bad ${_label}`, url: 'https://mcp.example.com/mcp', ...body },
    });
    expectFieldErrors(res, paths);
  });

  it('requires name and url', async () => {
    const res = await app.request('POST', '/v1/mcp-servers', { key: owner.key, body: {} });
    expectFieldErrors(res, ['name', 'url']);
  });

  it('answers 409 for a duplicate name within a team, but not across teams', async () => {
    await register({ name: 'Unique' });
    const res = await app.request<ErrorResponse>('POST', '/v1/mcp-servers', {
      key: owner.key,
      body: { name: 'Unique', url: 'https://mcp.example.com/mcp' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    const otherTeam = await app.request('POST', '/v1/mcp-servers', {
      key: other.key,
      body: { name: 'Unique', url: 'https://mcp.example.com/mcp' },
    });
    expect(otherTeam.status).toBe(201);
  });
});

describe('GET /v1/mcp-servers', () => {
  it("lists only the team's servers, newest first, with masked headers", async () => {
    const team = await createTeam(app);
    const first = await createRecord<McpServer>(app, team, '/v1/mcp-servers', {
      name: 'A',
      url: 'https://a.example.com/mcp',
      headers: { Authorization: `Bearer ${SECRET}` },
    });
    const second = await createRecord<McpServer>(app, team, '/v1/mcp-servers', {
      name: 'B',
      url: 'https://b.example.com/mcp',
    });
    const res = await app.request<{ data: McpServer[]; meta: unknown }>('GET', '/v1/mcp-servers', {
      key: team.key,
    });
    expect(res.body.data.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(res.body.meta).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(res.text).not.toContain(SECRET);
  });
});

describe('/v1/mcp-servers/{id}', () => {
  it('switches a server to the http transport only together with tools', async () => {
    const created = await register();
    const alone = await app.request('PATCH', `/v1/mcp-servers/${created.id}`, {
      key: owner.key,
      body: { transport: 'http' },
    });
    expectFieldErrors(alone, ['tools']);
    const res = await app.request<{ data: McpServer }>('PATCH', `/v1/mcp-servers/${created.id}`, {
      key: owner.key,
      body: { transport: 'http', tools: [weatherTool] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ transport: 'http', tools: [weatherTool] });
  });

  it('answers 409 when renaming onto another server’s name', async () => {
    const a = await register();
    const b = await register();
    const res = await app.request('PATCH', `/v1/mcp-servers/${b.id}`, {
      key: owner.key,
      body: { name: a.name },
    });
    expect(res.status).toBe(409);
  });

  it('gets and deletes a server', async () => {
    const created = await register();
    const got = await app.request<{ data: McpServer }>('GET', `/v1/mcp-servers/${created.id}`, {
      key: owner.key,
    });
    expect(got.body.data).toEqual(created);
    await expectDeletes(app, owner, `/v1/mcp-servers/${created.id}`, {
      type: 'mcp_server',
      id: created.id,
    });
  });

  itHidesFromOtherTeams({
    app,
    owner,
    other,
    type: 'mcp_server',
    create: () => register(),
    path: (server) => `/v1/mcp-servers/${server.id}`,
    patch: { name: 'taken over' },
  });
});
