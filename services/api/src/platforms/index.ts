/**
 * The channel platforms the API serves: one module per platform (platform.ts), listed
 * once here. The compiler asks for a module for every type in the contracts' platform list
 * (shared/contracts/src/platforms), so a platform cannot be half added.
 */
import type { ChannelType } from '@switchboard/contracts/channel';
import { apiPlatform } from './api/api.platform.js';
import { slackPlatform } from './slack/slack.platform.js';
import { telegramPlatform } from './telegram/telegram.platform.js';
import { whatsappPlatform } from './whatsapp/whatsapp.platform.js';
import type { ChannelPlatform } from './platform.js';

export const CHANNEL_PLATFORM_MODULES = {
  api: apiPlatform,
  telegram: telegramPlatform,
  slack: slackPlatform,
  whatsapp: whatsappPlatform,
} as const satisfies Record<ChannelType, ChannelPlatform>;

/** Every platform module, in the contracts' order. */
export const channelPlatforms = (): ChannelPlatform[] => Object.values(CHANNEL_PLATFORM_MODULES);
