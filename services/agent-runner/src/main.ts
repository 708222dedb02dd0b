import { ConfigError } from '@switchboard/kit/errors';
import { createLogger } from '@switchboard/kit/logger';
import { onShutdownSignals } from '@switchboard/kit/shutdown';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { loadRunnerConfig } from './config.js';
import { createRunner, runnerOwner } from './create-runner.js';
import { loadCatalogFacts } from './loop/catalog-prices.js';
import { startOpsServer } from './ops/ops-server.js';
import { startRunnerTelemetry } from './telemetry.js';

/** Starts the runner: reads config, opens the store, builds the runner, stops it on signals. */
async function main(): Promise<void> {
  const config = loadRunnerConfig();
  const owner = runnerOwner();
  const logger = createLogger({ name: 'agent-runner', level: config.LOG_LEVEL, base: { owner } });
  const telemetry = await startRunnerTelemetry(config, logger);
  const { prices, structuredOutputs } = await loadCatalogFacts(config.MODELS_FILE);
  const store = await openStore({
    ...storeLocation(config),
    logger,
  });
  const runner = createRunner({
    config,
    logger,
    store,
    prices,
    structuredOutputs,
    owner,
    tracer: telemetry.tracer,
    metrics: telemetry.metrics,
  });
  // Every index exists before the first claim; one that cannot be made stops the start here.
  await store.ready();
  const ops =
    config.RUNNER_HTTP_PORT === undefined
      ? null
      : await startOpsServer({
          host: config.HOST,
          port: config.RUNNER_HTTP_PORT,
          readiness: runner.readiness,
          metrics: telemetry.metrics,
          metricsToken: config.METRICS_TOKEN,
        });
  // Handled before the start is announced: a stop right after the announcement is graceful.
  onShutdownSignals(logger, async () => {
    logger.info({ running: runner.running }, 'stopping the runner');
    await runner.stop();
    await ops?.close();
    await store.close();
    await telemetry.shutdown();
  });
  if (ops)
    logger.info({ url: ops.url }, 'runner HTTP server listening (/health, /ready, /metrics)');
  runner.start();
  logger.info(
    { concurrency: config.RUNNER_CONCURRENCY, engine: config.MONGODB_URI ? 'mongodb' : 'sqlite' },
    'agent runner started',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `agent-runner failed to start: ${(error as Error).stack ?? String(error)}\n`,
    );
  process.exit(1);
});
