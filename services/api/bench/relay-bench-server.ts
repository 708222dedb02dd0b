/**
 * The relay benchmark's API process: the real app (createApp over SQLite in a temp DATA_DIR), with
 * one team seeded through the services. Prints `{ apiUrl, key }`, then serves until killed.
 */
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import { ApiKeyService } from '../src/api-keys/api-key.service.js';
import { createApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { loadApiConfig } from '../src/config.js';
import { TeamService } from '../src/teams/team.service.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-relay-bench-'));
const config = loadApiConfig({
  ...process.env,
  DATA_DIR: dataDir,
  // The fake backend listens on loopback; the benchmark measures the relay, not the limiter.
  ALLOW_PRIVATE_NETWORK: 'true',
  RATE_LIMIT_ENABLED: 'false',
});
const logger = createLogger({
  name: 'relay-bench',
  level: config.LOG_LEVEL,
  destination: pino.destination({ dest: 2, sync: false }),
});
const store = await openStore({ dataDir, logger });
const teams = new TeamService(store, systemClock);
const apiKeys = new ApiKeyService(store, teams, systemClock, logger);
const team = await teams.create({ name: 'bench', plan: 'enterprise' });
const key = await apiKeys.create(team.id, 'bench');
const app = createApp({ config, logger, store });
const server = createServer(app.express);
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1');
await once(server, 'listening');
app.start();
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.stdout.write(`${JSON.stringify({ apiUrl, key: key.key })}\n`);
// Exit on SIGTERM through process.exit so `--cpu-prof` runs can write their profile.
process.on('SIGTERM', () => process.exit(0));
