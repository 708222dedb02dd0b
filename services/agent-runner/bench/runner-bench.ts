/**
 * The runner's own cost, measured against a direct HTTP call to the same fake model in the same
 * run. Runs the real runner pieces as built (`dist`: queue, engine, store writes, finalizer) in
 * process on a temp SQLite file, or on MONGODB_URI's database. Prints a table and a JSON line. `pnpm bench:runner`
 * runs it once per engine (runner-engines.ts).
 */

import { startBenchStack } from './bench-stack.js';
import { p50p99, percentile, round } from './stats.js';

const { modelUrl, http, bench, close } = await startBenchStack('runner-bench', 'bench');
let modelDelayMs = 0; // set per scenario; travels to the fake model in the user message

/** Per execution: when it was queued, when a runner started it, and when its run ended. */
const timings = new Map<string, { queued: number; started?: number; ended?: number }>();
let onEnded: (() => void) | null = null;

function runnerWith(concurrency: number) {
  return bench.runnerWith(concurrency, async (record, run) => {
    const t = timings.get(record.id);
    if (t) t.started = performance.now();
    const ended = await run();
    if (t) t.ended = performance.now();
    onEnded?.();
    return ended;
  });
}

function queueExecutions(count: number, iterations: number): Promise<string[]> {
  return bench.queueExecutions(count, iterations, modelDelayMs, (id) =>
    timings.set(id, { queued: performance.now() }),
  );
}

/** Runs `count` executions with a runner of the given concurrency; resolves when all ended. */
async function runBatch(count: number, iterations: number, concurrency: number) {
  const runner = runnerWith(concurrency);
  let ended = 0;
  const allEnded = new Promise<void>((resolve) => {
    onEnded = () => {
      ended += 1;
      if (ended === count) resolve();
    };
  });
  const ids = await queueExecutions(count, iterations);
  const started = performance.now();
  runner.start();
  await allEnded;
  const wallMs = performance.now() - started;
  await runner.stop();
  onEnded = null;
  return { ids, wallMs };
}

// BENCH_ONLY=slow runs only the last scenario (for profiling it).
const onlySlow = process.env.BENCH_ONLY === 'slow';

// 1. Baseline: a direct call to the fake model through the same guarded client.
const direct: number[] = [];
for (let i = 0; i < (onlySlow ? 60 : 300); i += 1) {
  const t = performance.now();
  await http.request({
    method: 'POST',
    url: `${modelUrl}/chat/completions`,
    json: { model: 'm', messages: [{ role: 'user', content: 'iterations=1' }] },
  });
  if (i >= 50) direct.push(performance.now() - t);
}

// 2. Per-iteration cost inside the runner: executions of 10 iterations, one at a time.
await runBatch(5, 10, 1); // warm-up
const perIteration: number[] = [];
const { ids: serialIds } = await runBatch(onlySlow ? 1 : 50, 10, 1);
for (const id of serialIds) {
  const t = timings.get(id);
  if (t?.started !== undefined && t.ended !== undefined)
    perIteration.push((t.ended - t.started) / 10);
}
const directP50 = percentile(direct, 50);
const overhead = perIteration.map((ms) => ms - directP50);

// 2b. Pickup latency: an idle runner, one execution queued at a time (queued -> run started).
const pickup: number[] = [];
if (!onlySlow) {
  const runner = runnerWith(1);
  runner.start();
  for (let i = 0; i < 40; i += 1) {
    // Let the runner go idle (its own wake-up after a run has passed) at a random poll phase.
    await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 30));
    const ended = new Promise<void>((resolve) => {
      onEnded = resolve;
    });
    const [id] = await queueExecutions(1, 1);
    await ended;
    const t = timings.get(id ?? '');
    if (t?.started !== undefined) pickup.push(t.started - t.queued);
  }
  onEnded = null;
  await runner.stop();
}

// 3. Throughput at 1, 10 and 100 concurrent executions (one iteration each, instant model).
const throughput: Array<{ concurrency: number; executions: number; per_second: number }> = [];
for (const concurrency of onlySlow ? [] : [1, 10, 100]) {
  const count = Math.max(100, concurrency * 3);
  const { wallMs } = await runBatch(count, 1, concurrency);
  throughput.push({
    concurrency,
    executions: count,
    per_second: round(count / (wallMs / 1000), 1),
  });
}

// 4. 100 concurrent executions of 3 iterations with a 200 ms model.
modelDelayMs = 200;
const slow = await runBatch(100, 3, 100);
const ideal = 200 * 3;
const slowStarts = slow.ids.map((id) => timings.get(id)?.started ?? 0);
const slowQueued = Math.min(...slow.ids.map((id) => timings.get(id)?.queued ?? 0));
const slowEnds = slow.ids.map((id) => timings.get(id)?.ended ?? 0);
const slowRuns = slow.ids.map(
  (id) => (timings.get(id)?.ended ?? 0) - (timings.get(id)?.started ?? 0),
);

const results = {
  direct_model_call_ms: { p50: round(directP50), p99: round(percentile(direct, 99)) },
  runner_iteration_ms: p50p99(perIteration),
  runner_overhead_per_iteration_ms: p50p99(overhead),
  idle_pickup_ms: p50p99(pickup),
  throughput,
  slow_model_100_concurrent: {
    iterations: 3,
    model_delay_ms: 200,
    wall_ms: round(slow.wallMs, 0),
    ideal_ms: ideal,
    ratio: round(slow.wallMs / ideal),
    last_start_ms: round(Math.max(...slowStarts) - slowQueued, 0),
    run_p50_ms: round(percentile(slowRuns, 50), 0),
    run_max_ms: round(Math.max(...slowRuns), 0),
    last_end_ms: round(Math.max(...slowEnds) - slowQueued, 0),
  },
};

console.log('| measure | value |');
console.log('| --- | --- |');
console.log(
  `| direct model call p50 / p99 | ${results.direct_model_call_ms.p50} / ${results.direct_model_call_ms.p99} ms |`,
);
console.log(
  `| runner iteration p50 / p99 | ${results.runner_iteration_ms.p50} / ${results.runner_iteration_ms.p99} ms |`,
);
console.log(
  `| runner overhead per iteration p50 / p99 (goal p50 < 2 ms) | ${results.runner_overhead_per_iteration_ms.p50} / ${results.runner_overhead_per_iteration_ms.p99} ms |`,
);
console.log(
  `| idle runner: queued -> started p50 / p99 (goal < 100 ms) | ${results.idle_pickup_ms.p50} / ${results.idle_pickup_ms.p99} ms |`,
);
for (const row of throughput) {
  console.log(
    `| executions/s at concurrency ${row.concurrency} (${row.executions} runs) | ${row.per_second} |`,
  );
}
console.log(
  `| 100 concurrent x 3 iterations, 200 ms model (goal <= 1.5x) | ${results.slow_model_100_concurrent.wall_ms} ms = ${results.slow_model_100_concurrent.ratio}x of ${ideal} ms |`,
);
console.log(JSON.stringify(results));

await close();
