/**
 * For benchmarks that need the real API: starts the built API (`services/api/dist/main.js`) as
 * separate processes on one temp SQLite store, with a team made by the admin CLI.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ApiProcesses {
  dataDir: string;
  teamId: string;
  /** The team's API key. */
  key: string;
  /** Base URL of each process, in start order. */
  baseUrls: string[];
  /** Error and fatal log lines and stderr output of any process. */
  errors: string[];
  /** A JSON request with the team's key to the first process; throws on a non-2xx answer. */
  call<T>(method: string, route: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** Starts `count` API processes over one new data directory; `env` adds settings. */
export async function startApiProcesses(
  count: number,
  env: Record<string, string> = {},
): Promise<ApiProcesses> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-bench-'));
  const fullEnv = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    API_PORT: '0',
    LOG_LEVEL: 'info',
    RATE_LIMIT_ENABLED: 'false',
    ALLOW_PRIVATE_NETWORK: 'true',
    ...env,
  };
  const cli = path.join(ROOT, 'services/api/dist/cli.js');
  const created = await promisify(execFile)(
    process.execPath,
    [cli, 'team', 'create', '--name', 'Bench', '--plan', 'enterprise', '--json'],
    { env: fullEnv },
  );
  const { team, api_key: apiKey } = JSON.parse(created.stdout) as {
    team: { id: string };
    api_key: { key: string };
  };
  const errors: string[] = [];
  const children: ChildProcess[] = [];
  const baseUrls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const api = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], {
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(api);
    api.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')));
    // Every log line is read (an unread pipe would stall the API); errors are kept.
    baseUrls.push(
      await new Promise<string>((resolve) => {
        createInterface({ input: api.stdout! }).on('line', (line) => {
          if (line.includes('"level":50') || line.includes('"level":60')) errors.push(line);
          if (line.includes('api listening')) {
            const { port } = (JSON.parse(line) as { address: { port: number } }).address;
            resolve(`http://127.0.0.1:${port}`);
          }
        });
      }),
    );
  }
  return {
    dataDir,
    teamId: team.id,
    key: apiKey.key,
    baseUrls,
    errors,
    async call<T>(method: string, route: string, body?: unknown): Promise<T> {
      const res = await fetch(baseUrls[0] + route, {
        method,
        headers: { authorization: `Bearer ${apiKey.key}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${method} ${route}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    async stop() {
      await Promise.all(
        children.map(async (child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }),
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
