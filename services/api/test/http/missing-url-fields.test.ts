import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { useBot } from '../resource-helpers.js';

// http:// is allowed here, so an "https:// only" message for a missing URL would be wrong twice.
const app = useApp({ env: { ALLOW_PRIVATE_NETWORK: 'true' } });
const team = useTeam(app);
const bot = useBot(app, team);

describe('a missing URL field', () => {
  it.each([
    [
      'integration webhook_url',
      () => `/v1/bots/${bot.id}/integrations`,
      { name: 'x' },
      'webhook_url',
    ],
    ['tool server url', () => '/v1/mcp-servers', { name: 'x' }, 'url'],
  ])('says the %s is required', async (_label, path, body, field) => {
    const res = await app.request<ErrorResponse>('POST', path(), { key: team.key, body });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.fields).toEqual([
      { path: field, message: 'is required: a URL such as https://example.com/hook' },
    ]);
  });

  it('still accepts an http:// webhook_url when private networks are allowed', async () => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
      key: team.key,
      body: { name: 'x', webhook_url: 'http://127.0.0.1:9/reply' },
    });
    expect(res.status).toBe(201);
  });
});
