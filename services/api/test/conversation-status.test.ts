import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from './helpers/http.js';
import { useApp, useTeam } from './helpers/use-app.js';
import { useBot } from './resource-helpers.js';

const app = useApp();
const team = useTeam(app);
const bot = useBot(app, team);

// Nothing ever closes a conversation, so `closed` is not offered: a filter on it could only
// ever answer an empty list, which reads as "no closed conversations" rather than "no such state".
describe('GET /v1/bots/{bot_id}/conversations?status=', () => {
  it('answers status=closed with 422 listing the one status there is', async () => {
    const res = await app.request<ErrorResponse>(
      'GET',
      `/v1/bots/${bot.id}/conversations?status=closed`,
      { key: team.key },
    );
    expect(res.status).toBe(422);
    expect(res.body.error.details?.fields).toEqual([
      { path: 'status', message: 'must be one of: active' },
    ]);
  });

  it('still filters on status=active', async () => {
    const res = await app.request('GET', `/v1/bots/${bot.id}/conversations?status=active`, {
      key: team.key,
    });
    expect(res.status).toBe(200);
  });

  it('documents only active in the OpenAPI schema', async () => {
    const doc = await app.request<{ components: { schemas: Record<string, unknown> } }>(
      'GET',
      '/v1/openapi.json',
    );
    const conversation = doc.body.components.schemas.Conversation as {
      properties: { status: { enum: string[] } };
    };
    expect(conversation.properties.status.enum).toEqual(['active']);
  });
});
