/**
 * What the runner benchmarks start before they measure: the fake model in a process of its own
 * (so the measured process holds only the runner's work), the store MONGODB_URI names or SQLite in
 * a temp dir, the guarded HTTP client, and the runner pieces over them (bench-runner.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHttpClient } from '@switchboard/kit/http/client';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import type { DocumentStore } from '@switchboard/store/port';
import { benchRunner, type BenchRunner } from './bench-runner.js';

export interface BenchStack {
  modelUrl: string;
  dataDir: string;
  store: DocumentStore;
  http: HttpClient;
  logger: Logger;
  bench: BenchRunner;
  /** Stops the fake model, closes the client and the store, and removes the temp dir. */
  close(): Promise<void>;
}

/** Starts the fake model and opens the store in a temp dir named after `name`. */
export async function startBenchStack(name: string, owner: string): Promise<BenchStack> {
  const fakeModel = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./fake-model.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [firstChunk] = (await once(fakeModel.stdout, 'data')) as [Buffer];
  const modelUrl = firstChunk.toString('utf8').trim();
  const dataDir = await mkdtemp(path.join(tmpdir(), `switchboard-${name}-`));
  const logger = createLogger({ name: 'bench', level: 'silent' });
  const store = await openStore({
    dataDir,
    mongodbUri: process.env.MONGODB_URI || undefined,
    secretsKey: process.env.SECRETS_KEY || undefined,
    logger,
  });
  const http = createHttpClient({ allowPrivateNetwork: true, logger });
  return {
    modelUrl,
    dataDir,
    store,
    http,
    logger,
    bench: benchRunner({ store, http, modelUrl, logger, owner }),
    async close() {
      fakeModel.kill();
      http.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
