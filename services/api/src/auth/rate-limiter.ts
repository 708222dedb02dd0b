import { PLAN_REQUESTS_PER_MINUTE, type Plan } from '@switchboard/contracts/teams';
import type { DocumentStore } from '@switchboard/store/port';
import type { Clock } from '../clock.js';

const WINDOW_MS = 60_000;
// Counters outlive their window a little so a slow clock on another process still finds them.
const COUNTER_GRACE_MS = 5_000;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the current window ends. */
  resetAt: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Fixed one-minute windows per API key, counted with the store's atomic counter: exact under
 * concurrency and shared by every process on the same database. One counter write per request.
 */
export class RateLimiter {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one request in a bucket (an API key's id, or `triggers:<team id>` for a team's trigger
   * URLs) and says whether it is within the plan's limit.
   */
  async consume(bucket: string, plan: Plan): Promise<RateLimitDecision> {
    const limit = PLAN_REQUESTS_PER_MINUTE[plan];
    const now = this.clock.now().getTime();
    const windowStart = now - (now % WINDOW_MS);
    const windowEnd = windowStart + WINDOW_MS;
    const count = await this.store.incrementCounter(
      `ratelimit:${bucket}:${windowStart}`,
      new Date(windowEnd + COUNTER_GRACE_MS),
    );
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      resetAt: Math.ceil(windowEnd / 1000),
      retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
    };
  }
}
