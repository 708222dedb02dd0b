import { describe, expect, it } from '@jest/globals';
import type { Integration } from '@switchboard/contracts/integration';
import { startApp } from '@switchboard/testing/api/start-app';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import {
  createBot,
  createRecord,
  expectDeletes,
  expectFieldErrors,
  expectNotFound,
  itChecksFieldValues,
  itHidesFromOtherTeams,
  useBot,
} from '../resource-helpers.js';
import { INTEGRATIONS_COLLECTION } from '../../src/integrations/integration.repository.js';

const SECRET = 'Bearer backend-secret-token-1234';

const app = useApp();
const owner = useTeam(app);
const other = useTeam(app);
const bot = useBot(app, owner);

function createIntegration(body: Record<string, unknown> = {}, botId = bot.id) {
  return createRecord<Integration>(app, owner, `/v1/bots/${botId}/integrations`, {
    name: 'Primary',
    webhook_url: 'https://ai.example.com/reply',
    ...body,
  });
}

describe('POST /v1/bots/{bot_id}/integrations', () => {
  it('creates an integration with the contract defaults', async () => {
    const created = await createIntegration();
    expect(created).toEqual({
      id: expect.stringMatching(/^int_[0-9a-z]{26}$/),
      bot_id: bot.id,
      name: 'Primary',
      webhook_url: 'https://ai.example.com/reply',
      headers: {},
      timeout: 30,
      weight: 1,
      fallback: false,
      enabled: true,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('masks header values in the response, keeping only the last 4 characters', async () => {
    const res = await app.request<{ data: Integration }>(
      'POST',
      `/v1/bots/${bot.id}/integrations`,
      {
        key: owner.key,
        body: {
          name: 'Auth',
          webhook_url: 'https://ai.example.com/r',
          headers: { Authorization: SECRET },
        },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.headers).toEqual({ Authorization: '********1234' });
    expect(res.text).not.toContain('backend-secret');
  });

  it('requires name and webhook_url', async () => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
      key: owner.key,
      body: {},
    });
    expectFieldErrors(res, ['name', 'webhook_url']);
  });

  itChecksFieldValues({
    app,
    team: owner,
    path: () => `/v1/bots/${bot.id}/integrations`,
    base: { name: 'x', webhook_url: 'https://ai.example.com' },
    rejects: [
      ['timeout', 0],
      ['timeout', 121],
      ['weight', -1],
      ['weight', 1001],
      ['webhook_url', 'ftp://ai.example.com'],
      ['webhook_url', 'not a url'],
      ['headers', { 'X-Injected': 'a\r\nb' }],
      ['enabled', 'yes'],
    ],
    accepts: [
      ['timeout', 1],
      ['timeout', 120],
      ['weight', 0],
      ['weight', 1000],
    ],
  });

  it('rejects an unknown field with 422', async () => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
      key: owner.key,
      body: { name: 'x', webhook_url: 'https://ai.example.com', priority: 1 },
    });
    expect(res.status).toBe(422);
  });

  it("answers 404 bot for another team's bot", async () => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
      key: other.key,
      body: { name: 'x', webhook_url: 'https://ai.example.com' },
    });
    expectNotFound(res, 'bot', bot.id);
  });
});

describe('GET /v1/bots/{bot_id}/integrations', () => {
  it('lists the bot’s integrations newest first with masked headers', async () => {
    const listBot = await createBot(app, owner, 'Lister');
    const first = await createIntegration(
      { name: 'First', headers: { 'X-Key': SECRET } },
      listBot.id,
    );
    const second = await createIntegration({ name: 'Second' }, listBot.id);
    const res = await app.request<{ data: Integration[]; meta: unknown }>(
      'GET',
      `/v1/bots/${listBot.id}/integrations?per_page=1`,
      { key: owner.key },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((i) => i.id)).toEqual([second.id]);
    expect(res.body.meta).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    const page2 = await app.request<{ data: Integration[] }>(
      'GET',
      `/v1/bots/${listBot.id}/integrations?per_page=1&page=2`,
      { key: owner.key },
    );
    expect(page2.body.data.map((i) => i.id)).toEqual([first.id]);
    expect(page2.body.data[0]?.headers).toEqual({ 'X-Key': '********1234' });
  });

  it('rejects per_page=101 with 422 instead of clamping', async () => {
    const res = await app.request('GET', `/v1/bots/${bot.id}/integrations?per_page=101`, {
      key: owner.key,
    });
    expectFieldErrors(res, ['per_page']);
  });

  it("answers 404 bot for another team's bot", async () => {
    const res = await app.request('GET', `/v1/bots/${bot.id}/integrations`, { key: other.key });
    expectNotFound(res, 'bot', bot.id);
  });
});

describe('/v1/integrations/{id}', () => {
  it('gets an integration with masked headers', async () => {
    const created = await createIntegration({ headers: { Authorization: SECRET } });
    const res = await app.request<{ data: Integration }>('GET', `/v1/integrations/${created.id}`, {
      key: owner.key,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(created);
    expect(res.text).not.toContain('backend-secret');
  });

  it('updates some fields and leaves the others', async () => {
    const created = await createIntegration({ headers: { Authorization: SECRET } });
    const res = await app.request<{ data: Integration }>(
      'PATCH',
      `/v1/integrations/${created.id}`,
      {
        key: owner.key,
        body: { weight: 7, fallback: true },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      weight: 7,
      fallback: true,
      timeout: 30,
      name: 'Primary',
    });
    expect(res.body.data.headers).toEqual({ Authorization: '********1234' });
  });

  it('keeps a stored header secret when the masked value is sent back', async () => {
    const created = await createIntegration({ headers: { Authorization: SECRET } });
    await app.request('PATCH', `/v1/integrations/${created.id}`, {
      key: owner.key,
      body: { headers: { Authorization: '********1234', 'X-New': 'plain-new-value' } },
    });
    const stored = await app.store
      .collection<{
        id: string;
        team_id: string;
        created_at: string;
        headers: Record<string, string>;
      }>(INTEGRATIONS_COLLECTION)
      .findById({ teamId: owner.team.id }, created.id);
    expect(stored?.headers).toEqual({ Authorization: SECRET, 'X-New': 'plain-new-value' });
  });

  it('rejects out-of-range updates with 422 on the field', async () => {
    const created = await createIntegration();
    const res = await app.request('PATCH', `/v1/integrations/${created.id}`, {
      key: owner.key,
      body: { timeout: 500, weight: 'heavy' },
    });
    expectFieldErrors(res, ['timeout', 'weight']);
  });

  it('deletes an integration', async () => {
    const created = await createIntegration();
    await expectDeletes(app, owner, `/v1/integrations/${created.id}`, {
      type: 'integration',
      id: created.id,
    });
  });

  itHidesFromOtherTeams({
    app,
    owner,
    other,
    type: 'integration',
    create: () => createIntegration(),
    path: (integration) => `/v1/integrations/${integration.id}`,
    patch: { weight: 2 },
  });
});

describe('webhook_url scheme', () => {
  it('rejects http:// with 422 unless ALLOW_PRIVATE_NETWORK=true', async () => {
    const strict = await startApp({ env: { ALLOW_PRIVATE_NETWORK: 'false' } });
    try {
      const team = await createTeam(strict);
      const strictBot = await createBot(strict, team);
      const res = await strict.request('POST', `/v1/bots/${strictBot.id}/integrations`, {
        key: team.key,
        body: { name: 'x', webhook_url: 'http://ai.example.com/reply' },
      });
      expectFieldErrors(res, ['webhook_url']);
      const created = await createRecord<Integration>(
        strict,
        team,
        `/v1/bots/${strictBot.id}/integrations`,
        { name: 'x', webhook_url: 'https://ai.example.com/reply' },
      );
      const patched = await strict.request('PATCH', `/v1/integrations/${created.id}`, {
        key: team.key,
        body: { webhook_url: 'http://ai.example.com/reply' },
      });
      expectFieldErrors(patched, ['webhook_url']);
    } finally {
      await strict.close();
    }
    // The shared app allows private networks, as local development does.
    const allowed = await createIntegration({ webhook_url: 'http://127.0.0.1:9/reply' });
    expect(allowed.webhook_url).toBe('http://127.0.0.1:9/reply');
  });
});
