import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';
import { createTeam } from '@switchboard/testing/stack/processes';

// The server as operators run it: the built entry point in a child process (`pnpm build` first).
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(() => {
  if (!existsSync(path.join(DIST, 'main.js'))) {
    throw new Error(`${DIST}/main.js is missing: run pnpm build before these tests`);
  }
});
afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  await removeTestData(dataDir);
});

/** Starts dist/main.js on port 0 and resolves with its port once it logs that it listens. */
async function startMain(
  env: Record<string, string> = {},
): Promise<{ port: number; logs: string[] }> {
  const logs: string[] = [];
  child = spawn(process.execPath, [path.join(DIST, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      ...testStoreEnv(dataDir),
      API_PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => logs.push(line));
  for await (const line of lines) {
    const entry = JSON.parse(line) as { msg?: string; address?: { port: number } };
    if (entry.msg === 'api listening') return { port: entry.address!.port, logs };
  }
  throw new Error('the API exited before listening');
}

describe('node dist/main.js', () => {
  it('serves /health and stops on SIGTERM with exit code 0', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-main-'));
    const { port, logs } = await startMain();
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    child!.kill('SIGTERM');
    // 'close' (not 'exit') waits until the last log lines have been read from the pipe.
    const [code] = await once(child!, 'close');
    expect(code).toBe(0);
    expect(logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  });

  it('finishes a request already in flight when SIGTERM arrives, then exits', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-main-'));
    const key = await createTeam(testStoreEnv(dataDir), { name: 'Main', plan: 'free' });
    const { port } = await startMain();
    const body = JSON.stringify({ name: 'created during shutdown' });
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/bots',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        // The server answers 100 Continue once it has the request: proof that it is in flight.
        expect: '100-continue',
      },
    });
    req.flushHeaders();
    await once(req, 'continue');
    const exited = once(child!, 'exit');
    child!.kill('SIGTERM');
    req.end(body);
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    let text = '';
    for await (const chunk of res) text += String(chunk);
    expect(res.statusCode).toBe(201);
    expect((JSON.parse(text) as { data: { name: string } }).data.name).toBe(
      'created during shutdown',
    );
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('refuses to start with one message naming every bad variable', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-main-'));
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(DIST, 'main.js')],
        {
          env: {
            PATH: process.env.PATH,
            ...testStoreEnv(dataDir),
            API_PORT: 'eighty',
            BODY_LIMIT_BYTES: '-1',
          },
        },
        (error, _stdout, stderr) => resolve({ code: Number(error?.code ?? 0), stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/API_PORT/);
    expect(result.stderr).toMatch(/BODY_LIMIT_BYTES/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
