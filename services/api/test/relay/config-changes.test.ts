/**
 * The relay keeps a channel, its bot and the bot's integrations between messages (on SQLite, while
 * nothing changed them): a change made through the API, in this process or in another one on the
 * same store, applies to the very next message.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useStarted } from '@switchboard/testing/api/hooks';
import { startApp } from '@switchboard/testing/api/start-app';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
/** A second API on the same store, as another process would be. */
const other = useStarted(
  () => startApp({ dataDir: app.dataDir }),
  (started) => started.close(),
);
const backend = useFakeAiBackend();
const team = useTeam(app);

beforeAll(() => {
  backend.on('/first', { kind: 'reply', body: { content: 'from the first' } });
  backend.on('/second', { kind: 'reply', body: { content: 'from the second' } });
  backend.on('/third', { kind: 'reply', body: { content: 'from the third' } });
});

const replyTo = async (channelId: string, content: string) => {
  const res = await postMessage(app, team.key, channelId, { content });
  return res.body.data.reply;
};

describe('the relay and changes to what it relays through', () => {
  it('uses a changed integration, bot and channel from the next message on', async () => {
    const setup = await setUpBot(app, team.key, {
      bot: { error_message: 'first apology' },
      integrations: [{ webhook_url: `${backend.url}/first` }],
    });
    const [integrationId] = setup.integrationIds;
    expect(await replyTo(setup.channelId, 'one')).toMatchObject({ content: 'from the first' });

    const patched = await app.request('PATCH', `/v1/integrations/${integrationId}`, {
      key: team.key,
      body: { webhook_url: `${backend.url}/second` },
    });
    expect(patched.status).toBe(200);
    expect(await replyTo(setup.channelId, 'two')).toMatchObject({ content: 'from the second' });

    await app.request('PATCH', `/v1/integrations/${integrationId}`, {
      key: team.key,
      body: { enabled: false },
    });
    await app.request('PATCH', `/v1/bots/${setup.botId}`, {
      key: team.key,
      body: { error_message: 'second apology' },
    });
    expect(await replyTo(setup.channelId, 'three')).toMatchObject({
      content: 'second apology',
      integration_id: null,
    });

    const deleted = await app.request('DELETE', `/v1/channels/${setup.channelId}`, {
      key: team.key,
    });
    expect(deleted.status).toBe(204);
    const gone = await postMessage(app, team.key, setup.channelId, { content: 'four' });
    expect(gone.status).toBe(404);
  });

  it('uses an integration changed by another process from the next message on', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/first` }],
    });
    expect(await replyTo(setup.channelId, 'one')).toMatchObject({ content: 'from the first' });

    const patched = await other.request('PATCH', `/v1/integrations/${setup.integrationIds[0]}`, {
      key: team.key,
      body: { webhook_url: `${backend.url}/third` },
    });
    expect(patched.status).toBe(200);
    expect(await replyTo(setup.channelId, 'two')).toMatchObject({ content: 'from the third' });
  });
});
