/**
 * Every channel platform, in the order the API documents them. Adding a platform is one contract
 * file here plus its line below, and its folder in services/api/src (which the compiler then asks
 * for in services/api/src/platforms/index.ts).
 */
import { apiPlatform } from './api.js';
import { slackPlatform } from './slack.js';
import { telegramPlatform } from './telegram.js';
import { whatsappPlatform } from './whatsapp.js';

export const CHANNEL_PLATFORMS = [
  apiPlatform,
  telegramPlatform,
  slackPlatform,
  whatsappPlatform,
] as const;
