import { describe, expect, it } from '@jest/globals';
import type { McpServer } from '@switchboard/contracts/mcp-server';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectFieldErrors } from '../resource-helpers.js';

// A tool server named like a built-in (`http`, `model-catalog`) is refused with a 422 naming the
// reserved names: it would be offered to the model under the built-in's prefix, and
// `http__request` would mean the user's tool or the built-in depending on order.

const app = useApp();
const team = useTeam(app);

const server = (name: string) => ({
  name,
  url: 'https://tools.example.com/call',
  transport: 'http',
  tools: [{ name: 'request' }],
});

function expectReservedName(res: { status: number; body: unknown }): void {
  expectFieldErrors(res, ['name']);
  const [field] = (res.body as ErrorResponse).error.details!.fields as { message: string }[];
  expect(field!.message).toBe(
    'must not be the name of a built-in tool server (http, model-catalog, files, time)',
  );
}

describe('tool-server names reserved for built-ins', () => {
  it.each(['http', 'model-catalog', 'HTTP', ' Model-Catalog ', 'http!'])(
    'POST /v1/mcp-servers refuses the name %j with 422',
    async (name) => {
      const res = await app.request('POST', '/v1/mcp-servers', {
        key: team.key,
        body: server(name),
      });
      expectReservedName(res);
    },
  );

  it('PATCH /v1/mcp-servers/{id} refuses renaming a server to http and keeps its name', async () => {
    const created = await createRecord<McpServer>(app, team, '/v1/mcp-servers', server('lookup'));
    const res = await app.request('PATCH', `/v1/mcp-servers/${created.id}`, {
      key: team.key,
      body: { name: 'http' },
    });
    expectReservedName(res);
    const after = await app.request<{ data: McpServer }>('GET', `/v1/mcp-servers/${created.id}`, {
      key: team.key,
    });
    expect(after.body.data.name).toBe('lookup');
  });

  it.each(['http-tools', 'my http', 'catalog'])('accepts the name %j', async (name) => {
    const created = await createRecord<McpServer>(app, team, '/v1/mcp-servers', server(name));
    expect(created.name).toBe(name);
  });
});
