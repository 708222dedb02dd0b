/**
 * One channel per platform account (audit finding B): a channel record carries its account's
 * `platform_key` under a unique index, claimed before the platform is told anything, so two
 * concurrent creates cannot both register the same Telegram bot's webhook.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { ConflictError } from '@switchboard/kit/errors';
import type { IndexSpec } from '@switchboard/store/port';

/** A stored channel with its internal claim field (never shown: the public view drops it). */
export type ClaimedChannel = ChannelRecord & { platform_key?: string };

/** Only channels with a key take part, so `api` channels (no key) are not limited. */
export const PLATFORM_KEY_INDEX: IndexSpec = {
  fields: [['platform_key', 1]],
  unique: true,
  sparse: true,
};

/**
 * Runs a write that sets `platform_key`; a unique-index conflict becomes a 409 that names neither
 * the other channel nor its team (it may be another team's).
 */
export async function claiming<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // Telegram is the only platform with a key today, hence its wording.
    throw new ConflictError(
      'Another channel is already connected to this Telegram bot (the bot id before the colon ' +
        'in config.bot_token); one bot can back only one channel. Delete that channel first, or ' +
        "use another bot's token.",
      { path: 'config.bot_token' },
    );
  }
}
