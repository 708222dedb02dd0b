import { describe, expect, it } from '@jest/globals';
import type { AgentLoop } from '@switchboard/contracts/agent-loop';
import type { McpServer } from '@switchboard/contracts/mcp-server';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { startApp } from '@switchboard/testing/api/start-app';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import {
  createRecord,
  expectDeletes,
  expectFieldErrors,
  itChecksFieldValues,
  itHidesFromOtherTeams,
  LOOP_REQUIRED_FIELDS,
} from '../resource-helpers.js';

const required = LOOP_REQUIRED_FIELDS;

const app = useApp();
const owner = useTeam(app);
const other = useTeam(app);

function createLoop(body: Record<string, unknown> = {}, team = owner) {
  return createRecord<AgentLoop>(app, team, '/v1/agent-loops', { ...required, ...body });
}

describe('POST /v1/agent-loops', () => {
  it('creates a loop with the documented defaults and a fresh callback secret', async () => {
    const loop = await createLoop();
    expect(loop).toEqual({
      id: expect.stringMatching(/^loop_[0-9a-z]{26}$/),
      ...required,
      model: null,
      mcp_servers: [],
      callback_url: null,
      callback_headers: {},
      callback_secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      event_triggers: [],
      max_iterations: 10,
      timeout: 300,
      tool_timeout: 30,
      tool_policies: [],
      approval_timeout: 86_400,
      on_approval_timeout: 'reject',
      elicitation: 'decline',
      max_cost_usd: null,
      output_schema: null,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const another = await createLoop();
    expect(another.callback_secret).not.toBe(loop.callback_secret);
  });

  it('requires name, system_prompt and user_message', async () => {
    const res = await app.request('POST', '/v1/agent-loops', { key: owner.key, body: {} });
    expectFieldErrors(res, ['name', 'system_prompt', 'user_message']);
  });

  itChecksFieldValues({
    app,
    team: owner,
    path: () => '/v1/agent-loops',
    base: required,
    rejects: [
      ['max_iterations', 0],
      ['max_iterations', 101],
      ['timeout', 0],
      ['timeout', 3601],
      ['tool_timeout', 0],
      ['model', 'no-slash'],
      ['callback_url', 'ftp://hooks.example.com'],
      ['mcp_servers', ['github']],
      ['mcp_servers', 'http'],
      ['tool_policies', [{ server: 'files', tool: 'write file', action: 'ask' }]],
      ['tool_policies', [{ server: 'files', action: 'sometimes' }]],
      ['approval_timeout', 59],
      ['approval_timeout', 604_801],
      ['on_approval_timeout', 'retry'],
      ['elicitation', 'accept'],
      ['max_cost_usd', 0],
    ],
    accepts: [
      ['max_iterations', 1],
      ['max_iterations', 100],
      ['timeout', 1],
      ['timeout', 3600],
      ['tool_policies', [{ server: '*', tool: 'write_*', action: 'ask' }]],
      ['approval_timeout', 60],
      ['approval_timeout', 604_800],
      ['on_approval_timeout', 'fail'],
      ['elicitation', 'ask'],
      ['max_cost_usd', 0.5],
    ],
  });

  it('accepts built-in tool servers and the team’s registered ones, not another team’s', async () => {
    const mine = await createRecord<McpServer>(app, owner, '/v1/mcp-servers', {
      name: 'Mine',
      url: 'https://mcp.example.com/mcp',
    });
    const theirs = await createRecord<McpServer>(app, other, '/v1/mcp-servers', {
      name: 'Theirs',
      url: 'https://mcp.example.com/mcp',
    });

    const loop = await createLoop({ mcp_servers: ['model-catalog', mine.id, 'http'] });
    expect(loop.mcp_servers).toEqual(['model-catalog', mine.id, 'http']);
    const res = await app.request('POST', '/v1/agent-loops', {
      key: owner.key,
      body: { ...required, mcp_servers: ['http', theirs.id] },
    });
    expectFieldErrors(res, ['mcp_servers.1']);
  });

  it.each([
    [
      'another team’s id',
      async () =>
        (
          await createRecord<McpServer>(app, other, '/v1/mcp-servers', {
            name: 'Elsewhere',
            url: 'https://mcp.example.com/mcp',
          })
        ).id,
    ],
    ['a deleted or mistyped id', async () => 'mcp_01hzzzzzzzzzzzzzzzzzzzzzzz'],
    ['an id of the wrong form', async () => 'mcp_does_not_exist'],
  ])('names the tool server in the 422 for %s', async (_label, id) => {
    const entry = await id();
    const res = await app.request<ErrorResponse>('POST', '/v1/agent-loops', {
      key: owner.key,
      body: { ...required, mcp_servers: [entry] },
    });
    expectFieldErrors(res, ['mcp_servers.0']);
    const expected = `mcp_servers.0: no tool server ${entry} in this team`;
    expect(res.body.error.message).toContain(expected);
  });

  it('masks callback header values', async () => {
    const res = await app.request<{ data: AgentLoop }>('POST', '/v1/agent-loops', {
      key: owner.key,
      body: {
        ...required,
        callback_url: 'https://hooks.example.com/done',
        callback_headers: { Authorization: 'Bearer receiver-token-7777' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.callback_headers).toEqual({ Authorization: '********7777' });
    expect(res.text).not.toContain('receiver-token');
  });
});

describe('GET /v1/agent-loops', () => {
  it('lists newest first and masks the callback secret in the list', async () => {
    const team = await createTeam(app);
    const first = await createLoop({ name: 'first' }, team);
    const second = await createLoop({ name: 'second' }, team);
    const res = await app.request<{ data: AgentLoop[]; meta: unknown }>('GET', '/v1/agent-loops', {
      key: team.key,
    });
    expect(res.body.data.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(res.body.meta).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(res.body.data[1]?.callback_secret).toBe(`********${first.callback_secret.slice(-4)}`);
    expect(res.text).not.toContain(first.callback_secret);
  });

  it.each(['page=0', 'per_page=0', 'per_page=101', 'page=abc'])(
    'rejects %s with 422',
    async (query) => {
      const res = await app.request('GET', `/v1/agent-loops?${query}`, { key: owner.key });
      expectFieldErrors(res, [query.split('=')[0] as string]);
    },
  );
});

describe('/v1/agent-loops/{id}', () => {
  it('gets a loop with its callback secret', async () => {
    const loop = await createLoop();
    const res = await app.request<{ data: AgentLoop }>('GET', `/v1/agent-loops/${loop.id}`, {
      key: owner.key,
    });
    expect(res.body.data).toEqual(loop);
  });

  it('updates some fields, clears with null and keeps the secret', async () => {
    const loop = await createLoop({
      model: 'openai/gpt-4o-mini',
      callback_url: 'https://hooks.example.com/x',
    });
    const res = await app.request<{ data: AgentLoop }>('PATCH', `/v1/agent-loops/${loop.id}`, {
      key: owner.key,
      body: { max_iterations: 20, model: null, callback_url: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      max_iterations: 20,
      model: null,
      callback_url: null,
      timeout: 300,
      name: 'Research',
      callback_secret: loop.callback_secret,
    });
  });

  it('rejects out-of-range updates with 422 naming each field', async () => {
    const loop = await createLoop();
    const res = await app.request('PATCH', `/v1/agent-loops/${loop.id}`, {
      key: owner.key,
      body: { timeout: 0, max_iterations: 1000 },
    });
    expectFieldErrors(res, ['timeout', 'max_iterations']);
  });

  it('deletes a loop', async () => {
    const loop = await createLoop();
    await expectDeletes(app, owner, `/v1/agent-loops/${loop.id}`, {
      type: 'agent_loop',
      id: loop.id,
    });
  });

  itHidesFromOtherTeams({
    app,
    owner,
    other,
    type: 'agent_loop',
    create: () => createLoop(),
    path: (loop) => `/v1/agent-loops/${loop.id}`,
    patch: { name: 'taken' },
  });
});

describe('callback_url scheme', () => {
  it('rejects an http:// callback with 422 unless ALLOW_PRIVATE_NETWORK=true', async () => {
    const strict = await startApp({ env: { ALLOW_PRIVATE_NETWORK: 'false' } });
    try {
      const team = await createTeam(strict);
      const res = await strict.request('POST', '/v1/agent-loops', {
        key: team.key,
        body: { ...required, callback_url: 'http://hooks.example.com/done' },
      });
      expectFieldErrors(res, ['callback_url']);
    } finally {
      await strict.close();
    }
    const loop = await createLoop({ callback_url: 'http://127.0.0.1:9/done' });
    expect(loop.callback_url).toBe('http://127.0.0.1:9/done');
  });
});
