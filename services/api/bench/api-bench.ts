/**
 * `pnpm bench:api`: autocannon against the real API and a bare Express "hello" route served by the
 * same child process in the same run, so results are ratios, not absolute numbers. Also compares
 * list latency for a team with 100 bots and one with 100,000.
 *
 * Scenarios run interleaved in rounds and each figure is the median over rounds, so a burst of
 * load from something else on the machine skews one sample rather than one scenario.
 *
 * Runs once per store engine: SQLite, then MongoDB when a server is there (MONGODB_URI, or a
 * throwaway FerretDB; see @switchboard/store/testing/bench-mongo), each against the baselines of
 * its own run. On the first engine it then compares the API's own route dispatch and access
 * logger with the libraries they replace (library-paths.ts).
 *
 * Env: BENCH_DURATION_S per sample (default 4), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS
 * (default 10), BENCH_LARGE_BOTS (default 100000; BENCH_MONGO_LARGE_BOTS, default 10000, on
 * MongoDB, where seeding goes one insert at a time), BENCH_LIST_PAIRS (default 12: the adjacent
 * pairs of list samples the 100k-vs-100 goal is judged on), BENCH_ENGINES (default sqlite,mongodb),
 * LOG_LEVEL for the server (default info, as in production; its request logs are discarded),
 * BENCH_LIBRARY_ROUNDS and BENCH_LIBRARY_DURATION_S (library-paths.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { engines, sideBySide, type Engine } from './bench-engines.js';
import { compareLibraryPaths } from './library-paths.js';
import type { LibraryPath } from './library-paths-server.js';
import { CONNECTIONS, DURATION_S, median, sample, type Sample } from './sampling.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LARGE_BOTS = Number(process.env.BENCH_LARGE_BOTS ?? 100_000);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const BARE = 'bare express';
const BARE_GET = `${BARE} GET /hello`;
const BARE_POST = `${BARE} POST /hello (express.json())`;
const BOT_BODY = JSON.stringify({ name: 'bench bot', description: 'created by the benchmark' });

interface ServerInfo {
  apiUrl: string;
  /** Server CPU per BotService.create (store insert included) while seeding, in µs. */
  createCpuUs: number;
  controlUrl: string;
  bareUrl: string;
  /** The API with its speed replacements swapped for libraries (library-paths.ts). */
  libraryPaths: LibraryPath[];
  small: { key: string; botId: string };
  large: { key: string; botId: string };
  writer: { key: string; botId: string };
  logLevel: string;
}

interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Server CPU time (user + system) per request, in microseconds. */
  cpuUs: number;
  non2xx: number;
}

async function startServer(engine: Engine) {
  // BENCH_PROFILE=<file>: one profile per engine, the engine's name added before the extension.
  const profile = process.env.BENCH_PROFILE?.replace(
    /(\.cpuprofile)?$/,
    `-${engine.label.split(' ')[0]!.toLowerCase()}.cpuprofile`,
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(HERE, 'bench-server.ts'), String(engine.largeBots)],
    {
      stdio: ['ignore', 'pipe', process.env.BENCH_SERVER_STDERR ? 'inherit' : 'ignore'],
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...engine.env,
        ...(profile ? { BENCH_PROFILE: profile } : {}),
      },
    },
  );
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`bench server exited with ${String(code)} (BENCH_SERVER_STDERR=1 shows why)`);
  });
  const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  return { child, info: JSON.parse(line) as ServerInfo };
}

interface Scenario {
  name: string;
  options: autocannon.Options;
}

async function measure(all: Scenario[], controlUrl: string): Promise<Row[]> {
  // BENCH_ONLY=text keeps the baselines plus scenarios whose name contains `text` (for A/B runs).
  const only = process.env.BENCH_ONLY;
  const scenarios = only
    ? all.filter((s) => s.name.startsWith(BARE) || s.name.includes(only))
    : all;
  // A short warm-up so JIT and SQLite caches are hot before measuring.
  for (const scenario of scenarios) await autocannon({ ...scenario.options, duration: 1 });
  const samples = new Map<string, Sample[]>(scenarios.map((s) => [s.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Every other round runs in reverse, so no scenario always follows the same one.
    for (const scenario of round % 2 === 0 ? scenarios : [...scenarios].reverse()) {
      samples.get(scenario.name)!.push(await sample(scenario.options, controlUrl));
    }
  }
  return scenarios.map(({ name }) => {
    const taken = samples.get(name)!;
    const results = taken.map((s) => s.result);
    return {
      scenario: name,
      reqPerSec: Math.round(median(results.map((r) => r.requests.average))),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      cpuUs: Math.round(median(taken.map((s) => s.cpuUs))),
      non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    };
  });
}

async function main(): Promise<void> {
  const runs: Array<{ engine: Engine; rows: Row[] }> = [];
  const all = await engines(LARGE_BOTS);
  for (const engine of all) {
    try {
      runs.push({ engine, rows: await runOn(engine, all[0]!) });
    } finally {
      await engine.close?.();
    }
  }
  if (runs.length > 1) process.stdout.write(`\n${sideBySide(runs).join('\n')}\n`);
}

async function runOn(engine: Engine, first: Engine): Promise<Row[]> {
  process.stderr.write(`${engine.label}: seeding 100 + ${engine.largeBots} bots...\n`);
  const { child, info } = await startServer(engine);
  try {
    const auth = (key: string) => ({ authorization: `Bearer ${key}` });
    const rows = await measure(
      [
        { name: BARE_GET, options: { url: `${info.bareUrl}/hello` } },
        {
          name: BARE_POST,
          options: {
            url: `${info.bareUrl}/hello`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: BOT_BODY,
          },
        },
        // The API's own fixed cost (request id, logging, routing, errors) without auth or storage.
        { name: 'GET /health (api, no auth)', options: { url: `${info.apiUrl}/health` } },
        {
          name: 'GET /v1/bots/{id}',
          options: {
            url: `${info.apiUrl}/v1/bots/${info.small.botId}`,
            headers: auth(info.small.key),
          },
        },
        {
          name: 'GET /v1/bots?per_page=20 (100 bots)',
          options: { url: `${info.apiUrl}/v1/bots?per_page=20`, headers: auth(info.small.key) },
        },
        {
          name: `GET /v1/bots?per_page=20 (${engine.largeBots} bots)`,
          options: { url: `${info.apiUrl}/v1/bots?per_page=20`, headers: auth(info.large.key) },
        },
        {
          name: 'POST /v1/bots',
          options: {
            url: `${info.apiUrl}/v1/bots`,
            method: 'POST',
            headers: { ...auth(info.writer.key), 'content-type': 'application/json' },
            body: BOT_BODY,
          },
        },
      ],
      info.controlUrl,
    );
    const serial = await serialListLatency(info);
    const paired = engine.goals ? await pairedListsUnderLoad(info) : undefined;
    report(engine, rows, info, serial, paired);
    // What the speed replacements save does not depend on the engine: measured on the first.
    if (engine === first) await compareLibraryPaths(info);
    return rows;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

interface SerialLatency {
  smallUs: number;
  largeUs: number;
}

const SERIAL_REQUESTS = 500;
/** On a slow engine (FerretDB lists in hundreds of ms) fewer pairs, so the run ends. */
const SERIAL_MAX_MS = 30_000;

/**
 * List latency without load: one request at a time, alternating between the 100-bot and the
 * large team (SERIAL_REQUESTS pairs, or as many as fit in SERIAL_MAX_MS), median in
 * microseconds (autocannon's percentiles are whole milliseconds).
 */
async function serialListLatency(info: ServerInfo): Promise<SerialLatency> {
  const url = `${info.apiUrl}/v1/bots?per_page=20`;
  const timeOne = async (key: string) => {
    const started = process.hrtime.bigint();
    const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    return Number(process.hrtime.bigint() - started) / 1000;
  };
  const small: number[] = [];
  const large: number[] = [];
  const deadline = performance.now() + SERIAL_MAX_MS;
  for (let i = 0; i < SERIAL_REQUESTS && performance.now() < deadline; i += 1) {
    small.push(await timeOne(info.small.key));
    large.push(await timeOne(info.large.key));
  }
  return { smallUs: Math.round(median(small)), largeUs: Math.round(median(large)) };
}

const LIST_PAIRS = Number(process.env.BENCH_LIST_PAIRS ?? 12);
const LIST_PAIR_SAMPLE_S = 1;

interface PairedLists {
  pairs: number;
  /** Median over pairs of the 100-bot list's req/s over the large team's (1 = as fast). */
  throughputRatio: number;
  /** Median over pairs of the large list's server CPU per request over the 100-bot list's. */
  cpuRatio: number;
  throughputRange: [number, number];
}

/**
 * The two lists under load, measured in adjacent pairs: LIST_PAIRS pairs of short samples, the
 * 100-bot team first in every other pair, and the ratio taken within each pair. Load from
 * anything else on the machine then falls on both lists of a pair alike, where seconds apart (the
 * rounds above) it can move one list's figure by more than the 10% the goal allows.
 */
async function pairedListsUnderLoad(info: ServerInfo): Promise<PairedLists> {
  const list = (key: string): autocannon.Options => ({
    url: `${info.apiUrl}/v1/bots?per_page=20`,
    headers: { authorization: `Bearer ${key}` },
    duration: LIST_PAIR_SAMPLE_S,
  });
  const throughput: number[] = [];
  const cpu: number[] = [];
  for (let pair = 0; pair < LIST_PAIRS; pair += 1) {
    const order = pair % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
    const taken = {} as Record<'small' | 'large', Sample>;
    for (const team of order) taken[team] = await sample(list(info[team].key), info.controlUrl);
    const { small, large } = taken;
    throughput.push(small.result.requests.average / Math.max(large.result.requests.average, 1));
    cpu.push(large.cpuUs / Math.max(small.cpuUs, 1));
  }
  return {
    pairs: LIST_PAIRS,
    throughputRatio: median(throughput),
    cpuRatio: median(cpu),
    throughputRange: [Math.min(...throughput), Math.max(...throughput)],
  };
}

function pct(ratio: number): string {
  return `${(ratio * 100).toFixed(0)}%`;
}

interface Ratio {
  reqPerSec: number;
  cpu: number;
}

/** Throughput and CPU-per-request of `row` as a share of `base`'s (1 = as fast as the baseline). */
function ratioTo(row: Row, base: Row): Ratio {
  return { reqPerSec: row.reqPerSec / base.reqPerSec, cpu: base.cpuUs / Math.max(row.cpuUs, 1) };
}

function verdict(ratio: Ratio, goal: number): string {
  const met = (value: number) => (value >= goal ? 'met' : 'MISSED');
  return `req/s ${met(ratio.reqPerSec)}, CPU ${met(ratio.cpu)}`;
}

/** How much slower a list page of the large team may be than the 100-bot team's, under load. */
const LIST_SCALING_GOAL = 1.1;

function report(
  engine: Engine,
  rows: Row[],
  info: ServerInfo,
  serial: SerialLatency,
  paired: PairedLists | undefined,
): void {
  const { logLevel } = info;
  const { largeBots } = engine;
  const bareGet = rows.find((row) => row.scenario === BARE_GET)!;
  const barePost = rows.find((row) => row.scenario === BARE_POST);
  const goals: Record<string, number> = engine.goals
    ? {
        'GET /v1/bots/{id}': 0.75,
        'GET /v1/bots?per_page=20 (100 bots)': 0.5,
        'POST /v1/bots': 0.7,
      }
    : {};
  const lines = [
    '',
    `## ${engine.label}${engine.goals ? '' : ' (no goal on its absolute speed)'}`,
    `api benchmark: ${CONNECTIONS} connections, median of ${ROUNDS} interleaved ${DURATION_S}s samples, server LOG_LEVEL=${logLevel}, rate limits off`,
    "ratios: req/s = this scenario's req/s / the baseline's in the same run; CPU = the baseline's server CPU per request / this scenario's (the throughput ratio when the server is CPU-bound, and steadier on a shared machine)",
    `baselines: GET = ${BARE_GET} (every scenario); POST = ${BARE_POST}, the same JSON body parsed by express.json() and answered 201 (body-carrying scenarios only)`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | server CPU µs/req | vs bare GET: req/s | vs bare GET: CPU | vs bare POST: req/s | vs bare POST: CPU | goal | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...rows.map((row) => {
      const get = ratioTo(row, bareGet);
      const carriesBody = row.scenario.startsWith('POST') || row.scenario === BARE_POST;
      const post = carriesBody && barePost ? ratioTo(row, barePost) : undefined;
      const goal = goals[row.scenario];
      const verdicts =
        goal === undefined
          ? ''
          : [
              `>= ${goal * 100}%: vs bare GET ${verdict(get, goal)}`,
              post ? `vs bare POST ${verdict(post, goal)}` : undefined,
            ]
              .filter(Boolean)
              .join('; ');
      const postCells = post ? [pct(post.reqPerSec), pct(post.cpu)] : ['', ''];
      return `| ${[row.scenario, row.reqPerSec, row.p50, row.p99, row.cpuUs, pct(get.reqPerSec), pct(get.cpu), ...postCells, verdicts, row.non2xx].join(' | ')} |`;
    }),
  ];
  lines.push(
    '',
    `BotService.create alone (in-process, no HTTP, store insert included): ${info.createCpuUs} µs CPU per bot`,
  );
  const small = rows.find((row) => row.scenario.endsWith('(100 bots)'));
  const large = rows.find((row) => row.scenario.endsWith(`(${largeBots} bots)`));
  if (!small || !large) {
    process.stdout.write(`${lines.join('\n')}\n`);
    return;
  }
  const serialRatio = serial.largeUs / serial.smallUs;
  const throughputRatio = small.reqPerSec / Math.max(large.reqPerSec, 1);
  lines.push(
    '',
    `list at ${largeBots} bots vs 100 bots: serial median ${serial.largeUs} µs vs ${serial.smallUs} µs (${serialRatio.toFixed(2)}x); ` +
      `under load (rounds above) p50 ${large.p50} ms vs ${small.p50} ms, throughput ${throughputRatio.toFixed(2)}x lower`,
  );
  if (paired) {
    const [low, high] = paired.throughputRange;
    lines.push(
      `under load in ${paired.pairs} adjacent pairs of ${LIST_PAIR_SAMPLE_S}s samples: throughput ${paired.throughputRatio.toFixed(2)}x lower ` +
        `(pairs ${low.toFixed(2)}-${high.toFixed(2)}x), server CPU per request ${paired.cpuRatio.toFixed(2)}x; ` +
        `goal within ${LIST_SCALING_GOAL}x under load: ${paired.throughputRatio <= LIST_SCALING_GOAL ? 'met' : 'MISSED'}`,
    );
  } else {
    lines.push('no goal on this engine');
  }
  process.stdout.write(
    `${lines.join('\n')}\n\n${JSON.stringify({ engine: engine.label, rows, serial, serialRatio, throughputRatio, paired })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
