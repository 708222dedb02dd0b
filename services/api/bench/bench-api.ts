/**
 * What both benchmark server processes (bench-server.ts, relay-bench-server.ts) start from: the
 * real app as built (`dist`, the code `pnpm start` runs; every `pnpm bench:*` builds first) over
 * the store the environment names (SQLite in a fresh temp DATA_DIR, or MONGODB_URI's database),
 * an asynchronous stderr logger, and seeding of teams (with API keys and bots) straight through
 * the services.
 */
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import type { DocumentStore } from '@switchboard/store/port';
import { ApiKeyService } from '../dist/api-keys/api-key.service.js';
import { createApp, type ApiApp } from '../dist/app.js';
import { BotCascade } from '../dist/bots/bot-cascade.js';
import { BotService } from '../dist/bots/bot.service.js';
import { systemClock } from '../dist/clock.js';
import { loadApiConfig, type ApiConfig } from '../dist/config.js';
import { startApiTelemetry } from '../dist/telemetry.js';
import { TeamService } from '../dist/teams/team.service.js';

export interface SeededTeam {
  /** The team's API key (the secret). */
  key: string;
  /** The last bot created for the team ('' when it got none). */
  botId: string;
}

export interface BenchApi {
  config: ApiConfig;
  logger: Logger;
  store: DocumentStore;
  app: ApiApp;
  /** The API keys the seeded teams' keys are checked against. */
  apiKeys: ApiKeyService;
  /** Creates an enterprise team with one API key and `botCount` bots (default none). */
  seedTeam(name: string, botCount?: number): Promise<SeededTeam>;
}

/**
 * Builds the app for a benchmark process named `name`: config from the environment with `env`
 * on top (DATA_DIR a new temp dir unless BENCH_DATA_DIR names one that processes share), logs to
 * stderr without blocking, as main.ts does.
 */
export async function seedBenchApi(name: string, env: Record<string, string>): Promise<BenchApi> {
  const dataDir =
    process.env.BENCH_DATA_DIR || (await mkdtemp(path.join(tmpdir(), `switchboard-${name}-`)));
  const config = loadApiConfig({ ...process.env, ...env, DATA_DIR: dataDir });
  const logger = createLogger({
    name,
    level: config.LOG_LEVEL,
    // Asynchronous like main.ts's stdout logger; the parent discards this process's stderr.
    destination: pino.destination({ dest: 2, sync: false }),
  });
  const store = await openStore({ ...storeLocation(config), dataDir, logger });
  const teams = new TeamService(store, systemClock);
  const apiKeys = new ApiKeyService(store, teams, systemClock, logger);
  const bots = new BotService(store, systemClock, new BotCascade());

  async function seedTeam(teamName: string, botCount = 0): Promise<SeededTeam> {
    const team = await teams.create({ name: teamName, plan: 'enterprise' });
    const key = await apiKeys.create(team.id, 'bench');
    let botId = '';
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
      botId = bot.id;
    }
    return { key: key.key, botId };
  }

  // Traces and metrics as main.ts starts them: off unless the environment configures them
  // (OTEL_EXPORTER_OTLP_ENDPOINT, METRICS_TOKEN), to measure what they cost when on.
  const { tracer, metrics } = await startApiTelemetry(config, logger);
  const app = createApp({ config, logger, store, tracer, metrics });
  return { config, logger, store, app, apiKeys, seedTeam };
}

/** Listens on 127.0.0.1 port 0; resolves with the server's base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
