import { z } from 'zod';
import { definePlatformContract } from './platform-contract.js';

/** A Slack app installed in a workspace: its bot token and the app's signing secret. */
export const slackPlatform = definePlatformContract({
  type: 'slack',
  displayName: 'Slack',
  help: 'A Slack app: set its Event Subscriptions Request URL to /v1/slack/events/{channel id} on this server.',
  apiBaseUrl: {
    setting: 'SLACK_API_BASE_URL',
    default: 'https://slack.com/api',
    description:
      'The Slack Web API (methods at {base}/auth.test...; a gateway, or a fake in tests)',
  },
  config: z
    .strictObject({
      bot_token: z
        .string()
        .regex(/^xoxb-[A-Za-z0-9-]{10,250}$/, {
          error: "must be the app's Bot User OAuth Token (xoxb-...)",
        })
        .meta({
          title: 'Bot User OAuth Token (xoxb-…)',
          description: 'Bot User OAuth Token (OAuth & Permissions page)',
        }),
      signing_secret: z
        .string()
        .regex(/^[0-9a-f]{16,128}$/i, {
          error: "must be the app's Signing Secret (hex, Basic Information page)",
        })
        .meta({
          title: 'Signing Secret (Basic Information page)',
          description: 'Signing Secret (Basic Information page)',
        }),
    })
    .meta({ id: 'SlackChannelConfig' }),
  secrets: ['bot_token', 'signing_secret'],
});
