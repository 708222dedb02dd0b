/**
 * Telegram in conversations with people in them: a person's messages and proactive ones go
 * through the send queue, paced per chat (no flood-control 429s), with files; their delivery is
 * recorded, and a refusal (the user blocked the bot) is `failed` with `message.delivery_failed`.
 * Reply buttons are an inline keyboard; a press comes back as a user message with its
 * `metadata.button_id`, and the press is answered. A conversation in handoff asks no backend and
 * shows no typing.
 */
import { describe, expect, it } from '@jest/globals';
import type { Message } from '@switchboard/contracts/message';
import {
  conversationOfChat,
  messagesWhen as messagesWhenOf,
} from '@switchboard/testing/api/conversations';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { virtualTimers } from '@switchboard/testing/api/virtual-timers';
import { servedAttachment, useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import {
  postUpdate,
  telegramBot,
  textUpdate,
  type TelegramBot,
} from '@switchboard/testing/fakes/telegram-bot';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

const backend = useFakeAiBackend();
const telegram = useFakeTelegram();
const receiver = useWebhookReceiver();
const timers = virtualTimers();
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url }, timers }));
const team = useTeam(app);

const bot = (path: string) => telegramBot(app, telegram, team.key, `${backend.url}${path}`);

const conversationOf = (chat: TelegramBot, chatId: number) =>
  conversationOfChat(app, team.key, chat.botId, String(chatId));

const messagesWhen = (id: string, done: (messages: Message[]) => boolean) =>
  messagesWhenOf(app, team.key, id, done);

const sentTo = (chatId: number) => (c: { method: string; params: Record<string, unknown> }) =>
  c.method.startsWith('send') &&
  c.method !== 'sendChatAction' &&
  c.params.chat_id === String(chatId);

describe('telegram: a person in the conversation', () => {
  it('sends a person’s message with its file, records its delivery, and asks no backend in handoff', async () => {
    backend.serveFile('/files/receipt.png', { body: PNG, mimeType: 'image/png' });
    const tg = await bot('/tg-person');
    await postUpdate(app, tg, textUpdate('my order is late', 3001));
    await backend.requests.waitFor((r) => r.path === '/tg-person');
    const id = await conversationOf(tg, 3001);
    await messagesWhen(id, (m) => m[1]?.delivery?.status === 'sent');

    await app.request('POST', `/v1/conversations/${id}/handoff`, { key: team.key });
    const written = await app.request<{ data: Message }>(
      'POST',
      `/v1/conversations/${id}/messages`,
      {
        key: team.key,
        body: {
          content: 'Here is your receipt.',
          attachments: [servedAttachment(backend, '/files/receipt.png', 'image/png')],
        },
      },
    );
    expect(written.status).toBe(201);
    expect(written.body.data).toMatchObject({ role: 'agent', delivery: null });
    expect(written.body.data.attachments[0]!.url).not.toContain(backend.url);

    const text = await telegram.calls.waitFor(
      (c) => sentTo(3001)(c) && c.params.text === 'Here is your receipt.',
    );
    expect(text.token).toBe(tg.token);
    const photo = await telegram.calls.waitFor((c) => sentTo(3001)(c) && c.method === 'sendPhoto');
    expect(photo.files.photo!.bytes).toEqual(PNG);
    const listed = await messagesWhen(id, (m) => m.at(-1)?.delivery?.status === 'sent');
    expect(listed.at(-1)).toMatchObject({
      role: 'agent',
      platform_message_id: expect.stringMatching(/^\d+$/),
      delivery: { status: 'sent', updated_at: expect.any(String) },
    });

    // In handoff the user's next message is stored for the person: no backend, no typing.
    const typingBefore = telegram.calls.all.filter((c) => c.method === 'sendChatAction').length;
    await postUpdate(app, tg, textUpdate('thank you', 3001));
    const held = await messagesWhen(id, (m) => m.at(-1)?.content === 'thank you');
    expect(held.at(-1)!.status).toBe('handoff');
    expect(backend.requests.all.filter((r) => r.path === '/tg-person')).toHaveLength(1);
    expect(telegram.calls.all.filter((c) => c.method === 'sendChatAction')).toHaveLength(
      typingBefore,
    );
  });

  it('marks a message to a user who blocked the bot failed and tells the team', async () => {
    const path = '/blocked-hook';
    const hook = await app.request<{ data: { secret: string } }>('POST', '/v1/webhooks', {
      key: team.key,
      body: { url: receiver.url + path, events: ['message.delivery_failed'] },
    });
    receiver.setSecret(path, hook.body.data.secret);
    const tg = await bot('/tg-blocked');
    await postUpdate(app, tg, textUpdate('hi', 3002));
    const id = await conversationOf(tg, 3002);
    await messagesWhen(id, (m) => m[1]?.delivery?.status === 'sent');
    telegram.block('3002');
    const written = await app.request<{ data: Message }>(
      'POST',
      `/v1/conversations/${id}/messages`,
      { key: team.key, body: { content: 'are you there?' } },
    );
    const failed = await messagesWhen(id, (m) => m.at(-1)?.delivery?.status === 'failed');
    expect(failed.at(-1)!.delivery!.error).toContain('bot was blocked by the user');
    const event = await receiver.received.waitFor((r) => r.path === path);
    expect(event.payload).toMatchObject({
      type: 'message.delivery_failed',
      data: {
        bot_id: tg.botId,
        channel_id: tg.channelId,
        conversation_id: id,
        message: {
          id: written.body.data.id,
          role: 'agent',
          delivery: { status: 'failed', error: expect.stringContaining('blocked') },
        },
      },
    });

    // The bot's own reply to a blocked user fails the same way, and fails its user message.
    await postUpdate(app, tg, textUpdate('one more', 3002));
    const replied = await messagesWhen(
      id,
      (m) => m.at(-1)?.delivery?.status === 'failed' && m.length === 5,
    );
    expect(replied.at(-2)).toMatchObject({
      role: 'user',
      status: 'failed',
      error: expect.stringContaining('the reply could not be delivered'),
    });
    expect(replied.at(-1)).toMatchObject({ role: 'assistant', delivery: { status: 'failed' } });
  });
});

describe('telegram: proactive messages and the pace of a chat', () => {
  it('starts a conversation with a chat, and spaces a burst so Telegram never floods it', async () => {
    telegram.floodControl({ intervalMs: 1000, burst: 3, now: timers.now });
    try {
      const tg = await bot('/tg-proactive');
      const waitsBefore = timers.waits.length;
      // One after another, so the order they were accepted is defined (concurrent requests have none).
      const sends = [];
      for (const n of [1, 2, 3, 4, 5, 6]) {
        sends.push(
          await app.request<{ data: { conversation_id: string; message: Message } }>(
            'POST',
            `/v1/channels/${tg.channelId}/outbound`,
            { key: team.key, body: { chat_id: '3003', content: `reminder ${n}` } },
          ),
        );
      }
      expect(sends.map((s) => s.status)).toEqual(Array(6).fill(201));
      const id = sends[0]!.body.data.conversation_id;
      expect(new Set(sends.map((s) => s.body.data.conversation_id))).toEqual(new Set([id]));
      expect(sends[0]!.body.data.message).toMatchObject({
        role: 'assistant',
        metadata: { source: 'outbound' },
        delivery: null,
      });
      const all = await messagesWhen(
        id,
        (m) => m.length === 6 && m.every((x) => x.delivery?.status === 'sent'),
      );
      // In the order they were accepted, none refused for flooding the chat.
      const sent = telegram.sent.all.filter((s) => s.chatId === '3003').map((s) => s.text);
      expect(all.map((m) => m.content)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `reminder ${n}`));
      expect(sent).toEqual(all.map((m) => m.content));
      expect(telegram.floods.all.filter((chat) => chat === '3003')).toEqual([]);
      expect(timers.waits.slice(waitsBefore).filter((ms) => ms > 0).length).toBeGreaterThanOrEqual(
        3,
      );
    } finally {
      telegram.floodControl(null);
    }
  });

  it("waits Telegram's retry_after and sends, rather than dropping the message", async () => {
    const tg = await bot('/tg-429');
    telegram.rateLimit('sendMessage', 7);
    const waitsBefore = timers.waits.length;
    const res = await app.request<{ data: { conversation_id: string } }>(
      'POST',
      `/v1/channels/${tg.channelId}/outbound`,
      { key: team.key, body: { chat_id: '3004', content: 'your order shipped' } },
    );
    await messagesWhen(res.body.data.conversation_id, (m) => m[0]?.delivery?.status === 'sent');
    expect(timers.waits.slice(waitsBefore)).toContain(7000);
  });

  it('refuses a template on Telegram, and a body with neither content nor template (422)', async () => {
    const tg = await bot('/tg-template');
    const template = await app.request<{ error: { code: string; details: unknown } }>(
      'POST',
      `/v1/channels/${tg.channelId}/outbound`,
      {
        key: team.key,
        body: { chat_id: '3005', template: { name: 'order_update', language: { code: 'en' } } },
      },
    );
    expect(template.status).toBe(422);
    expect(JSON.stringify(template.body.error.details)).toContain('template');
    const both = await app.request('POST', `/v1/channels/${tg.channelId}/outbound`, {
      key: team.key,
      body: { chat_id: '3005' },
    });
    expect(both.status).toBe(422);
  });
});

describe('telegram: reply buttons', () => {
  it('sends them as an inline keyboard and takes a press as a user message, answering it', async () => {
    backend.on('/tg-buttons', {
      kind: 'reply',
      body: {
        content: 'Shall I cancel the order?',
        buttons: [
          { id: 'cancel:yes', title: 'Yes, cancel' },
          { id: 'cancel:no', title: 'No' },
        ],
      },
    });
    const tg = await bot('/tg-buttons');
    await postUpdate(app, tg, textUpdate('cancel my order', 3006));
    const shown = await telegram.sent.waitFor(
      (s) => s.chatId === '3006' && s.replyMarkup !== undefined,
    );
    expect(shown.replyMarkup).toEqual({
      inline_keyboard: [
        [{ text: 'Yes, cancel', callback_data: 'cancel:yes' }],
        [{ text: 'No', callback_data: 'cancel:no' }],
      ],
    });
    const id = await conversationOf(tg, 3006);
    const offered = await messagesWhen(id, (m) => m.length === 2);
    expect(offered[1]!.buttons).toEqual([
      { id: 'cancel:yes', title: 'Yes, cancel' },
      { id: 'cancel:no', title: 'No' },
    ]);

    backend.on('/tg-buttons', { kind: 'reply', body: { content: 'Cancelled.' } });
    const press = telegram.press(shown, 'cancel:yes', { id: 777, first_name: 'Ada' });
    expect((await postUpdate(app, tg, press)).status).toBe(200);
    const query = (press.callback_query as { id: string }).id;
    await telegram.answered.waitFor((answered) => answered === query);
    const asked = await backend.requests.waitFor((r) => r.path === '/tg-buttons', 2);
    expect(asked.body.metadata).toMatchObject({ button_id: 'cancel:yes' });
    expect((asked.body.messages as Array<{ content: string }>).at(-1)).toEqual({
      role: 'user',
      content: 'Yes, cancel',
    });
    const after = await messagesWhen(id, (m) => m.length === 4);
    expect(after[2]).toMatchObject({
      role: 'user',
      content: 'Yes, cancel',
      metadata: { button_id: 'cancel:yes' },
    });

    // Telegram redelivers the press: one message, and the query is not answered twice (the
    // next press's answer comes after any the redelivery would have made).
    await postUpdate(app, tg, press);
    const next = telegram.press(shown, 'cancel:no', { id: 777, first_name: 'Ada' });
    await postUpdate(app, tg, next);
    await telegram.answered.waitFor((a) => a === (next.callback_query as { id: string }).id);
    expect(telegram.answered.all.filter((a) => a === query)).toHaveLength(1);
    const all = await messagesWhen(id, (m) => m.length === 6);
    expect(all.filter((m) => m.metadata?.button_id === 'cancel:yes')).toHaveLength(1);
  });
});
