import { describe, expect, it } from '@jest/globals';
import { newId } from '@switchboard/kit/ids';
import { MessageRepository } from '../../src/conversations/message.repository.js';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const backend = useFakeAiBackend();
const team = useTeam(app);

describe('POST /v1/channels/{id}/messages', () => {
  it('relays the message with the spec body and headers and returns the reply', async () => {
    backend.on('/happy', {
      kind: 'reply',
      body: { content: 'Hello Ada', metadata: { model: 'm1' } },
    });
    const setup = await setUpBot(app, team.key, {
      bot: { name: 'Helper' },
      integrations: [
        {
          webhook_url: `${backend.url}/happy`,
          headers: { Authorization: 'Bearer backend-secret' },
        },
      ],
    });
    const res = await postMessage(app, team.key, setup.channelId, {
      user: { id: 'u1', name: 'Ada', username: 'ada' },
      chat_id: 'chat-1',
      content: 'Hi there',
      message_id: 'm-1',
    });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.reply).toMatchObject({
      content: 'Hello Ada',
      attachments: [],
      integration_id: setup.integrationIds[0],
      error: null,
    });
    expect(data.reply.latency_ms).toEqual(expect.any(Number));
    expect(data.message).toMatchObject({
      role: 'user',
      content: 'Hi there',
      status: 'answered',
      platform_message_id: 'm-1',
    });

    const sent = await backend.requests.waitFor((r) => r.path === '/happy');
    expect(sent.body).toEqual({
      messages: [{ role: 'user', content: 'Hi there' }],
      conversation_id: data.conversation_id,
      user: { id: 'u1', platform: 'api', name: 'Ada', username: 'ada' },
      bot: { id: setup.botId, name: 'Helper' },
      metadata: { channel: 'api', chat_id: 'chat-1', message_id: 'm-1' },
    });
    expect(sent.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer backend-secret',
      'user-agent': expect.stringMatching(/^Switchboard\/\d+\.\d+\.\d+$/),
      'x-bot-id': setup.botId,
      'x-integration-id': setup.integrationIds[0],
      'x-conversation-id': data.conversation_id,
    });
  });

  it('sends the last context_window messages, oldest first, ending with the new one', async () => {
    const setup = await setUpBot(app, team.key, {
      bot: { context_window: 3 },
      integrations: [{ webhook_url: `${backend.url}/history` }],
    });
    for (const text of ['one', 'two']) {
      const res = await postMessage(app, team.key, setup.channelId, {
        chat_id: 'h',
        content: text,
      });
      expect(res.status).toBe(200);
    }
    const third = await postMessage(app, team.key, setup.channelId, {
      chat_id: 'h',
      content: [
        { type: 'text', text: 'three' },
        { type: 'image_url', image_url: { url: 'https://example.com/cat.png' } },
      ],
    });
    expect(third.status).toBe(200);
    const sent = await backend.requests.waitFor((r) => r.path === '/history', 3);
    expect(sent.body.messages).toEqual([
      { role: 'user', content: 'two' },
      { role: 'assistant', content: 'echo: two' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'three' },
          { type: 'image_url', image_url: { url: 'https://example.com/cat.png' } },
        ],
      },
    ]);
  });

  it("leads the history with the conversation's system messages, however old, and lists them as messages", async () => {
    const setup = await setUpBot(app, team.key, {
      bot: { context_window: 2 },
      integrations: [{ webhook_url: `${backend.url}/system` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, {
      chat_id: 's',
      content: 'one',
    });
    const conversationId = first.body.data.conversation_id;
    // No route adds system messages; one stored through the messages' repository stands for them.
    const messages = new MessageRepository(app.store);
    await app.store.writeTogether([
      messages.appendStep({
        id: newId('message'),
        team_id: team.team.id,
        bot_id: setup.botId,
        conversation_id: conversationId,
        role: 'system',
        content: 'Answer in French.',
        attachments: [],
        integration_id: null,
        latency_ms: null,
        metadata: null,
        platform_message_id: null,
        status: null,
        error: null,
        created_at: new Date(Date.parse(first.body.data.message.created_at) - 1).toISOString(),
      }),
    ]);
    for (const text of ['two', 'three']) {
      const res = await postMessage(app, team.key, setup.channelId, {
        chat_id: 's',
        content: text,
      });
      expect(res.status).toBe(200);
    }
    const sent = await backend.requests.waitFor((r) => r.path === '/system', 3);
    expect(sent.body.messages).toEqual([
      { role: 'system', content: 'Answer in French.' },
      { role: 'assistant', content: 'echo: two' },
      { role: 'user', content: 'three' },
    ]);
    const listed = await app.request<{ data: Array<Record<string, unknown>> }>(
      'GET',
      `/v1/conversations/${conversationId}/messages`,
      { key: team.key },
    );
    expect(listed.body.data[0]).toMatchObject({ role: 'system', content: 'Answer in French.' });
    expect(Object.keys(listed.body.data[0]!)).not.toContain('system_conversation_id');
  });

  it('fills the context_window with real turns when error replies sit in between', async () => {
    const setup = await setUpBot(app, team.key, {
      bot: { context_window: 6 },
      integrations: [{ webhook_url: `${backend.url}/gappy` }],
    });
    const say = async (text: string) => {
      const res = await postMessage(app, team.key, setup.channelId, {
        chat_id: 'g',
        content: text,
      });
      expect(res.status).toBe(200);
      return res.body.data.reply;
    };
    expect((await say('kept')).integration_id).not.toBeNull();
    backend.on('/gappy', { kind: 'error', status: 500 });
    // Four failed turns: each stores the user message and the bot's error reply.
    for (const text of ['f1', 'f2', 'f3', 'f4']) {
      expect((await say(text)).integration_id).toBeNull();
    }
    backend.on('/gappy', { kind: 'reply' });
    await say('now');
    const sent = await backend.requests.waitFor((r) => r.path === '/gappy', 6);
    // The window skips the error replies, so it reaches back to the last answered turn.
    expect(sent.body.messages).toEqual([
      { role: 'assistant', content: 'echo: kept' },
      { role: 'user', content: 'f1' },
      { role: 'user', content: 'f2' },
      { role: 'user', content: 'f3' },
      { role: 'user', content: 'f4' },
      { role: 'user', content: 'now' },
    ]);
  });

  it('keeps one conversation per channel, chat and user', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/conv` }],
    });
    const a = await postMessage(app, team.key, setup.channelId, { chat_id: 'c', content: 'a' });
    const b = await postMessage(app, team.key, setup.channelId, { chat_id: 'c', content: 'b' });
    const other = await postMessage(app, team.key, setup.channelId, {
      chat_id: 'c',
      user: { id: 'u2', name: 'Bob' },
      content: 'c',
    });
    expect(b.body.data.conversation_id).toBe(a.body.data.conversation_id);
    expect(other.body.data.conversation_id).not.toBe(a.body.data.conversation_id);
    const conversation = await app.request<{ data: Record<string, unknown> }>(
      'GET',
      `/v1/conversations/${a.body.data.conversation_id}`,
      { key: team.key },
    );
    expect(conversation.body.data).toMatchObject({
      channel_id: setup.channelId,
      platform: 'api',
      chat_id: 'c',
      user: { id: 'u1', name: 'Ada', username: null, platform: 'api' },
      status: 'active',
      message_count: 4,
    });
    const messages = await app.request<{ data: Array<{ role: string; content: unknown }> }>(
      'GET',
      `/v1/conversations/${a.body.data.conversation_id}/messages`,
      { key: team.key },
    );
    expect(messages.body.data.map((m) => [m.role, m.content])).toEqual([
      ['user', 'a'],
      ['assistant', 'echo: a'],
      ['user', 'b'],
      ['assistant', 'echo: b'],
    ]);
  });

  it('answers a replayed message_id with the first reply without calling a backend again', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/replay` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, {
      content: 'once',
      message_id: 'r-1',
    });
    const again = await postMessage(app, team.key, setup.channelId, {
      content: 'once',
      message_id: 'r-1',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.reply).toEqual(first.body.data.reply);
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
    expect(backend.requests.all.filter((r) => r.path === '/replay')).toHaveLength(1);
  });

  it('answers 409 to a replay that arrives while the first request is still being answered', async () => {
    backend.on('/slow', { kind: 'hang' });
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/slow`, timeout: 1 }],
    });
    const first = postMessage(app, team.key, setup.channelId, {
      content: 'slow one',
      message_id: 's-1',
    });
    await backend.requests.waitFor((r) => r.path === '/slow');
    const replay = await postMessage(app, team.key, setup.channelId, {
      content: 'slow one',
      message_id: 's-1',
    });
    expect(replay.status).toBe(409);
    const done = await first;
    expect(done.status).toBe(200);
    expect(done.body.data.reply.integration_id).toBeNull();
    expect(done.body.data.reply.error).toMatch(/timeout/);
    const later = await postMessage(app, team.key, setup.channelId, {
      content: 'slow one',
      message_id: 's-1',
    });
    expect(later.body.data.reply).toEqual(done.body.data.reply);
  });

  it('rejects a malformed body with 422 naming the fields, and stores nothing', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/bad` }],
    });
    const res = await app.request<{
      error: { code: string; details: { fields: Array<{ path: string }> } };
    }>('POST', `/v1/channels/${setup.channelId}/messages`, {
      key: team.key,
      body: { user: { id: 'u1' }, content: '', extra: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    const paths = res.body.error.details.fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['user.name', 'chat_id', 'content']));
    expect(backend.requests.all.filter((r) => r.path === '/bad')).toHaveLength(0);
  });

  it('answers 404 for an unknown channel and for a channel of another team', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/x` }],
    });
    const stranger = await createTeam(app);
    const res = await postMessage(app, stranger.key, setup.channelId, { content: 'hi' });
    expect(res.status).toBe(404);
    const missing = await postMessage(app, team.key, 'chn_01jd000000000000000000000', {
      content: 'hi',
    });
    expect(missing.status).toBe(404);
  });
});
