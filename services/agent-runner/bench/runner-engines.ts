/**
 * `pnpm bench:runner`: runner-bench.ts once per store engine, each in a process of its own:
 * SQLite, then MongoDB when a server is there (MONGODB_URI, or a throwaway FerretDB started for
 * the run), each against the direct model call of its own run; then their figures side by side.
 * BENCH_ENGINES (default `sqlite,mongodb`) picks the engines.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { benchEngineWanted, benchMongo } from '@switchboard/store/testing/bench-mongo';
import { TEST_SECRETS_KEY } from '@switchboard/store/testing/test-store';

interface P50P99 {
  p50: number;
  p99: number;
}

/** The JSON line runner-bench.ts ends with (the parts compared here). */
interface Results {
  direct_model_call_ms: P50P99;
  runner_iteration_ms: P50P99;
  runner_overhead_per_iteration_ms: P50P99;
  idle_pickup_ms: P50P99;
  throughput: Array<{ concurrency: number; executions: number; per_second: number }>;
  slow_model_100_concurrent: { wall_ms: number; ratio: number };
}

const RUNNER_BENCH = fileURLToPath(new URL('./runner-bench.ts', import.meta.url));

/** Runs runner-bench.ts on the store `mongodbUri` names ('' for SQLite), echoing its table. */
async function runOn(label: string, mongodbUri: string): Promise<Results> {
  process.stdout.write(`\n## ${label}\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER_BENCH], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MONGODB_URI: mongodbUri, SECRETS_KEY: TEST_SECRETS_KEY },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`runner-bench.ts on ${label} exited with ${String(code)}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as Results;
}

const pair = (value: P50P99) => `${value.p50} / ${value.p99}`;

function sideBySide(runs: Array<{ label: string; results: Results }>): string[] {
  const row = (measure: string, cell: (results: Results) => string | number) =>
    `| ${measure} | ${runs.map(({ results }) => cell(results)).join(' | ')} |`;
  return [
    `| measure | ${runs.map(({ label }) => label).join(' | ')} |`,
    `|---|${runs.map(() => '---:').join('|')}|`,
    row('direct model call p50 / p99 ms', (r) => pair(r.direct_model_call_ms)),
    row('runner iteration p50 / p99 ms', (r) => pair(r.runner_iteration_ms)),
    row('runner overhead per iteration p50 / p99 ms', (r) =>
      pair(r.runner_overhead_per_iteration_ms),
    ),
    row('idle runner: queued -> started p50 / p99 ms', (r) => pair(r.idle_pickup_ms)),
    ...runs[0]!.results.throughput.map(({ concurrency }, i) =>
      row(`executions/s at concurrency ${concurrency}`, (r) => r.throughput[i]?.per_second ?? ''),
    ),
    row(
      '100 concurrent x 3 iterations, 200 ms model: wall ms (x of 600 ms)',
      (r) => `${r.slow_model_100_concurrent.wall_ms} (${r.slow_model_100_concurrent.ratio}x)`,
    ),
  ];
}

const runs = benchEngineWanted('sqlite')
  ? [{ label: 'SQLite', results: await runOn('SQLite', '') }]
  : [];
const mongo = await benchMongo('runner');
if ('skipped' in mongo) {
  process.stdout.write(`\nMongoDB run skipped: ${mongo.skipped}\n`);
} else {
  try {
    runs.push({ label: mongo.server, results: await runOn(mongo.server, mongo.uri) });
  } finally {
    await mongo.close();
  }
  if (runs.length > 1) process.stdout.write(`\n${sideBySide(runs).join('\n')}\n`);
}
