/** The relay benchmarks' processes: the API, bare relay and fake backend children, and a bot to message. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { post } from './relay-bench-load.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts `script` (in this folder) as a child process with `env` on top of ours and resolves with
 * the JSON line it prints first.
 */
export async function startChild<T>(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; info: T }> {
  // BENCH_PROFILE_DIR=dir writes a CPU profile of each child process there when it exits.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(HERE, script)], {
    stdio: ['ignore', 'pipe', process.env.BENCH_SERVER_STDERR ? 'inherit' : 'ignore'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${script} exited with ${String(code)} (BENCH_SERVER_STDERR=1 shows why)`);
  });
  const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  return { child, info: JSON.parse(line) as T };
}

/**
 * Serves a child's `server` on a loopback port and prints `{ url }` for startChild; exits on
 * SIGTERM through process.exit, so `--cpu-prof` runs write their profile.
 */
export async function serveChild(server: Server): Promise<void> {
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
  process.on('SIGTERM', () => process.exit(0));
}

/** Creates a bot with one integration at `backendUrl` and an api channel; resolves with its id. */
export async function setUpChannel(
  apiUrl: string,
  key: string,
  backendUrl: string,
): Promise<string> {
  const agent = new Agent({ keepAlive: true });
  const auth = { authorization: `Bearer ${key}` };
  const bot = await post(agent, `${apiUrl}/v1/bots`, { name: 'Bench' }, auth);
  const botId = (bot.body as { data: { id: string } }).data.id;
  await post(
    agent,
    `${apiUrl}/v1/bots/${botId}/integrations`,
    { name: 'fake', webhook_url: backendUrl, timeout: 10 },
    auth,
  );
  const channel = await post(
    agent,
    `${apiUrl}/v1/bots/${botId}/channels`,
    { type: 'api', timeout: 30 },
    auth,
  );
  agent.destroy();
  return (channel.body as { data: { id: string } }).data.id;
}
