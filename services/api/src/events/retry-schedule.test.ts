import { describe, expect, it } from '@jest/globals';
import {
  JITTER_FRACTION,
  MAX_ATTEMPTS,
  RETRY_AFTER_CAP_MS,
  RETRY_DELAYS_MS,
  nextRetryDelayMs,
} from './retry-schedule.js';

const HOUR_MS = 3_600_000;
const middle = () => 0.5;

describe('nextRetryDelayMs', () => {
  it('follows 5s, 5m, 30m, 2h, 5h, 10h, 10h and then gives up', () => {
    const delays = Array.from({ length: MAX_ATTEMPTS }, (_, i) =>
      nextRetryDelayMs({ attemptsMade: i + 1, random: middle }),
    );
    expect(delays).toEqual([
      5_000,
      300_000,
      1_800_000,
      2 * HOUR_MS,
      5 * HOUR_MS,
      10 * HOUR_MS,
      10 * HOUR_MS,
      null,
    ]);
  });

  it('spreads each wait by the jitter fraction either way', () => {
    const low = nextRetryDelayMs({ attemptsMade: 2, random: () => 0 });
    const high = nextRetryDelayMs({ attemptsMade: 2, random: () => 0.999_999 });
    expect(low).toBe(300_000 * (1 - JITTER_FRACTION));
    expect(high).toBeCloseTo(300_000 * (1 + JITTER_FRACTION), -1);
  });

  it('waits for a longer Retry-After, but never past the cap', () => {
    expect(nextRetryDelayMs({ attemptsMade: 1, retryAfterMs: 60_000, random: middle })).toBe(
      60_000,
    );
    expect(nextRetryDelayMs({ attemptsMade: 1, retryAfterMs: 48 * HOUR_MS, random: middle })).toBe(
      RETRY_AFTER_CAP_MS,
    );
  });

  it('keeps the schedule when Retry-After asks for less', () => {
    expect(nextRetryDelayMs({ attemptsMade: 3, retryAfterMs: 1_000, random: middle })).toBe(
      RETRY_DELAYS_MS[2],
    );
  });
});
