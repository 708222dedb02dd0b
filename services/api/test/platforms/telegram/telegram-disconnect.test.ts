import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@switchboard/kit/logger';
import { ALL_TEAMS, type BaseRecord, type DocumentStore } from '@switchboard/store/port';
import { MESSAGES_COLLECTION } from '../../../src/conversations/message.repository.js';
import type { RelayMessageRecord } from '../../../src/conversations/message-record.js';
import { startFakeAiBackend, type FakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { startFakeTelegram, type FakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { startApp, type TestApp } from '@switchboard/testing/api/start-app';
import { createTeam } from '@switchboard/testing/api/teams';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { CHANNELS_COLLECTION } from '../../../src/channels/channel.repository.js';

const GOOD = '100000002:CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC';
const REVOKED = '100000003:DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD';

let backend: FakeAiBackend;
let telegram: FakeTelegram;
let dataDir: string;

beforeAll(async () => {
  [backend, telegram] = await Promise.all([startFakeAiBackend(), startFakeTelegram()]);
  telegram.validTokens.add(GOOD);
  telegram.validTokens.add(REVOKED);
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-tg-'));
});

afterAll(async () => {
  await Promise.all([backend.close(), telegram.close()]);
  await removeTestData(dataDir);
});

async function connect(app: TestApp, key: string, token: string) {
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key,
    body: { name: 'b' },
  });
  await app.request('POST', `/v1/bots/${bot.body.data.id}/integrations`, {
    key,
    body: { name: 'backend', webhook_url: `${backend.url}/echo`, timeout: 5 },
  });
  const channel = await app.request<{ data: { id: string } }>(
    'POST',
    `/v1/bots/${bot.body.data.id}/channels`,
    {
      key,
      body: { type: 'telegram', config: { bot_token: token } },
    },
  );
  const channelId = channel.body.data.id;
  const registration = await telegram.calls.waitFor(
    (c) => c.method === 'setWebhook' && String(c.params.url).endsWith(channelId),
  );
  return { botId: bot.body.data.id, channelId, secret: String(registration.params.secret_token) };
}

function update(chatId: number, text: string, id: number) {
  return {
    update_id: id,
    message: {
      message_id: id,
      from: { id: 9, first_name: 'Bo' },
      chat: { id: chatId },
      date: 0,
      text,
    },
  };
}

/** Stopping the app waits for its background Telegram work; the store then shows the end state. */
async function settledStore(app: TestApp): Promise<DocumentStore> {
  await app.close();
  return openTestStore({ dataDir, logger: createLogger({ name: 't', level: 'silent' }) });
}

describe('telegram delivery outcomes', () => {
  it('records answered messages, and disconnects a channel whose token stops working', async () => {
    const app = await startApp({ dataDir, env: { TELEGRAM_API_BASE_URL: telegram.url } });
    const { key } = await createTeam(app);
    const good = await connect(app, key, GOOD);
    const revoked = await connect(app, key, REVOKED);
    telegram.revoke(REVOKED);

    const post = (bot: typeof good, body: unknown) =>
      app.request('POST', `/telegram/webhook/${bot.channelId}`, {
        body,
        headers: { 'X-Telegram-Bot-Api-Secret-Token': bot.secret },
      });
    expect((await post(good, update(2001, 'fine', 1))).status).toBe(200);
    expect((await post(revoked, update(2002, 'lost', 2))).status).toBe(200);
    await telegram.calls.waitFor((c) => c.method === 'sendMessage' && c.params.chat_id === '2001');
    await telegram.calls.waitFor((c) => c.method === 'sendMessage' && c.token === REVOKED);

    const store = await settledStore(app);
    try {
      const messages = store.collection<RelayMessageRecord>(MESSAGES_COLLECTION);
      const answered = await messages.findOne(ALL_TEAMS, {
        platform_message_id: '1',
        role: 'user',
      });
      expect(answered).toMatchObject({ status: 'answered', error: null });
      expect(await messages.findOne(ALL_TEAMS, { reply_to: answered!.id })).toMatchObject({
        role: 'assistant',
        content: 'echo: fine',
        integration_id: expect.stringMatching(/^int_/),
        latency_ms: expect.any(Number),
      });
      const failed = await messages.findOne(ALL_TEAMS, { platform_message_id: '2', role: 'user' });
      expect(failed).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/could not be delivered.*Unauthorized/),
      });

      const channels = store.collection<BaseRecord & { status: string }>(CHANNELS_COLLECTION);
      expect(await channels.findById(ALL_TEAMS, revoked.channelId)).toMatchObject({
        status: 'disconnected',
      });
      expect(await channels.findById(ALL_TEAMS, good.channelId)).toMatchObject({
        status: 'active',
      });
      const events = await store
        .collection<BaseRecord & { type: string; data: Record<string, unknown> }>({
          name: 'events',
        })
        .find(ALL_TEAMS, { type: 'channel.disconnected' });
      // Typing and sendMessage both met the 401; the channel changed state, and was reported, once.
      expect(events.map((e) => e.data)).toEqual([
        {
          bot_id: revoked.botId,
          channel_id: revoked.channelId,
          type: 'telegram',
          reason: expect.stringContaining('Unauthorized'),
        },
      ]);
    } finally {
      await store.close();
    }
  });
});
