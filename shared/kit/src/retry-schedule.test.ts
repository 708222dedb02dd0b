import { describe, expect, it } from '@jest/globals';
import {
  WEBHOOK_JITTER_FRACTION,
  WEBHOOK_RETRY_AFTER_CAP_MS,
  nextScheduledDelayMs,
} from './retry-schedule.js';

const HOUR_MS = 3_600_000;
const middle = () => 0.5;

describe('nextScheduledDelayMs', () => {
  it('follows 5s, 5m, 30m, 2h, 5h, 10h, 10h by default and then gives up', () => {
    const delays = Array.from({ length: 8 }, (_, i) =>
      nextScheduledDelayMs({ attemptsMade: i + 1, random: middle }),
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
    expect(nextScheduledDelayMs({ attemptsMade: 2, random: () => 0 })).toBe(
      300_000 * (1 - WEBHOOK_JITTER_FRACTION),
    );
    expect(nextScheduledDelayMs({ attemptsMade: 2, random: () => 0.999_999 })).toBeCloseTo(
      300_000 * (1 + WEBHOOK_JITTER_FRACTION),
      -1,
    );
  });

  it('waits for a longer Retry-After, never past the cap, and keeps the schedule otherwise', () => {
    const at = (retryAfterMs: number, attemptsMade = 1) =>
      nextScheduledDelayMs({ attemptsMade, retryAfterMs, random: middle });
    expect(at(60_000)).toBe(60_000);
    expect(at(48 * HOUR_MS)).toBe(WEBHOOK_RETRY_AFTER_CAP_MS);
    expect(at(1_000, 3)).toBe(1_800_000);
  });

  it('follows a configured schedule of any length', () => {
    const delaysMs = [10, 20];
    const delays = [1, 2, 3].map((attemptsMade) =>
      nextScheduledDelayMs({ attemptsMade, delaysMs, random: middle }),
    );
    expect(delays).toEqual([10, 20, null]);
  });
});
