import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord } from '../resource-helpers.js';

// Every route refuses bodies nested more than 64 levels with a 400 in the contract's shape, before
// any schema sees them: about 2 KB of brackets would otherwise overflow the stack in recursive
// checks such as the input_schema size check.

const app = useApp();
const team = useTeam(app);

/** `levels` arrays nested inside each other. */
function brackets(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
}

function httpServer(inputSchema: unknown) {
  return {
    name: `deep ${Math.random()}`,
    url: 'https://tools.example.com/call',
    transport: 'http',
    tools: [{ name: 'a', input_schema: inputSchema }],
  };
}

function expectTooDeep(res: { status: number; body: unknown }): void {
  expect(res.status).toBe(400);
  const { error } = res.body as ErrorResponse;
  expect(error.code).toBe('BAD_REQUEST');
  expect(error.message).toContain('64 levels');
  expect(error.details).toEqual({ max_depth: 64 });
}

describe('deeply nested request bodies', () => {
  it('answers POST /v1/mcp-servers with a 1000-level input_schema with 400, not 500', async () => {
    const res = await app.request('POST', '/v1/mcp-servers', {
      key: team.key,
      body: httpServer({ type: 'object', x: brackets(1000) }),
    });
    expectTooDeep(res);
  });

  it('answers PATCH /v1/mcp-servers/{id} with a deep input_schema with 400 and keeps the server', async () => {
    const server = await createRecord<{ id: string; tools: unknown }>(
      app,
      team,
      '/v1/mcp-servers',
      httpServer({ type: 'object' }),
    );
    const res = await app.request('PATCH', `/v1/mcp-servers/${server.id}`, {
      key: team.key,
      body: { tools: [{ name: 'a', input_schema: { type: 'object', x: brackets(1000) } }] },
    });
    expectTooDeep(res);
    const after = await app.request<{ data: { tools: unknown } }>(
      'GET',
      `/v1/mcp-servers/${server.id}`,
      { key: team.key },
    );
    expect(after.body.data.tools).toEqual(server.tools);
  });

  it('refuses a body of 65 levels on any route, even in a field the route does not know', async () => {
    // The body itself is level 1, so 64 more arrays make 65.
    const res = await app.request('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'Deep', unknown: brackets(64) },
    });
    expectTooDeep(res);
  });

  it('judges a body of exactly 64 levels by the route schema as usual', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'Deep', unknown: brackets(63) },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.fields).toEqual([expect.objectContaining({ path: 'unknown' })]);
  });

  it('refuses a 100,000-level array body sent as raw JSON with 400', async () => {
    const res = await app.request('POST', '/v1/agent-loops', {
      key: team.key,
      rawBody: '['.repeat(100_000) + ']'.repeat(100_000),
      headers: { 'content-type': 'application/json' },
    });
    expectTooDeep(res);
  });
});
