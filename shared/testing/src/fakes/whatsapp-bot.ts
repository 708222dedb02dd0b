/** A bot connected to the fake WhatsApp Cloud API through the public API, and signed deliveries. */
import { createHmac, randomBytes } from 'node:crypto';
import type { TestApp } from '../api/start-app.js';
import { setUpBot } from './bot-setup.js';
import type { FakeWhatsApp } from './fake-whatsapp.js';

export interface WhatsAppBot {
  botId: string;
  channelId: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

let nextNumber = 100_000_001;
let nextMessage = 1;

/** A bot answering from `webhookUrl`, connected to a fresh number on the fake. */
export async function whatsappBot(
  app: TestApp,
  whatsapp: FakeWhatsApp,
  key: string,
  webhookUrl: string,
): Promise<WhatsAppBot> {
  const phoneNumberId = String(nextNumber++);
  const accessToken = `EAAG${randomBytes(16).toString('hex')}`;
  whatsapp.addNumber(phoneNumberId, accessToken);
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = `verify-${randomBytes(6).toString('hex')}`;
  const { botId, channelId } = await setUpBot(app, key, {
    bot: { name: 'WhatsApp bot' },
    integrations: [{ name: 'backend', webhook_url: webhookUrl }],
    channel: {
      type: 'whatsapp',
      config: {
        phone_number_id: phoneNumberId,
        access_token: accessToken,
        app_secret: appSecret,
        verify_token: verifyToken,
      },
    },
  });
  return {
    botId,
    channelId,
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
  };
}

/** A fresh `wamid`. */
export function freshWamid(): string {
  return `wamid.HBgL${String(nextMessage++).padStart(8, '0')}`;
}

/** A delivery as Meta sends it: one change for the bot's number with these messages. */
export function delivery(
  bot: Pick<WhatsAppBot, 'phoneNumberId'>,
  messages: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100', phone_number_id: bot.phoneNumberId },
              contacts: [{ profile: { name: 'Ada' }, wa_id: '4915112345678' }],
              messages,
              ...extra,
            },
          },
        ],
      },
    ],
  };
}

/** A text message from the user `4915112345678`. */
export function textMessage(body: string, from = '4915112345678', id = freshWamid()) {
  return { from, id, timestamp: '1700000000', type: 'text', text: { body } };
}

/** Posts `body` to the channel's webhook, signed with the app secret (or `secret`). */
export function postDelivery(
  app: TestApp,
  bot: Pick<WhatsAppBot, 'channelId' | 'appSecret'>,
  body: unknown,
  options: { secret?: string; unsigned?: boolean } = {},
) {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', options.secret ?? bot.appSecret)
    .update(raw)
    .digest('hex')}`;
  return app.request<{ ok?: boolean; error?: { code: string } }>(
    'POST',
    `/v1/whatsapp/webhook/${bot.channelId}`,
    {
      rawBody: raw,
      headers: {
        'content-type': 'application/json',
        ...(options.unsigned ? {} : { 'x-hub-signature-256': signature }),
      },
    },
  );
}

/** A delivery of `statuses` (delivery receipts) of messages the bot's number sent. */
export function statusDelivery(
  bot: Pick<WhatsAppBot, 'phoneNumberId'>,
  statuses: Array<{
    id: string;
    status: 'sent' | 'delivered' | 'read' | 'failed';
    recipient?: string;
    timestamp?: number;
    errors?: Array<{ code: number; title: string; details?: string }>;
  }>,
) {
  const body = delivery(bot, []);
  const value = body.entry[0]!.changes[0]!.value as Record<string, unknown>;
  delete value.messages;
  delete value.contacts;
  value.statuses = statuses.map((s) => ({
    id: s.id,
    status: s.status,
    timestamp: String(s.timestamp ?? Math.floor(Date.now() / 1000)),
    recipient_id: s.recipient ?? '4915112345678',
    ...(s.errors
      ? {
          errors: s.errors.map((e) => ({
            code: e.code,
            title: e.title,
            ...(e.details ? { error_data: { details: e.details } } : {}),
          })),
        }
      : {}),
  }));
  return body;
}

/** A press of the reply button `id` (`title`) by the user `4915112345678`, sent just now. */
export function buttonReply(id: string, title: string, from = '4915112345678') {
  return {
    from,
    id: freshWamid(),
    timestamp: String(Math.floor(Date.now() / 1000)),
    type: 'interactive',
    interactive: { type: 'button_reply', button_reply: { id, title } },
  };
}
