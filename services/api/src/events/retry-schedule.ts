/**
 * When a failed webhook delivery is tried again. The schedule follows the one Svix documents for
 * Standard Webhooks senders: the first attempt goes out at once, then retries after 5 seconds,
 * 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours again. Eight automatic attempts
 * spread over about 28 hours ride out a receiver's deploy, an outage or a bad night; after the
 * last one the delivery is `failed` and only a manual retry sends it again.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Waits before automatic retries 1..7 (the first attempt is immediate). */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
];

/** Attempts before a delivery fails for good: the immediate one plus one per scheduled retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * Spread of each wait, as a fraction: a 5-minute wait becomes 4 to 6 minutes, so receivers that
 * failed together (an outage) are not hit again in one burst.
 */
export const JITTER_FRACTION = 0.2;

/**
 * The longest a receiver's Retry-After can push a retry out. A receiver asking for longer gets
 * this; the schedule itself may still wait longer on later attempts.
 */
export const RETRY_AFTER_CAP_MS = HOUR_MS;

export interface RetryDelayInput {
  /** Attempts made so far, including the one that just failed (1 after the first). */
  attemptsMade: number;
  /** The receiver's Retry-After, already parsed to milliseconds, when it sent one. */
  retryAfterMs?: number | undefined;
  /** A number in [0, 1); injected so tests are deterministic. Defaults to Math.random. */
  random?: () => number;
}

/**
 * Milliseconds to wait before the next automatic attempt, or null when the schedule is used up.
 * The wait is the scheduled one with jitter, or the receiver's Retry-After (capped at
 * RETRY_AFTER_CAP_MS) when that asks for longer.
 */
export function nextRetryDelayMs(input: RetryDelayInput): number | null {
  const base = RETRY_DELAYS_MS[input.attemptsMade - 1];
  if (base === undefined) return null;
  const random = input.random ?? Math.random;
  const jittered = Math.round(base * (1 - JITTER_FRACTION + 2 * JITTER_FRACTION * random()));
  const asked = Math.min(Math.max(input.retryAfterMs ?? 0, 0), RETRY_AFTER_CAP_MS);
  return Math.max(jittered, asked);
}
