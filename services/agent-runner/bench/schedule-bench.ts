/**
 * `pnpm bench:runner` (third part): schedule precision. Two built API processes (each runs the
 * scheduler) share one SQLite store; this process sets the due times of N schedules a moment
 * ahead and measures the delay from each due time to its execution's `queued_at`, against the
 * lateness of a plain setTimeout for the same due times in this process (the baseline). Also
 * checks that the two schedulers queued exactly one execution per due time.
 */
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import type { ScheduleRecord } from '@switchboard/contracts/schedule';
import { createLogger } from '@switchboard/kit/logger';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { openStore } from '@switchboard/store/open-store';
import { ALL_TEAMS } from '@switchboard/store/port';
import { startApiProcesses } from './api-processes.js';
import { p50p99, pause } from './stats.js';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 50);
const PROCESSES = Number(process.env.BENCH_SCHEDULER_PROCESSES ?? 2);
const LEAD_MS = 2_000;
const SPREAD_MS = 40;

const apis = await startApiProcesses(PROCESSES);
const store = await openStore({
  dataDir: apis.dataDir,
  logger: createLogger({ name: 'bench', level: 'silent' }),
});
const schedules = store.collection<ScheduleRecord>({ name: 'schedules' });
const executions = store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
try {
  const loop = await apis.call<{ data: { id: string } }>('POST', '/v1/agent-loops', {
    name: 'bench',
    system_prompt: 'bench',
    user_message: 'bench',
  });
  const ids: string[] = [];
  for (let i = 0; i < SCHEDULES; i += 1) {
    const created = await apis.call<{ data: { id: string } }>(
      'POST',
      `/v1/agent-loops/${loop.data.id}/schedules`,
      { interval_seconds: 3600 },
    );
    ids.push(created.data.id);
  }
  // Due times a moment ahead, spread out; the schedulers see them on their next poll (<= 1 s).
  const start = Date.now() + LEAD_MS;
  const due = new Map<string, number>();
  const baseline: number[] = [];
  for (const [i, id] of ids.entries()) {
    const at = start + i * SPREAD_MS;
    due.set(id, at);
    await schedules.updateOne(
      ALL_TEAMS,
      { id },
      { $set: { next_run_at: new Date(at).toISOString() } },
    );
    setTimeout(() => baseline.push(Date.now() - at), at - Date.now());
  }
  let fired: ScheduleRecord[] = [];
  const deadline = Date.now() + LEAD_MS + SCHEDULES * SPREAD_MS + 30_000;
  while (Date.now() < deadline) {
    fired = (await schedules.find(ALL_TEAMS, { agent_loop_id: loop.data.id })).filter(
      (s) => s.last_execution_id !== null,
    );
    if (fired.length === SCHEDULES) break;
    await pause(50);
  }
  const delays: number[] = [];
  for (const schedule of fired) {
    const execution = await executions.findById(ALL_TEAMS, schedule.last_execution_id!);
    delays.push(Date.parse(execution!.queued_at) - due.get(schedule.id)!);
  }
  const queued = await executions.count(ALL_TEAMS, { agent_loop_id: loop.data.id });
  const results = {
    schedules: SCHEDULES,
    scheduler_processes: PROCESSES,
    fired: fired.length,
    executions_queued: queued,
    due_to_queued_ms: p50p99(delays),
    baseline_set_timeout_lateness_ms: p50p99(baseline),
    api_errors: apis.errors.length,
  };
  console.log(
    [
      `| schedule precision (${SCHEDULES} due times, ${PROCESSES} API processes) | value |`,
      '| --- | --- |',
      `| due time -> execution queued p50 / p99 | ${results.due_to_queued_ms.p50} / ${results.due_to_queued_ms.p99} ms |`,
      `| baseline: setTimeout lateness in this process p50 / p99 | ${results.baseline_set_timeout_lateness_ms.p50} / ${results.baseline_set_timeout_lateness_ms.p99} ms |`,
      `| executions queued for ${SCHEDULES} due times (goal: exactly ${SCHEDULES}) | ${queued} |`,
      `| API error log lines | ${results.api_errors} |`,
    ].join('\n'),
  );
  console.log(JSON.stringify({ schedule_precision: results }));
  if (queued !== SCHEDULES || fired.length !== SCHEDULES) process.exitCode = 1;
} finally {
  await store.close();
  await apis.stop();
}
