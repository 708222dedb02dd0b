/** The relay benchmarks' processes: the API and fake backend children, and a bot to message. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent } from 'node:http';
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
