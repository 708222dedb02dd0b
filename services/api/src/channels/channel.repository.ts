/**
 * The one module that opens the channels collection. The channels feature creates, claims,
 * updates and deletes channels; the relay and the platform webhooks read one by id; a platform
 * adapter marks one `disconnected`; the timeout rule asks for a bot's shortest channel timeout.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import {
  ALL_TEAMS,
  teamScope,
  type CollectionSpec,
  type Condition,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
  type Update,
} from '@switchboard/store/port';
import { TeamRecords } from '@switchboard/store/team-records';
import { BOT_NEWEST_FIRST_INDEX } from '../bots/bot-owned.js';
import { PLATFORM_KEY_INDEX, type ClaimedChannel } from './platform-claim.js';

/** Channels of a bot, newest first; one channel per platform account. */
export const CHANNELS_COLLECTION: CollectionSpec = {
  name: 'channels',
  indexes: [BOT_NEWEST_FIRST_INDEX, PLATFORM_KEY_INDEX],
  // The whole config (credentials and the ids beside them) and Telegram's webhook secret token.
  secretFields: ['config', 'webhook_secret'],
  // The relay keeps a channel between messages (relay-config-cache.ts).
  cached: true,
};

/** Channels of bots, each holding the claim on its platform account (`platform_key`). */
export class ChannelRepository extends TeamRecords<ClaimedChannel> {
  constructor(store: DocumentStore) {
    super(store, CHANNELS_COLLECTION, 'channel');
  }

  /** One page of a bot's channels. */
  pageForBot(scope: Scope, botId: string, options: PageOptions): Promise<Page<ClaimedChannel>> {
    return this.records.findPage(scope, { bot_id: botId }, options);
  }

  /** Every channel of a bot. */
  listForBot(scope: Scope, botId: string): Promise<ClaimedChannel[]> {
    return this.records.find(scope, { bot_id: botId });
  }

  /**
   * Sets `set` on the channel; with `whileClaim`, only while it still holds that platform key
   * (null: none). The channel as updated, or null when it is gone or its claim moved.
   */
  setFields(
    scope: Scope,
    id: string,
    set: Record<string, unknown>,
    options: { whileClaim?: string | null } = {},
  ): Promise<ClaimedChannel | null> {
    const filter: Record<string, Condition> = { id };
    if (options.whileClaim !== undefined) filter.platform_key = claimCondition(options.whileClaim);
    return this.records.updateOne(scope, filter, { $set: set });
  }

  /**
   * Moves the channel's platform claim from `from` to `to` (null: none), only if it still holds
   * `from`. ConflictError when another channel holds `to`; null when the claim moved meanwhile.
   */
  moveClaim(
    scope: Scope,
    id: string,
    from: string | null,
    to: string | null,
  ): Promise<ClaimedChannel | null> {
    return this.records.updateOne(
      scope,
      { id, platform_key: claimCondition(from) },
      claimUpdate(to),
    );
  }

  /** One page (by id, after `after`) of the channels of `type` that hold no platform claim. */
  unclaimedPage(type: string, after: string | null, limit: number): Promise<ClaimedChannel[]> {
    const unclaimed = { type, platform_key: { $exists: false } } as const;
    return this.records.find(
      ALL_TEAMS,
      after === null ? unclaimed : { ...unclaimed, id: { $gt: after } },
      { sort: [['id', 1]], limit },
    );
  }

  /** Claims `key` for an unclaimed channel; false when it was claimed meanwhile. */
  async claimUnclaimed(channel: ClaimedChannel, key: string): Promise<boolean> {
    const claimed = await this.moveClaim(ALL_TEAMS, channel.id, null, key);
    return claimed !== null;
  }

  /**
   * Marks an `active` channel `disconnected`, saying why and when. True only for the call that
   * changed it, so of concurrent failures one reports the change (and its reason is the one kept).
   */
  async markDisconnected(
    channel: Pick<ChannelRecord, 'id' | 'team_id'>,
    reason: string,
    at: Date,
  ): Promise<boolean> {
    const changed = await this.records.updateOne(
      teamScope(channel.team_id),
      { id: channel.id, status: 'active' },
      {
        $set: { status: 'disconnected', status_reason: reason, disconnected_at: at.toISOString() },
      },
    );
    return changed !== null;
  }

  /** The bot's channel with the shortest timeout at or below `timeout`, or null. */
  async shortestTimeoutAtMost(
    scope: Scope,
    botId: string,
    timeout: number,
  ): Promise<ClaimedChannel | null> {
    const [shortest] = await this.records.find(
      scope,
      { bot_id: botId, timeout: { $lte: timeout } },
      { sort: [['timeout', 1]], limit: 1 },
    );
    return shortest ?? null;
  }

  /** Deletes the channel; nothing when it is already gone. */
  async discard(scope: Scope, id: string): Promise<void> {
    await this.records.deleteMany(scope, { id });
  }

  /** Deletes every channel of a bot. */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    await this.records.deleteMany(scope, { bot_id: botId });
  }
}

/** The filter condition that matches a channel holding `key` (null: holding none). */
function claimCondition(key: string | null): Condition {
  return key === null ? { $exists: false } : key;
}

function claimUpdate(key: string | null): Update<ClaimedChannel> {
  return key === null ? { $unset: ['platform_key'] } : { $set: { platform_key: key } };
}
