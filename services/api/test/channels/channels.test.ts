import { describe, expect, it } from '@jest/globals';
import type { Channel } from '@switchboard/contracts/channel';
import type { Integration } from '@switchboard/contracts/integration';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import {
  createBot,
  createRecord,
  expectDeletes,
  expectFieldErrors,
  expectNotFound,
  itHidesFromOtherTeams,
  useBot,
} from '../resource-helpers.js';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';

// Creating a telegram channel registers its webhook; a fake Bot API accepts these tokens.
const OTHER_TOKEN = '555555555:CCHdqTcvCH1vGWJxfSeofSAs0K5PALDccc5';
const telegram = useFakeTelegram([
  TOKEN,
  OTHER_TOKEN,
  '987654321:BBHdqTcvCH1vGWJxfSeofSAs0K5PALDzzz9',
]);
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url } }));
const owner = useTeam(app);
const other = useTeam(app);
const bot = useBot(app, owner);

function createChannel(body: Record<string, unknown> = { type: 'api' }, botId = bot.id) {
  return createRecord<Channel>(app, owner, `/v1/bots/${botId}/channels`, body);
}

describe('POST /v1/bots/{bot_id}/channels', () => {
  it('creates an api channel from its type alone', async () => {
    expect(await createChannel()).toEqual({
      id: expect.stringMatching(/^chn_[0-9a-z]{26}$/),
      bot_id: bot.id,
      type: 'api',
      name: 'API',
      status: 'active',
      status_reason: null,
      disconnected_at: null,
      config: {},
      timeout: 60,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('creates a telegram channel and never shows its bot token', async () => {
    const res = await app.request<{ data: Channel }>('POST', `/v1/bots/${bot.id}/channels`, {
      key: owner.key,
      body: { type: 'telegram', name: 'Support bot', config: { bot_token: TOKEN } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'telegram',
      name: 'Support bot',
      config: { bot_token: '********saw0' },
    });
    expect(res.text).not.toContain(TOKEN);
    const list = await app.request('GET', `/v1/bots/${bot.id}/channels`, { key: owner.key });
    expect(list.text).not.toContain(TOKEN);
  });

  it.each([
    ['an unknown type', { type: 'sms' }, ['type']],
    ['no type', {}, ['type']],
    ['telegram without config', { type: 'telegram' }, ['config']],
    [
      'a malformed bot token',
      { type: 'telegram', config: { bot_token: 'abc' } },
      ['config.bot_token'],
    ],
    [
      'config on an api channel',
      { type: 'api', config: { bot_token: TOKEN } },
      ['config.bot_token'],
    ],
    ['timeout 1', { type: 'api', timeout: 1 }, ['timeout']],
    ['timeout 301', { type: 'api', timeout: 301 }, ['timeout']],
    ['an empty name', { type: 'api', name: ' ' }, ['name']],
    ['a status', { type: 'api', status: 'disconnected' }, ['status']],
  ])('rejects %s with 422 naming the field', async (_label, body, paths) => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/channels`, { key: owner.key, body });
    expectFieldErrors(res, paths);
  });

  it("answers 404 bot for another team's bot", async () => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/channels`, {
      key: other.key,
      body: { type: 'api' },
    });
    expectNotFound(res, 'bot', bot.id);
  });
});

describe('GET /v1/bots/{bot_id}/channels', () => {
  it('lists newest first with the list envelope', async () => {
    const listBot = await createBot(app, owner, 'Channels');
    const first = await createChannel({ type: 'api', name: 'one' }, listBot.id);
    const second = await createChannel({ type: 'api', name: 'two' }, listBot.id);
    const res = await app.request<{ data: Channel[]; meta: unknown }>(
      'GET',
      `/v1/bots/${listBot.id}/channels`,
      { key: owner.key },
    );
    expect(res.body.data.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(res.body.meta).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
  });

  it("answers 404 bot for another team's bot", async () => {
    const res = await app.request('GET', `/v1/bots/${bot.id}/channels`, { key: other.key });
    expectNotFound(res, 'bot', bot.id);
  });
});

describe('/v1/channels/{id}', () => {
  it('gets, renames and deletes a channel', async () => {
    const created = await createChannel();
    const got = await app.request<{ data: Channel }>('GET', `/v1/channels/${created.id}`, {
      key: owner.key,
    });
    expect(got.body.data).toEqual(created);
    const renamed = await app.request<{ data: Channel }>('PATCH', `/v1/channels/${created.id}`, {
      key: owner.key,
      body: { name: 'Website widget', timeout: 90 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Website widget', timeout: 90, type: 'api' });
    await expectDeletes(app, owner, `/v1/channels/${created.id}`, {
      type: 'channel',
      id: created.id,
    });
  });

  it('replaces a telegram token, validated against the channel type', async () => {
    // Another bot than the one the create test connected: one Telegram bot backs one channel.
    const created = await createChannel({ type: 'telegram', config: { bot_token: OTHER_TOKEN } });
    const bad = await app.request('PATCH', `/v1/channels/${created.id}`, {
      key: owner.key,
      body: { config: { bot_token: 'not-a-token' } },
    });
    expectFieldErrors(bad, ['config.bot_token']);
    const newToken = '987654321:BBHdqTcvCH1vGWJxfSeofSAs0K5PALDzzz9';
    const good = await app.request<{ data: Channel }>('PATCH', `/v1/channels/${created.id}`, {
      key: owner.key,
      body: { config: { bot_token: newToken } },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.config).toEqual({ bot_token: '********zzz9' });
  });

  it('refuses to change the type', async () => {
    const created = await createChannel();
    const res = await app.request('PATCH', `/v1/channels/${created.id}`, {
      key: owner.key,
      body: { type: 'telegram' },
    });
    expect(res.status).toBe(422);
  });

  itHidesFromOtherTeams({
    app,
    owner,
    other,
    type: 'channel',
    create: () => createChannel(),
    path: (channel) => `/v1/channels/${channel.id}`,
    patch: { name: 'stolen' },
  });
});

describe('channel timeout above integration timeouts', () => {
  it('rejects a channel timeout at or below an integration timeout, from either side', async () => {
    const ruleBot = await createBot(app, owner, 'Timeouts');
    const integration = await createRecord<Integration>(
      app,
      owner,
      `/v1/bots/${ruleBot.id}/integrations`,
      { name: 'slow', webhook_url: 'https://ai.example.com', timeout: 90 },
    );
    const tooShort = await app.request('POST', `/v1/bots/${ruleBot.id}/channels`, {
      key: owner.key,
      body: { type: 'api' },
    });
    expectFieldErrors(tooShort, ['timeout']);
    expect(JSON.stringify(tooShort.body)).toContain(integration.id);

    const channel = await createChannel({ type: 'api', timeout: 91 }, ruleBot.id);
    const lowered = await app.request('PATCH', `/v1/channels/${channel.id}`, {
      key: owner.key,
      body: { timeout: 90 },
    });
    expectFieldErrors(lowered, ['timeout']);

    const raised = await app.request('PATCH', `/v1/integrations/${integration.id}`, {
      key: owner.key,
      body: { timeout: 91 },
    });
    expectFieldErrors(raised, ['timeout']);
    expect(JSON.stringify(raised.body)).toContain(channel.id);

    const tooSlow = await app.request('POST', `/v1/bots/${ruleBot.id}/integrations`, {
      key: owner.key,
      body: { name: 'x', webhook_url: 'https://ai.example.com', timeout: 120 },
    });
    expectFieldErrors(tooSlow, ['timeout']);
  });
});
