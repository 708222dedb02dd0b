/** A bot connected to the fake Telegram Bot API through the public API, and updates as Telegram posts them. */
import type { TestApp } from '../api/start-app.js';
import { setUpBot } from './bot-setup.js';
import type { FakeTelegram } from './fake-telegram.js';

export interface TelegramBot {
  botId: string;
  channelId: string;
  /** The `secret_token` the service registered, which Telegram sends back with every update. */
  secret: string;
  token: string;
}

let nextBotNumber = 200_000_100;
let nextUpdate = 1;
let nextMessage = 1;

/** A token of a Telegram bot no channel uses yet (one bot backs one channel), valid on the fake. */
export function freshTelegramToken(telegram: FakeTelegram): string {
  const token = `${nextBotNumber++}:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
  telegram.validTokens.add(token);
  return token;
}

/** A bot answering from `webhookUrl`, connected to the fake Telegram with `token`. */
export async function telegramBot(
  app: TestApp,
  telegram: FakeTelegram,
  key: string,
  webhookUrl: string,
  token = freshTelegramToken(telegram),
): Promise<TelegramBot> {
  const { botId, channelId } = await setUpBot(app, key, {
    bot: { name: 'Tg bot' },
    integrations: [{ name: 'backend', webhook_url: webhookUrl }],
    channel: { type: 'telegram', config: { bot_token: token } },
  });
  const registration = await telegram.calls.waitFor(
    (c) => c.method === 'setWebhook' && String(c.params.url).endsWith(channelId),
  );
  return { botId, channelId, secret: String(registration.params.secret_token), token };
}

/** A text message of user 777 (Ada) in private chat `chatId`, plus `extra` message fields. */
export function textUpdate(text: string, chatId = 555, extra: Record<string, unknown> = {}) {
  return {
    update_id: nextUpdate++,
    message: {
      message_id: nextMessage++,
      from: { id: 777, is_bot: false, first_name: 'Ada', last_name: 'L', username: 'ada' },
      chat: { id: chatId, type: 'private' },
      date: 1_700_000_000,
      text,
      ...extra,
    },
  };
}

/** Posts `update` to the channel's webhook with its secret (or `secret`; null: none). */
export function postUpdate(
  app: TestApp,
  bot: Pick<TelegramBot, 'channelId' | 'secret'>,
  update: unknown,
  secret: string | null = bot.secret,
) {
  return app.request<{ ok?: boolean; error?: { code: string } }>(
    'POST',
    `/telegram/webhook/${bot.channelId}`,
    { body: update, headers: secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret } },
  );
}
