import { ConfigError } from '@switchboard/kit/errors';
import { createLogger } from '@switchboard/kit/logger';
import { onShutdownSignals } from '@switchboard/kit/shutdown';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { loadRunnerConfig } from './config.js';
import { createRunner, runnerOwner } from './create-runner.js';
import { loadCatalogPrices } from './loop/catalog-prices.js';

/** Starts the runner: reads config, opens the store, builds the runner, stops it on signals. */
async function main(): Promise<void> {
  const config = loadRunnerConfig();
  const owner = runnerOwner();
  const logger = createLogger({ name: 'agent-runner', level: config.LOG_LEVEL, base: { owner } });
  const prices = await loadCatalogPrices(config.MODELS_FILE);
  const store = await openStore({
    ...storeLocation(config),
    logger,
  });
  const runner = createRunner({ config, logger, store, prices, owner });
  // Every index exists before the first claim; one that cannot be made stops the start here.
  await store.ready();
  runner.start();
  logger.info(
    { concurrency: config.RUNNER_CONCURRENCY, engine: config.MONGODB_URI ? 'mongodb' : 'sqlite' },
    'agent runner started',
  );

  onShutdownSignals(logger, async () => {
    logger.info({ running: runner.running }, 'stopping the runner');
    await runner.stop();
    await store.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `agent-runner failed to start: ${(error as Error).stack ?? String(error)}\n`,
    );
  process.exit(1);
});
