/** A bot connected to the fake Slack through the public API, for Slack channel tests. */
import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { TestApp } from '../api/start-app.js';
import type { FakeSlack } from './fake-slack.js';
import type { SlackEventTarget } from './slack-events.js';

export interface SlackBot extends SlackEventTarget {
  botId: string;
  token: string;
}

let nextBot = 1;

/** A bot token and identity valid on the fake, used by no channel yet. */
export function freshSlackToken(
  slack: FakeSlack,
  options: { assistant?: boolean } = {},
): { token: string; botUserId: string } {
  const n = nextBot++;
  const token = `xoxb-1000-${n}-${randomBytes(12).toString('hex')}`;
  const botUserId = `UBOT${n}`;
  slack.addBot(token, { team_id: 'T0001', user_id: botUserId, bot_id: `B${n}` }, options);
  return { token, botUserId };
}

/** A bot answering from `webhookUrl`, connected to the fake Slack with a fresh app (`assistant`: with the assistant feature). */
export async function slackBot(
  app: TestApp,
  slack: FakeSlack,
  key: string,
  webhookUrl: string,
  options: { assistant?: boolean } = {},
): Promise<SlackBot> {
  const { token, botUserId } = freshSlackToken(slack, options);
  const signingSecret = randomBytes(16).toString('hex');
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key,
    body: { name: 'Slack bot' },
  });
  const botId = bot.body.data.id;
  await app.request('POST', `/v1/bots/${botId}/integrations`, {
    key,
    body: { name: 'backend', webhook_url: webhookUrl, timeout: 5 },
  });
  const channel = await app.request<{ data: { id: string } }>(
    'POST',
    `/v1/bots/${botId}/channels`,
    { key, body: { type: 'slack', config: { bot_token: token, signing_secret: signingSecret } } },
  );
  expect(channel.status).toBe(201);
  return { botId, channelId: channel.body.data.id, token, signingSecret, botUserId };
}
