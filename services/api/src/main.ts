import { once } from 'node:events';
import type { Server } from 'node:http';
import { ConfigError } from '@switchboard/kit/errors';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import { onShutdownSignals } from '@switchboard/kit/shutdown';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { createApp } from './app.js';
import { loadApiConfig } from './config.js';
import { createHttpServer } from './http/http-server.js';
import { startApiTelemetry } from './telemetry.js';

/** Starts the API: config, store, HTTP server, and graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadApiConfig();
  const logger = createLogger({ name: 'api', level: config.LOG_LEVEL });
  const telemetry = await startApiTelemetry(config, logger);
  const store = await openStore({
    ...storeLocation(config),
    logger,
  });
  const app = createApp({
    config,
    logger,
    store,
    tracer: telemetry.tracer,
    metrics: telemetry.metrics,
  });
  // Every index exists before the first request; one that cannot be made stops the start here.
  await store.ready();
  const server = createHttpServer(app.listener);
  const listening = once(server, 'listening');

  // Signals are handled from before listening, so a stop during start-up is still graceful.
  let stopping = false;
  onShutdownSignals(logger, async () => {
    stopping = true;
    // Load balancers asking /ready take this process out while its requests finish.
    app.readiness.shutDown();
    await listening.catch(() => undefined);
    await shutdown(server, config.SHUTDOWN_TIMEOUT_MS, logger);
    await app.stop();
    await store.close();
    await telemetry.shutdown();
  });

  server.listen(config.API_PORT, config.HOST);
  await listening;
  if (stopping) return;
  app.start();
  logger.info(
    { address: server.address(), engine: config.MONGODB_URI ? 'mongodb' : 'sqlite' },
    'api listening',
  );
}

/** Stops accepting connections, lets in-flight requests finish, then drops what is left. */
async function shutdown(server: Server, timeoutMs: number, logger: Logger): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    logger.warn({ timeout_ms: timeoutMs }, 'in-flight requests did not finish; closing them');
    server.closeAllConnections();
  }, timeoutMs);
  timer.unref();
  await closed;
  clearTimeout(timer);
}

main().catch((error: unknown) => {
  // Config errors are the operator's to fix: one clear line, no stack.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`api failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
