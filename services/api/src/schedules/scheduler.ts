/**
 * The scheduler: fires due schedules. Runs in every API process (see the README for why there);
 * each due time is claimed by a unique insert (`OnceClaims`), then moved on with a conditional
 * update, so however many processes run it, a due time starts exactly one run. It wakes at the earliest known due time (precision: milliseconds,
 * not a poll period), at least every `pollIntervalMs` for schedules other processes wrote, and at
 * once when this process changes a schedule (`nudge`).
 */
import type { ScheduleRecord } from '@switchboard/contracts/schedule';
import { BackgroundJob } from '@switchboard/kit/background-job';
import type { Logger } from '@switchboard/kit/logger';
import type { Clock } from '../clock.js';
import type { OnceClaims } from '../jobs/once-claims.js';
import { whyNotStarted, type RunQueue } from '../triggers/run-starter.js';
import { variablesOf, type ScheduleService } from './schedule.service.js';

/** Longest sleep between passes: how soon schedules written by other processes are seen. */
export const SCHEDULER_POLL_INTERVAL_MS = 1_000;
/**
 * How long a claimed due time may stay unmoved before another process takes it over: the claimer
 * moves `next_run_at` milliseconds after its claim, unless it was killed in between.
 */
export const SCHEDULE_CLAIM_STALE_MS = 60_000;
/** Due schedules read per query; a pass reads again while batches come back full. */
export const SCHEDULER_BATCH = 100;

export interface SchedulerDeps {
  schedules: ScheduleService;
  runs: RunQueue;
  /** Who fires a due time: exactly one process per `schedule@due time`. */
  claims: Pick<OnceClaims, 'claimOrTakeOver'>;
  clock: Clock;
  logger: Logger;
  pollIntervalMs?: number;
  /** Called with each run a due time started (the benchmark measures the delay with it). */
  onFired?: (schedule: ScheduleRecord, executionId: string) => void;
}

export class Scheduler {
  private readonly job: BackgroundJob<number>;

  constructor(private readonly deps: SchedulerDeps) {
    this.job = new BackgroundJob({
      name: 'firing due schedules',
      logger: deps.logger,
      intervalMs: deps.pollIntervalMs ?? SCHEDULER_POLL_INTERVAL_MS,
      pass: () => this.fireDue(),
      nextPassInMs: async () =>
        nextWakeDelay(
          await deps.schedules.earliestDue(),
          deps.clock.now(),
          deps.pollIntervalMs ?? SCHEDULER_POLL_INTERVAL_MS,
        ),
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Resolves once the pass in progress, if any, and its planning of the next wake-up are done. */
  idle(): Promise<void> {
    return this.job.idle();
  }

  /** Runs a pass soon (a schedule of this process changed). */
  nudge(): void {
    this.job.nudge();
  }

  /**
   * Fires every schedule due as of the clock's now; returns how many due times this process
   * claimed. A call while a pass runs waits for it, then makes one more pass (which sees what
   * changed meanwhile).
   */
  async tick(): Promise<number> {
    await this.job.idle();
    return this.job.run();
  }

  private async fireDue(): Promise<number> {
    let fired = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const due = await this.deps.schedules.findDue(now, SCHEDULER_BATCH);
      for (const schedule of due) {
        const dueTime = `${schedule.id}@${schedule.next_run_at}`;
        const mine = await this.deps.claims.claimOrTakeOver(
          schedule.team_id,
          dueTime,
          SCHEDULE_CLAIM_STALE_MS,
        );
        if (!mine) continue; // another process is firing it (or did, and moved it meanwhile)
        const claimed = await this.deps.schedules.claimDue(schedule, now);
        if (!claimed) continue; // edited meanwhile: the edit's due time stands
        fired += 1;
        await this.startRun(claimed);
      }
      if (due.length < SCHEDULER_BATCH) return fired;
    }
  }

  private async startRun(schedule: ScheduleRecord): Promise<void> {
    const log = this.deps.logger.child({ schedule_id: schedule.id, team_id: schedule.team_id });
    try {
      const variables = variablesOf(schedule);
      const execution = await this.deps.runs.queueRun({
        teamId: schedule.team_id,
        agentLoopId: schedule.agent_loop_id,
        ...(variables ? { input: { variables } } : {}),
        trigger: { type: 'schedule', id: schedule.id },
      });
      await this.deps.schedules.recordFire(schedule, { executionId: execution.id });
      log.info({ execution_id: execution.id }, 'schedule started a run');
      this.deps.onFired?.(schedule, execution.id);
    } catch (error) {
      log.warn({ err: error }, 'schedule due time started no run');
      await this.deps.schedules.recordFire(schedule, { error: whyNotStarted(error) });
    }
  }
}

/**
 * How long the scheduler sleeps after a pass: until the earliest due time, at most `pollMs`. A
 * schedule still due after a pass is one another process holds (or an abandoned claim not yet
 * stale), so it waits a poll period instead of passing again at once.
 */
export function nextWakeDelay(earliestDue: Date | null, now: Date, pollMs: number): number {
  if (!earliestDue) return pollMs;
  const until = earliestDue.getTime() - now.getTime();
  return until > 0 ? Math.min(pollMs, until) : pollMs;
}
