import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Recorder } from '../fakes/http-server.js';
import { testStoreEnv } from '@switchboard/store/testing/test-store';

// For the other packages' process-level tests (the dashboard's browser stack).
export { removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** How a process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A child process whose output lines can be awaited. */
export class ServiceProcess {
  private readonly output = new Recorder<string>();
  /** How it ended, once every line it wrote has been read. */
  readonly ended: Promise<Exit>;
  /** Its exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    // readline joins lines that a pipe delivers across two chunks (a split JSON log line would
    // neither match nor parse).
    const onLine = (line: string) => {
      if (line.trim() !== '') this.output.push(line);
    };
    for (const input of [child.stdout, child.stderr]) {
      if (input) createInterface({ input }).on('line', onLine);
    }
    // 'close' comes after 'exit' once the pipes are drained, so `lines` then holds all the output.
    this.ended = once(child, 'close').then(([code, signal]) => ({
      code: code as number | null,
      signal: signal as NodeJS.Signals | null,
    }));
    this.exited = this.ended.then(({ code }) => code);
  }

  /** Every non-empty output line so far, stdout and stderr interleaved. */
  get lines(): string[] {
    return this.output.all;
  }

  /** Resolves with the first output line (past or future) that matches; rejects if it exits first. */
  waitForLine(match: (line: string) => boolean): Promise<string> {
    return new Promise((resolve, reject) => {
      void this.output.waitFor(match).then(resolve);
      void this.exited.then((code) =>
        reject(
          new Error(`process exited (${code}) before the line came:\n${this.lines.join('\n')}`),
        ),
      );
    });
  }

  /** SIGTERM, then waits for the exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }

  /** SIGKILL: the process dies without any clean-up, as in a crash. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** Starts `node <entry> ...args` with the given environment. */
export function startNode(
  entry: string,
  args: string[],
  env: Record<string, string>,
): ServiceProcess {
  const child = spawn(process.execPath, [entry, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new ServiceProcess(child);
}

/** A free TCP port on 127.0.0.1 (for servers that cannot report the port they bound). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The real model catalog over HTTP on a port of its choosing; resolves with its base URL. */
export async function startCatalog(): Promise<{ process: ServiceProcess; url: string }> {
  const proc = startNode(path.join(ROOT, 'services/model-catalog/dist/main.js'), [], {
    HOST: '127.0.0.1',
    CATALOG_PORT: '0',
    LOG_LEVEL: 'info',
  });
  const line = await proc.waitForLine((l) => l.includes('model catalog listening'));
  const url = (JSON.parse(line) as { url: string }).url.replace(/\/+$/, '').replace(/\/mcp$/, '');
  return { process: proc, url };
}

/** `@modelcontextprotocol/server-everything` in Streamable HTTP mode; resolves with its /mcp URL. */
export async function startEverythingServer(): Promise<{ process: ServiceProcess; url: string }> {
  const port = await freePort();
  const entry = path.join(
    ROOT,
    'services/agent-runner/node_modules/@modelcontextprotocol/server-everything/dist/index.js',
  );
  const proc = startNode(entry, ['streamableHttp'], { PORT: String(port) });
  await proc.waitForLine((l) => l.includes('listening on port'));
  return { process: proc, url: `http://127.0.0.1:${port}/mcp` };
}

/**
 * Creates a team with the admin CLI on the store `env` names (as `testStoreEnv` gives it);
 * resolves with the team's first API key.
 */
export async function createTeam(
  env: Record<string, string>,
  team: { name: string; plan: 'free' | 'pro' | 'enterprise' },
): Promise<string> {
  const cli = path.join(ROOT, 'services/api/dist/cli.js');
  const args = ['team', 'create', '--name', team.name, '--plan', team.plan, '--json'];
  const created = await promisify(execFile)(process.execPath, [cli, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return (JSON.parse(created.stdout) as { api_key: { key: string } }).api_key.key;
}

/** The real API process (built dist) on a port of its choosing; resolves with it and its URL. */
export async function startApi(
  env: Record<string, string>,
): Promise<{ process: ServiceProcess; url: string }> {
  const proc = startNode(path.join(ROOT, 'services/api/dist/main.js'), [], {
    LOG_LEVEL: 'info',
    ...env,
    HOST: '127.0.0.1',
    API_PORT: '0',
  });
  const line = await proc.waitForLine((l) => l.includes('api listening'));
  const { port } = (JSON.parse(line) as { address: { port: number } }).address;
  return { process: proc, url: `http://127.0.0.1:${port}` };
}

export interface RunnerEnv {
  dataDir: string;
  llmUrl: string;
  catalogUrl?: string;
  extra?: Record<string, string>;
  /** The log message to wait for; default 'agent runner started' (it claims work). */
  until?: string;
}

/** The real agent runner process (built dist) on a shared DATA_DIR; resolves once it claims work (or logs `until`). */
export async function startRunner(env: RunnerEnv): Promise<ServiceProcess> {
  const proc = startNode(path.join(ROOT, 'services/agent-runner/dist/main.js'), [], {
    ...testStoreEnv(env.dataDir),
    LLM_BASE_URL: env.llmUrl,
    LLM_API_KEY: 'sk-test-key',
    CATALOG_URL: env.catalogUrl ?? 'http://127.0.0.1:9',
    ALLOW_PRIVATE_NETWORK: 'true',
    LOG_LEVEL: 'info',
    RUNNER_POLL_INTERVAL_MS: '10',
    LLM_RETRY_MIN_DELAY_MS: '10',
    LLM_RETRY_MAX_DELAY_MS: '50',
    CALLBACK_RETRY_DELAYS_MS: '10,10,10,10,10,10,10',
    // No heartbeat within a test unless the test sets one (the lease tests do). On FerretDB a
    // heartbeat that meets a test's cancel of the same execution can write it back as running
    // (FerretDB's updates are read-modify-write), and the run would then never end.
    RUNNER_LEASE_MS: '600000',
    RUNNER_HEARTBEAT_INTERVAL_MS: '300000',
    ...env.extra,
  });
  const until = env.until ?? 'agent runner started';
  await proc.waitForLine((l) => l.includes(`"msg":"${until}"`));
  return proc;
}
