/**
 * Registering a telegram channel's webhook: `setWebhook` with the channel's URL under
 * PUBLIC_BASE_URL and a fresh random `secret_token`, which Telegram then sends back in
 * `X-Telegram-Bot-Api-Secret-Token` on every update. A token Telegram refuses is a 422 on
 * `config.bot_token` carrying Telegram's reason; an unreachable Telegram is a 502.
 */
import { randomBytes } from 'node:crypto';
import { UpstreamError, ValidationError } from '@switchboard/kit/errors';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createTelegramClient, TelegramApiError } from './telegram-client.js';

/** The updates the bot answers: messages, and presses of the reply buttons it sends. */
export const TELEGRAM_UPDATES = ['message', 'callback_query'] as const;

/** Telegram allows 1-256 characters of A-Z, a-z, 0-9, `_` and `-`; base64url of 32 bytes fits. */
const SECRET_BYTES = 32;

/** Internal channel fields the registration adds (never shown by toPublicChannel). */
export interface TelegramRegistration {
  webhook_secret: string;
}

export interface TelegramRegistrarDeps {
  http: HttpClient;
  /** TELEGRAM_API_BASE_URL. */
  baseUrl: string;
  /** PUBLIC_BASE_URL: where Telegram reaches this service. */
  publicBaseUrl: string;
}

/** The path Telegram posts a channel's updates to. */
function webhookPath(channelId: string): string {
  return `/telegram/webhook/${channelId}`;
}

export class TelegramRegistrar {
  constructor(private readonly deps: TelegramRegistrarDeps) {}

  /** Points the bot's webhook at this service; returns the fields to store on the channel. */
  async register(channelId: string, botToken: string): Promise<TelegramRegistration> {
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    const client = createTelegramClient({ ...this.deps, token: botToken, maxRateLimitRetries: 1 });
    try {
      await client.setWebhook({
        url: `${this.deps.publicBaseUrl}${webhookPath(channelId)}`,
        secret_token: secret,
        allowed_updates: [...TELEGRAM_UPDATES],
      });
    } catch (error) {
      if (error instanceof TelegramApiError && !error.retryable) {
        throw new ValidationError([
          {
            path: 'config.bot_token',
            message: `Telegram refused to register the webhook: ${error.description}`,
          },
        ]);
      }
      throw new UpstreamError({
        code: 'BAD_GATEWAY',
        message: `Telegram could not register the webhook right now (${(error as Error).message}); try again.`,
        retryable: true,
        cause: error,
      });
    }
    return { webhook_secret: secret };
  }

  /** Removes the bot's webhook when its channel is deleted; failures are only logged by the caller. */
  async unregister(botToken: string): Promise<void> {
    await createTelegramClient({
      ...this.deps,
      token: botToken,
      maxRateLimitRetries: 0,
    }).deleteWebhook();
  }
}
