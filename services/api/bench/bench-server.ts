/**
 * The benchmark's server process: seeds teams and bots straight through the services, then serves
 * the real API (over SQLite in a temp DATA_DIR), bare Express "hello" routes (GET, and POST with
 * express.json()), and the API with its speed replacements swapped for libraries, each on a port.
 * Prints one JSON line with the URLs, keys and ids, then serves until killed.
 */
import { createServer } from 'node:http';
import express from 'express';
import { listenOnLoopback, seedBenchApi } from './bench-api.js';
import {
  libraryPathListener,
  type AccessLog,
  type Dispatch,
  type LibraryPath,
} from './library-paths-server.js';

/**
 * Ours twice (the second, an identical copy, shows the machine's noise), each library alone, and
 * both libraries together.
 */
const LIBRARY_PATHS: [Dispatch, AccessLog][] = [
  ['ours', 'ours'],
  ['ours', 'ours'],
  ['express', 'ours'],
  ['ours', 'pino-http'],
  ['express', 'pino-http'],
];

const SMALL_TEAM_BOTS = 100;
const LARGE_TEAM_BOTS = Number(process.argv[2] ?? 100_000);

async function main(): Promise<void> {
  const bench = await seedBenchApi('api-bench', {
    // A real operator setting: the benchmark measures the API, not the limiter's 429s.
    RATE_LIMIT_ENABLED: process.env.RATE_LIMIT_ENABLED ?? 'false',
  });
  const { app: api, config, seedTeam } = bench;

  const small = await seedTeam('small', SMALL_TEAM_BOTS);
  // CPU per BotService.create while seeding: the store's share of a POST /v1/bots, measured
  // in-process without HTTP.
  const seedCpu = process.cpuUsage();
  const large = await seedTeam('large', LARGE_TEAM_BOTS);
  const seedUsed = process.cpuUsage(seedCpu);
  const createCpuUs = Math.round((seedUsed.user + seedUsed.system) / Math.max(LARGE_TEAM_BOTS, 1));
  const writer = await seedTeam('writer', 0);

  const apiUrl = await listenOnLoopback(createServer(api.listener));
  const bare = express();
  bare.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  // The fair baseline for body-carrying requests: the same JSON body read and parsed by
  // express.json(), answered 201 with a small JSON body.
  bare.post('/hello', express.json(), (req, res) => {
    res.status(201).json({ hello: (req.body as { name?: unknown }).name ?? 'world' });
  });
  const bareUrl = await listenOnLoopback(createServer(bare));
  // The same API with a speed replacement swapped for its library, one port per combination.
  const libraryPaths: LibraryPath[] = [];
  for (const [dispatch, log] of LIBRARY_PATHS) {
    const listener = libraryPathListener(bench, dispatch, log);
    libraryPaths.push({ dispatch, log, url: await listenOnLoopback(createServer(listener)) });
  }
  // CPU time this process has used, read around each sample: CPU per request is a steadier
  // measure than req/s when other work shares the machine's cores.
  const control = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(process.cpuUsage()));
  });
  const controlUrl = await listenOnLoopback(control);

  if (process.env.BENCH_PROFILE) await startProfiling(process.env.BENCH_PROFILE);
  process.stdout.write(
    `${JSON.stringify({ apiUrl, bareUrl, controlUrl, libraryPaths, createCpuUs, small, large, writer, logLevel: config.LOG_LEVEL })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});

/** BENCH_PROFILE=<file.cpuprofile>: profiles the serving phase only (after seeding), for tuning. */
async function startProfiling(file: string): Promise<void> {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  process.on('SIGTERM', () => {
    void session.post('Profiler.stop').then(async ({ profile }) => {
      await writeFile(file, JSON.stringify(profile));
      process.exit(0);
    });
  });
}
