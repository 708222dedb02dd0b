import { describe, expect, it } from '@jest/globals';
import type { Conversation } from '@switchboard/contracts/conversation';
import type { Message } from '@switchboard/contracts/message';
import { teamScope } from '@switchboard/store/port';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useStarted } from '@switchboard/testing/api/hooks';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { expectFieldErrors, expectNotFound } from '../resource-helpers.js';

const app = useApp();
const backend = useFakeAiBackend();
const owner = useTeam(app);
const other = useTeam(app);
const setup = useStarted(
  () => setUpBot(app, owner.key, { integrations: [{ webhook_url: `${backend.url}/echo` }] }),
  () => undefined,
);

type List<T> = {
  data: T[];
  meta: { page: number; per_page: number; total: number; total_pages: number };
};

async function say(user: string, chat: string, content: string): Promise<string> {
  const res = await postMessage(app, owner.key, setup.channelId, {
    user: { id: user, name: user.toUpperCase() },
    chat_id: chat,
    content,
  });
  expect(res.status).toBe(200);
  return res.body.data.conversation_id;
}

function listConversations(query = '', key = owner.key, botId = setup.botId) {
  return app.request<List<Conversation>>('GET', `/v1/bots/${botId}/conversations${query}`, { key });
}

describe('GET /v1/bots/{bot_id}/conversations', () => {
  it('lists conversations by most recent activity, with the user and counts', async () => {
    const anna = await say('anna', 'c-anna', 'hello');
    const ben = await say('ben', 'c-ben', 'hi');
    await say('anna', 'c-anna', 'me again');
    const res = await listConversations();
    expect(res.status).toBe(200);
    const ids = res.body.data.map((c) => c.id);
    expect(ids.indexOf(anna)).toBeLessThan(ids.indexOf(ben));
    const annaConversation = res.body.data.find((c) => c.id === anna);
    expect(annaConversation).toEqual({
      id: anna,
      bot_id: setup.botId,
      channel_id: setup.channelId,
      platform: 'api',
      chat_id: 'c-anna',
      user: { id: 'anna', name: 'ANNA', username: null, platform: 'api' },
      status: 'active',
      handoff: null,
      message_count: 4,
      last_message_at: expect.stringMatching(/Z$/),
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('filters by user_id and status', async () => {
    const carl = await say('carl', 'c-carl', 'question');
    await app.store
      .collection<Conversation & { team_id: string }>({ name: 'conversations' })
      .updateOne(teamScope(owner.team.id), { id: carl }, { $set: { status: 'closed' } });
    const byUser = await listConversations('?user_id=carl');
    expect(byUser.body.data.map((c) => c.id)).toEqual([carl]);
    const closed = await listConversations('?status=closed');
    expect(closed.body.data.map((c) => c.id)).toEqual([carl]);
    const active = await listConversations('?status=active');
    expect(active.body.data.map((c) => c.id)).not.toContain(carl);
    expect(active.body.meta.total).toBe(active.body.data.length);
  });

  it('rejects an unknown status and out-of-range paging with 422', async () => {
    expectFieldErrors(await listConversations('?status=open'), ['status']);
    expectFieldErrors(await listConversations('?per_page=0&page=0'), ['page', 'per_page']);
  });

  it("answers 404 bot for another team's bot", async () => {
    expectNotFound(await listConversations('', other.key), 'bot', setup.botId);
  });
});

describe('/v1/conversations/{id}', () => {
  it('gets a conversation', async () => {
    const id = await say('dana', 'c-dana', 'hey');
    const res = await app.request<{ data: Conversation }>('GET', `/v1/conversations/${id}`, {
      key: owner.key,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, chat_id: 'c-dana', message_count: 2 });
  });

  it('lists messages oldest first, paginated, without internal fields', async () => {
    const id = await say('erin', 'c-erin', 'first');
    await say('erin', 'c-erin', 'second');
    const res = await app.request<List<Message>>(
      'GET',
      `/v1/conversations/${id}/messages?per_page=3`,
      { key: owner.key },
    );
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, per_page: 3, total: 4, total_pages: 2 });
    expect(res.body.data.map((m) => [m.role, m.content])).toEqual([
      ['user', 'first'],
      ['assistant', 'echo: first'],
      ['user', 'second'],
    ]);
    expect(Object.keys(res.body.data[0] ?? {}).sort()).toEqual(
      [
        'attachments',
        'content',
        'conversation_id',
        'created_at',
        'delivery',
        'error',
        'id',
        'integration_id',
        'latency_ms',
        'metadata',
        'platform_message_id',
        'role',
        'status',
      ].sort(),
    );
    const page2 = await app.request<List<Message>>(
      'GET',
      `/v1/conversations/${id}/messages?per_page=3&page=2`,
      { key: owner.key },
    );
    expect(page2.body.data.map((m) => m.content)).toEqual(['echo: second']);
  });

  it('deletes a conversation with its messages', async () => {
    const id = await say('fay', 'c-fay', 'bye');
    const res = await app.request('DELETE', `/v1/conversations/${id}`, { key: owner.key });
    expect(res.status).toBe(204);
    expectNotFound(
      await app.request('GET', `/v1/conversations/${id}`, { key: owner.key }),
      'conversation',
      id,
    );
    const left = await app.store
      .collection<Message & { team_id: string }>({ name: 'messages' })
      .count(teamScope(owner.team.id), { conversation_id: id });
    expect(left).toBe(0);
  });

  it.each([
    ['GET', ''],
    ['GET', '/messages'],
    ['DELETE', ''],
  ])("answers %s %s on another team's conversation with 404 conversation", async (method, tail) => {
    const id = await say('gil', 'c-gil', 'private');
    const res = await app.request(method, `/v1/conversations/${id}${tail}`, { key: other.key });
    expectNotFound(res, 'conversation', id);
  });
});

describe('DELETE /v1/bots/{id}', () => {
  it('deletes the bot’s integrations, channels, conversations and messages', async () => {
    const doomed = await setUpBot(app, owner.key, {
      integrations: [{ webhook_url: `${backend.url}/echo` }],
    });
    const conversation = (
      await postMessage(app, owner.key, doomed.channelId, {
        user: { id: 'hal', name: 'Hal' },
        chat_id: 'c-hal',
        content: 'hello',
      })
    ).body.data.conversation_id;
    const res = await app.request('DELETE', `/v1/bots/${doomed.botId}`, { key: owner.key });
    expect(res.status).toBe(204);
    const scope = teamScope(owner.team.id);
    for (const [path, type, id] of [
      [`/v1/integrations/${doomed.integrationIds[0]}`, 'integration', doomed.integrationIds[0]],
      [`/v1/channels/${doomed.channelId}`, 'channel', doomed.channelId],
      [`/v1/conversations/${conversation}`, 'conversation', conversation],
    ] as const) {
      expectNotFound(await app.request('GET', path, { key: owner.key }), type, id as string);
    }
    const messages = app.store.collection<Message & { team_id: string }>({ name: 'messages' });
    expect(await messages.count(scope, { conversation_id: conversation })).toBe(0);
    // The other bot's records are untouched.
    expect((await listConversations()).body.meta.total).toBeGreaterThan(0);
  });
});
