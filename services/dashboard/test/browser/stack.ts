/**
 * The real system for browser tests: the built model catalog, API (serving the built dashboard)
 * and agent runner as processes on free ports over a temporary DATA_DIR, with loopback fakes for
 * the AI backend, the Telegram Bot API and the model endpoint. Started once per test file.
 */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFakeAiBackend, type FakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { startFakeTelegram, type FakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import {
  freePort,
  removeTestData,
  ROOT,
  startCatalog,
  startNode,
  startRunner,
  testStoreEnv,
  type ServiceProcess,
} from '@switchboard/testing/stack/processes';

const run = promisify(execFile);

export interface Stack {
  apiUrl: string;
  dashboardUrl: string;
  /** The first team's API key, as `team create --json` printed it. */
  key: string;
  backend: FakeAiBackend;
  /** The Telegram Bot API the API talks to (tokens it accepts are in `validTokens`). */
  telegram: FakeTelegram;
  llm: FakeLlm;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-dashboard-'));
  const llm = new FakeLlm();
  const [backend, catalog, telegram] = await Promise.all([
    startFakeAiBackend(),
    startCatalog(),
    startFakeTelegram(),
    llm.start(),
  ]);
  const processes: ServiceProcess[] = [catalog.process];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await Promise.all([backend.close(), llm.close(), telegram.close()]);
    await removeTestData(dataDir);
  };
  try {
    // The same store as the runner's: SQLite under DATA_DIR, or a MongoDB database of its own
    // when MONGODB_URI is set (the API and the runner must share it to see the same executions).
    const env = {
      ...testStoreEnv(dataDir),
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_NETWORK: 'true',
      CATALOG_URL: catalog.url,
      TELEGRAM_API_BASE_URL: telegram.url,
    };
    const cli = path.join(ROOT, 'services/api/dist/cli.js');
    const created = await run(
      process.execPath,
      [cli, 'team', 'create', '--name', 'Acme', '--plan', 'pro', '--json'],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } },
    );
    const { key } = (JSON.parse(created.stdout) as { api_key: { key: string } }).api_key;
    const { api, apiUrl } = await startApiOnKnownPort(env);
    processes.push(api);
    processes.push(
      await startRunner({
        dataDir,
        llmUrl: llm.url,
        catalogUrl: catalog.url,
        extra: { PUBLIC_BASE_URL: apiUrl },
      }),
    );
    return { apiUrl, dashboardUrl: `${apiUrl}/dashboard/`, key, backend, telegram, llm, stop };
  } catch (error) {
    // A stack that fails to start leaves nothing running (jest would otherwise never exit).
    await stop();
    throw error;
  }
}

/** Tries of a port that another process may take between freePort() and the API's listen. */
const PORT_ATTEMPTS = 5;

/**
 * The API on a port known before it starts, so that PUBLIC_BASE_URL (where authorization servers
 * send the person back, in the API and the runner alike) names it; another port when that one was
 * taken in between.
 */
async function startApiOnKnownPort(
  env: Record<string, string>,
): Promise<{ api: ServiceProcess; apiUrl: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const api = startNode(path.join(ROOT, 'services/api/dist/main.js'), [], {
      ...env,
      PUBLIC_BASE_URL: apiUrl,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      API_PORT: String(port),
    });
    try {
      await api.waitForLine((l) => l.includes('api listening'));
      return { api, apiUrl };
    } catch (error) {
      await api.stop();
      const taken = api.lines.some((line) => line.includes('EADDRINUSE'));
      if (!taken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}
