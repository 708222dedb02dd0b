import { z } from 'zod';
import { definePlatformContract } from './platform-contract.js';

// Telegram bot tokens: `<bot id>:<35-character secret>` as BotFather issues them.
const TELEGRAM_TOKEN = /^\d{5,16}:[A-Za-z0-9_-]{30,64}$/;

/** A Telegram bot: `{ bot_token }` as BotFather gives it. */
export const telegramPlatform = definePlatformContract({
  type: 'telegram',
  displayName: 'Telegram',
  help: 'A Telegram bot: Switchboard registers its webhook with Telegram.',
  apiBaseUrl: {
    setting: 'TELEGRAM_API_BASE_URL',
    default: 'https://api.telegram.org',
    description: 'The Telegram Bot API (a local Bot API server, or a fake in tests)',
  },
  config: z
    .strictObject({
      bot_token: z
        .string()
        .regex(TELEGRAM_TOKEN, {
          error: 'must be a Telegram bot token as BotFather gives it (123456789:AA...)',
        })
        .meta({
          title: 'Bot token (from @BotFather)',
          description: 'The token BotFather gives when the bot is created (123456789:AA...)',
        }),
    })
    .meta({ id: 'TelegramChannelConfig' }),
  secrets: ['bot_token'],
});
