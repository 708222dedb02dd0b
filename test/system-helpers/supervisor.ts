import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICE_NAMES = ['model-catalog', 'api', 'agent-runner'] as const;

/** How a process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * `node scripts/start.js` (what `pnpm start` runs after the build) as a child process whose
 * output lines can be awaited.
 */
export class Supervisor {
  readonly lines: string[] = [];
  readonly exited: Promise<Exit>;
  private readonly waiters: Array<{ match: (l: string) => boolean; resolve: (l: string) => void }> =
    [];

  constructor(readonly child: ChildProcess) {
    const onData = (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (line.trim() === '') continue;
        this.lines.push(line);
        for (const waiter of this.waiters.filter((w) => w.match(line))) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    };
    child.stdout?.setEncoding('utf8').on('data', onData);
    child.stderr?.setEncoding('utf8').on('data', onData);
    this.exited = once(child, 'exit').then(([code, signal]) => ({
      code: code as number | null,
      signal: signal as NodeJS.Signals | null,
    }));
  }

  /** Resolves with the first output line (past or future) that matches; rejects if it exits first. */
  waitForLine(match: (line: string) => boolean): Promise<string> {
    const seen = this.lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      this.waiters.push({ match, resolve });
      void this.exited.then((exit) =>
        reject(
          new Error(`start.js exited (${JSON.stringify(exit)}) first:\n${this.lines.join('\n')}`),
        ),
      );
    });
  }

  /** The pid of each service, from the supervisor's `<name> started (pid N)` lines. */
  pids(): Map<string, number> {
    const pids = new Map<string, number>();
    for (const line of this.lines) {
      const match = /^\[start\] ([\w-]+) started \(pid (\d+)\)$/.exec(line);
      if (match?.[1] && match[2]) pids.set(match[1], Number(match[2]));
    }
    return pids;
  }

  /** Lines a service printed (without the `[name] ` prefix). */
  output(name: string): string[] {
    const prefix = `[${name}] `;
    return this.lines.filter((l) => l.startsWith(prefix)).map((l) => l.slice(prefix.length));
  }

  /** Sends SIGTERM (unless it already exited) and resolves with how it ended. */
  async stop(): Promise<Exit> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    return this.exited;
  }
}

/** Starts `node scripts/start.js` with exactly this environment (plus PATH) in `cwd`. */
export function startSupervisor(env: Record<string, string>, cwd: string = ROOT): Supervisor {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.js')], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Supervisor(child);
}

/** True while a process with this pid exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A TCP port on 127.0.0.1 that was free a moment ago (the services need a fixed port). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
