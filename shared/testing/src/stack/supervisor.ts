import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ServiceProcess, type Exit } from './processes.js';

export { freePort, ROOT } from './processes.js';
export const SERVICE_NAMES = ['model-catalog', 'api', 'agent-runner'] as const;

/**
 * `node scripts/start.js` (what `pnpm start` runs after the build): the shared ServiceProcess
 * line waiting, plus the exit signal and the supervisor's `[name] ` prefixed output.
 */
export class Supervisor {
  constructor(private readonly service: ServiceProcess) {}

  /** How it ended, once every line it wrote has been read. */
  get exited(): Promise<Exit> {
    return this.service.ended;
  }

  /** Every non-empty output line so far, stdout and stderr interleaved. */
  get lines(): string[] {
    return this.service.lines;
  }

  /** Resolves with the first output line (past or future) that matches; rejects if it exits first. */
  waitForLine(match: (line: string) => boolean): Promise<string> {
    return this.service.waitForLine(match);
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
    await this.service.stop();
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
  return new Supervisor(new ServiceProcess(child));
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
