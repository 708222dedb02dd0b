/**
 * Channels: a bot's connections to messaging platforms (contract-decisions.md, "Channels").
 *
 * `timeout` is how long the channel waits for a reply, so it must exceed the timeout of every
 * integration of the bot. The API enforces it on both sides (services/api/src/channels/
 * timeout-rule.ts): creating or updating a channel checks the bot's integrations, and creating or
 * updating an integration checks the bot's channels (a 422 on `timeout` naming the other record).
 */
import { z } from 'zod';
import {
  dataEnvelope,
  displayName,
  idOf,
  intInRange,
  jsonObject,
  listEnvelope,
  maskSecret,
  pathIdOf,
  publicView,
  timestamp,
} from './common.js';

export const CHANNEL_TYPES = ['api', 'telegram'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const CHANNEL_STATUSES = ['active', 'disconnected'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export const CHANNEL_NAME_MAX = 100;
export const CHANNEL_TIMEOUT_MIN = 2;
export const CHANNEL_TIMEOUT_MAX = 300;
export const CHANNEL_TIMEOUT_DEFAULT = 60;
export const DEFAULT_CHANNEL_NAMES: Record<ChannelType, string> = {
  api: 'API',
  telegram: 'Telegram',
};

// Telegram bot tokens: `<bot id>:<35-character secret>` as BotFather issues them.
const TELEGRAM_TOKEN = /^\d{5,16}:[A-Za-z0-9_-]{30,64}$/;

export const apiChannelConfig = z.strictObject({}).meta({ id: 'ApiChannelConfig' });
export const telegramChannelConfig = z
  .strictObject({
    bot_token: z.string().regex(TELEGRAM_TOKEN, {
      error: 'must be a Telegram bot token as BotFather gives it (123456789:AA...)',
    }),
  })
  .meta({ id: 'TelegramChannelConfig' });

/** The config schema of each channel type. */
export const CHANNEL_CONFIGS = {
  api: apiChannelConfig,
  telegram: telegramChannelConfig,
} as const satisfies Record<ChannelType, z.ZodType>;
export type ChannelConfig = z.output<(typeof CHANNEL_CONFIGS)[ChannelType]>;

const name = displayName(CHANNEL_NAME_MAX);
const timeout = intInRange(CHANNEL_TIMEOUT_MIN, CHANNEL_TIMEOUT_MAX).meta({
  description: "Seconds the channel waits for a reply; above every integration's timeout",
});

/** POST /bots/{bot_id}/channels, by type. `name` defaults to the type's display name. */
export const createChannelBody = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('api'),
      name: name.optional(),
      config: apiChannelConfig.default({}),
      timeout: timeout.default(CHANNEL_TIMEOUT_DEFAULT),
    }),
    z.strictObject({
      type: z.literal('telegram'),
      name: name.optional(),
      config: telegramChannelConfig,
      timeout: timeout.default(CHANNEL_TIMEOUT_DEFAULT),
    }),
  ],
  { error: `type must be one of: ${CHANNEL_TYPES.join(', ')}` },
);
export type CreateChannelBody = z.output<typeof createChannelBody>;

/**
 * PATCH /channels/{id}: name, timeout, or a new config for the channel's own type (checked by the
 * service against the stored type). The type of a channel never changes.
 */
export const updateChannelBody = z.strictObject({
  name: name.optional(),
  config: jsonObject.optional().meta({
    description: 'The full config of the channel type, e.g. { bot_token } for telegram',
  }),
  timeout: timeout.optional(),
});
export type UpdateChannelBody = z.output<typeof updateChannelBody>;

export const channel = z
  .strictObject({
    id: idOf('channel'),
    bot_id: idOf('bot'),
    type: z.enum(CHANNEL_TYPES),
    name: z.string(),
    status: z.enum(CHANNEL_STATUSES),
    config: z.record(z.string(), z.string()).meta({ description: 'Type-specific; secrets masked' }),
    timeout: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Channel' });
export type Channel = z.output<typeof channel>;

/**
 * A channel as stored: config in clear, plus its team. Platform work (the relay issue) may add its
 * own internal fields (webhook secret token, registration state); `toPublicChannel` never shows them.
 */
export interface ChannelRecord extends Channel {
  team_id: string;
}

/** The public view: only the public fields, secrets in config masked. */
export function toPublicChannel(record: ChannelRecord): Channel {
  return publicView(channel, record, { config: maskConfig(record.config) });
}

// Every config value today is a credential; mask them all so a new type cannot leak one.
function maskConfig(config: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(config).map(([key, value]) => [key, maskSecret(value)]));
}

export const botChannelsParams = z.strictObject({ bot_id: pathIdOf('bot') });
export const channelIdParams = z.strictObject({ id: pathIdOf('channel') });
export const channelResponse = dataEnvelope(channel);
export const channelListResponse = listEnvelope(channel);
