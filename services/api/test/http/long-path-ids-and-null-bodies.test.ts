import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { expectNotFound, useBot } from '../resource-helpers.js';

const app = useApp();
const team = useTeam(app);
const bot = useBot(app, team);

const LONG_ID = 'a'.repeat(201);

describe('an id longer than any id in a path', () => {
  it.each([
    ['/v1/bots/{id}', 'bot'],
    ['/v1/integrations/{id}', 'integration'],
    ['/v1/channels/{id}', 'channel'],
    ['/v1/conversations/{id}', 'conversation'],
    ['/v1/agent-loops/{id}', 'agent_loop'],
    ['/v1/executions/{id}', 'execution'],
    ['/v1/mcp-servers/{id}', 'mcp_server'],
  ])('GET %s answers 404 RESOURCE_NOT_FOUND naming a %s', async (path, type) => {
    const res = await app.request<ErrorResponse>('GET', path.replace('{id}', LONG_ID), {
      key: team.key,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('RESOURCE_NOT_FOUND');
    expect(res.body.error.details).toMatchObject({ resource_type: type });
  });

  it.each([
    [`/v1/webhooks/${LONG_ID}/deliveries/dlv_x/retry`, 'webhook'],
    [`/v1/webhooks/whk_x/deliveries/${LONG_ID}/retry`, 'delivery'],
  ])('POST %s (manual redelivery) answers 404 naming a %s', async (path, type) => {
    const res = await app.request<ErrorResponse>('POST', path, { key: team.key });
    expect(res.status).toBe(404);
    expect(res.body.error.details).toMatchObject({ resource_type: type });
  });

  it('names the bot for a long bot_id in a nested path, as for any unknown bot', async () => {
    const res = await app.request('GET', `/v1/bots/${LONG_ID}/integrations`, { key: team.key });
    expect(res.status).toBe(404);
    expect((res.body as ErrorResponse).error.details).toMatchObject({ resource_type: 'bot' });
  });

  it('does not echo kilobytes of id back', async () => {
    const huge = 'b'.repeat(5000);
    const res = await app.request('DELETE', `/v1/bots/${huge}`, { key: team.key });
    expect(res.status).toBe(404);
    expect(res.text.length).toBeLessThan(1000);
  });

  it('still answers an ordinary unknown id with its own 404', async () => {
    const res = await app.request('GET', '/v1/bots/bot_missing', { key: team.key });
    expectNotFound(res, 'bot', 'bot_missing');
  });
});

describe('a JSON null body', () => {
  async function send(method: string, path: string) {
    return app.request<ErrorResponse>(method, path, {
      key: team.key,
      rawBody: 'null',
      headers: { 'content-type': 'application/json' },
    });
  }

  it('is a 422 on a create route, saying the body must be an object', async () => {
    const res = await send('POST', '/v1/bots');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details?.fields).toEqual([
      { path: '', message: 'The request body must be a JSON object, not null' },
    ]);
  });

  it('is a 422 on an update route instead of an empty, successful PATCH', async () => {
    const res = await send('PATCH', `/v1/bots/${bot.id}`);
    expect(res.status).toBe(422);
  });

  it('leaves an omitted body on an update route as it was (validated as {})', async () => {
    const res = await app.request('PATCH', `/v1/bots/${bot.id}`, { key: team.key });
    expect(res.status).toBe(200);
  });
});
