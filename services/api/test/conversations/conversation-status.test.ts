/**
 * A conversation is `closed` when its channel is deleted: nothing can reach it any more, its
 * history stays readable under the bot, and `?status=` tells the two kinds apart.
 */
import { describe, expect, it } from '@jest/globals';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const backend = useFakeAiBackend();
const team = useTeam(app);

type Listed = { data: Array<{ id: string; status: string }>; meta: { total: number } };

describe('conversation status', () => {
  it('closes the conversations of a deleted channel and keeps their messages', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/closing` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, { content: 'hello' });
    const other = await app.request<{ data: { id: string } }>(
      'POST',
      `/v1/bots/${setup.botId}/channels`,
      { key: team.key, body: { type: 'api', name: 'second', timeout: 30 } },
    );
    const second = await postMessage(app, team.key, other.body.data.id, { content: 'hi' });

    const deleted = await app.request('DELETE', `/v1/channels/${setup.channelId}`, {
      key: team.key,
    });
    expect(deleted.status).toBe(204);

    const list = (status: string) =>
      app.request<Listed>('GET', `/v1/bots/${setup.botId}/conversations?status=${status}`, {
        key: team.key,
      });
    const closed = await list('closed');
    expect(closed.body.data.map((c) => [c.id, c.status])).toEqual([
      [first.body.data.conversation_id, 'closed'],
    ]);
    const active = await list('active');
    expect(active.body.data.map((c) => c.id)).toEqual([second.body.data.conversation_id]);

    const messages = await app.request<Listed>(
      'GET',
      `/v1/conversations/${first.body.data.conversation_id}/messages`,
      { key: team.key },
    );
    expect(messages.body.meta.total).toBe(2);
  });

  it('refuses a status filter that is neither active nor closed', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/closing` }],
    });
    const res = await app.request('GET', `/v1/bots/${setup.botId}/conversations?status=open`, {
      key: team.key,
    });
    expect(res.status).toBe(422);
  });
});
