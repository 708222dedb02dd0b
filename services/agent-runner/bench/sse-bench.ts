/**
 * `pnpm bench:runner` (second part): live execution events. The built API runs as its own process
 * on a temp SQLite file; this process plays the runner, recording steps into the same store the
 * way `executeClaimed` does, and the clients that watch them. Measures the delay from a step
 * being recorded (its insert returned) to a client receiving it over SSE, with one stream and
 * with 100 concurrent streams on the one API process, against the direct read-back of the same
 * event from the store (the baseline). Prints a table and a JSON line.
 */
import type { ExecutionStep } from '@switchboard/contracts/execution-step';
import { EventStreamReader } from '@switchboard/kit/event-stream-reader';
import { createLogger } from '@switchboard/kit/logger';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { openStore } from '@switchboard/store/open-store';
import { ALL_TEAMS } from '@switchboard/store/port';
import { startApiProcesses } from './api-processes.js';
import { p50p99, pause, round } from './stats.js';

const SINGLE_STREAM_STEPS = Number(process.env.BENCH_SSE_STEPS ?? 200);
const STREAMS = Number(process.env.BENCH_SSE_STREAMS ?? 100);
const STEPS_PER_STREAM = Number(process.env.BENCH_SSE_STREAM_STEPS ?? 20);

const apis = await startApiProcesses(1, { SCHEDULER_ENABLED: 'false' });
const { dataDir, errors, key } = apis;
const baseUrl = apis.baseUrls[0]!;
const team = { id: apis.teamId };
const call = apis.call.bind(apis);
const logger = createLogger({ name: 'bench', level: 'silent' });
const store = await openStore({ dataDir, logger });
const log = new ExecutionEventLog(store);

const loop = await call<{ data: { id: string } }>('POST', '/v1/agent-loops', {
  name: 'bench',
  system_prompt: 'bench',
  user_message: 'bench',
});

/** A queued execution (no runner takes it: this process records its events). */
async function execution(): Promise<{ id: string; teamId: string }> {
  const queued = await call<{ data: { id: string } }>(
    'POST',
    `/v1/agent-loops/${loop.data.id}/run`,
  );
  return { id: queued.data.id, teamId: team.id };
}

function step(n: number): ExecutionStep {
  return {
    type: 'tool_call',
    iteration: 1,
    call_id: `call_${n}`,
    server: 'http',
    tool: 'fetch',
    arguments: { url: 'https://example.com', n },
    result: 'x'.repeat(200),
    truncated: false,
    duration_ms: 3,
    error: null,
    started_at: new Date().toISOString(),
  };
}

/** Opens a stream of an execution and waits for its first event (queued). */
async function watch(id: string) {
  const res = await fetch(`${baseUrl}/v1/executions/${id}/events`, {
    headers: { authorization: `Bearer ${key}` },
  });
  if (res.status !== 200) throw new Error(`stream of ${id}: HTTP ${res.status}`);
  const reader = new EventStreamReader(res.body!);
  const first = await reader.next();
  if (first?.event !== 'execution.queued')
    throw new Error(`stream of ${id} began with ${first?.event}`);
  return reader;
}

// One stream: record a step, wait for it to arrive, at random phases of the API's poll tick.
const single = await execution();
const reader = await watch(single.id);
const delivery: number[] = [];
const readBack: number[] = [];
for (let n = 1; n <= SINGLE_STREAM_STEPS; n += 1) {
  await pause(Math.random() * 30);
  await log.append(single.teamId, single.id, {
    type: 'execution.step',
    status: 'running',
    step: step(n),
  });
  const recorded = performance.now();
  const seq = n + 1;
  await log.after(ALL_TEAMS, single.id, seq - 1, 1);
  readBack.push(performance.now() - recorded);
  const event = await reader.next();
  if (event?.id !== String(seq)) throw new Error(`expected event ${seq}, got ${event?.id}`);
  delivery.push(performance.now() - recorded);
}

// 100 streams at once on the one API process, each with its own execution.
const many = await Promise.all(Array.from({ length: STREAMS }, () => execution()));
const readers = await Promise.all(many.map((e) => watch(e.id)));
const loaded: number[] = [];
let streamErrors = 0;
const started = performance.now();
for (let n = 1; n <= STEPS_PER_STREAM; n += 1) {
  const recordedAt = new Map<string, number>();
  await Promise.all(
    many.map(async (e) => {
      await log.append(e.teamId, e.id, {
        type: 'execution.step',
        status: 'running',
        step: step(n),
      });
      recordedAt.set(e.id, performance.now());
    }),
  );
  await Promise.all(
    readers.map(async (r, i) => {
      const event = await r.next();
      if (event?.id !== String(n + 1)) streamErrors += 1;
      else loaded.push(performance.now() - recordedAt.get(many[i]!.id)!);
    }),
  );
}
await Promise.all(
  many.map((e) => log.append(e.teamId, e.id, { type: 'execution.completed', status: 'completed' })),
);
const endings = await Promise.all(
  readers.map(async (r) => [await r.next(), await r.next()] as const),
);
streamErrors += endings.filter(
  ([last, end]) => last?.event !== 'execution.completed' || end !== null,
).length;
const loadedSeconds = (performance.now() - started) / 1000;

await store.close();
await apis.stop();

const results = {
  sse_delivery_ms: p50p99(delivery),
  store_read_back_ms: p50p99(readBack),
  sse_delivery_100_streams_ms: p50p99(loaded),
  streams: STREAMS,
  events_delivered: loaded.length + STREAMS * 2,
  events_per_second: round((loaded.length + STREAMS) / loadedSeconds),
  stream_errors: streamErrors,
  api_errors_logged: errors.length,
};
console.log('| measure (SSE, API process polling the store every 25 ms) | p50 | p99 |');
console.log('| --- | --- | --- |');
console.log(
  `| step recorded -> event received, 1 stream (${SINGLE_STREAM_STEPS} steps) | ${results.sse_delivery_ms.p50} ms | ${results.sse_delivery_ms.p99} ms |`,
);
console.log(
  `| baseline: same event read back from the store directly | ${results.store_read_back_ms.p50} ms | ${results.store_read_back_ms.p99} ms |`,
);
console.log(
  `| step recorded -> event received, ${STREAMS} concurrent streams | ${results.sse_delivery_100_streams_ms.p50} ms | ${results.sse_delivery_100_streams_ms.p99} ms |`,
);
console.log(
  `| ${STREAMS} streams: events delivered / per second / stream errors / API errors | ${results.events_delivered} / ${results.events_per_second} | ${results.stream_errors} / ${results.api_errors_logged} |`,
);
console.log(JSON.stringify({ sse: results }));
if (streamErrors > 0 || errors.length > 0) {
  console.error(errors.join('\n'));
  process.exitCode = 1;
}
