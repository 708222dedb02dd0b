import type { Timers } from '../../../../services/api/src/clock.js';

/** Time that passes only when something waits: each wait moves it on at once, and is recorded. */
export interface VirtualTimers extends Timers {
  /** Every wait so far, in milliseconds, in order. */
  readonly waits: number[];
}

/**
 * Timers for the app's platform rate-limit waits and send pacing that never really sleep: a wait
 * resolves at once and moves the clock on by its length, so a paced burst runs at full speed and
 * the test reads the spacing from the clock (and `waits`) instead of the wall.
 */
export function virtualTimers(start = 0): VirtualTimers {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  };
}
