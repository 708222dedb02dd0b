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

/** A `block_actions` payload: user `U_ADA` pressed `button` under the message `ts` in `channel`. */
export function blockActions(
  button: { id: string; title: string },
  where: { channel: string; ts: string; threadTs?: string },
) {
  return {
    type: 'block_actions',
    user: { id: 'U_ADA', username: 'ada', name: 'ada', team_id: 'T0001' },
    api_app_id: 'A0001',
    token: 'deprecated-verification-token',
    container: {
      type: 'message',
      message_ts: where.ts,
      channel_id: where.channel,
      is_ephemeral: false,
      ...(where.threadTs ? { thread_ts: where.threadTs } : {}),
    },
    trigger_id: `${nextTs++}.1.abc`,
    team: { id: 'T0001', domain: 'fake' },
    channel: { id: where.channel, name: 'directmessage' },
    message: {
      type: 'message',
      ts: where.ts,
      ...(where.threadTs ? { thread_ts: where.threadTs } : {}),
      text: '…',
    },
    response_url: 'https://hooks.slack.com/actions/T0001/1/x',
    actions: [
      {
        type: 'button',
        block_id: 'switchboard_buttons',
        action_id: button.id,
        value: button.id,
        text: { type: 'plain_text', text: button.title, emoji: true },
        action_ts: `1700001${String(nextTs++).padStart(3, '0')}.000200`,
      },
    ],
  };
}

/** Posts `payload` to the channel's interactivity URL, form-encoded and signed as Slack does. */
export function postSlackInteraction(
  app: TestApp,
  target: SlackEventTarget,
  payload: unknown,
  options: { secret?: string } = {},
) {
  const raw = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', options.secret ?? target.signingSecret)
    .update(`v0:${timestamp}:${raw}`)
    .digest('hex')}`;
  return app.request<{ ok?: boolean; error?: { code: string } }>(
    'POST',
    `/v1/slack/interactions/${target.channelId}`,
    {
      rawBody: raw,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-slack-request-timestamp': timestamp,
        'x-slack-signature': signature,
      },
    },
  );
}
