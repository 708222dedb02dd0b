import type { Logger } from '@switchboard/kit/logger';
import { startTelemetry, type Telemetry } from '@switchboard/kit/telemetry/telemetry';
import { tracingOptions } from '@switchboard/kit/telemetry/tracing-config';
import type { ApiConfig } from './config.js';

/**
 * The API's traces (with an OTLP endpoint) and metrics (with METRICS_TOKEN), as configured; the
 * OpenTelemetry SDK and prom-client are loaded only for what is on.
 */
export function startApiTelemetry(config: ApiConfig, logger: Logger): Promise<Telemetry> {
  return startTelemetry(
    {
      tracing: tracingOptions(config, 'switchboard-api'),
      metrics: config.METRICS_TOKEN !== undefined,
    },
    logger,
  );
}
