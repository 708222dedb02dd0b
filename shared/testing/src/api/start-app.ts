import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';
import type { DocumentStore } from '@switchboard/store/port';
import type { DestinationStream } from 'pino';
import { createApp } from '../../../../services/api/src/app.js';
import type { Clock, Timers } from '../../../../services/api/src/clock.js';
import { loadApiConfig, type ApiConfig } from '../../../../services/api/src/config.js';
import { createHttpServer } from '../../../../services/api/src/http/http-server.js';
import { startApiTelemetry } from '../../../../services/api/src/telemetry.js';
import type { Telemetry } from '@switchboard/kit/telemetry/telemetry';
import type { ApiApp } from '../../../../services/api/src/app.js';
import type { RouteDefinition } from '../../../../services/api/src/http/route.js';
import { request, type RequestOptions, type TestResponse } from './http.js';

export interface TestApp {
  baseUrl: string;
  config: ApiConfig;
  store: DocumentStore;
  logger: Logger;
  clock: Clock;
  routes: readonly RouteDefinition[];
  dataDir: string;
  /** Traces and metrics as `env` configures them (OTEL_*, METRICS_TOKEN), as main.ts starts them. */
  telemetry: Telemetry;
  /** What GET /ready answers (`shutDown()` it to see a stopping process). */
  readiness: ApiApp['readiness'];
  /** An HTTP request to the app; `key` becomes `Authorization: Bearer <key>`. */
  request<T = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface StartAppOptions {
  /** Extra environment for loadApiConfig (HOST, API_PORT and DATA_DIR are set by the helper). */
  env?: Record<string, string>;
  /** Time source for the app and the store (rate-limit windows, timestamps). */
  clock?: Clock;
  /** Reuse an existing data directory (restart tests); a temp dir is created otherwise. */
  dataDir?: string;
  /** Where log lines go (to assert on them); stderr by default. */
  logDestination?: DestinationStream;
  /** Platform rate-limit waits and per-chat send pacing (`virtualTimers()`); real by default. */
  timers?: Timers;
}

/**
 * The real API on 127.0.0.1 port 0 over a real SQLite file in a temp DATA_DIR (or, when
 * MONGODB_URI is set, a MongoDB database of that DATA_DIR's own). Logs are silent
 * unless TEST_LOG_LEVEL is set. `close()` stops the server, closes the store and deletes the dir.
 */
export async function startApp(options: StartAppOptions = {}): Promise<TestApp> {
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'switchboard-api-')));
  const config = loadApiConfig({
    HOST: '127.0.0.1',
    API_PORT: '0',
    // MongoDB (a database of this DATA_DIR's own) when MONGODB_URI is set, as in `pnpm test:mongo`.
    ...testStoreEnv(dataDir),
    ALLOW_PRIVATE_NETWORK: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const logger = createLogger({
    name: 'api-test',
    level: config.LOG_LEVEL,
    destination: options.logDestination ?? 'stderr',
  });
  const clock = options.clock ?? { now: () => new Date() };
  const store = await openStore({
    ...storeLocation(config),
    logger,
    clock: () => clock.now(),
  });
  const telemetry = await startApiTelemetry(config, logger);
  const app = createApp({
    config,
    logger,
    store,
    clock,
    tracer: telemetry.tracer,
    metrics: telemetry.metrics,
    ...(options.timers ? { timers: options.timers } : {}),
  });
  const server = createHttpServer(app.listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  app.start();
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    config,
    store,
    logger,
    clock,
    routes: app.routes,
    dataDir,
    telemetry,
    readiness: app.readiness,
    request: (method, urlPath, requestOptions) => request(baseUrl, method, urlPath, requestOptions),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.stop();
      await store.close();
      await telemetry.shutdown();
      if (ownsDir) await removeTestData(dataDir);
    },
  };
}
