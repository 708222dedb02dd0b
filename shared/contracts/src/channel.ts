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
import { CHANNEL_PLATFORMS } from './platforms/index.js';
import type { ChannelPlatformContract } from './platforms/platform-contract.js';

/** The operator setting of each platform's API base URL (e.g. `TELEGRAM_API_BASE_URL`). */
export type PlatformApiSetting = NonNullable<
  (typeof CHANNEL_PLATFORMS)[number]['apiBaseUrl']
>['setting'];

/** The channel types, from the platform list (platforms/index.ts). */
export const CHANNEL_TYPES = CHANNEL_PLATFORMS.map((platform) => platform.type) as unknown as [
  ChannelType,
  ...ChannelType[],
];
export type ChannelType = (typeof CHANNEL_PLATFORMS)[number]['type'];
export const CHANNEL_STATUSES = ['active', 'disconnected'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export const CHANNEL_NAME_MAX = 100;
export const CHANNEL_TIMEOUT_MIN = 2;
export const CHANNEL_TIMEOUT_MAX = 300;
export const CHANNEL_TIMEOUT_DEFAULT = 60;

/** Each platform's contract by type. */
export const CHANNEL_PLATFORM_CONTRACTS = Object.fromEntries(
  CHANNEL_PLATFORMS.map((platform) => [platform.type, platform]),
) as Record<ChannelType, ChannelPlatformContract<ChannelType>>;
export const DEFAULT_CHANNEL_NAMES = Object.fromEntries(
  CHANNEL_PLATFORMS.map((platform) => [platform.type, platform.displayName]),
) as Record<ChannelType, string>;
/** The config schema of each channel type. */
export const CHANNEL_CONFIGS = Object.fromEntries(
  CHANNEL_PLATFORMS.map((platform) => [platform.type, platform.config]),
) as unknown as Record<ChannelType, z.ZodType<Record<string, string>>>;
export type ChannelConfig = Record<string, string>;

const name = displayName(CHANNEL_NAME_MAX);
const timeout = intInRange(CHANNEL_TIMEOUT_MIN, CHANNEL_TIMEOUT_MAX).meta({
  description: "Seconds the channel waits for a reply; above every integration's timeout",
});

/** POST /bots/{bot_id}/channels, by type. `name` defaults to the type's display name. */
export const createChannelBody = z.discriminatedUnion(
  'type',
  CHANNEL_PLATFORMS.map((platform) =>
    z
      .strictObject({
        type: z.literal(platform.type),
        name: name.optional(),
        config: platform.configOptional ? platform.config.default({}) : platform.config,
        timeout: timeout.default(CHANNEL_TIMEOUT_DEFAULT),
      })
      // Forms (the dashboard's) are built from these: the type's name, what it is, its secrets.
      .meta({
        title: platform.displayName,
        description: platform.help,
        'x-secret-fields': [...platform.secrets],
      }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  { error: `type must be one of: ${CHANNEL_TYPES.join(', ')}` },
  // Built from a list, so zod cannot infer the output; this is its shape.
) as unknown as z.ZodType<CreateChannelBody>;
export interface CreateChannelBody {
  type: ChannelType;
  name?: string | undefined;
  config: ChannelConfig;
  timeout: number;
}

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
    status_reason: z.string().nullable().meta({
      description:
        'Why the channel is disconnected (e.g. the platform refused its credentials); null while active',
    }),
    disconnected_at: timestamp
      .nullable()
      .meta({ description: 'When the channel was marked disconnected; null while active' }),
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
  return publicView(channel, record, {
    config: maskConfig(record.type, record.config),
    // Channels stored before the reason was recorded have neither field.
    status_reason: record.status_reason ?? null,
    disconnected_at: record.disconnected_at ?? null,
  });
}

/** Masks the fields the channel's platform marks secret (every field of an unknown type). */
function maskConfig(
  type: string,
  config: Readonly<Record<string, string>>,
): Record<string, string> {
  const secrets: readonly string[] | undefined =
    CHANNEL_PLATFORM_CONTRACTS[type as ChannelType]?.secrets;
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [
      key,
      !secrets || secrets.includes(key) ? maskSecret(value) : value,
    ]),
  );
}

export const botChannelsParams = z.strictObject({ bot_id: pathIdOf('bot') });
export const channelIdParams = z.strictObject({ id: pathIdOf('channel') });
export const channelResponse = dataEnvelope(channel);
export const channelListResponse = listEnvelope(channel);
