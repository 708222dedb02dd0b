/**
 * Schedules of agent loops (contract-decisions.md, "Runs"): a 5-field cron expression in an IANA
 * time zone, or a fixed interval, exactly one. Each due time starts one run of the loop with the
 * schedule's `variables`. `variables` is free-form user JSON, so the record keeps it as JSON text.
 */
import { z } from 'zod';
import { dataEnvelope, idOf, jsonObject, listEnvelope, pathIdOf, timestamp } from './common.js';

export const INTERVAL_SECONDS_MIN = 60;
export const INTERVAL_SECONDS_MAX = 2_592_000;
export const CRON_MAX_LENGTH = 200;
export const TIMEZONE_MAX_LENGTH = 64;
/** How many upcoming fire times a schedule shows. */
export const NEXT_RUNS_SHOWN = 3;

const intervalError = `must be an integer from ${INTERVAL_SECONDS_MIN} to ${INTERVAL_SECONDS_MAX}`;
const fields = {
  cron: z
    .string({ error: 'must be a string' })
    .max(CRON_MAX_LENGTH, { error: `must be at most ${CRON_MAX_LENGTH} characters` })
    .meta({
      description:
        '5-field cron expression (minute hour day-of-month month day-of-week), e.g. `*/15 9-17 * * 1-5`, evaluated in `timezone`',
    }),
  interval_seconds: z
    .number({ error: intervalError })
    .int({ error: intervalError })
    .min(INTERVAL_SECONDS_MIN, { error: intervalError })
    .max(INTERVAL_SECONDS_MAX, { error: intervalError })
    .meta({ description: 'Run every N seconds (60 to 2592000, i.e. 30 days)' }),
  timezone: z
    .string({ error: 'must be a string' })
    .max(TIMEZONE_MAX_LENGTH, { error: `must be at most ${TIMEZONE_MAX_LENGTH} characters` })
    .meta({ description: 'IANA time zone the cron expression is read in, e.g. `Europe/Paris`' }),
  enabled: z.boolean({ error: 'must be true or false' }),
  variables: jsonObject.meta({
    description: 'Passed to every run as its `variables` (fills `{{name}}` placeholders)',
  }),
};

function exactlyOneTiming(
  body: { cron?: unknown; interval_seconds?: unknown },
  ctx: z.RefinementCtx,
) {
  if (body.cron !== undefined && body.interval_seconds !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['interval_seconds'],
      message: 'give either cron or interval_seconds, not both',
    });
  }
}

/** POST /agent-loops/{id}/schedules: `cron` or `interval_seconds`, exactly one. */
export const createScheduleBody = z
  .strictObject({
    cron: fields.cron.optional(),
    interval_seconds: fields.interval_seconds.optional(),
    timezone: fields.timezone.default('UTC'),
    enabled: fields.enabled.default(true),
    variables: fields.variables.optional(),
  })
  .superRefine((body, ctx) => {
    exactlyOneTiming(body, ctx);
    if (body.cron === undefined && body.interval_seconds === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['cron'],
        message: 'give either cron or interval_seconds',
      });
    }
  });
export type CreateScheduleBody = z.output<typeof createScheduleBody>;

/**
 * PATCH /schedules/{id}: any subset. Giving `cron` replaces an interval and `interval_seconds`
 * replaces a cron expression; `variables: null` clears them.
 */
export const updateScheduleBody = z
  .strictObject({
    cron: fields.cron.optional(),
    interval_seconds: fields.interval_seconds.optional(),
    timezone: fields.timezone.optional(),
    enabled: fields.enabled.optional(),
    variables: fields.variables.nullable().optional(),
  })
  .superRefine(exactlyOneTiming);
export type UpdateScheduleBody = z.output<typeof updateScheduleBody>;

export const schedule = z
  .strictObject({
    id: idOf('schedule'),
    agent_loop_id: idOf('agentLoop'),
    cron: z.string().nullable(),
    interval_seconds: z.number().int().nullable(),
    timezone: z.string(),
    enabled: z.boolean(),
    variables: z.record(z.string(), z.unknown()).nullable(),
    next_run_at: timestamp.nullable().meta({ description: 'Next due time; null when disabled' }),
    next_runs: z.array(timestamp).meta({
      description: `The next ${NEXT_RUNS_SHOWN} due times, to check the expression; empty when disabled`,
    }),
    last_run_at: timestamp.nullable().meta({ description: 'The due time of the latest run' }),
    last_execution_id: idOf('execution').nullable().meta({
      description: 'The execution the latest due time started (null if it could not start)',
    }),
    last_error: z.string().nullable().meta({
      description: 'Why the latest due time started no run (e.g. the concurrency cap), else null',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.output<typeof schedule>;

/** A schedule as stored: `variables` as JSON text, `next_runs` computed when shown. */
export interface ScheduleRecord extends Omit<Schedule, 'variables' | 'next_runs'> {
  team_id: string;
  variables_json: string | null;
  /** Where an interval counts from: creation, or the latest change of the timing. */
  anchor_at: string;
}

export const scheduleIdParams = z.strictObject({ id: pathIdOf('schedule') });
export const scheduleResponse = dataEnvelope(schedule);
export const scheduleListResponse = listEnvelope(schedule);
