import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { Logger } from '@switchboard/kit/logger';
import type { Clock } from '../clock.js';
import type { DisconnectingChannels, EventSink } from '../relay/ports/channel-adapter.js';

export interface MarkDisconnectedDeps {
  channels: DisconnectingChannels;
  events: EventSink;
  clock: Clock;
  logger: Logger;
}

/**
 * Marks a channel whose platform credentials stopped working `disconnected`; emits
 * `channel.disconnected` only for the call that changed it, so concurrent failures emit once.
 * The channel keeps the reason and the time until a PATCH with working credentials makes it
 * `active` again.
 */
export async function markDisconnected(
  deps: MarkDisconnectedDeps,
  channel: ChannelRecord,
  reason: string,
): Promise<void> {
  if (!(await deps.channels.markDisconnected(channel, reason, deps.clock.now()))) return;
  deps.logger.warn({ channel_id: channel.id, reason }, 'channel disconnected');
  await deps.events.emit(channel.team_id, 'channel.disconnected', {
    bot_id: channel.bot_id,
    channel_id: channel.id,
    type: channel.type,
    reason,
  });
}

/**
 * Runs a platform call; when `revoked(error)` says the platform refused the credentials, the
 * channel is marked disconnected (with `reason(error)`) before the error goes on.
 */
export async function disconnectingOn<T>(
  deps: MarkDisconnectedDeps,
  channel: ChannelRecord,
  refusal: (error: unknown) => string | null,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reason = refusal(error);
    if (reason !== null) await markDisconnected(deps, channel, reason);
    throw error;
  }
}
