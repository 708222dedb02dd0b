import type { Logger } from './logger.js';

/**
 * Graceful shutdown for a service entry point: the first SIGTERM or SIGINT runs `stop` once (later
 * signals are ignored while it runs), then logs "stopped", flushes the log and lets the process
 * exit with code 0; a `stop` that throws is logged and exits with code 1.
 */
export function onShutdownSignals(logger: Logger, stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop(signal).then(
      () => {
        logger.info('stopped');
        logger.flush();
        process.exitCode = 0;
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        logger.flush();
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
