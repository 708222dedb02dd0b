import { describe, expect, it } from '@jest/globals';
import { rawStoreText } from '@switchboard/store/testing/raw-store';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { useFakeSlack } from '@switchboard/testing/fakes/fake-slack';
import { slackBot } from '@switchboard/testing/fakes/slack-bot';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { useFakeWhatsApp } from '@switchboard/testing/fakes/fake-whatsapp';
import { whatsappBot } from '@switchboard/testing/fakes/whatsapp-bot';
import { createBot, createRecord, LOOP_REQUIRED_FIELDS } from '../resource-helpers.js';

// Every credential a team can store, written through the API, then looked for in what a copy of
// the database holds: the SQLite file (and its WAL) byte for byte, or every MongoDB document.
const TELEGRAM_TOKEN = '123456789:AAraw-store-telegram-token-0123456789';
const telegram = useFakeTelegram([TELEGRAM_TOKEN]);
const slack = useFakeSlack();
const whatsapp = useFakeWhatsApp();
const app = useApp(() => ({
  env: {
    TELEGRAM_API_BASE_URL: telegram.url,
    SLACK_API_BASE_URL: slack.url,
    WHATSAPP_API_BASE_URL: whatsapp.url,
  },
}));
const team = useTeam(app);

describe('a copy of the store', () => {
  it('holds none of the credentials teams stored', async () => {
    const credentials: string[] = [];
    const keep = (value: string) => credentials.push(value) && value;

    await app.request('PUT', '/v1/secrets/VAULT_VALUE', {
      key: team.key,
      body: { value: keep('vault-value-raw-5c7e1a') },
    });
    const bot = await createBot(app, team);
    await createRecord(app, team, `/v1/bots/${bot.id}/integrations`, {
      name: 'Backend',
      webhook_url: 'https://backend.example.com/hook',
      headers: { Authorization: keep('Bearer integration-raw-8d2f') },
    });
    const server = await createRecord<{ id: string }>(app, team, '/v1/mcp-servers', {
      name: 'Tools',
      url: 'https://tools.example.com/mcp',
      headers: { 'X-Api-Key': keep('tool-server-raw-3b9a') },
    });
    const loop = await createRecord<{ id: string; callback_secret: string }>(
      app,
      team,
      '/v1/agent-loops',
      {
        ...LOOP_REQUIRED_FIELDS,
        mcp_servers: [server.id],
        callback_url: 'https://receiver.example.com/cb',
        callback_headers: { 'X-Receiver': keep('callback-header-raw-6e4d') },
      },
    );
    keep(loop.callback_secret);
    // The execution keeps its own copy of the loop's settings.
    expect(
      (await app.request('POST', `/v1/agent-loops/${loop.id}/run`, { key: team.key })).status,
    ).toBe(201);
    const webhook = await createRecord<{ secret: string }>(app, team, '/v1/webhooks', {
      url: 'https://hooks.example.com/events',
      events: ['bot.message_received'],
    });
    keep(webhook.secret);

    const channel = await app.request('POST', `/v1/bots/${bot.id}/channels`, {
      key: team.key,
      body: { type: 'telegram', config: { bot_token: keep(TELEGRAM_TOKEN) } },
    });
    expect(channel.status).toBe(201);
    const registered = await telegram.calls.waitFor((call) => call.method === 'setWebhook');
    keep(String(registered.params.secret_token));
    const slackChannel = await slackBot(app, slack, team.key, 'https://backend.example.com/slack');
    keep(slackChannel.token);
    keep(slackChannel.signingSecret);
    const waChannel = await whatsappBot(app, whatsapp, team.key, 'https://backend.example.com/wa');
    keep(waChannel.accessToken);
    keep(waChannel.appSecret);
    keep(waChannel.verifyToken);

    const text = await rawStoreText({ dataDir: app.dataDir, mongodbUri: app.config.MONGODB_URI });
    // The records are there (found by their plain fields), their credentials are not.
    expect(text).toContain(server.id);
    for (const credential of credentials) expect(text).not.toContain(credential);
  });
});
