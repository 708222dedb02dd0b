/** Builds and signs Slack Events API deliveries as Slack sends them (v0 signatures). */
import { createHmac } from 'node:crypto';
import type { TestApp } from '../api/start-app.js';

export interface SlackEventTarget {
  channelId: string;
  signingSecret: string;
  botUserId: string;
}

let nextTs = 1;

/** A message `ts` no other test uses. */
export function freshTs(): string {
  return `1700000${String(nextTs++).padStart(3, '0')}.000100`;
}

/** An `event_callback` envelope around `event`, authorised for the bot user. */
export function eventCallback(target: SlackEventTarget, event: Record<string, unknown>) {
  return {
    token: 'deprecated-verification-token',
    team_id: 'T0001',
    api_app_id: 'A0001',
    type: 'event_callback',
    event_id: `Ev${String(nextTs++).padStart(8, '0')}`,
    event_time: 1_700_000_000,
    authorizations: [{ team_id: 'T0001', user_id: target.botUserId, is_bot: true }],
    event,
  };
}

/** A direct message from user `U_ADA` (plus `extra` fields). */
export function directMessage(target: SlackEventTarget, text: string, extra = {}) {
  return eventCallback(target, {
    type: 'message',
    channel: 'D0001',
    channel_type: 'im',
    user: 'U_ADA',
    text,
    ts: freshTs(),
    ...extra,
  });
}

/** Posts `body` to the channel's events URL, signed as Slack signs it (or as `options` say). */
export function postSlackEvent(
  app: TestApp,
  target: SlackEventTarget,
  body: unknown,
  options: { timestamp?: number; secret?: string; retryNum?: number; unsigned?: boolean } = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', options.secret ?? target.signingSecret)
    .update(`v0:${timestamp}:${raw}`)
    .digest('hex')}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.unsigned) {
    headers['x-slack-request-timestamp'] = timestamp;
    headers['x-slack-signature'] = signature;
  }
  if (options.retryNum !== undefined) {
    headers['x-slack-retry-num'] = String(options.retryNum);
    headers['x-slack-retry-reason'] = 'http_timeout';
  }
  return app.request<{
    ok?: boolean;
    challenge?: string;
    error?: { code: string; message: string };
  }>('POST', `/v1/slack/events/${target.channelId}`, { rawBody: raw, headers });
}
