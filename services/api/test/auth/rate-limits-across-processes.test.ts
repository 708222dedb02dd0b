import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, jest } from '@jest/globals';
import { currentEngine, itExact } from '@switchboard/store/testing/exactness';
import { request, type TestResponse } from '@switchboard/testing/api/http';
import { startApp, type TestApp } from '@switchboard/testing/api/start-app';
import { createTeam } from '@switchboard/testing/api/teams';
import { testStoreEnv } from '@switchboard/store/testing/test-store';

// One key's limit is shared by every process on the database: an in-process app and a separate
// `node dist/main.js` on the same DATA_DIR count against the same window.
jest.setTimeout(60_000);

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');
let app: TestApp;
let child: ChildProcess;
let childUrl: string;

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run pnpm build before these tests`);
  app = await startApp();
  child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, ...testStoreEnv(app.dataDir), API_PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    const entry = JSON.parse(line) as { msg?: string; address?: { port: number } };
    if (entry.msg === 'api listening') {
      childUrl = `http://127.0.0.1:${entry.address!.port}`;
      break;
    }
  }
  child.stdout!.resume();
});
afterAll(async () => {
  child.kill('SIGTERM');
  await once(child, 'exit');
  await app.close();
});

describe('rate limits across processes', () => {
  itExact(
    'admits exactly 60 per window for a free key whatever process serves the request',
    currentEngine(),
    async () => {
      const { key } = await createTeam(app, { plan: 'free' });
      const responses: TestResponse[] = await Promise.all(
        Array.from({ length: 400 }, (_, i) =>
          i % 2 === 0
            ? app.request('GET', '/v1/bots', { key })
            : request(childUrl, 'GET', '/v1/bots', { key }),
        ),
      );
      // 200 requests reach each process: unshared counters would admit 60 in each (120 in all).
      // The real clock may cross a minute boundary mid-test: judge each window on its own.
      const windows = new Map<string, { ok: number; limited: number }>();
      for (const res of responses) {
        const reset = res.headers.get('x-ratelimit-reset')!;
        const window = windows.get(reset) ?? { ok: 0, limited: 0 };
        if (res.status === 200) {
          window.ok += 1;
        } else {
          expect(res.status).toBe(429);
          window.limited += 1;
        }
        windows.set(reset, window);
      }
      const full = [...windows.values()].filter((window) => window.limited > 0);
      expect(full.length).toBeGreaterThan(0);
      for (const window of full) expect(window.ok).toBe(60);
    },
  );
});
