/**
 * Handing a conversation to a person and back, on the api channel: while in handoff, user
 * messages are stored and emitted but no integration is asked (202, no reply); a person writes
 * with role `agent`; the conversation is given back and the bot answers again, seeing the
 * person's words as its own turns marked `metadata.author: "agent"`. An integration can ask for
 * the handoff itself, and the team hears of every handoff (`conversation.handoff_requested`).
 */
import { describe, expect, it } from '@jest/globals';
import type { Conversation } from '@switchboard/contracts/conversation';
import type { Message } from '@switchboard/contracts/message';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const backend = useFakeAiBackend();
const receiver = useWebhookReceiver();
const team = useTeam(app);

let nextPath = 1;

/** A webhook endpoint of the team for `events`, verified by the receiver. */
async function subscribeEndpoint(events: string[]): Promise<{ id: string; path: string }> {
  const path = `/hooks-${nextPath++}`;
  const res = await app.request<{ data: { id: string; secret: string } }>('POST', '/v1/webhooks', {
    key: team.key,
    body: { url: receiver.url + path, events },
  });
  expect(res.status).toBe(201);
  receiver.setSecret(path, res.body.data.secret);
  return { id: res.body.data.id, path };
}

/** The path the receiver gets the team's `events` at. */
async function subscribe(events: string[]): Promise<string> {
  return (await subscribeEndpoint(events)).path;
}

const conversation = (id: string) =>
  app.request<{ data: Conversation }>('GET', `/v1/conversations/${id}`, { key: team.key });
const messagesOf = (id: string) =>
  app.request<{ data: Message[] }>('GET', `/v1/conversations/${id}/messages?per_page=100`, {
    key: team.key,
  });
const handOff = (id: string, body: unknown = {}) =>
  app.request<{ data: Conversation; error?: { code: string } }>(
    'POST',
    `/v1/conversations/${id}/handoff`,
    { key: team.key, body },
  );
const resume = (id: string) =>
  app.request<{ data: Conversation; error?: { code: string } }>(
    'POST',
    `/v1/conversations/${id}/resume`,
    { key: team.key },
  );
const writeAsPerson = (id: string, body: unknown) =>
  app.request<{ data: Message; error?: { code: string } }>(
    'POST',
    `/v1/conversations/${id}/messages`,
    { key: team.key, body },
  );

describe('handing a conversation to a person', () => {
  it('stores and emits user messages without asking the bot, until it is given back', async () => {
    const hooks = await subscribe(['conversation.handoff_requested', 'bot.message_received']);
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/handoff-flow` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, { content: 'hello' });
    expect(first.status).toBe(200);
    const id = first.body.data.conversation_id;

    const handed = await handOff(id, { reason: 'asks for a refund' });
    expect(handed.status).toBe(200);
    expect(handed.body.data).toMatchObject({
      status: 'handoff',
      handoff: {
        reason: 'asks for a refund',
        requested_by: 'api',
        requested_at: expect.any(String),
      },
    });
    const event = await receiver.received.waitFor(
      (r) =>
        r.path === hooks &&
        (r.payload as { type?: string })?.type === 'conversation.handoff_requested',
    );
    expect(event.payload).toMatchObject({
      data: {
        bot_id: setup.botId,
        channel_id: setup.channelId,
        conversation_id: id,
        reason: 'asks for a refund',
        requested_by: 'api',
        integration_id: null,
        message_id: null,
      },
    });

    const held = await postMessage(app, team.key, setup.channelId, { content: 'I want my money' });
    expect(held.status).toBe(202);
    expect(held.body.data).toEqual({
      conversation_id: id,
      message: expect.objectContaining({
        role: 'user',
        status: 'handoff',
        content: 'I want my money',
      }),
    });
    // The team still hears of it; the bot does not.
    await receiver.received.waitFor(
      (r) =>
        r.path === hooks &&
        (r.payload as { data?: { message?: { content?: string } } })?.data?.message?.content ===
          'I want my money',
    );
    expect(backend.requests.all.filter((r) => r.path === '/handoff-flow')).toHaveLength(1);

    const written = await writeAsPerson(id, { content: 'Refunded, sorry about that.' });
    expect(written.status).toBe(201);
    expect(written.body.data).toMatchObject({
      role: 'agent',
      content: 'Refunded, sorry about that.',
      integration_id: null,
      delivery: { status: 'sent' },
    });

    const back = await resume(id);
    expect(back.body.data).toMatchObject({ status: 'active', handoff: null });
    const after = await postMessage(app, team.key, setup.channelId, { content: 'thanks!' });
    expect(after.status).toBe(200);
    const asked = await backend.requests.waitFor((r) => r.path === '/handoff-flow', 2);
    expect(asked.body.messages).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'echo: hello' },
      { role: 'user', content: 'I want my money' },
      { role: 'assistant', content: 'Refunded, sorry about that.', metadata: { author: 'agent' } },
      { role: 'user', content: 'thanks!' },
    ]);

    const listed = await messagesOf(id);
    expect(listed.body.data.map((m) => [m.role, m.status])).toEqual([
      ['user', 'answered'],
      ['assistant', null],
      ['user', 'handoff'],
      ['agent', null],
      ['user', 'answered'],
      ['assistant', null],
    ]);
    expect((await conversation(id)).body.data.message_count).toBe(6);
  });

  it('answers a second handoff and a resume of an active conversation as they are, with one event', async () => {
    const hook = await subscribeEndpoint(['conversation.handoff_requested']);
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/handoff-twice` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, { content: 'hi' });
    const id = first.body.data.conversation_id;
    expect((await resume(id)).body.data.status).toBe('active');
    const once = await handOff(id);
    const twice = await handOff(id, { reason: 'again' });
    expect(twice.status).toBe(200);
    expect(twice.body.data.handoff).toEqual(once.body.data.handoff);
    expect(once.body.data.handoff?.reason).toBeNull();
    const listed = await app.request<{ data: Array<{ id: string }> }>(
      'GET',
      '/v1/conversations?status=handoff',
      { key: team.key },
    );
    expect(listed.body.data.map((c) => c.id)).toContain(id);
    // Given back and handed over again: a second event, delivered after any the repeat made.
    await resume(id);
    await handOff(id, { reason: 'third time' });
    await receiver.received.waitFor(
      (r) =>
        r.path === hook.path &&
        (r.payload as { data?: { reason?: string } })?.data?.reason === 'third time',
    );
    const deliveries = await app.request<{
      data: Array<{ payload: { data: { conversation_id: string; reason: string | null } } }>;
    }>('GET', `/v1/webhooks/${hook.id}/deliveries`, { key: team.key });
    expect(deliveries.body.data.map((d) => d.payload.data.reason).sort()).toEqual([
      null,
      'third time',
    ]);
  });

  it("refuses to hand over or write to a closed conversation (409), and 404s another team's", async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/handoff-closed` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, { content: 'hi' });
    const id = first.body.data.conversation_id;
    await handOff(id, { reason: 'before the channel went' });
    await app.request('DELETE', `/v1/channels/${setup.channelId}`, { key: team.key });
    // Deleting the channel closes the conversation, handoff or not.
    expect((await conversation(id)).body.data).toMatchObject({ status: 'closed', handoff: null });
    expect((await handOff(id)).status).toBe(409);
    expect((await resume(id)).body.error?.code).toBe('CONFLICT');
    expect((await writeAsPerson(id, { content: 'hello?' })).status).toBe(409);
    const other = await createTeam(app);
    const elsewhere = await app.request('POST', `/v1/conversations/${id}/handoff`, {
      key: other.key,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('refuses a reason over 500 characters and a person message without content (422)', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/handoff-422` }],
    });
    const id = (await postMessage(app, team.key, setup.channelId, { content: 'hi' })).body.data
      .conversation_id;
    expect((await handOff(id, { reason: 'x'.repeat(501) })).status).toBe(422);
    expect((await writeAsPerson(id, {})).status).toBe(422);
    expect(
      (await writeAsPerson(id, { content: 'hi', buttons: [{ id: 'a', title: 'x'.repeat(21) }] }))
        .status,
    ).toBe(422);
  });
});

describe('an integration asking for a person', () => {
  it('puts the conversation in handoff with its words for the user, and the next message waits', async () => {
    const hooks = await subscribe(['conversation.handoff_requested']);
    backend.on('/wants-person', {
      kind: 'reply',
      body: { handoff: true, content: 'Let me get someone who can help.' },
    });
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/wants-person` }],
    });
    const asked = await postMessage(app, team.key, setup.channelId, {
      content: 'I was charged twice',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.reply.content).toBe('Let me get someone who can help.');
    const id = asked.body.data.conversation_id;
    expect((await conversation(id)).body.data).toMatchObject({
      status: 'handoff',
      handoff: { requested_by: 'integration', reason: null },
    });
    const event = await receiver.received.waitFor((r) => r.path === hooks);
    expect(event.payload).toMatchObject({
      type: 'conversation.handoff_requested',
      data: {
        conversation_id: id,
        requested_by: 'integration',
        integration_id: setup.integrationIds[0],
        message_id: asked.body.data.message.id,
      },
    });
    const next = await postMessage(app, team.key, setup.channelId, { content: 'hello?' });
    expect(next.status).toBe(202);
    expect(backend.requests.all.filter((r) => r.path === '/wants-person')).toHaveLength(1);
  });

  it('hands over without a reply when the integration says nothing (202)', async () => {
    backend.on('/silent-handoff', { kind: 'reply', body: { handoff: true } });
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/silent-handoff` }],
    });
    const asked = await postMessage(app, team.key, setup.channelId, { content: 'agent please' });
    expect(asked.status).toBe(202);
    expect(asked.body.data.message).toMatchObject({ status: 'handoff' });
    expect(Object.keys(asked.body.data)).not.toContain('reply');
    const id = asked.body.data.conversation_id;
    expect((await conversation(id)).body.data.status).toBe('handoff');
    const listed = await messagesOf(id);
    expect(listed.body.data.map((m) => m.role)).toEqual(['user']);
    // A replay of the message is answered the same way, without asking again.
    const replay = await postMessage(app, team.key, setup.channelId, {
      content: 'agent please',
      message_id: 'm-1',
    });
    const again = await postMessage(app, team.key, setup.channelId, {
      content: 'agent please',
      message_id: 'm-1',
    });
    expect([replay.status, again.status]).toEqual([202, 202]);
    expect(again.body.data.message.id).toBe(replay.body.data.message.id);
  });
});
