import { describe, expect, it } from '@jest/globals';
import type { ExecutionStep } from '@switchboard/contracts/execution-step';
import { ExecutionEventLog } from '../src/execution-event-log.js';
import { ALL_TEAMS, teamScope } from '../src/port.js';
import { engineNames } from './support/engines.js';
import { useStore } from './support/store-fixture.js';

const TEAM = 'team_a';

function toolStep(n: number): ExecutionStep {
  return {
    type: 'tool_call',
    iteration: 1,
    call_id: `call_${n}`,
    server: 'http',
    tool: 'fetch',
    // Model-made JSON with keys no engine may interpret.
    arguments: { $where: n, 'a.b': [[n]] },
    result: String(n),
    truncated: false,
    duration_ms: 1,
    error: null,
    started_at: '2026-01-01T00:00:00.000Z',
  };
}

describe.each(engineNames())('%s store: execution events', (engine) => {
  const db = useStore(engine);

  it('numbers the events of racing writers 1, 2, 3... with no gap and no repeat', async () => {
    const log = new ExecutionEventLog(db.store);
    const other = new ExecutionEventLog(db.store);
    const a = log.writer(TEAM, 'exec_race');
    const b = other.writer(TEAM, 'exec_race');
    for (let i = 0; i < 20; i += 1) {
      a.append({ type: 'execution.step', status: 'running', step: toolStep(i) });
      b.append({ type: 'execution.step', status: 'running', step: toolStep(100 + i) });
    }
    await Promise.all([
      a.flush(),
      b.flush(),
      other.append(TEAM, 'exec_race', { type: 'execution.started', status: 'running' }),
    ]);
    const events = await log.after(teamScope(TEAM), 'exec_race', 0, 100);
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
    const steps = events.flatMap((event) => (event.data.step ? [event.data.step] : []));
    expect(steps).toHaveLength(40);
    expect(steps).toContainEqual(toolStep(7));
    // One writer's events keep their order.
    const fromA = steps.filter((s) => s.type === 'tool_call' && Number(s.result) < 100);
    expect(fromA).toEqual(Array.from({ length: 20 }, (_, i) => toolStep(i)));
  });

  it('records an end once, and a step log starts again after a restart', async () => {
    const log = new ExecutionEventLog(db.store);
    const id = 'exec_restart';
    await log.append(TEAM, id, { type: 'execution.queued', status: 'queued' });
    await log.append(TEAM, id, { type: 'execution.started', status: 'running' });
    await log.append(TEAM, id, { type: 'execution.step', status: 'running', step: toolStep(1) });
    await log.append(TEAM, id, { type: 'execution.queued', status: 'queued' });
    await log.append(TEAM, id, { type: 'execution.started', status: 'running' });
    await log.append(TEAM, id, { type: 'execution.step', status: 'running', step: toolStep(2) });
    const ended = { type: 'execution.failed', status: 'failed' } as const;
    expect(await log.append(TEAM, id, ended, { unlessEnded: true })).toMatchObject({ seq: 7 });
    expect(await log.append(TEAM, id, ended, { unlessEnded: true })).toBeNull();
    const logs = await log.steps(ALL_TEAMS, [id, 'exec_none']);
    expect(logs.get(id)).toEqual([toolStep(2)]);
    expect(logs.get('exec_none')).toEqual([]);
    expect(
      await log.arrived(
        new Map([
          [id, 7],
          ['exec_none', 1],
        ]),
      ),
    ).toEqual(new Set([id]));
    // Another team's reader sees nothing of it.
    expect(await log.after(teamScope('team_b'), id, 0, 10)).toEqual([]);
  });
});
