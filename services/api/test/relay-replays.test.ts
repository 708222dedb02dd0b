/**
 * The relay's edge cases around identity and deletion: a replayed message_id (from anyone) is the
 * first message, a user's current name reaches the backend, and a reply that arrives after its
 * bot or conversation was deleted leaves nothing behind.
 */
import { describe, expect, it } from '@jest/globals';
import { teamScope } from '@switchboard/store/port';
import { MESSAGES_COLLECTION } from '../src/conversations/message.repository.js';
import type { RelayMessageRecord } from '../src/conversations/message-record.js';
import { servedAttachment, useFakeAiBackend } from './fakes/fake-ai-backend.js';
import { postMessage, setUpBot } from './fakes/bot-setup.js';
import { useApp, useTeam } from './helpers/use-app.js';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

const app = useApp();
const backend = useFakeAiBackend();
const team = useTeam(app);

async function conversationsOf(botId: string): Promise<Array<{ id: string }>> {
  const res = await app.request<{ data: Array<{ id: string }> }>(
    'GET',
    `/v1/bots/${botId}/conversations`,
    { key: team.key },
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('api channel replays and deletions', () => {
  it('a message_id replayed by another user returns the first message and creates nothing', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/replays` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, {
      user: { id: 'u1', name: 'Ada' },
      chat_id: 'c9',
      content: 'first',
      message_id: 'm1',
    });
    const replay = await postMessage(app, team.key, setup.channelId, {
      user: { id: 'u2', name: 'Bob' },
      chat_id: 'c9',
      content: 'other',
      message_id: 'm1',
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data.conversation_id).toBe(first.body.data.conversation_id);
    expect(replay.body.data.message.id).toBe(first.body.data.message.id);
    expect(replay.body.data.reply.id).toBe(first.body.data.reply.id);
    expect(await conversationsOf(setup.botId)).toEqual([
      expect.objectContaining({ id: first.body.data.conversation_id }),
    ]);
  });

  it("sends the user's current name and username, and shows them on the conversation", async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/renamed` }],
    });
    const user = { id: 'u-renamed', name: 'Old Name', username: 'old' };
    await postMessage(app, team.key, setup.channelId, { user, content: 'one' });
    const renamed = { id: 'u-renamed', name: 'New Name' };
    const second = await postMessage(app, team.key, setup.channelId, {
      user: renamed,
      content: 'two',
    });
    const sent = await backend.requests.waitFor(
      (r) => r.path === '/renamed' && JSON.stringify(r.body).includes('two'),
    );
    expect(sent.body.user).toEqual({ id: 'u-renamed', platform: 'api', name: 'New Name' });
    const conversation = await app.request<{ data: { user: Record<string, unknown> } }>(
      'GET',
      `/v1/conversations/${second.body.data.conversation_id}`,
      { key: team.key },
    );
    expect(conversation.body.data.user).toMatchObject({ name: 'New Name', username: null });
  });

  it.each(['bot', 'conversation'])(
    'a reply that comes after its %s was deleted is not kept',
    async (deleted) => {
      let release!: () => void;
      const until = new Promise<void>((resolve) => (release = resolve));
      const path = `/late-${deleted}`;
      backend.serveFile(`${path}/chart.png`, { body: PNG, mimeType: 'image/png' });
      backend.on(path, {
        kind: 'held',
        until,
        body: {
          content: 'too late',
          attachments: [servedAttachment(backend, `${path}/chart.png`, 'image/png')],
        },
      });
      const setup = await setUpBot(app, team.key, {
        integrations: [{ webhook_url: `${backend.url}${path}` }],
      });
      const posted = postMessage(app, team.key, setup.channelId, { content: 'hello?' });
      await backend.requests.waitFor((r) => r.path === path);
      const [conversation] = await conversationsOf(setup.botId);
      const target =
        deleted === 'bot' ? `/v1/bots/${setup.botId}` : `/v1/conversations/${conversation!.id}`;
      expect((await app.request('DELETE', target, { key: team.key })).status).toBe(204);
      release();
      const answered = await posted;
      expect(answered.status).toBe(200);
      const [file] = answered.body.data.reply.attachments;
      const served = await fetch(`${app.baseUrl}${new URL(file!.url).pathname}`);
      expect(served.status).toBe(404);

      const messages = await app.store
        .collection<RelayMessageRecord>(MESSAGES_COLLECTION)
        .find(teamScope(team.team.id), { conversation_id: conversation!.id });
      expect(messages).toEqual([]);
    },
  );
});
