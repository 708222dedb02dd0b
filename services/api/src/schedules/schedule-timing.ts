/**
 * When a schedule is due: a 5-field cron expression read in an IANA time zone (croner, which
 * handles daylight-saving gaps and repeats), or a fixed interval counted from the schedule's
 * anchor (its creation or last timing change), so its phase never drifts.
 */
import { Cron } from 'croner';
import { ValidationError } from '@switchboard/kit/errors';

export interface Timing {
  cron: string | null;
  interval_seconds: number | null;
  timezone: string;
  /** Where intervals count from. */
  anchor: string;
}

/** 422 naming the field when the cron expression or the time zone cannot be used. */
export function assertValidTiming(timing: Pick<Timing, 'cron' | 'timezone'>): void {
  if (!isTimeZone(timing.timezone)) {
    throw new ValidationError([
      { path: 'timezone', message: 'must be an IANA time zone such as UTC or Europe/Paris' },
    ]);
  }
  if (timing.cron === null) return;
  const fields = timing.cron.trim().split(/\s+/);
  let problem: string | undefined;
  if (fields.length !== 5) {
    problem = `must have 5 fields (minute hour day-of-month month day-of-week), not ${fields.length}`;
  } else {
    try {
      if (cronOf(timing.cron, timing.timezone).nextRun() === null) problem = 'never comes due';
    } catch (error) {
      problem = `is not a valid cron expression: ${(error as Error).message.replace(/^Cron\w*: /, '')}`;
    }
  }
  if (problem) throw new ValidationError([{ path: 'cron', message: problem }]);
}

/** The first `count` due times strictly after `after`. */
export function nextDueTimes(timing: Timing, after: Date, count: number): Date[] {
  if (timing.cron !== null) return cronOf(timing.cron, timing.timezone).nextRuns(count, after);
  const everyMs = timing.interval_seconds! * 1000;
  const anchor = Date.parse(timing.anchor);
  // The first anchor + k * interval after `after` (k >= 1).
  const k = Math.max(1, Math.floor((after.getTime() - anchor) / everyMs) + 1);
  return Array.from({ length: count }, (_, i) => new Date(anchor + (k + i) * everyMs));
}

/** The next due time strictly after `after`, or null when there is none (a date in the past). */
export function nextDueTime(timing: Timing, after: Date): Date | null {
  return nextDueTimes(timing, after, 1)[0] ?? null;
}

function cronOf(expression: string, timezone: string): Cron {
  return new Cron(expression.trim(), { timezone, paused: true, mode: '5-part' });
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}
