/** The time source; tests pass a controllable one, production uses the system clock. */
export interface Clock {
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = Object.freeze({ now: () => new Date() });

/**
 * Monotonic time and waiting, for what paces itself (platform rate limits, per-chat send pacing);
 * tests pass virtual time so nothing really sleeps.
 */
export interface Timers {
  /** Monotonic milliseconds. */
  now(): number;
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>;
}

/** Real time: performance.now and setTimeout. */
export const realTimers: Timers = Object.freeze({
  now: () => performance.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
});
