import { z } from 'zod';
import { definePlatformContract } from './platform-contract.js';

/** A Slack app installed in a workspace: its bot token and the app's signing secret. */
export const slackPlatform = definePlatformContract({
  type: 'slack',
  displayName: 'Slack',
  config: z
    .strictObject({
      bot_token: z
        .string()
        .regex(/^xoxb-[A-Za-z0-9-]{10,250}$/, {
          error: "must be the app's Bot User OAuth Token (xoxb-...)",
        })
        .meta({ description: 'Bot User OAuth Token (OAuth & Permissions page)' }),
      signing_secret: z
        .string()
        .regex(/^[0-9a-f]{16,128}$/i, {
          error: "must be the app's Signing Secret (hex, Basic Information page)",
        })
        .meta({ description: 'Signing Secret (Basic Information page)' }),
    })
    .meta({ id: 'SlackChannelConfig' }),
  secrets: ['bot_token', 'signing_secret'],
});
