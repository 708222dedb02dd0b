/**
 * WhatsApp in conversations with people in them: the typing indicator (the user's message marked
 * read) while the backend answers; delivery receipts (`statuses`) moving a message's `delivery`
 * forward, never back, and a failure told to the team; the 24-hour customer service window,
 * counted from the platform's timestamp of the user's last message, outside which only a template
 * may go; reply buttons as an interactive message, and a press as a user message.
 */
import { describe, expect, it } from '@jest/globals';
import type { Message } from '@switchboard/contracts/message';
import {
  conversationOfChat,
  messagesWhen as messagesWhenOf,
} from '@switchboard/testing/api/conversations';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useFakeWhatsApp } from '@switchboard/testing/fakes/fake-whatsapp';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import {
  buttonReply,
  delivery,
  postDelivery,
  statusDelivery,
  textMessage,
  whatsappBot,
  type WhatsAppBot,
} from '@switchboard/testing/fakes/whatsapp-bot';

const backend = useFakeAiBackend();
const whatsapp = useFakeWhatsApp();
const receiver = useWebhookReceiver();
const app = useApp(() => ({ env: { WHATSAPP_API_BASE_URL: whatsapp.url } }));
const team = useTeam(app);

const HOUR_S = 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A text message from `from` stamped `agoSeconds` ago by WhatsApp. */
const textAgo = (body: string, from: string, agoSeconds: number) => ({
  ...textMessage(body, from),
  timestamp: String(nowSeconds() - agoSeconds),
});

const bot = (path: string) => whatsappBot(app, whatsapp, team.key, `${backend.url}${path}`);

const conversationOf = (wa: WhatsAppBot, waId: string) =>
  conversationOfChat(app, team.key, wa.botId, waId);

const messagesWhen = (id: string, done: (messages: Message[]) => boolean) =>
  messagesWhenOf(app, team.key, id, done);

const outbound = (wa: WhatsAppBot, body: unknown) =>
  app.request<{
    data: { conversation_id: string; message: Message };
    error: { code: string; message: string; details: Record<string, unknown> };
  }>('POST', `/v1/channels/${wa.channelId}/outbound`, { key: team.key, body });

describe('whatsapp: typing and delivery receipts', () => {
  it("shows typing on the user's message while the backend answers", async () => {
    let answer: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (answer = resolve));
    backend.on('/wa-typing', { kind: 'held', until });
    const wa = await bot('/wa-typing');
    const message = textAgo('hello', '4915100000001', 5);
    await postDelivery(app, wa, delivery(wa, [message]));
    const read = await whatsapp.reads.waitFor((r) => r.messageId === message.id);
    expect(read).toEqual({ phoneNumberId: wa.phoneNumberId, messageId: message.id, typing: true });
    answer();
    await whatsapp.sent.waitFor((s) => s.body.to === '4915100000001');
  });

  it('moves a reply through sent, delivered and read, never back, and reports a failure', async () => {
    const path = '/wa-failed-hook';
    const hook = await app.request<{ data: { secret: string } }>('POST', '/v1/webhooks', {
      key: team.key,
      body: { url: receiver.url + path, events: ['message.delivery_failed'] },
    });
    receiver.setSecret(path, hook.body.data.secret);
    const wa = await bot('/wa-receipts');
    await postDelivery(app, wa, delivery(wa, [textAgo('one', '4915100000002', 5)]));
    const sent = await whatsapp.sent.waitFor((s) => s.body.to === '4915100000002');
    const id = await conversationOf(wa, '4915100000002');
    const [, reply] = await messagesWhen(id, (m) => m[1]?.delivery?.status === 'sent');
    expect(reply!.platform_message_id).toBe(sent.wamid);

    const receipt = async (status: 'delivered' | 'read', expected: string) => {
      expect(
        (await postDelivery(app, wa, statusDelivery(wa, [{ id: sent.wamid, status }]))).status,
      ).toBe(200);
      return messagesWhen(id, (m) => m[1]?.delivery?.status === expected);
    };
    await receipt('delivered', 'delivered');
    await receipt('read', 'read');
    // A late `delivered` (receipts come in any order) leaves it read.
    const late = await receipt('delivered', 'read');
    expect(late[1]!.delivery!.status).toBe('read');

    await postDelivery(app, wa, delivery(wa, [textAgo('two', '4915100000002', 5)]));
    const second = await whatsapp.sent.waitFor((s) => s.body.to === '4915100000002', 2);
    // Written down first: a receipt that races the send is the store-level test's case
    // (test/relay/delivery-receipts.test.ts).
    await messagesWhen(id, (m) => m[3]?.delivery?.status === 'sent');
    const failedAt = nowSeconds();
    await postDelivery(
      app,
      wa,
      statusDelivery(wa, [
        {
          id: second.wamid,
          status: 'failed',
          timestamp: failedAt,
          errors: [{ code: 131026, title: 'Message undeliverable', details: 'Not on WhatsApp' }],
        },
      ]),
    );
    const failed = await messagesWhen(id, (m) => m[3]?.delivery?.status === 'failed');
    expect(failed[3]!.delivery).toEqual({
      status: 'failed',
      error: 'Message undeliverable: Not on WhatsApp (Meta error 131026)',
      updated_at: new Date(failedAt * 1000).toISOString(),
    });
    const event = await receiver.received.waitFor((r) => r.path === path);
    expect(event.payload).toMatchObject({
      type: 'message.delivery_failed',
      data: { conversation_id: id, message: { id: failed[3]!.id, delivery: { status: 'failed' } } },
    });
    // Statuses of messages that are none of ours are acknowledged and ignored.
    const stranger = await postDelivery(
      app,
      wa,
      statusDelivery(wa, [{ id: 'wamid.not-ours', status: 'read' }]),
    );
    expect(stranger.status).toBe(200);
  });
});

describe('whatsapp: proactive messages and the 24-hour window', () => {
  it('refuses free text outside the window (422) and sends a template there', async () => {
    whatsapp.addTemplate('order_update', 'en_US', 1);
    const wa = await bot('/wa-window');
    // Wrote 25 hours ago by WhatsApp's clock, though stored just now.
    await postDelivery(
      app,
      wa,
      delivery(wa, [textAgo('where is it?', '4915100000003', 25 * HOUR_S)]),
    );
    await whatsapp.sent.waitFor((s) => s.body.to === '4915100000003');
    const refused = await outbound(wa, { chat_id: '4915100000003', content: 'It shipped!' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('OUTSIDE_CUSTOMER_SERVICE_WINDOW');
    expect(refused.body.error.message).toContain('template');
    expect(refused.body.error.details).toMatchObject({
      chat_id: '4915100000003',
      window_hours: 24,
    });
    // A person answering in the conversation meets the same rule, before anything is stored.
    const conversationId = await conversationOf(wa, '4915100000003');
    const person = await app.request<{ error: { code: string } }>(
      'POST',
      `/v1/conversations/${conversationId}/messages`,
      { key: team.key, body: { content: 'Sorry for the wait!' } },
    );
    expect(person.status).toBe(422);
    expect(person.body.error.code).toBe('OUTSIDE_CUSTOMER_SERVICE_WINDOW');
    expect((await messagesWhen(conversationId, () => true)).map((m) => m.content)).not.toContain(
      'Sorry for the wait!',
    );

    const template = {
      name: 'order_update',
      language: { code: 'en_US' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'A-1042' }] }],
    };
    const queued = await outbound(wa, { chat_id: '4915100000003', template });
    expect(queued.status).toBe(201);
    expect(queued.body.data.message).toMatchObject({
      role: 'assistant',
      content: '[template order_update (en_US)]',
      metadata: { source: 'outbound', template },
    });
    const sent = await whatsapp.sent.waitFor(
      (s) => s.body.to === '4915100000003' && s.body.type === 'template',
    );
    expect(sent.body.template).toEqual(template);
    await messagesWhen(
      queued.body.data.conversation_id,
      (m) => m.at(-1)?.delivery?.status === 'sent',
    );
  });

  it('sends free text inside the window, and refuses it to a number that never wrote', async () => {
    const wa = await bot('/wa-inside');
    await postDelivery(app, wa, delivery(wa, [textAgo('hi', '4915100000004', 23 * HOUR_S)]));
    await whatsapp.sent.waitFor((s) => s.body.to === '4915100000004');
    const inside = await outbound(wa, { chat_id: '4915100000004', content: 'Following up.' });
    expect(inside.status).toBe(201);
    await whatsapp.sent.waitFor(
      (s) =>
        s.body.to === '4915100000004' &&
        (s.body.text as { body?: string })?.body === 'Following up.',
    );
    const stranger = await outbound(wa, { chat_id: '4915100000099', content: 'Hello!' });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error.details).toMatchObject({ last_user_message_at: null });
  });

  it('marks a template Meta does not have failed, with its reason', async () => {
    const wa = await bot('/wa-no-template');
    const queued = await outbound(wa, {
      chat_id: '4915100000005',
      template: { name: 'never_approved', language: { code: 'en' } },
    });
    expect(queued.status).toBe(201);
    const [message] = await messagesWhen(
      queued.body.data.conversation_id,
      (m) => m[0]?.delivery?.status === 'failed',
    );
    expect(message!.delivery!.error).toContain('132001');
  });
});

describe('whatsapp: reply buttons', () => {
  it('sends them as an interactive message and takes a press as a user message', async () => {
    backend.on('/wa-buttons', {
      kind: 'reply',
      body: {
        content: 'Which size?',
        buttons: [
          { id: 'size-s', title: 'Small' },
          { id: 'size-l', title: 'Large' },
        ],
      },
    });
    const wa = await bot('/wa-buttons');
    await postDelivery(app, wa, delivery(wa, [textAgo('a t-shirt', '4915112345678', 5)]));
    const shown = await whatsapp.sent.waitFor(
      (s) => s.phoneNumberId === wa.phoneNumberId && s.body.type === 'interactive',
    );
    expect(shown.body.interactive).toEqual({
      type: 'button',
      body: { text: 'Which size?' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'size-s', title: 'Small' } },
          { type: 'reply', reply: { id: 'size-l', title: 'Large' } },
        ],
      },
    });
    backend.on('/wa-buttons', { kind: 'reply', body: { content: 'Large it is.' } });
    await postDelivery(app, wa, delivery(wa, [buttonReply('size-l', 'Large')]));
    const asked = await backend.requests.waitFor((r) => r.path === '/wa-buttons', 2);
    expect(asked.body.metadata).toMatchObject({ button_id: 'size-l' });
    const id = await conversationOf(wa, '4915112345678');
    const all = await messagesWhen(id, (m) => m.length === 4);
    expect(all[2]).toMatchObject({
      role: 'user',
      content: 'Large',
      metadata: { button_id: 'size-l' },
    });
  });
});
