import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Execution } from '@switchboard/contracts/execution';
import type { Schedule } from '@switchboard/contracts/schedule';
import { createLogger } from '@switchboard/kit/logger';
import { ALL_TEAMS, teamScope } from '@switchboard/store/port';
import { AGENT_LOOPS_COLLECTION } from '../src/agent-loops/agent-loop.repository.js';
import { OnceClaims } from '../src/jobs/once-claims.js';
import { ExecutionService } from '../src/executions/execution.service.js';
import { SCHEDULES_COLLECTION, ScheduleService } from '../src/schedules/schedule.service.js';
import { SCHEDULE_CLAIM_STALE_MS, Scheduler } from '../src/schedules/scheduler.js';
import { withFakeTimersOnly } from './helpers/fake-timers.js';
import { ManualClock } from './helpers/manual-clock.js';
import { useApp, useTeam } from './helpers/use-app.js';
import { LOOP_REQUIRED_FIELDS } from './resource-helpers.js';

const MINUTE_MS = 60_000;
const clock = new ManualClock(new Date('2026-03-01T10:00:00.000Z'));
// The app's own scheduler is off: each test drives the instances it builds on the app's store.
const app = useApp({ clock, env: { SCHEDULER_ENABLED: 'false' } });
const team = useTeam(app);

/** A scheduler over the app's store, as another API process would run one. */
function schedulerInstance(schedules = scheduleService()): Scheduler {
  const executions = new ExecutionService({
    store: app.store,
    clock,
    concurrencyLimits: { free: 5, pro: 50, enterprise: 500 },
    planOf: () => Promise.resolve('enterprise'),
  });
  return new Scheduler({
    schedules,
    runs: executions,
    claims: new OnceClaims(app.store, clock),
    clock,
    logger: createLogger({ name: 'scheduler-test', level: 'silent' }),
  });
}

function scheduleService(): ScheduleService {
  return new ScheduleService({ store: app.store, clock, loops: { get: () => Promise.resolve() } });
}

/** What a process killed between claiming a due time and moving `next_run_at` leaves behind. */
async function abandonClaim(schedule: Schedule): Promise<void> {
  const claims = new OnceClaims(app.store, clock);
  expect(await claims.claim(team.team.id, `${schedule.id}@${schedule.next_run_at}`)).toBe(true);
}

async function loopWithSchedule(body: unknown): Promise<{ loopId: string; schedule: Schedule }> {
  const loop = await app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
    key: team.key,
    body: LOOP_REQUIRED_FIELDS,
  });
  const schedule = await app.request<{ data: Schedule }>(
    'POST',
    `/v1/agent-loops/${loop.body.data.id}/schedules`,
    { key: team.key, body },
  );
  expect(schedule.status).toBe(201);
  return { loopId: loop.body.data.id, schedule: schedule.body.data };
}

async function executionsOf(loopId: string): Promise<Execution[]> {
  const res = await app.request<{ data: Execution[] }>(
    'GET',
    `/v1/agent-loops/${loopId}/executions?per_page=100`,
    { key: team.key },
  );
  return res.body.data;
}

async function scheduleNow(id: string): Promise<Schedule> {
  return (await app.request<{ data: Schedule }>('GET', `/v1/schedules/${id}`, { key: team.key }))
    .body.data;
}

describe('the scheduler', () => {
  // Each test sees only its own schedules come due.
  beforeEach(async () => {
    await app.store.collection(SCHEDULES_COLLECTION).deleteMany(ALL_TEAMS, {});
  });

  it('queues one run at the due time and records it on the schedule', async () => {
    const { loopId, schedule } = await loopWithSchedule({
      interval_seconds: 60,
      variables: { topic: 'weather' },
    });
    const scheduler = schedulerInstance();
    clock.advance(MINUTE_MS - 1);
    expect(await scheduler.tick()).toBe(0);
    clock.advance(1);
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    const runs = await executionsOf(loopId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: { type: 'schedule', id: schedule.id },
      input: { variables: { topic: 'weather' } },
    });
    expect(await scheduleNow(schedule.id)).toMatchObject({
      last_run_at: clock.now().toISOString(),
      last_execution_id: runs[0]!.id,
      last_error: null,
      next_run_at: new Date(clock.now().getTime() + MINUTE_MS).toISOString(),
    });
  });

  it('starts exactly one run per due time with two scheduler instances on one store', async () => {
    const { loopId } = await loopWithSchedule({ interval_seconds: 60 });
    const [a, b] = [schedulerInstance(), schedulerInstance()];
    let fired = 0;
    for (let minute = 1; minute <= 5; minute += 1) {
      clock.advance(MINUTE_MS);
      const [byA, byB] = await Promise.all([a.tick(), b.tick()]);
      fired += byA + byB;
    }
    expect(fired).toBe(5);
    expect(await executionsOf(loopId)).toHaveLength(5);
  });

  it('makes up for downtime with one run, not one per missed due time', async () => {
    const { loopId, schedule } = await loopWithSchedule({ cron: '*/5 * * * *' });
    const scheduler = schedulerInstance();
    clock.advance(3 * 60 * MINUTE_MS + 1_000); // three hours down: 36 due times missed
    await scheduler.tick();
    expect(await executionsOf(loopId)).toHaveLength(1);
    const after = await scheduleNow(schedule.id);
    expect(Date.parse(after.next_run_at!)).toBeGreaterThan(clock.now().getTime());
    await scheduler.tick();
    expect(await executionsOf(loopId)).toHaveLength(1);
  });

  it('records why a due time started no run, and keeps the schedule going', async () => {
    const { loopId, schedule } = await loopWithSchedule({ interval_seconds: 60 });
    await app.store
      .collection(AGENT_LOOPS_COLLECTION)
      .deleteMany(teamScope(team.team.id), { id: loopId });
    clock.advance(MINUTE_MS);
    await schedulerInstance().tick();
    const after = await scheduleNow(schedule.id);
    expect(after.last_execution_id).toBeNull();
    expect(after.last_error).toContain(loopId);
    expect(Date.parse(after.next_run_at!)).toBeGreaterThan(clock.now().getTime());
  });

  it('starts no run over the team’s concurrency cap and says so on the schedule', async () => {
    const { loopId, schedule } = await loopWithSchedule({ interval_seconds: 60 });
    const capped = new Scheduler({
      schedules: new ScheduleService({ store: app.store, clock, loops: { get: async () => {} } }),
      runs: new ExecutionService({
        store: app.store,
        clock,
        concurrencyLimits: { free: 0, pro: 0, enterprise: 0 },
        planOf: () => Promise.resolve('enterprise'),
      }),
      claims: new OnceClaims(app.store, clock),
      clock,
      logger: createLogger({ name: 'scheduler-test', level: 'silent' }),
    });
    clock.advance(MINUTE_MS);
    expect(await capped.tick()).toBe(1);
    expect(await executionsOf(loopId)).toHaveLength(0);
    expect((await scheduleNow(schedule.id)).last_error).toMatch(/^CONCURRENCY_LIMIT_EXCEEDED: /);
  });

  it('wakes itself at the due time, not a poll period later, and not after stop()', async () => {
    await withFakeTimersOnly(['setTimeout', 'clearTimeout'], async () => {
      const { loopId, schedule } = await loopWithSchedule({ interval_seconds: 90 });
      const due = Date.parse(schedule.next_run_at!);
      const scheduler = schedulerInstance();
      scheduler.start();
      jest.advanceTimersByTime(0);
      await scheduler.idle();
      // Poll period (1 s) passes with the due time 400 ms ahead: the next wake-up is that one.
      clock.set(new Date(due - 400));
      jest.advanceTimersByTime(1_000);
      await scheduler.idle();
      expect(await executionsOf(loopId)).toHaveLength(0);
      clock.set(new Date(due));
      jest.advanceTimersByTime(399);
      await scheduler.idle();
      expect(await executionsOf(loopId)).toHaveLength(0);
      jest.advanceTimersByTime(1);
      await scheduler.idle();
      expect(await executionsOf(loopId)).toHaveLength(1);

      await scheduler.stop();
      clock.advance(10 * MINUTE_MS);
      jest.advanceTimersByTime(10 * MINUTE_MS);
      await scheduler.idle();
      expect(await executionsOf(loopId)).toHaveLength(1);
    });
  });

  it('fires a due time whose claimer was killed before moving it, once the claim is stale', async () => {
    const { loopId, schedule } = await loopWithSchedule({ interval_seconds: 60 });
    clock.advance(MINUTE_MS);
    await abandonClaim(schedule);
    const [a, b] = [schedulerInstance(), schedulerInstance()];
    // Its holder may still be at work: left alone while the claim is fresh.
    expect((await Promise.all([a.tick(), b.tick()])).reduce((x, y) => x + y)).toBe(0);
    expect((await scheduleNow(schedule.id)).next_run_at).toBe(schedule.next_run_at);
    clock.advance(SCHEDULE_CLAIM_STALE_MS);
    expect((await Promise.all([a.tick(), b.tick()])).reduce((x, y) => x + y)).toBe(1);
    expect(await executionsOf(loopId)).toHaveLength(1);
    const after = await scheduleNow(schedule.id);
    expect(Date.parse(after.next_run_at!)).toBeGreaterThan(clock.now().getTime());
    // And the schedule keeps firing at its next due times.
    clock.set(new Date(after.next_run_at!));
    expect(await a.tick()).toBe(1);
    expect(await executionsOf(loopId)).toHaveLength(2);
  });

  it('passes again a poll period after a pass that leaves a claimed schedule due, not at once', async () => {
    await withFakeTimersOnly(['setTimeout', 'clearTimeout'], async () => {
      const { schedule } = await loopWithSchedule({ interval_seconds: 60 });
      clock.advance(MINUTE_MS);
      await abandonClaim(schedule);
      const schedules = scheduleService();
      const findDue = jest.spyOn(schedules, 'findDue');
      const scheduler = schedulerInstance(schedules);
      scheduler.start();
      jest.advanceTimersByTime(0);
      await scheduler.idle();
      expect(findDue).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(999);
      await scheduler.idle();
      expect(findDue).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      await scheduler.idle();
      expect(findDue).toHaveBeenCalledTimes(2);
      await scheduler.stop();
    });
  });
});
