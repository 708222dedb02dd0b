/** The channels feature's seam for `telegram`: register the webhook on create and config change. */
import type { ChannelConnector } from '../channels/channel-connector.js';
import { TelegramRegistrar, type TelegramRegistrarDeps } from './telegram-registration.js';

/**
 * A connector that calls setWebhook (422 with Telegram's reason on a refused token); a Telegram
 * bot backs one channel at most (`platformKey`).
 */
export function createTelegramConnector(deps: TelegramRegistrarDeps): ChannelConnector {
  const registrar = new TelegramRegistrar(deps);
  return {
    async connect(channel) {
      const token = channel.config.bot_token;
      // The config schema requires a token; without one there is nothing to register.
      if (!token) return {};
      return { ...(await registrar.register(channel.id, token)) };
    },
    // The numeric bot id before ':' names the bot whatever the secret part (a re-issued token).
    platformKey(config) {
      const botId = config.bot_token?.split(':')[0];
      return botId ? `telegram:${botId}` : null;
    },
    async disconnect(channel) {
      const token = channel.config.bot_token;
      if (token) await registrar.unregister(token);
    },
  };
}
