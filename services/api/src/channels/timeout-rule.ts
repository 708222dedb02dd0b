import { ValidationError } from '@switchboard/kit/errors';
import type { DocumentStore, Scope } from '@switchboard/store/port';
import { ChannelRepository } from './channel.repository.js';

/**
 * A channel waits `timeout` seconds for a reply, so it must wait longer than any integration of
 * its bot may take (contract-decisions.md, "Channels"). Both sides keep the rule: a channel cannot
 * be set at or below the bot's longest integration timeout, and an integration cannot be set at or
 * above the bot's shortest channel timeout. Either way the 422 names the record in the way.
 */
export class TimeoutRule {
  constructor(
    private readonly channels: Pick<ChannelRepository, 'shortestTimeoutAtMost'>,
    private readonly integrations: LongestIntegrationTimeout,
  ) {}

  /** Throws a 422 on `timeout` unless every channel of the bot waits longer than `timeout`. */
  async checkIntegrationTimeout(scope: Scope, botId: string, timeout: number): Promise<void> {
    const shortest = await this.channels.shortestTimeoutAtMost(scope, botId, timeout);
    if (!shortest) return;
    throw new ValidationError([
      {
        path: 'timeout',
        message: `must be less than the timeout of channel ${shortest.id} (${shortest.timeout} s), which waits for the reply; lower this timeout or raise the channel's first`,
      },
    ]);
  }

  /** Throws a 422 on `timeout` unless `timeout` exceeds every integration timeout of the bot. */
  async checkChannelTimeout(scope: Scope, botId: string, timeout: number): Promise<void> {
    const longest = await this.integrations.longestTimeoutAtLeast(scope, botId, timeout);
    if (!longest) return;
    throw new ValidationError([
      {
        path: 'timeout',
        message: `must be greater than the timeout of integration ${longest.id} (${longest.timeout} s), so the channel can wait for its reply`,
      },
    ]);
  }
}

/** The integrations side of the rule (the integrations feature's repository). */
export interface LongestIntegrationTimeout {
  /** The bot's integration with the longest timeout at or above `timeout`, or null. */
  longestTimeoutAtLeast(
    scope: Scope,
    botId: string,
    timeout: number,
  ): Promise<{ id: string; timeout: number } | null>;
}

/** The rule over the store's channels and the given integrations. */
export function createTimeoutRule(
  store: DocumentStore,
  integrations: LongestIntegrationTimeout,
): TimeoutRule {
  return new TimeoutRule(new ChannelRepository(store), integrations);
}
