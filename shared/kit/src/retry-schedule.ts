/**
 * When a failed webhook delivery (event delivery or agent-loop callback) is tried again. The
 * default schedule follows the one Svix documents for Standard Webhooks senders: the first attempt
 * goes out at once, then retries after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10
 * hours and 10 hours again. Eight attempts over about 28 hours ride out a receiver's deploy, an
 * outage or a bad night. (services/api's events use the same figures.)
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Waits before automatic retries 1..7 (the first attempt is immediate). */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
];

/**
 * Spread of each wait, as a fraction: a 5-minute wait becomes 4 to 6 minutes, so receivers that
 * failed together (an outage) are not hit again in one burst.
 */
export const WEBHOOK_JITTER_FRACTION = 0.2;

/** The longest a receiver's Retry-After can push a retry out; default of `retryAfterCapMs`. */
export const WEBHOOK_RETRY_AFTER_CAP_MS = HOUR_MS;

export interface ScheduledDelayInput {
  /** Attempts made so far, including the one that just failed (1 after the first). */
  attemptsMade: number;
  /** The waits before retries 1..n; default WEBHOOK_RETRY_DELAYS_MS. */
  delaysMs?: readonly number[];
  /** The receiver's Retry-After in milliseconds, when it sent one. */
  retryAfterMs?: number | undefined;
  /** Cap of Retry-After; default WEBHOOK_RETRY_AFTER_CAP_MS. */
  retryAfterCapMs?: number;
  /** A number in [0, 1) for the jitter; default Math.random. */
  random?: () => number;
}

/**
 * Milliseconds to wait before the next attempt, or null when the schedule is used up. The wait is
 * the scheduled one with jitter, or the receiver's Retry-After (capped) when that asks for longer.
 */
export function nextScheduledDelayMs(input: ScheduledDelayInput): number | null {
  const delays = input.delaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const base = delays[input.attemptsMade - 1];
  if (base === undefined) return null;
  const random = input.random ?? Math.random;
  const spread = 1 - WEBHOOK_JITTER_FRACTION + 2 * WEBHOOK_JITTER_FRACTION * random();
  const jittered = Math.round(base * spread);
  const cap = input.retryAfterCapMs ?? WEBHOOK_RETRY_AFTER_CAP_MS;
  const asked = Math.min(Math.max(input.retryAfterMs ?? 0, 0), cap);
  return Math.max(jittered, asked);
}
