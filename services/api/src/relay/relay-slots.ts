/**
 * How many user messages one API process answers at once, per team and in total. Each answer
 * holds an integration's reply (up to REPLY_MAX_BYTES), its attachments and a platform delivery in
 * memory; without a bound, a burst of messages to a backend that answers megabytes grows the
 * process by the burst times the reply, and every other request waits on the garbage collector.
 * A message over the bound waits in line (first come, first served, a team at its own bound
 * letting the others pass) for at most the given time, then is refused with `retry_after`: 429
 * CONCURRENCY_LIMIT_EXCEEDED when its team is at the team bound, else 503 SERVICE_UNAVAILABLE.
 */
import { RateLimitedError } from '@switchboard/kit/errors';

export interface RelaySlotLimits {
  /** Messages answered at once by this process (RELAY_MAX_CONCURRENT). */
  total: number;
  /** Messages of one team answered at once by this process (RELAY_MAX_CONCURRENT_PER_TEAM). */
  perTeam: number;
}

/** Frees the slot; calling it again does nothing. */
export type ReleaseSlot = () => void;

/** What a refused message is told to wait before trying again. */
export const RELAY_BUSY_RETRY_AFTER_SECONDS = 1;

interface Waiter {
  teamId: string;
  grant(release: ReleaseSlot): void;
}

export class RelaySlots {
  private running = 0;
  private readonly byTeam = new Map<string, number>();
  private readonly line: Waiter[] = [];

  constructor(private readonly limits: RelaySlotLimits) {}

  /**
   * Takes a slot for one of `teamId`'s messages, waiting up to `waitMs` for one to free up;
   * rejects with a RateLimitedError (429 or 503, see above) when none does.
   */
  acquire(teamId: string, waitMs: number): Promise<ReleaseSlot> {
    if (this.line.length === 0 && this.fits(teamId)) return Promise.resolve(this.take(teamId));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        teamId,
        grant: (release) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(waiter), 1);
        reject(this.busyError(teamId));
      }, waitMs);
      this.line.push(waiter);
      this.dispatch();
    });
  }

  /** Messages being answered now (for tests and metrics). */
  get inUse(): number {
    return this.running;
  }

  private fits(teamId: string): boolean {
    return this.running < this.limits.total && (this.byTeam.get(teamId) ?? 0) < this.limits.perTeam;
  }

  private take(teamId: string): ReleaseSlot {
    this.running += 1;
    this.byTeam.set(teamId, (this.byTeam.get(teamId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.byTeam.get(teamId) ?? 1) - 1;
      if (left === 0) this.byTeam.delete(teamId);
      else this.byTeam.set(teamId, left);
      this.dispatch();
    };
  }

  /** Grants free slots to the first waiters in line whose team is under its bound. */
  private dispatch(): void {
    for (let index = 0; index < this.line.length && this.running < this.limits.total;) {
      const waiter = this.line[index]!;
      if (!this.fits(waiter.teamId)) {
        index += 1;
        continue;
      }
      this.line.splice(index, 1);
      waiter.grant(this.take(waiter.teamId));
    }
  }

  private busyError(teamId: string): RateLimitedError {
    const retry = `retry in ${RELAY_BUSY_RETRY_AFTER_SECONDS} s`;
    if ((this.byTeam.get(teamId) ?? 0) >= this.limits.perTeam) {
      return new RateLimitedError(
        RELAY_BUSY_RETRY_AFTER_SECONDS,
        `This team already has ${this.limits.perTeam} messages being answered at once here; ${retry}.`,
        { code: 'CONCURRENCY_LIMIT_EXCEEDED', details: { limit: this.limits.perTeam } },
      );
    }
    return new RateLimitedError(
      RELAY_BUSY_RETRY_AFTER_SECONDS,
      `The service is answering as many messages as it can at once; ${retry}.`,
      { code: 'SERVICE_UNAVAILABLE', details: { limit: this.limits.total } },
    );
  }
}
