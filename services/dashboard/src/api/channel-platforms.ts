// Generated from the API's /v1/openapi.json (the channel create body) by
// `pnpm --filter @switchboard/dashboard api:generate`. Do not edit.

import type { PlatformForm } from './platform-form';

export const CHANNEL_PLATFORMS: readonly PlatformForm[] = [
  {
    type: 'api',
    title: 'API',
    help: 'Your own app posts user messages and gets the reply back (also used by the playground).',
    fields: [],
  },
  {
    type: 'telegram',
    title: 'Telegram',
    help: 'A Telegram bot: Switchboard registers its webhook with Telegram.',
    fields: [
      {
        name: 'bot_token',
        label: 'Bot token (from @BotFather)',
        help: 'The token BotFather gives when the bot is created (123456789:AA...)',
        secret: true,
      },
    ],
  },
  {
    type: 'slack',
    title: 'Slack',
    help: 'A Slack app: set its Event Subscriptions Request URL to /v1/slack/events/{channel id} on this server.',
    fields: [
      {
        name: 'bot_token',
        label: 'Bot User OAuth Token (xoxb-…)',
        help: 'Bot User OAuth Token (OAuth & Permissions page)',
        secret: true,
      },
      {
        name: 'signing_secret',
        label: 'Signing Secret (Basic Information page)',
        help: 'Signing Secret (Basic Information page)',
        secret: true,
      },
    ],
  },
  {
    type: 'whatsapp',
    title: 'WhatsApp',
    help: 'A WhatsApp Business number (Cloud API): set the app’s webhook to /v1/whatsapp/webhook/{channel id} on this server with your verify token.',
    fields: [
      {
        name: 'phone_number_id',
        label: 'Phone number id',
        help: 'Phone number ID (WhatsApp > API Setup)',
        secret: false,
      },
      {
        name: 'access_token',
        label: 'Access token',
        help: 'A system user access token with whatsapp_business_messaging',
        secret: true,
      },
      {
        name: 'app_secret',
        label: 'App secret',
        help: 'App secret (App settings > Basic); signs every delivery',
        secret: true,
      },
      {
        name: 'verify_token',
        label: 'Verify token (you choose it)',
        help: 'Any string you choose; Meta sends it back when verifying the webhook',
        secret: true,
      },
    ],
  },
];
