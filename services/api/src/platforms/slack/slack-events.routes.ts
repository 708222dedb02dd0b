/**
 * `POST /v1/slack/events/{channel_id}`: the Request URL of a Slack app's Event Subscriptions, and
 * `POST /v1/slack/interactions/{channel_id}`: its Interactivity Request URL (presses of reply
 * buttons). No API key: every request must carry a valid v0 signature under the channel's signing
 * secret, with a timestamp within five minutes (else 401, nothing stored). Challenges are
 * answered; a user message (or a press) is stored, acknowledged at once and answered in the
 * background. Slack's retries (`X-Slack-Retry-Num`) and replays of a stored message are
 * acknowledged and not answered again.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { pathId } from '@switchboard/contracts/common';
import { UnauthorizedError } from '@switchboard/kit/errors';
import { ALL_TEAMS } from '@switchboard/store/port';
import { z } from 'zod';
import type { InboundDeps } from '../../relay/ports/channel-adapter.js';
import { rawBody } from '../../http/json-body.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { acceptPlatformMessage } from '../../relay/ports/accept-inbound.js';
import { slackClientFor } from './slack-channel.js';
import { readSlackDelivery, type SlackInbound } from './slack-event.js';
import { readSlackPress } from './slack-interaction.js';
import { readRawBody } from '../../http/raw-body.js';
import { PayloadTooLargeError } from '../../http/http-errors.js';
import { checkSlackSignature } from './slack-signature.js';
import { SLACK_USER_LOOKUP_TIMEOUT_MS, slackUserNames } from './slack-users.js';

const params = z.strictObject({ channel_id: pathId });
const acknowledged = z.strictObject({ ok: z.literal(true) });
const challenge = z.strictObject({ challenge: z.string() });

/** Far over any press Slack sends (a payload of a few KB), under the API's 1 MiB. */
const INTERACTION_MAX_BYTES = 256 * 1024;

/** The Slack Events API route. */
export function slackEventRoutes(deps: InboundDeps): RouteDefinition[] {
  const userOf = slackUserNames({
    clock: deps.clock,
    logger: deps.logger,
    lookUp: (channel, userId) =>
      slackClientFor(deps, channel.config.bot_token, {
        timeoutMs: SLACK_USER_LOOKUP_TIMEOUT_MS,
        maxRateLimitRetries: 0,
      }).userInfo(userId),
  });
  const accept = async (channel: ChannelRecord, inbound: SlackInbound): Promise<void> => {
    const { userId, ...message } = inbound;
    await acceptPlatformMessage(deps, channel, {
      ...message,
      user: await userOf(channel, userId),
    });
  };
  return [
    defineRoute({
      method: 'post',
      path: '/v1/slack/events/{channel_id}',
      tag: 'Platform webhooks',
      summary: 'Receive a Slack event (called by Slack, not by API clients)',
      description:
        "Set as the Request URL of the Slack app's Event Subscriptions. Authenticated by " +
        'X-Slack-Signature and X-Slack-Request-Timestamp (v0, the signing secret, at most 5 ' +
        'minutes old). Answers url_verification challenges; acknowledges a message as soon as it ' +
        'is stored and replies with chat.postMessage in the thread.',
      auth: false,
      params,
      // Checked after the signature, leniently: an event we cannot use is still acknowledged.
      body: z.unknown(),
      response: z.union([acknowledged, challenge]),
      errors: [401],
      handler: async ({ params: { channel_id }, body, req }) => {
        const channel = await deps.channels.findById(ALL_TEAMS, channel_id);
        verify(channel, req.headers, rawBody(req), deps.clock.now().getTime());
        const delivery = readSlackDelivery(body);
        if (delivery.kind === 'challenge') return { challenge: delivery.challenge };
        if (delivery.kind === 'ignored') return { ok: true as const };
        await accept(channel, delivery.inbound);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/v1/slack/interactions/{channel_id}',
      tag: 'Platform webhooks',
      summary: 'Receive a press of a reply button (called by Slack, not by API clients)',
      description:
        "Set as the Request URL of the Slack app's Interactivity. Authenticated like the events " +
        'URL. A `block_actions` press of a reply button becomes a user message (the button’s ' +
        'title, with `metadata.button_id`), acknowledged at once and answered in the background.',
      auth: false,
      params,
      // Form-encoded (`payload=<JSON>`), signed over the raw bytes: read here, not as JSON.
      rawBody: true,
      response: acknowledged,
      errors: [401, 413],
      handler: async ({ params: { channel_id }, req }) => {
        const raw = await readRawBody(
          req,
          INTERACTION_MAX_BYTES,
          (_size, max) => new PayloadTooLargeError(max),
        );
        const channel = await deps.channels.findById(ALL_TEAMS, channel_id);
        verify(channel, req.headers, raw, deps.clock.now().getTime());
        const press = readSlackPress(raw);
        if (press) await accept(channel, press);
        return { ok: true as const };
      },
    }),
  ];
}

/** Throws 401 unless the request is signed by the channel's signing secret, recently. */
function verify(
  channel: ChannelRecord | null,
  headers: Record<string, string | string[] | undefined>,
  raw: Buffer,
  nowMs: number,
): asserts channel is ChannelRecord {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const check =
    channel?.type === 'slack' && channel.config.signing_secret
      ? checkSlackSignature({
          signingSecret: channel.config.signing_secret,
          timestamp: header('x-slack-request-timestamp'),
          signature: header('x-slack-signature'),
          rawBody: raw,
          nowMs,
        })
      : 'invalid';
  if (check === 'stale') {
    throw new UnauthorizedError(
      'X-Slack-Request-Timestamp is more than 5 minutes from now; the request is refused as a possible replay.',
    );
  }
  // Unknown channel and wrong signature look the same, so channel ids cannot be probed.
  if (check !== 'valid') throw new UnauthorizedError('Missing or wrong X-Slack-Signature.');
}
