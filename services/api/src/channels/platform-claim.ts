/**
 * One channel per platform account: a channel record carries its account's `platform_key` under a
 * unique index, claimed before the platform is told anything, so two concurrent creates cannot
 * both register the same bot's webhook.
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

/** The 409 a platform gives when its account is taken: the config field and an explanation. */
export interface ClaimConflict {
  /** e.g. `config.bot_token`. */
  path: string;
  message: string;
}

const GENERIC_CONFLICT: ClaimConflict = {
  path: 'config',
  message:
    'Another channel is already connected to this platform account; one account can back only ' +
    'one channel. Delete that channel first, or use another account.',
};

/**
 * Runs a write that sets `platform_key`; a unique-index conflict becomes a 409 that names neither
 * the other channel nor its team (it may be another team's), worded by the platform.
 */
export async function claiming<T>(
  write: () => Promise<T>,
  conflict: ClaimConflict = GENERIC_CONFLICT,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw new ConflictError(conflict.message, { path: conflict.path });
  }
}
