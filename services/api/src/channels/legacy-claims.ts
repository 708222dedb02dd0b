/**
 * Channels stored before platform claims existed have no `platform_key`. They are given one once,
 * when the API starts (not on every create or PATCH), so they count against a new claim from then
 * on.
 */
import { ConflictError } from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import type { ChannelConnector, ChannelConnectors } from './ports/channel-connector.js';
import type { ChannelRepository } from './channel.repository.js';
import type { ClaimedChannel } from './platform-claim.js';

/** Channels are read in pages by id, so a large table never sits in memory at once. */
const BATCH = 100;

/**
 * Claims the platform account of every channel without a `platform_key`. Of two such channels
 * sharing an account, the second stays unclaimed (both keep working as before) and is logged,
 * once per start. Returns how many channels were claimed.
 */
export async function adoptUnclaimed(
  channels: ChannelRepository,
  connectors: ChannelConnectors,
  logger: Logger,
): Promise<number> {
  let adopted = 0;
  for (const [type, connector] of Object.entries(connectors)) {
    const platformKey = connector?.platformKey?.bind(connector);
    if (!platformKey) continue;
    let after: string | null = null;
    for (;;) {
      const page: ClaimedChannel[] = await channels.unclaimedPage(type, after, BATCH);
      for (const channel of page) {
        const key = await keyOf(channel, platformKey, logger);
        if (key && (await claim(channels, channel, key, logger))) adopted += 1;
      }
      if (page.length < BATCH) break;
      after = page[page.length - 1]!.id;
    }
  }
  if (adopted > 0) logger.info({ channels: adopted }, 'channels stored before claims were claimed');
  return adopted;
}

/** The channel's account, or null (logged) when its platform cannot say right now. */
async function keyOf(
  channel: ClaimedChannel,
  platformKey: NonNullable<ChannelConnector['platformKey']>,
  logger: Logger,
): Promise<string | null> {
  try {
    return await platformKey(channel.config);
  } catch (error) {
    logger.warn({ err: error, channel_id: channel.id }, 'channel account unknown; left unclaimed');
    return null;
  }
}

async function claim(
  channels: ChannelRepository,
  channel: ClaimedChannel,
  key: string,
  logger: Logger,
): Promise<boolean> {
  try {
    return await channels.claimUnclaimed(channel, key);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    logger.warn({ channel_id: channel.id }, 'channel shares its platform account');
    return false;
  }
}
