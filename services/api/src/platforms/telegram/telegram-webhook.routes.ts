/**
 * `POST /telegram/webhook/{channel_id}`: where Telegram posts a channel's updates. No API key: the
 * request must carry the channel's secret in `X-Telegram-Bot-Api-Secret-Token` (wrong or missing:
 * 401 and nothing stored). The user message is stored durably, then Telegram gets its 200 at once
 * and the answer is worked out in the background. A press of a reply button (`callback_query`) is
 * a user message too, and is answered with `answerCallbackQuery` so the user's app stops waiting.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { pathId } from '@switchboard/contracts/common';
import { UnauthorizedError } from '@switchboard/kit/errors';
import { sameSecret } from '@switchboard/kit/same-secret';
import { ALL_TEAMS } from '@switchboard/store/port';
import { z } from 'zod';
import type { InboundDeps } from '../../relay/ports/channel-adapter.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { acceptPlatformMessage, type AcceptInboundDeps } from '../../relay/ports/accept-inbound.js';
import type { TelegramRegistration } from './telegram-registration.js';
import { telegramClientFor } from './telegram-channel.js';
import { readTelegramUpdate } from './telegram-update.js';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export type TelegramWebhookDeps = AcceptInboundDeps &
  Pick<InboundDeps, 'channels' | 'http' | 'config'>;

const params = z.strictObject({ channel_id: pathId });
const acknowledged = z.strictObject({ ok: z.literal(true) });

/** The Telegram webhook route. */
export function telegramWebhookRoutes(deps: TelegramWebhookDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/telegram/webhook/{channel_id}',
      tag: 'Platform webhooks',
      summary: 'Receive a Telegram update (called by Telegram, not by API clients)',
      description:
        'Authenticated by the X-Telegram-Bot-Api-Secret-Token header that the service registered ' +
        'with setWebhook. Answers 200 as soon as the message is stored; the reply is sent with sendMessage.',
      auth: false,
      params,
      // Validated after the secret check, leniently: an update we cannot use is still acknowledged.
      body: z.unknown(),
      response: acknowledged,
      errors: [401],
      handler: async ({ params: { channel_id }, body, req }) => {
        const channel = await deps.channels.findById(ALL_TEAMS, channel_id);
        const given = req.headers[SECRET_HEADER];
        if (!channel || channel.type !== 'telegram' || !secretMatches(channel, given)) {
          // Unknown channel and wrong secret look the same, so channel ids cannot be probed.
          throw new UnauthorizedError('Missing or wrong X-Telegram-Bot-Api-Secret-Token.');
        }
        const read = readTelegramUpdate(body);
        if (!read) return { ok: true as const };
        if ('press' in read) {
          const { press } = read;
          const received = await acceptPlatformMessage(deps, channel, press.inbound);
          // Answered once, when first stored: a redelivered press was answered already.
          if (!received.duplicate) deps.track(answerPress(deps, channel, press.callbackQueryId));
          return { ok: true as const };
        }
        await acceptPlatformMessage(deps, channel, read.inbound);
        return { ok: true as const };
      },
    }),
  ];
}

/** Answers a press (after it is stored); a failure only leaves the user's spinner to time out. */
async function answerPress(
  deps: TelegramWebhookDeps,
  channel: ChannelRecord,
  callbackQueryId: string,
): Promise<void> {
  try {
    await telegramClientFor(deps, channel, { maxRateLimitRetries: 1 }).answerCallbackQuery(
      callbackQueryId,
    );
  } catch (error) {
    deps.logger.warn({ channel_id: channel.id, err: error }, 'answerCallbackQuery failed');
  }
}

function secretMatches(channel: ChannelRecord, given: string | string[] | undefined): boolean {
  const expected = (channel as ChannelRecord & Partial<TelegramRegistration>).webhook_secret;
  return typeof given === 'string' && !!expected && sameSecret(expected, given);
}
