import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ROOT, ServiceProcess } from '@switchboard/testing/stack/processes';
import { freePort, isAlive, startSupervisor } from '@switchboard/testing/stack/supervisor';

// start.js, the supervisor behind `pnpm start`, when one of its services cannot run.
jest.setTimeout(60_000);

let workDir: string;
let squatter: Server;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'switchboard-start-'));
  // Holds the port; a connection (start.js's /health probe) is dropped so close() is not held up.
  squatter = createServer((socket) => socket.destroy());
  squatter.listen(0, '127.0.0.1');
  await once(squatter, 'listening');
});

afterAll(async () => {
  await new Promise<void>((resolve) => squatter.close(() => resolve()));
  await rm(workDir, { recursive: true, force: true });
});

describe('start.js', () => {
  it('stops the other services and exits non-zero when one cannot start (catalog port taken)', async () => {
    const supervisor = startSupervisor(
      {
        HOST: '127.0.0.1',
        API_PORT: String(await freePort()),
        CATALOG_PORT: String((squatter.address() as AddressInfo).port),
        LOG_LEVEL: 'info',
      },
      workDir,
    );
    const exit = await supervisor.exited;

    expect(exit).toEqual({ code: 1, signal: null });
    expect(supervisor.lines).toContain('[start] model-catalog exited (code 1)');
    expect(
      supervisor.lines.some((l) => l.startsWith('[start] model-catalog stopped unexpectedly')),
    ).toBe(true);
    expect(supervisor.output('model-catalog').join('\n')).toMatch(/EADDRINUSE/);
    expect(supervisor.lines.some((l) => l.includes('Switchboard is running'))).toBe(false);
    const pids = supervisor.pids();
    expect(pids.size).toBe(3);
    for (const [name, pid] of pids) {
      expect(supervisor.lines.some((l) => l.startsWith(`[start] ${name} exited`))).toBe(true);
      expect(isAlive(pid)).toBe(false);
    }
    // Without DATA_DIR the SQLite folder is ./.data of the folder start.js was run from.
    expect(existsSync(path.join(workDir, '.data'))).toBe(true);
  });
});

/**
 * `pnpm start` as a terminal runs it: pnpm in the foreground process group, so Ctrl-C signals
 * pnpm and start.js together (and pnpm passes its SIGINT on to start.js as well). The prestart
 * build is switched off: the suite runs on a fresh build already.
 */
function pnpmStart(env: Record<string, string>): ServiceProcess {
  // Under `pnpm test`, npm_execpath is the pnpm that runs the suite; otherwise pnpm on PATH.
  const pnpm = process.env.npm_execpath;
  const args = ['--config.enable-pre-post-scripts=false', 'start'];
  const child = spawn(pnpm ? process.execPath : 'pnpm', pnpm ? [pnpm, ...args] : args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, like a terminal's foreground job
  });
  return new ServiceProcess(child);
}

describe('pnpm start', () => {
  it('exits 0 without "Command failed" when Ctrl-C stops it cleanly', async () => {
    const started = pnpmStart({
      HOST: '127.0.0.1',
      API_PORT: String(await freePort()),
      CATALOG_PORT: String(await freePort()),
      DATA_DIR: path.join(workDir, 'ctrl-c'),
      LOG_LEVEL: 'info',
    });
    await started.waitForLine((l) => l.includes('Ctrl-C stops everything'));

    process.kill(-started.child.pid!, 'SIGINT');

    const code = await started.exited;
    // On a failure, what each process said as it stopped shows why.
    expect({ code, said: code === 0 ? [] : started.lines.slice(-40) }).toEqual({
      code: 0,
      said: [],
    });
    for (const name of ['model-catalog', 'api', 'agent-runner']) {
      expect(started.lines).toContain(`[start] ${name} exited (code 0)`);
    }
    expect(started.lines.join('\n')).not.toMatch(/Command failed|ELIFECYCLE|received again/);
  });
});
