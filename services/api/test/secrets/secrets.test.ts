import { describe, expect, it } from '@jest/globals';
import type { Secret } from '@switchboard/contracts/secret';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import {
  createBot,
  createRecord,
  expectFieldErrors,
  expectNotFound,
  LOOP_REQUIRED_FIELDS,
} from '../resource-helpers.js';

const app = useApp();
const acme = useTeam(app);
const other = useTeam(app);

const put = (name: string, body: unknown, key = acme.key) =>
  app.request<{ data: Secret }>('PUT', `/v1/secrets/${name}`, { key, body });
const list = (key = acme.key) =>
  app.request<{ data: Secret[]; meta: { total: number } }>('GET', '/v1/secrets', { key });
const remove = (name: string, key = acme.key) =>
  app.request<ErrorResponse>('DELETE', `/v1/secrets/${name}`, { key });

describe('PUT /v1/secrets/{name}', () => {
  it('creates with 201, replaces with 200, and never answers the value', async () => {
    const created = await put('CRM_TOKEN', { value: 'crm-token-0001-abcd', description: 'CRM' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      name: 'CRM_TOKEN',
      description: 'CRM',
      last4: 'abcd',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const replaced = await put('CRM_TOKEN', { value: 'crm-token-0002-wxyz' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      name: 'CRM_TOKEN',
      description: null,
      last4: 'wxyz',
    });
    expect(replaced.body.data.created_at).toBe(created.body.data.created_at);
    const listed = await list();
    expect(listed.body.data.filter((s) => s.name === 'CRM_TOKEN')).toHaveLength(1);
    expect(listed.text).not.toContain('crm-token-000');
  });

  it('shows no last 4 characters of a value under 8 characters', async () => {
    const res = await put('SHORT_PIN', { value: '1234567' });
    expect(res.status).toBe(201);
    expect(res.body.data.last4).toBeNull();
    expect(res.text).not.toContain('4567');
  });

  it('refuses a name that is not upper snake case, and bad values, with 422', async () => {
    expectFieldErrors(await put('crm_token', { value: 'x' }), ['name']);
    expectFieldErrors(await put('1TOKEN', { value: 'x' }), ['name']);
    expectFieldErrors(await put(`A${'B'.repeat(64)}`, { value: 'x' }), ['name']);
    expectFieldErrors(await put('EMPTY', { value: '' }), ['value']);
    expectFieldErrors(await put('LINES', { value: 'a\r\nInjected: 1' }), ['value']);
    expectFieldErrors(await put('EXTRA', { value: 'abc', note: 'x' }), ['note']);
  });

  it('keeps each team’s secrets to itself', async () => {
    await put('PRIVATE_KEY_A', { value: 'acme-private-value' });
    const theirs = await list(other.key);
    expect(theirs.body.data.map((s) => s.name)).not.toContain('PRIVATE_KEY_A');
    expectNotFound(await remove('PRIVATE_KEY_A', other.key), 'secret', 'PRIVATE_KEY_A');
    // The same name is another team's own secret.
    expect((await put('PRIVATE_KEY_A', { value: 'other-value-123' }, other.key)).status).toBe(201);
  });
});

describe('DELETE /v1/secrets/{name}', () => {
  it('deletes an unused secret (204), then answers 404', async () => {
    await put('THROWAWAY', { value: 'to-be-deleted' });
    expect((await remove('THROWAWAY')).status).toBe(204);
    expectNotFound(await remove('THROWAWAY'), 'secret', 'THROWAWAY');
    expect((await list()).body.data.map((s) => s.name)).not.toContain('THROWAWAY');
  });

  it('refuses with 409 listing every header that refers to it', async () => {
    await put('SHARED_TOKEN', { value: 'shared-token-value' });
    const bot = await createBot(app, acme);
    const integration = await createRecord<{ id: string }>(
      app,
      acme,
      `/v1/bots/${bot.id}/integrations`,
      {
        name: 'Backend',
        webhook_url: 'https://backend.example.com/hook',
        headers: { Authorization: 'Bearer {{secret.SHARED_TOKEN}}' },
      },
    );
    const server = await createRecord<{ id: string }>(app, acme, '/v1/mcp-servers', {
      name: 'Tools with a secret',
      url: 'https://tools.example.com/mcp',
      headers: { 'X-Api-Key': '{{secret.SHARED_TOKEN}}' },
    });
    const loop = await createRecord<{ id: string }>(app, acme, '/v1/agent-loops', {
      ...LOOP_REQUIRED_FIELDS,
      callback_url: 'https://receiver.example.com/cb',
      callback_headers: { 'X-Token': 'v1 {{secret.SHARED_TOKEN}}' },
    });
    const res = await remove('SHARED_TOKEN');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.details).toEqual({
      used_by: {
        integrations: [integration.id],
        mcp_servers: [server.id],
        agent_loops: [loop.id],
      },
      used_by_count: { integrations: 1, mcp_servers: 1, agent_loops: 1 },
    });
    expect(res.body.error.message).toContain(integration.id);

    // Once no header refers to it, it goes.
    for (const [path, body] of [
      [`/v1/integrations/${integration.id}`, { headers: {} }],
      [`/v1/mcp-servers/${server.id}`, { headers: {} }],
      [`/v1/agent-loops/${loop.id}`, { callback_headers: {} }],
    ] as const) {
      expect((await app.request('PATCH', path, { key: acme.key, body })).status).toBe(200);
    }
    expect((await remove('SHARED_TOKEN')).status).toBe(204);
  });
});

describe('{{secret.NAME}} in stored headers', () => {
  it('refuses a reference to a secret the team lacks with 422 naming it, wherever it is', async () => {
    await put('KNOWN_ONE', { value: 'known-value-1' }, other.key);
    const bot = await createBot(app, acme);
    const missing = {
      Authorization: 'Bearer {{secret.KNOWN_ONE}}',
      'X-Ok': 'plain value',
    };
    const integration = await app.request<ErrorResponse>(
      'POST',
      `/v1/bots/${bot.id}/integrations`,
      {
        key: acme.key,
        body: { name: 'B', webhook_url: 'https://b.example.com', headers: missing },
      },
    );
    expectFieldErrors(integration, ['headers.Authorization']);
    expect(integration.body.error.message).toContain("'KNOWN_ONE'");
    expectFieldErrors(
      await app.request('POST', '/v1/mcp-servers', {
        key: acme.key,
        body: { name: 'T', url: 'https://t.example.com/mcp', headers: missing },
      }),
      ['headers.Authorization'],
    );
    expectFieldErrors(
      await app.request('POST', '/v1/agent-loops', {
        key: acme.key,
        body: { ...LOOP_REQUIRED_FIELDS, callback_headers: missing },
      }),
      ['callback_headers.Authorization'],
    );
  });

  it('checks the headers a PATCH leaves, and refuses a malformed reference', async () => {
    const server = await createRecord<{ id: string }>(app, acme, '/v1/mcp-servers', {
      name: 'Patched',
      url: 'https://patched.example.com/mcp',
    });
    expectFieldErrors(
      await app.request('PATCH', `/v1/mcp-servers/${server.id}`, {
        key: acme.key,
        body: { headers: { 'X-Key': '{{secret.NOT_THERE}}' } },
      }),
      ['headers.X-Key'],
    );
    expectFieldErrors(
      await app.request('PATCH', `/v1/mcp-servers/${server.id}`, {
        key: acme.key,
        body: { headers: { 'X-Key': '{{secret.lower_case}}' } },
      }),
      ['headers.X-Key'],
    );
  });

  it('shows a header holding a reference as written and masks the others', async () => {
    await put('VISIBLE_REF', { value: 'the-real-value-42' });
    const server = await createRecord<{ id: string; headers: Record<string, string> }>(
      app,
      acme,
      '/v1/mcp-servers',
      {
        name: 'Shown',
        url: 'https://shown.example.com/mcp',
        headers: { Authorization: 'Bearer {{secret.VISIBLE_REF}}', 'X-Literal': 'literal-abcdef' },
      },
    );
    expect(server.headers).toEqual({
      Authorization: 'Bearer {{secret.VISIBLE_REF}}',
      'X-Literal': '********cdef',
    });
    // Sent back as read, both stay as they were.
    const patched = await app.request<{ data: { headers: Record<string, string> } }>(
      'PATCH',
      `/v1/mcp-servers/${server.id}`,
      { key: acme.key, body: { headers: server.headers } },
    );
    expect(patched.body.data.headers).toEqual(server.headers);
  });
});
