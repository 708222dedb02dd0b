/** The `telegram` channel platform (README.md in this folder). */
import { defineChannelPlatform } from '../platform.js';
import { createTelegramAdapter } from './telegram-channel.js';
import { createTelegramConnector } from './telegram-connector.js';
import { telegramWebhookRoutes } from './telegram-webhook.routes.js';

export const telegramPlatform = defineChannelPlatform({
  type: 'telegram',
  connector: ({ config, http }) =>
    createTelegramConnector({
      http,
      baseUrl: config.TELEGRAM_API_BASE_URL,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    }),
  adapter: createTelegramAdapter,
  inboundRoutes: telegramWebhookRoutes,
});
