import { describe, expect, it } from '@jest/globals';
import type { Schedule } from '@switchboard/contracts/schedule';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { expectFieldErrors, expectNotFound, LOOP_REQUIRED_FIELDS } from '../resource-helpers.js';

const clock = new ManualClock(new Date('2026-03-01T10:02:30.000Z'));
const app = useApp({ clock, env: { SCHEDULER_ENABLED: 'false' } });
const team = useTeam(app);
const other = useTeam(app, { name: 'Other' });

async function createLoop(owner: TestTeam = team): Promise<string> {
  const res = await app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
    key: owner.key,
    body: LOOP_REQUIRED_FIELDS,
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

function createSchedule(loopId: string, body: unknown, owner: TestTeam = team) {
  return app.request<{ data: Schedule }>('POST', `/v1/agent-loops/${loopId}/schedules`, {
    key: owner.key,
    body,
  });
}

function patchSchedule(id: string, body: unknown) {
  return app.request<{ data: Schedule }>('PATCH', `/v1/schedules/${id}`, { key: team.key, body });
}

describe('POST /v1/agent-loops/{id}/schedules', () => {
  it('creates a cron schedule read in its time zone, showing the next three due times', async () => {
    const loop = await createLoop();
    const res = await createSchedule(loop, {
      cron: '0 9 * * 1-5',
      timezone: 'Europe/Paris',
      variables: { topic: 'news' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      agent_loop_id: loop,
      cron: '0 9 * * 1-5',
      interval_seconds: null,
      timezone: 'Europe/Paris',
      enabled: true,
      variables: { topic: 'news' },
      // 2026-03-01 is a Sunday; 09:00 in Paris is 08:00 UTC in winter.
      next_run_at: '2026-03-02T08:00:00.000Z',
      next_runs: [
        '2026-03-02T08:00:00.000Z',
        '2026-03-03T08:00:00.000Z',
        '2026-03-04T08:00:00.000Z',
      ],
      last_run_at: null,
      last_execution_id: null,
      last_error: null,
    });
    expect(res.body.data.id).toMatch(/^sch_/);
  });

  it('creates an interval schedule in UTC counted from its creation', async () => {
    const res = await createSchedule(await createLoop(), { interval_seconds: 3600 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      cron: null,
      interval_seconds: 3600,
      timezone: 'UTC',
      variables: null,
      next_runs: [
        '2026-03-01T11:02:30.000Z',
        '2026-03-01T12:02:30.000Z',
        '2026-03-01T13:02:30.000Z',
      ],
    });
  });

  it('refuses both timings, neither, or an out-of-range interval with 422 naming the field', async () => {
    const loop = await createLoop();
    expectFieldErrors(await createSchedule(loop, { cron: '* * * * *', interval_seconds: 60 }), [
      'interval_seconds',
    ]);
    expectFieldErrors(await createSchedule(loop, {}), ['cron']);
    expectFieldErrors(await createSchedule(loop, { interval_seconds: 59 }), ['interval_seconds']);
    expectFieldErrors(await createSchedule(loop, { interval_seconds: 2_592_001 }), [
      'interval_seconds',
    ]);
  });

  it('refuses a cron expression without 5 valid fields, and an unknown time zone', async () => {
    const loop = await createLoop();
    for (const cron of ['* * * *', '0 0 9 * * *', '61 * * * *', 'every day']) {
      expectFieldErrors(await createSchedule(loop, { cron }), ['cron']);
    }
    expectFieldErrors(await createSchedule(loop, { cron: '* * * * *', timezone: 'Mars/Base' }), [
      'timezone',
    ]);
    const sixFields = await createSchedule(loop, { cron: '0 0 9 * * *' });
    expect((sixFields.body as unknown as ErrorResponse).error.message).toContain('5 fields');
  });

  it('answers 404 for an unknown loop or another team’s loop', async () => {
    expectNotFound(
      await createSchedule('loop_01unknown', { interval_seconds: 60 }),
      'agent_loop',
      'loop_01unknown',
    );
    const theirs = await createLoop(other);
    expectNotFound(await createSchedule(theirs, { interval_seconds: 60 }), 'agent_loop', theirs);
  });
});

describe('GET, PATCH, DELETE /v1/schedules/{id}', () => {
  it('lists a loop’s schedules newest first and hides them from other teams', async () => {
    const loop = await createLoop();
    const first = await createSchedule(loop, { interval_seconds: 60 });
    const second = await createSchedule(loop, { cron: '*/5 * * * *' });
    const list = await app.request<{ data: Schedule[]; meta: { total: number } }>(
      'GET',
      `/v1/agent-loops/${loop}/schedules`,
      { key: team.key },
    );
    expect(list.body.data.map((s) => s.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(list.body.data[0]!.next_runs).toEqual([
      '2026-03-01T10:05:00.000Z',
      '2026-03-01T10:10:00.000Z',
      '2026-03-01T10:15:00.000Z',
    ]);
    const id = first.body.data.id;
    expectNotFound(
      await app.request('GET', `/v1/schedules/${id}`, { key: other.key }),
      'schedule',
      id,
    );
    expectNotFound(
      await app.request('DELETE', `/v1/schedules/${id}`, { key: other.key }),
      'schedule',
      id,
    );
  });

  it('switches from cron to an interval and back, recomputing the next due time', async () => {
    const created = await createSchedule(await createLoop(), { cron: '0 * * * *' });
    const id = created.body.data.id;
    const interval = await patchSchedule(id, { interval_seconds: 120 });
    expect(interval.body.data).toMatchObject({
      cron: null,
      interval_seconds: 120,
      next_run_at: '2026-03-01T10:04:30.000Z',
    });
    const cron = await patchSchedule(id, { cron: '30 10 * * *' });
    expect(cron.body.data).toMatchObject({
      cron: '30 10 * * *',
      interval_seconds: null,
      next_run_at: '2026-03-01T10:30:00.000Z',
    });
    expectFieldErrors(await patchSchedule(id, { cron: '* * * * *', interval_seconds: 60 }), [
      'interval_seconds',
    ]);
    expectFieldErrors(await patchSchedule(id, { timezone: 'Nowhere' }), ['timezone']);
  });

  it('shows no due time while disabled and recomputes it from now when enabled again', async () => {
    const created = await createSchedule(await createLoop(), { interval_seconds: 60 });
    const id = created.body.data.id;
    const disabled = await patchSchedule(id, { enabled: false });
    expect(disabled.body.data).toMatchObject({ enabled: false, next_run_at: null, next_runs: [] });
    clock.advance(10 * 60_000 + 15_000);
    const enabled = await patchSchedule(id, { enabled: true, variables: { a: 1 } });
    expect(enabled.body.data).toMatchObject({
      enabled: true,
      variables: { a: 1 },
      next_run_at: new Date(Date.parse(created.body.data.created_at) + 11 * 60_000).toISOString(),
    });
    const cleared = await patchSchedule(id, { variables: null });
    expect(cleared.body.data.variables).toBeNull();
  });

  it('deletes a schedule (204, then 404), and a loop’s schedules with the loop', async () => {
    const loop = await createLoop();
    const one = await createSchedule(loop, { interval_seconds: 60 });
    const two = await createSchedule(loop, { interval_seconds: 60 });
    const deleted = await app.request('DELETE', `/v1/schedules/${one.body.data.id}`, {
      key: team.key,
    });
    expect(deleted.status).toBe(204);
    expectNotFound(
      await app.request('GET', `/v1/schedules/${one.body.data.id}`, { key: team.key }),
      'schedule',
      one.body.data.id,
    );
    expect((await app.request('DELETE', `/v1/agent-loops/${loop}`, { key: team.key })).status).toBe(
      204,
    );
    expectNotFound(
      await app.request('GET', `/v1/schedules/${two.body.data.id}`, { key: team.key }),
      'schedule',
      two.body.data.id,
    );
  });
});
