/** The channels feature's seam for `telegram`: register the webhook on create and config change. */
import type { ChannelConnector } from '../../channels/ports/channel-connector.js';
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
    claimConflict: {
      path: 'config.bot_token',
      message:
        'Another channel is already connected to this Telegram bot (the bot id before the colon ' +
        'in config.bot_token); one bot can back only one channel. Delete that channel first, or ' +
        "use another bot's token.",
    },
    async disconnect(channel) {
      const token = channel.config.bot_token;
      if (token) await registrar.unregister(token);
    },
  };
}
