/**
 * The relay benchmark's API process: the real app (createApp over SQLite in a temp DATA_DIR), with
 * one team seeded through the services. Prints `{ apiUrl, key }`, then serves until killed.
 */
import { createServer } from 'node:http';
import { listenOnLoopback, seedBenchApi } from './bench-api.js';

const { app, seedTeam } = await seedBenchApi('relay-bench', {
  // The fake backend listens on loopback; the benchmark measures the relay, not the limiter.
  ALLOW_PRIVATE_NETWORK: 'true',
  RATE_LIMIT_ENABLED: 'false',
});
const { key } = await seedTeam('bench');
const server = createServer(app.listener);
server.keepAliveTimeout = 60_000;
const apiUrl = await listenOnLoopback(server);
app.start();
process.stdout.write(`${JSON.stringify({ apiUrl, key })}\n`);
// Exit on SIGTERM through process.exit so `--cpu-prof` runs can write their profile.
process.on('SIGTERM', () => process.exit(0));
