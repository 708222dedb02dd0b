import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectFieldErrors, useBot } from '../resource-helpers.js';

const app = useApp();
const owner = useTeam(app);
const bot = useBot(app, owner);

// The relay sets these on every webhook call; a stored value was accepted and then dropped.
const SERVICE_HEADERS = [
  'Content-Type',
  'User-Agent',
  'X-Bot-ID',
  'X-Integration-ID',
  'X-Conversation-ID',
];

describe('integration headers the service sets itself', () => {
  it.each(SERVICE_HEADERS)('POST rejects %s with 422 naming the header', async (name) => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
      key: owner.key,
      body: { name: 'x', webhook_url: 'https://ai.example.com', headers: { [name]: 'v' } },
    });
    expectFieldErrors(res, [`headers.${name}`]);
    const message = (res.body as ErrorResponse).error.details?.fields as { message: string }[];
    expect(message[0]?.message).toBe(`header '${name}' is set by the service`);
  });

  it('PATCH rejects them too, in any letter case', async () => {
    const created = await createRecord<{ id: string }>(
      app,
      owner,
      `/v1/bots/${bot.id}/integrations`,
      { name: 'x', webhook_url: 'https://ai.example.com' },
    );
    const res = await app.request('PATCH', `/v1/integrations/${created.id}`, {
      key: owner.key,
      body: { headers: { 'x-bot-id': 'bot_other' } },
    });
    expectFieldErrors(res, ['headers.x-bot-id']);
  });

  it('still accepts an ordinary authentication header', async () => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
      key: owner.key,
      body: {
        name: 'x',
        webhook_url: 'https://ai.example.com',
        headers: { Authorization: 'Bearer t', 'X-Request-Source': 'sb' },
      },
    });
    expect(res.status).toBe(201);
  });
});
