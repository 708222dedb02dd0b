import type { Logger } from '@switchboard/kit/logger';
import { startTelemetry, type Telemetry } from '@switchboard/kit/telemetry/telemetry';
import { tracingOptions } from '@switchboard/kit/telemetry/tracing-config';
import type { RunnerConfig } from './config.js';

/**
 * The runner's traces (with an OTLP endpoint) and metrics (collected only when its HTTP server,
 * RUNNER_HTTP_PORT, can show them); the OpenTelemetry SDK and prom-client load only for what is on.
 */
export function startRunnerTelemetry(config: RunnerConfig, logger: Logger): Promise<Telemetry> {
  return startTelemetry(
    {
      tracing: tracingOptions(config, 'switchboard-agent-runner'),
      metrics: config.RUNNER_HTTP_PORT !== undefined,
    },
    logger,
  );
}
