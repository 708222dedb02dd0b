/**
 * The send queue of each chat, in process: sends to one chat take turns at the platform's pace
 * (Telegram allows about one message a second per chat with short bursts, Slack the same per
 * channel), in the order they asked, so a burst (a long reply in parts, a person's messages,
 * proactive ones) is spread out rather than refused. A generic cell rate: up to `burst` messages at
 * once, then one per `intervalMs`. Waiting uses injected time, so tests need no real sleep.
 */
import { realTimers, type Timers } from '../clock.js';
import type { ChatPace, ChatPacing } from './ports/channel-adapter.js';

/** Chats remembered before the ones whose turn has passed are forgotten. */
const PRUNE_AT_SIZE = 10_000;

export class ChatPacer implements ChatPacing {
  /** Per chat: the theoretical time of its next message (monotonic ms), past any burst. */
  private readonly next = new Map<string, number>();

  constructor(private readonly timers: Timers = realTimers) {}

  /** Takes the chat's next turn and waits for it. */
  async turn(key: string, pace: ChatPace): Promise<void> {
    if (pace.intervalMs <= 0) return;
    const now = this.timers.now();
    const due = this.next.get(key) ?? now;
    const burstSpan = (Math.max(1, pace.burst) - 1) * pace.intervalMs;
    const at = Math.max(now, due - burstSpan);
    this.next.set(key, Math.max(due, at) + pace.intervalMs);
    if (this.next.size > PRUNE_AT_SIZE) this.prune(now);
    if (at > now) await this.timers.sleep(at - now);
  }

  private prune(now: number): void {
    for (const [key, due] of this.next) if (due <= now) this.next.delete(key);
  }
}
