/** A bot connected to the fake Slack through the public API, for Slack channel tests. */
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../api/start-app.js';
import { setUpBot } from './bot-setup.js';
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
  const { botId, channelId } = await setUpBot(app, key, {
    bot: { name: 'Slack bot' },
    integrations: [{ name: 'backend', webhook_url: webhookUrl }],
    channel: { type: 'slack', config: { bot_token: token, signing_secret: signingSecret } },
  });
  return { botId, channelId, token, signingSecret, botUserId };
}
