/**
 * A channel that lost its platform connection says why and since when (`status_reason`,
 * `disconnected_at`), in its own response and in its bot's channel list, until a config its
 * platform accepts makes it `active` again.
 */
import { describe, expect, it } from '@jest/globals';
import type { Channel } from '@switchboard/contracts/channel';
import { startFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { startFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { eventually } from '@switchboard/testing/api/eventually';
import { useStarted } from '@switchboard/testing/api/hooks';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const TOKEN = '100000007:EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE';

const backend = useStarted(startFakeAiBackend, (fake) => fake.close());
const telegram = useStarted(
  async () => {
    const fake = await startFakeTelegram();
    fake.validTokens.add(TOKEN);
    return fake;
  },
  (fake) => fake.close(),
);
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url } }));
const team = useTeam(app);

async function telegramChannel(): Promise<{ botId: string; channel: Channel; secret: string }> {
  const { key } = team;
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key,
    body: { name: 'b' },
  });
  const botId = bot.body.data.id;
  await app.request('POST', `/v1/bots/${botId}/integrations`, {
    key,
    body: { name: 'backend', webhook_url: `${backend.url}/echo`, timeout: 5 },
  });
  const created = await app.request<{ data: Channel }>('POST', `/v1/bots/${botId}/channels`, {
    key,
    body: { type: 'telegram', config: { bot_token: TOKEN } },
  });
  const channel = created.body.data;
  const registration = await telegram.calls.waitFor(
    (c) => c.method === 'setWebhook' && String(c.params.url).endsWith(channel.id),
  );
  return { botId, channel, secret: String(registration.params.secret_token) };
}

describe('why a channel is disconnected', () => {
  it('shows the platform’s refusal and its time until working credentials reconnect it', async () => {
    const { key } = team;
    const { botId, channel, secret } = await telegramChannel();
    expect(channel).toMatchObject({ status: 'active', status_reason: null, disconnected_at: null });

    telegram.revoke(TOKEN);
    const before = Date.now();
    await app.request('POST', `/telegram/webhook/${channel.id}`, {
      headers: { 'X-Telegram-Bot-Api-Secret-Token': secret },
      body: {
        update_id: 1,
        message: { message_id: 1, from: { id: 9, first_name: 'Bo' }, chat: { id: 77 }, text: 'hi' },
      },
    });
    const read = async () =>
      (await app.request<{ data: Channel }>('GET', `/v1/channels/${channel.id}`, { key })).body
        .data;
    const disconnected = await eventually(read, (c) => c.status === 'disconnected');
    expect(disconnected.status_reason).toMatch(/Telegram rejected the bot token: .*Unauthorized/);
    expect(Date.parse(disconnected.disconnected_at!)).toBeGreaterThanOrEqual(before - 1000);
    const list = await app.request<{ data: Channel[] }>('GET', `/v1/bots/${botId}/channels`, {
      key,
    });
    expect(list.body.data).toEqual([disconnected]);

    telegram.validTokens.add(TOKEN);
    const reconnected = await app.request<{ data: Channel }>(
      'PATCH',
      `/v1/channels/${channel.id}`,
      { key, body: { config: { bot_token: TOKEN } } },
    );
    expect(reconnected.status).toBe(200);
    expect(reconnected.body.data).toMatchObject({
      status: 'active',
      status_reason: null,
      disconnected_at: null,
    });
    expect(await read()).toMatchObject({ status: 'active', status_reason: null });
  });
});
