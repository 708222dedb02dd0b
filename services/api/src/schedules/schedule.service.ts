import {
  NEXT_RUNS_SHOWN,
  schedule as publicSchedule,
  type CreateScheduleBody,
  type Schedule,
  type ScheduleRecord,
  type UpdateScheduleBody,
} from '@switchboard/contracts/schedule';
import type { PaginationQuery } from '@switchboard/contracts/query';
import { publicView } from '@switchboard/contracts/common';
import { deleteById, getById, newRecord, updateById } from '@switchboard/store/by-id';
import {
  ALL_TEAMS,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Page,
  type Scope,
} from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import { assertValidTiming, nextDueTime, nextDueTimes, type Timing } from './schedule-timing.js';

export const SCHEDULES_COLLECTION: CollectionSpec = {
  name: 'schedules',
  indexes: [
    {
      fields: [
        ['team_id', 1],
        ['agent_loop_id', 1],
        ['created_at', -1],
      ],
    },
    {
      fields: [
        ['enabled', 1],
        ['next_run_at', 1],
      ],
    },
  ],
};

export interface ScheduleServiceDeps {
  store: DocumentStore;
  clock: Clock;
  /** The loops a schedule may belong to (404 `agent_loop` for an unknown one). */
  loops: { get(scope: Scope, id: string): Promise<unknown> };
  /** Called after a schedule's timing may have moved, so this process's scheduler re-reads it. */
  onChanged?: () => void;
}

/** What one due time of a schedule led to. */
export type FireOutcome = { executionId: string } | { error: string };

/**
 * Schedules of agent loops: CRUD for the routes, and the due-time operations the scheduler uses
 * (find due, claim a due time, record what it started). The one owner of `schedules`.
 */
export class ScheduleService {
  private readonly schedules: Collection<ScheduleRecord>;

  constructor(private readonly deps: ScheduleServiceDeps) {
    this.schedules = deps.store.collection<ScheduleRecord>(SCHEDULES_COLLECTION);
  }

  /** Creates a schedule of the loop; 422 for a bad cron expression or time zone. */
  async create(
    auth: Pick<AuthContext, 'teamId' | 'scope'>,
    loopId: string,
    input: CreateScheduleBody,
  ): Promise<Schedule> {
    await this.deps.loops.get(auth.scope, loopId);
    const now = this.deps.clock.now();
    const timing: Timing = {
      cron: input.cron ?? null,
      interval_seconds: input.interval_seconds ?? null,
      timezone: input.timezone,
      anchor: now.toISOString(),
    };
    assertValidTiming(timing);
    const record = await this.schedules.insert(
      newRecord<ScheduleRecord>(
        { kind: 'schedule', teamId: auth.teamId, now },
        {
          agent_loop_id: loopId,
          cron: timing.cron,
          interval_seconds: timing.interval_seconds,
          timezone: timing.timezone,
          enabled: input.enabled,
          variables_json: input.variables === undefined ? null : JSON.stringify(input.variables),
          anchor_at: timing.anchor,
          next_run_at: input.enabled ? nextRunAt(timing, now) : null,
          last_run_at: null,
          last_execution_id: null,
          last_error: null,
        },
      ),
    );
    this.deps.onChanged?.();
    return this.toPublic(record);
  }

  /** One page of a loop's schedules, newest first. */
  async listForLoop(scope: Scope, loopId: string, query: PaginationQuery): Promise<Page<Schedule>> {
    await this.deps.loops.get(scope, loopId);
    const page = await this.schedules.findPage(
      scope,
      { agent_loop_id: loopId },
      pageOptions(query),
    );
    return { items: page.items.map((record) => this.toPublic(record)), total: page.total };
  }

  async get(scope: Scope, id: string): Promise<Schedule> {
    return this.toPublic(await getById(this.schedules, scope, id, 'schedule'));
  }

  /**
   * Applies a partial update. A new `cron` replaces an interval and the reverse; a change of the
   * timing or of `enabled` recomputes `next_run_at` from now.
   */
  async update(scope: Scope, id: string, changes: UpdateScheduleBody): Promise<Schedule> {
    const current = await getById(this.schedules, scope, id, 'schedule');
    const now = this.deps.clock.now();
    const timingChanged =
      changes.cron !== undefined ||
      changes.interval_seconds !== undefined ||
      changes.timezone !== undefined;
    const timing: Timing = {
      cron: changes.interval_seconds !== undefined ? null : (changes.cron ?? current.cron),
      interval_seconds:
        changes.cron !== undefined ? null : (changes.interval_seconds ?? current.interval_seconds),
      timezone: changes.timezone ?? current.timezone,
      anchor: timingChanged ? now.toISOString() : current.anchor_at,
    };
    assertValidTiming(timing);
    const enabled = changes.enabled ?? current.enabled;
    const set: Record<string, unknown> = {};
    if (timingChanged || changes.enabled !== undefined) {
      Object.assign(set, {
        cron: timing.cron,
        interval_seconds: timing.interval_seconds,
        timezone: timing.timezone,
        anchor_at: timing.anchor,
        enabled,
        next_run_at: enabled ? nextRunAt(timing, now) : null,
      });
    }
    if (changes.variables !== undefined) {
      set.variables_json = changes.variables === null ? null : JSON.stringify(changes.variables);
    }
    const updated = await updateById(this.schedules, scope, current, set, 'schedule');
    this.deps.onChanged?.();
    return this.toPublic(updated);
  }

  async delete(scope: Scope, id: string): Promise<void> {
    await deleteById(this.schedules, scope, id, 'schedule');
  }

  /** Deletes a loop's schedules (with the loop). */
  async deleteForLoop(scope: Scope, loopId: string): Promise<void> {
    await this.schedules.deleteMany(scope, { agent_loop_id: loopId });
  }

  /** Enabled schedules due at `now`, most overdue first (every team: the scheduler's view). */
  findDue(now: Date, limit: number): Promise<ScheduleRecord[]> {
    return this.schedules.find(
      ALL_TEAMS,
      { enabled: true, next_run_at: { $lte: now.toISOString() } },
      { sort: [['next_run_at', 1]], limit },
    );
  }

  /** The earliest upcoming due time of any enabled schedule, or null when none is enabled. */
  async earliestDue(): Promise<Date | null> {
    const first = await this.schedules.findOne(
      ALL_TEAMS,
      { enabled: true, next_run_at: { $gte: '' } },
      { sort: [['next_run_at', 1]] },
    );
    return first?.next_run_at ? new Date(first.next_run_at) : null;
  }

  /**
   * Claims the due time `schedule.next_run_at` for this process: one conditional update that moves
   * `next_run_at` to the first due time after `now`, guarded by the value read, so across every
   * process exactly one claim of a due time succeeds. After downtime the missed due times collapse
   * into this one run (at most one catch-up). Returns the claimed record, or null if another
   * process (or an edit) got there first.
   */
  claimDue(schedule: ScheduleRecord, now: Date): Promise<ScheduleRecord | null> {
    return this.schedules.updateOne(
      ALL_TEAMS,
      { id: schedule.id, enabled: true, next_run_at: schedule.next_run_at },
      {
        $set: {
          next_run_at: nextRunAt(timingOf(schedule), now),
          last_run_at: now.toISOString(),
          last_execution_id: null,
          last_error: null,
        },
      },
    );
  }

  /** Records what a claimed due time started (or why it started nothing). */
  async recordFire(schedule: ScheduleRecord, outcome: FireOutcome): Promise<void> {
    await this.schedules.updateOne(
      ALL_TEAMS,
      { id: schedule.id, last_run_at: schedule.last_run_at },
      {
        $set:
          'executionId' in outcome
            ? { last_execution_id: outcome.executionId }
            : { last_error: outcome.error },
      },
    );
  }

  /** The schedule as responses show it, with its next few due times. */
  toPublic(record: ScheduleRecord): Schedule {
    const next = record.next_run_at === null ? null : new Date(record.next_run_at);
    const nextRuns = next
      ? [next, ...nextDueTimes(timingOf(record), next, NEXT_RUNS_SHOWN - 1)]
      : [];
    return publicView(publicSchedule, record as unknown as Schedule, {
      variables: variablesOf(record),
      next_runs: nextRuns.map((date) => date.toISOString()),
    });
  }
}

/** The variables a run of this schedule gets, if any. */
export function variablesOf(record: ScheduleRecord): Record<string, unknown> | null {
  return record.variables_json === null
    ? null
    : (JSON.parse(record.variables_json) as Record<string, unknown>);
}

function timingOf(record: ScheduleRecord): Timing {
  return {
    cron: record.cron,
    interval_seconds: record.interval_seconds,
    timezone: record.timezone,
    anchor: record.anchor_at,
  };
}

function nextRunAt(timing: Timing, after: Date): string | null {
  return nextDueTime(timing, after)?.toISOString() ?? null;
}
