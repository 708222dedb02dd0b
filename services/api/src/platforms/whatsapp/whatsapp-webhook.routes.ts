/**
 * `GET` and `POST /v1/whatsapp/webhook/{channel_id}`: the Callback URL of the Meta app's WhatsApp
 * webhook. No API key. GET is Meta's verification (`hub.mode=subscribe`, `hub.verify_token` equal
 * to the channel's `verify_token`: answers `hub.challenge` as text; otherwise 403). Every POST must
 * carry `X-Hub-Signature-256` under the channel's `app_secret` (else 401, nothing stored); its user
 * messages are stored, acknowledged at once and answered in the background, a redelivered
 * `wamid` once.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { pathId } from '@switchboard/contracts/common';
import { ForbiddenError, UnauthorizedError } from '@switchboard/kit/errors';
import { sameSecret } from '@switchboard/kit/same-secret';
import { ALL_TEAMS } from '@switchboard/store/port';
import { z } from 'zod';
import type { InboundDeps } from '../../relay/ports/channel-adapter.js';
import { sendText } from '../../http/api-request.js';
import { rawBody } from '../../http/json-body.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { acceptPlatformMessage } from '../../relay/ports/accept-inbound.js';
import { readWhatsAppDelivery } from './whatsapp-webhook.js';
import { whatsappSignatureMatches } from './whatsapp-signature.js';

const PATH = '/v1/whatsapp/webhook/{channel_id}';
const TAG = 'Platform webhooks';
const params = z.strictObject({ channel_id: pathId });
const verification = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(1000).optional(),
});
const acknowledged = z.strictObject({ ok: z.literal(true) });

/** The WhatsApp webhook routes. */
export function whatsappWebhookRoutes(deps: InboundDeps): RouteDefinition[] {
  const whatsappChannel = async (id: string): Promise<ChannelRecord | null> => {
    const channel = await deps.channels.findById(ALL_TEAMS, id);
    return channel?.type === 'whatsapp' ? channel : null;
  };
  return [
    defineRoute({
      method: 'get',
      path: PATH,
      tag: TAG,
      summary: 'Verify the WhatsApp webhook (called by Meta when the Callback URL is saved)',
      description:
        'Answers `hub.challenge` as text/plain when `hub.mode` is `subscribe` and ' +
        "`hub.verify_token` is the channel's `verify_token`; otherwise 403.",
      auth: false,
      params,
      query: verification,
      response: z.string(),
      errors: [403],
      handler: async ({ params: { channel_id }, query, res }) => {
        const channel = await whatsappChannel(channel_id);
        const expected = channel?.config.verify_token;
        const given = query['hub.verify_token'];
        const challenge = query['hub.challenge'];
        if (
          query['hub.mode'] !== 'subscribe' ||
          !expected ||
          !given ||
          !sameSecret(expected, given) ||
          challenge === undefined
        ) {
          // Unknown channel and wrong token look the same, so channel ids cannot be probed.
          throw new ForbiddenError(
            'Webhook verification refused: wrong hub.mode or hub.verify_token.',
          );
        }
        // Meta reads the challenge as the plain body, not as a JSON string.
        sendText(res, 200, challenge);
        return challenge;
      },
    }),
    defineRoute({
      method: 'post',
      path: PATH,
      tag: TAG,
      summary: 'Receive WhatsApp messages (called by Meta, not by API clients)',
      description:
        'Authenticated by X-Hub-Signature-256 (HMAC-SHA256 of the raw body under the app secret). ' +
        'Answers 200 as soon as the messages are stored; replies go through the Cloud API ' +
        'messages endpoint. Statuses (sent, delivered, read, failed) update the `delivery` of ' +
        'the messages they name; other message types are acknowledged and ignored.',
      auth: false,
      params,
      // Checked after the signature, leniently: a delivery we cannot use is still acknowledged.
      body: z.unknown(),
      response: acknowledged,
      errors: [401],
      handler: async ({ params: { channel_id }, body, req }) => {
        const channel = await whatsappChannel(channel_id);
        const header = req.headers['x-hub-signature-256'];
        const secret = channel?.config.app_secret;
        if (
          !channel ||
          !secret ||
          !whatsappSignatureMatches(
            secret,
            typeof header === 'string' ? header : undefined,
            rawBody(req),
          )
        ) {
          throw new UnauthorizedError('Missing or wrong X-Hub-Signature-256.');
        }
        const read = readWhatsAppDelivery(body, channel.config.phone_number_id ?? '');
        for (const inbound of read.messages) {
          await acceptPlatformMessage(deps, channel, inbound);
        }
        if (read.receipts.length > 0) await deps.receipts.record(channel, read.receipts);
        return { ok: true as const };
      },
    }),
  ];
}
