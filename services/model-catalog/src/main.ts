#!/usr/bin/env node
import { createLogger } from '@switchboard/kit/logger';
import { Readiness } from '@switchboard/kit/server/readiness';
import { onShutdownSignals } from '@switchboard/kit/shutdown';
import { startTelemetry } from '@switchboard/kit/telemetry/telemetry';
import { loadCatalog } from './catalog/catalog.js';
import { loadCatalogConfig } from './config.js';
import { createHttpApp, listen } from './transports/http.js';
import { runStdio } from './transports/stdio.js';

/**
 * Entry point. `--stdio`: MCP over stdin/stdout (logs on stderr). Otherwise HTTP on HOST:CATALOG_PORT
 * with MCP at /mcp and the custom tool protocol at /call. A bad configuration or catalog file stops
 * the process with a message naming the problem.
 */
async function main(argv: string[]): Promise<void> {
  const stdio = argv.includes('--stdio');
  const config = loadCatalogConfig();
  const logger = createLogger({
    name: 'model-catalog',
    level: config.logLevel,
    destination: stdio ? 'stderr' : 'stdout',
  });
  const catalog = await loadCatalog(config.dataFile);
  if (stdio) {
    await runStdio({ catalog, logger });
    // stdin may still be open (a signal ended the session), and it would keep the process alive.
    process.exit(0);
  }
  // Traces and metrics are for the HTTP server; a stdio session has neither.
  const telemetry = await startTelemetry(
    { tracing: config.tracing, metrics: config.metricsToken !== undefined },
    logger,
  );
  const readiness = new Readiness();
  const app = createHttpApp({
    catalog,
    logger,
    allowedHosts: config.allowedHosts,
    allowedOrigins: config.allowedOrigins,
    corsOrigin: config.corsOrigin,
    tracer: telemetry.tracer,
    metrics: telemetry.metrics,
    metricsToken: config.metricsToken,
    readiness,
  });
  const running = await listen(app, config.host, config.port);
  // Handled before the server is announced: a stop right after the announcement is graceful.
  onShutdownSignals(logger, async () => {
    readiness.shutDown();
    await running.close();
    await telemetry.shutdown();
  });
  logger.info({ url: running.url, models: catalog.models.length }, 'model catalog listening');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Before the logger exists (bad configuration) or for a bad catalog file: one clear line on stderr.
  process.stderr.write(
    `model-catalog: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
