import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { freePort, isAlive, startSupervisor } from './system-helpers/supervisor.js';

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
