import { describe, expect, it } from '@jest/globals';
import type { AgentLoop } from '@switchboard/contracts/agent-loop';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectFieldErrors, LOOP_REQUIRED_FIELDS } from '../resource-helpers.js';

const required = LOOP_REQUIRED_FIELDS;

const app = useApp();
const owner = useTeam(app);

function createLoop(body: Record<string, unknown> = {}) {
  return createRecord<AgentLoop>(app, owner, '/v1/agent-loops', { ...required, ...body });
}

function postLoop(model: unknown) {
  return app.request('POST', '/v1/agent-loops', { key: owner.key, body: { ...required, model } });
}

/** The message of the one field issue on `model`. */
function modelMessage(res: { status: number; body: unknown }): string {
  expectFieldErrors(res, ['model']);
  const fields = (res.body as ErrorResponse).error.details?.fields as { message: string }[];
  return fields[0]?.message ?? '';
}

describe('agent loop model > checked against the model catalog', () => {
  it('refuses a model the catalog does not list with 422 and nothing stored', async () => {
    const res = await postLoop('nonexistent/model-xyz');
    expect(modelMessage(res)).toMatch(/'nonexistent\/model-xyz' is not a model in the catalog/);
    expect(modelMessage(res)).toMatch(/search-models/);
    const list = await app.request<{ data: AgentLoop[] }>('GET', '/v1/agent-loops', {
      key: owner.key,
    });
    expect(list.body.data).toEqual([]);
  });

  it.each([
    ['a typo', 'openai/gpt-4o-mnii'],
    ['a made-up suffix', 'openai/gpt-4o-mini-extra'],
    ['a made-up variant', 'openai/gpt-4o-mini:nonsense'],
    ['another provider', 'azure/gpt-4o-mini'],
  ])('suggests the id meant for %s', async (_case, model) => {
    expect(modelMessage(await postLoop(model))).toMatch(/did you mean openai\/gpt-4o-mini[,?]/);
  });

  it.each([
    ['a model id', 'openai/gpt-4o-mini', 'openai/gpt-4o-mini'],
    ['a variant id', 'anthropic/claude-haiku-4.5:batch', 'anthropic/claude-haiku-4.5:batch'],
    ['an alias', '~anthropic/claude-sonnet-latest', '~anthropic/claude-sonnet-latest'],
    [
      'another spelling, stored as the catalog spells it',
      'OpenAI/GPT-4o-Mini',
      'openai/gpt-4o-mini',
    ],
  ])('accepts %s', async (_case, model, stored) => {
    const loop = await createLoop({ model });
    expect(loop.model).toBe(stored);
  });

  it('refuses an unknown model on PATCH and keeps the loop’s model', async () => {
    const loop = await createLoop({ model: 'openai/gpt-4o-mini' });
    const res = await app.request('PATCH', `/v1/agent-loops/${loop.id}`, {
      key: owner.key,
      body: { model: 'nonexistent/model-xyz', max_iterations: 3 },
    });
    expect(modelMessage(res)).toMatch(/is not a model in the catalog/);
    const after = await app.request<{ data: AgentLoop }>('GET', `/v1/agent-loops/${loop.id}`, {
      key: owner.key,
    });
    expect(after.body.data).toMatchObject({ model: 'openai/gpt-4o-mini', max_iterations: 10 });
  });

  it('names an unknown model and an unregistered tool server in one 422', async () => {
    const res = await postLoop('nonexistent/model-xyz');
    expectFieldErrors(res, ['model']);
    const both = await app.request('POST', '/v1/agent-loops', {
      key: owner.key,
      body: {
        ...required,
        model: 'openai/gpt-4o-mnii',
        mcp_servers: ['mcp_00000000000000000000000000'],
      },
    });
    expectFieldErrors(both, ['model', 'mcp_servers.0']);
  });
});
