/**
 * The runner's own cost, measured against a direct HTTP call to the same fake model in the same
 * run. Runs the real runner pieces as built (`dist`: queue, engine, store writes, finalizer) in
 * process on a temp SQLite file, or on MONGODB_URI's database. Prints a table and a JSON line. `pnpm bench:runner`
 * runs it once per engine (runner-engines.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { queuedExecution } from '@switchboard/contracts/execution';
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import { MCP_SERVERS_COLLECTION } from '@switchboard/store/collections';
import { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { EventRepository } from '@switchboard/store/event-repository';
import { ExecutionRepository } from '@switchboard/store/execution-repository';
import { openStore } from '@switchboard/store/open-store';
import { openWorkspace } from '@switchboard/workspace/workspace-config';
import { Finalizer } from '../dist/callbacks/finalizer.js';
import { loadRunnerConfig } from '../dist/config.js';
import { createChatCompletionsClient } from '../dist/llm/chat-completions.js';
import { ExecutionQueue } from '../dist/queue/execution-queue.js';
import { executeClaimed } from '../dist/runner/execute.js';
import { Runner } from '../dist/runner/runner.js';
import { McpServerMemory } from '../dist/tools/mcp-server-memory.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

import { p50p99, percentile, round } from './stats.js';
import { SecretRepository } from '@switchboard/store/secret-repository';

// The fake model runs in its own process, so the runner's process holds only the runner's work.
const fakeModel = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./fake-model.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const [firstChunk] = (await once(fakeModel.stdout, 'data')) as [Buffer];
const modelUrl = firstChunk.toString('utf8').trim();
let modelDelayMs = 0; // set per scenario; travels to the fake model in the user message
const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-runner-bench-'));
const logger = createLogger({ name: 'bench', level: 'silent' });
// The store MONGODB_URI names, else SQLite in the temp dir (runner-engines.ts runs both).
const store = await openStore({
  dataDir,
  mongodbUri: process.env.MONGODB_URI || undefined,
  secretsKey: process.env.SECRETS_KEY || undefined,
  logger,
});
const executions = new ExecutionRepository(store);
const http = createHttpClient({ allowPrivateNetwork: true, logger });
const chat = createChatCompletionsClient({ http, baseUrl: modelUrl, retry: { retries: 0 } });
const queue = new ExecutionQueue(executions, { owner: 'bench', leaseMs: 30_000 });
const secrets = new SecretRepository(store);
const finalizer = new Finalizer({
  executions,
  events: new EventRepository(store),
  store,
  http,
  secrets,
  logger,
  retryDelaysMs: [],
  attemptTimeoutMs: 1000,
  claimMs: 60_000,
  userAgent: 'bench',
});
const fetch = createGuardedFetch(http);
const deps = {
  queue,
  decisions: new ApprovalDecisions(store),
  outbox: new EventRepository(store),
  events: new ExecutionEventLog(store),
  chat,
  prices: () => ({ inputPerMillion: 0.15, outputPerMillion: 0.6 }),
  defaultModel: 'openai/gpt-4o-mini',
  maxClaims: 1,
  finalizeClaimMs: finalizer.claimMs,
  logger,
  tools: {
    mcpServers: store.collection<McpServerRecord>(MCP_SERVERS_COLLECTION),
    secrets,
    // No server here is behind OAuth.
    oauth: {} as never,
    authorizationRequired: async () => undefined,
    http,
    fetch,
    catalogFetch: fetch,
    mcpMemory: new McpServerMemory(),
    catalogUrl: 'http://127.0.0.1:9',
    httpToolLimits: { maxResponseBytes: 1024, timeoutMs: 1000 },
    workspace: openWorkspace({ store, settings: loadRunnerConfig({}) }),
  },
};

/** Per execution: when it was queued, when a runner started it, and when its run ended. */
const timings = new Map<string, { queued: number; started?: number; ended?: number }>();
let onEnded: (() => void) | null = null;

function runnerWith(concurrency: number): Runner {
  return new Runner({
    queue,
    finalizer,
    execute: async (record, signal) => {
      const t = timings.get(record.id);
      if (t) t.started = performance.now();
      const ended = await executeClaimed(record, deps, signal);
      if (t) t.ended = performance.now();
      onEnded?.();
      return ended;
    },
    logger,
    concurrency,
    pollIntervalMs: 25,
    heartbeatIntervalMs: 10_000,
    cancelCheckIntervalMs: 100,
    reclaimIntervalMs: 1000,
    finalizeConcurrency: 20,
    shutdownGraceMs: 1000,
  });
}

async function queueExecutions(count: number, iterations: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = queuedExecution({
      teamId: 'team_bench',
      agentLoopId: newId('agentLoop'),
      loop: {
        name: 'bench',
        system_prompt: 'bench',
        user_message: `iterations=${iterations} delay=${modelDelayMs}`,
        model: 'openai/gpt-4o-mini',
        mcp_servers: [],
        callback_url: null,
        callback_headers: {},
        callback_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7hPjvY9cQXY=',
        max_iterations: iterations,
        timeout: 3600,
        tool_timeout: 30,
      },
      now: new Date(),
    });
    const id = record.id;
    timings.set(id, { queued: performance.now() });
    await executions.insert(record);
    ids.push(id);
  }
  return ids;
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

http.close();
fakeModel.kill();
await store.close();
await rm(dataDir, { recursive: true, force: true });
