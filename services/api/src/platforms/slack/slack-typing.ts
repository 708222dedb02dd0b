/**
 * Which Slack channels may be asked to show the bot's status: Slack refuses
 * `assistant.threads.setStatus` to an app without its assistant feature or scope, or in a thread
 * that is not an assistant thread, and says so the same way each time; such a channel is left
 * alone for an hour instead of being asked on every message.
 */
import type { Clock } from '../../clock.js';

const QUIET_FOR_MS = 60 * 60 * 1000;
const REMEMBERED_MAX = 1000;

export interface StatusGate {
  /** Whether the channel may be asked now. */
  open(channelId: string): boolean;
  /** The channel refused: not asked again for an hour. */
  close(channelId: string): void;
}

export function assistantStatusGate(clock: Clock): StatusGate {
  const closedUntil = new Map<string, number>();
  return {
    open(channelId) {
      const until = closedUntil.get(channelId);
      if (until === undefined) return true;
      if (until > clock.now().getTime()) return false;
      closedUntil.delete(channelId);
      return true;
    },
    close(channelId) {
      closedUntil.set(channelId, clock.now().getTime() + QUIET_FOR_MS);
      // Oldest first in a Map: forget the longest-closed beyond the cap.
      if (closedUntil.size > REMEMBERED_MAX) closedUntil.delete(closedUntil.keys().next().value!);
    },
  };
}
