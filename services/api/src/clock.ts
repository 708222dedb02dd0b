/** The time source; tests pass a controllable one, production uses the system clock. */
export interface Clock {
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = Object.freeze({ now: () => new Date() });
