import type { Channel } from '../../api/types';

export type ChannelType = Channel['type'];

/**
 * The config fields each channel type asks for (contract-decisions.md, "Channels"). Keyed by the
 * API's own channel types, so a type added to the API is a compile error here until it is listed.
 */
export const CHANNEL_CONFIG_FIELDS: Record<
  ChannelType,
  ReadonlyArray<{ name: string; label: string; secret: boolean }>
> = {
  api: [],
  telegram: [{ name: 'bot_token', label: 'Bot token (from @BotFather)', secret: true }],
  slack: [
    { name: 'bot_token', label: 'Bot User OAuth Token (xoxb-…)', secret: true },
    { name: 'signing_secret', label: 'Signing Secret (Basic Information page)', secret: true },
  ],
  whatsapp: [
    { name: 'phone_number_id', label: 'Phone number id', secret: false },
    { name: 'access_token', label: 'Access token', secret: true },
    { name: 'app_secret', label: 'App secret', secret: true },
    { name: 'verify_token', label: 'Verify token (you choose it)', secret: true },
  ],
};

export const CHANNEL_TYPE_HELP: Record<ChannelType, string> = {
  api: 'Your own app posts user messages and gets the reply back (also used by the playground).',
  telegram: 'A Telegram bot: Switchboard registers its webhook with Telegram.',
  whatsapp:
    'A WhatsApp Business number (Cloud API): set the app’s webhook to /v1/whatsapp/webhook/{channel id} on this server with your verify token.',
  slack:
    'A Slack app: set its Event Subscriptions Request URL to /v1/slack/events/{channel id} on this server.',
};
