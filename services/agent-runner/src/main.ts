import { ConfigError } from '@switchboard/kit/errors';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import { onShutdownSignals } from '@switchboard/kit/shutdown';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { loadRunnerConfig, type RunnerConfig } from './config.js';
import { createRunner, runnerOwner } from './create-runner.js';
import { loadCatalogFacts } from './loop/catalog-prices.js';
import { startOpsServer } from './ops/ops-server.js';
import { startRunnerTelemetry } from './telemetry.js';

/** Starts the runner: reads config, opens the store, builds the runner, stops it on signals. */
async function main(): Promise<void> {
  const config = loadRunnerConfig();
  const owner = runnerOwner();
  const logger = createLogger({ name: 'agent-runner', level: config.LOG_LEVEL, base: { owner } });
  const starting = open(config, logger, owner);
  // Signals are handled from the first moment, so a stop during start-up is graceful too: it
  // waits for what is being opened, then closes it, and the runner never claims a run.
  let stopping = false;
  onShutdownSignals(logger, async () => {
    stopping = true;
    const { runner, ops, store, telemetry } = await starting;
    logger.info({ running: runner.running }, 'stopping the runner');
    await runner.stop();
    await ops?.close();
    await store.close();
    await telemetry.shutdown();
  });
  const { runner, ops } = await starting;
  if (stopping) return;
  if (ops)
    logger.info({ url: ops.url }, 'runner HTTP server listening (/health, /ready, /metrics)');
  runner.start();
  logger.info(
    { concurrency: config.RUNNER_CONCURRENCY, engine: config.MONGODB_URI ? 'mongodb' : 'sqlite' },
    'agent runner started',
  );
}

/** Everything the runner needs before its first claim: telemetry, prices, the store, its server. */
async function open(config: RunnerConfig, logger: Logger, owner: string) {
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
  return { telemetry, store, runner, ops };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `agent-runner failed to start: ${(error as Error).stack ?? String(error)}\n`,
    );
  process.exit(1);
});
