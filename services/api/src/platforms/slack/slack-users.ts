import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { Logger } from '@switchboard/kit/logger';
import type { Clock } from '../../clock.js';
import type { ChatUser } from '../../relay/ports/accept-inbound.js';

/** How long a looked-up name is reused before Slack is asked again. */
const NAME_TTL_MS = 60 * 60 * 1000;
const CACHE_MAX_ENTRIES = 1000;
/** Short: the lookup runs before Slack gets its acknowledgement, which it wants within 3 s. */
export const SLACK_USER_LOOKUP_TIMEOUT_MS = 1500;

export type LookUpUser = (
  channel: ChannelRecord,
  userId: string,
) => Promise<{ name: string; username?: string }>;

/**
 * Events name a user only by id; the conversation shows (and backends get) their display name,
 * from `users.info`, remembered for an hour per channel. When Slack cannot say (no `users:read`
 * scope, a slow answer), the user is named by their id and the message goes on.
 */
export function slackUserNames(deps: { clock: Clock; logger: Logger; lookUp: LookUpUser }) {
  const cache = new Map<string, { user: ChatUser; until: number }>();
  return async (channel: ChannelRecord, userId: string): Promise<ChatUser> => {
    const key = `${channel.id}:${userId}`;
    const now = deps.clock.now().getTime();
    const cached = cache.get(key);
    if (cached && cached.until > now) return cached.user;
    let user: ChatUser;
    try {
      user = { id: userId, ...(await deps.lookUp(channel, userId)) };
    } catch (error) {
      deps.logger.warn({ err: error, channel_id: channel.id }, 'slack user name unknown');
      return { id: userId, name: userId };
    }
    cache.delete(key);
    cache.set(key, { user, until: now + NAME_TTL_MS });
    // Oldest first in a Map: drop the least recently stored.
    if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    return user;
  };
}
