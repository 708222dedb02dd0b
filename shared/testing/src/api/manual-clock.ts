import type { Clock } from '../../../../services/api/src/clock.js';

/** A clock that moves only when told to; starts at `start` (default the real time). */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }

  set(to: Date): void {
    this.ms = to.getTime();
  }
}
