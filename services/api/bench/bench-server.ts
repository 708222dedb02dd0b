/**
 * The benchmark's server process: seeds teams and bots straight through the services, then serves
 * the real API (over SQLite in a temp DATA_DIR) and bare Express "hello" routes (GET, and POST with
 * express.json()) on two ports.
 * Prints one JSON line with the URLs, keys and ids, then serves until killed.
 */
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import { ApiKeyService } from '../src/api-keys/api-key.service.js';
import { createApp } from '../src/app.js';
import { BotCascade } from '../src/bots/bot-cascade.js';
import { BotService } from '../src/bots/bot.service.js';
import { systemClock } from '../src/clock.js';
import { loadApiConfig } from '../src/config.js';
import { TeamService } from '../src/teams/team.service.js';

const SMALL_TEAM_BOTS = 100;
const LARGE_TEAM_BOTS = Number(process.argv[2] ?? 100_000);

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-bench-'));
  const config = loadApiConfig({
    ...process.env,
    DATA_DIR: dataDir,
    // A real operator setting: the benchmark measures the API, not the limiter's 429s.
    RATE_LIMIT_ENABLED: process.env.RATE_LIMIT_ENABLED ?? 'false',
  });
  const logger = createLogger({
    name: 'api-bench',
    level: config.LOG_LEVEL,
    // Asynchronous like main.ts's stdout logger; the parent discards this process's stderr.
    destination: pino.destination({ dest: 2, sync: false }),
  });
  const store = await openStore({ dataDir, logger });
  const teams = new TeamService(store, systemClock);
  const apiKeys = new ApiKeyService(store, teams, systemClock, logger);
  const bots = new BotService(store, systemClock, new BotCascade());

  async function seedTeam(name: string, botCount: number) {
    const team = await teams.create({ name, plan: 'enterprise' });
    const key = await apiKeys.create(team.id, 'bench');
    let lastBotId = '';
    for (let i = 0; i < botCount; i += 1) {
      const bot = await bots.create(
        { teamId: team.id },
        {
          name: `bot ${i}`,
          description: 'A benchmark bot with a description of ordinary length.',
          context_window: 10,
          integration_strategy: 'highest_weight',
          error_message: 'Sorry.',
        },
      );
      lastBotId = bot.id;
    }
    return { key: key.key, botId: lastBotId };
  }

  const small = await seedTeam('small', SMALL_TEAM_BOTS);
  // CPU per BotService.create while seeding: the store's share of a POST /v1/bots, measured
  // in-process without HTTP.
  const seedCpu = process.cpuUsage();
  const large = await seedTeam('large', LARGE_TEAM_BOTS);
  const seedUsed = process.cpuUsage(seedCpu);
  const createCpuUs = Math.round((seedUsed.user + seedUsed.system) / Math.max(LARGE_TEAM_BOTS, 1));
  const writer = await seedTeam('writer', 0);

  const api = createApp({ config, logger, store });
  const apiUrl = await listen(createServer(api.express));
  const bare = express();
  bare.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  // The fair baseline for body-carrying requests: the same JSON body read and parsed by
  // express.json(), answered 201 with a small JSON body.
  bare.post('/hello', express.json(), (req, res) => {
    res.status(201).json({ hello: (req.body as { name?: unknown }).name ?? 'world' });
  });
  const bareUrl = await listen(createServer(bare));
  // CPU time this process has used, read around each sample: CPU per request is a steadier
  // measure than req/s when other work shares the machine's cores.
  const control = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(process.cpuUsage()));
  });
  const controlUrl = await listen(control);

  if (process.env.BENCH_PROFILE) await startProfiling(process.env.BENCH_PROFILE);
  process.stdout.write(
    `${JSON.stringify({ apiUrl, bareUrl, controlUrl, createCpuUs, small, large, writer, logLevel: config.LOG_LEVEL })}\n`,
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
