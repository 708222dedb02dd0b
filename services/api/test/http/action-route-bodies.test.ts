import { describe, expect, it } from '@jest/globals';
import type { AgentLoop } from '@switchboard/contracts/agent-loop';
import type { WebhookEndpoint } from '@switchboard/contracts/events';
import type { Execution } from '@switchboard/contracts/execution';
import { useStarted } from '@switchboard/testing/api/hooks';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectFieldErrors, expectNotFound } from '../resource-helpers.js';

// The action routes (run, cancel, retry) follow the decisions' rule for every write route: an
// unknown body field is a 422 naming it, never ignored.

const app = useApp();
const team = useTeam(app);
const loop = useStarted(
  () =>
    createRecord<AgentLoop>(app, team, '/v1/agent-loops', {
      name: 'Digest',
      system_prompt: 'Summarise.',
      user_message: 'Summarise the news.',
    }),
  () => undefined,
);

async function run(): Promise<Execution> {
  return createRecord<Execution>(app, team, `/v1/agent-loops/${loop.id}/run`, {});
}

describe('POST /v1/agent-loops/{id}/run', () => {
  it('rejects an unknown body field with 422 and queues nothing', async () => {
    const res = await app.request('POST', `/v1/agent-loops/${loop.id}/run`, {
      key: team.key,
      body: { message: 'another task' },
    });
    expectFieldErrors(res, ['message']);
    const list = await app.request<{ meta: { total: number } }>(
      'GET',
      `/v1/agent-loops/${loop.id}/executions`,
      { key: team.key },
    );
    expect(list.body.meta.total).toBe(0);
  });

  it('still runs with no body at all, and with {}', async () => {
    const bare = await app.request<{ data: Execution }>('POST', `/v1/agent-loops/${loop.id}/run`, {
      key: team.key,
    });
    expect(bare.status).toBe(201);
    expect(bare.body.data.status).toBe('queued');
    expect((await run()).status).toBe('queued');
  });
});

describe('POST /v1/executions/{id}/cancel', () => {
  it('rejects an unknown body field with 422 and leaves the execution queued', async () => {
    const execution = await run();
    const res = await app.request('POST', `/v1/executions/${execution.id}/cancel`, {
      key: team.key,
      body: { reason: 'no longer needed' },
    });
    expectFieldErrors(res, ['reason']);
    const after = await app.request<{ data: Execution }>('GET', `/v1/executions/${execution.id}`, {
      key: team.key,
    });
    expect(after.body.data.status).toBe('queued');
  });

  it('cancels with no body', async () => {
    const execution = await run();
    const res = await app.request<{ data: Execution }>(
      'POST',
      `/v1/executions/${execution.id}/cancel`,
      { key: team.key },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
  });
});

describe('POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry', () => {
  it('rejects an unknown body field with 422; without a body the delivery is looked up', async () => {
    const webhook = await createRecord<WebhookEndpoint>(app, team, '/v1/webhooks', {
      url: 'https://hooks.example.com/events',
      events: ['agent_loop.completed'],
    });
    const path = `/v1/webhooks/${webhook.id}/deliveries/dlv_unknown/retry`;
    expectFieldErrors(await app.request('POST', path, { key: team.key, body: { force: true } }), [
      'force',
    ]);
    expectNotFound(await app.request('POST', path, { key: team.key }), 'delivery', 'dlv_unknown');
  });
});

describe('OpenAPI', () => {
  it('documents that the action routes take an empty object', async () => {
    const res = await app.request<{
      paths: Record<string, { post: { requestBody?: unknown; responses: object } }>;
    }>('GET', '/v1/openapi.json');
    for (const path of [
      '/v1/agent-loops/{id}/run',
      '/v1/executions/{id}/cancel',
      '/v1/webhooks/{id}/deliveries/{delivery_id}/retry',
    ]) {
      const operation = res.body.paths[path]!.post;
      expect(operation.requestBody).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '413']));
    }
  });
});
