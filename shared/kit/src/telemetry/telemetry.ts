/**
 * A service's traces and metrics, started once at start-up from its configuration. Each is off
 * unless configured, and then nothing of it is loaded: the OpenTelemetry SDK only with an OTLP
 * endpoint, prom-client only when the service serves /metrics.
 */
import type { Logger } from '../logger.js';
import { NO_METRICS, type Metrics } from '../metrics/metrics.js';
import { startTracing } from './start-tracing.js';
import { NO_TRACER, type Tracer } from './tracer.js';
import type { TracingOptions } from './tracing-config.js';

export interface Telemetry {
  tracer: Tracer;
  metrics: Metrics;
  /** Exports the spans ended so far. */
  flush(): Promise<void>;
  /** Exports what is left; call last at shutdown. */
  shutdown(): Promise<void>;
}

/** Neither traces nor metrics. */
export const NO_TELEMETRY: Telemetry = {
  tracer: NO_TRACER,
  metrics: NO_METRICS,
  flush: async () => undefined,
  shutdown: async () => undefined,
};

export interface TelemetryOptions {
  /** `tracingOptions(config, name)`: null leaves tracing off. */
  tracing: TracingOptions | null;
  /** Whether to collect metrics (the service serves /metrics). */
  metrics: boolean;
  /** With metrics: the process's CPU, memory, event loop and GC too; default true. */
  processMetrics?: boolean;
}

export async function startTelemetry(
  options: TelemetryOptions,
  logger: Logger,
): Promise<Telemetry> {
  const tracing = await startTracing(options.tracing, logger);
  let metrics = NO_METRICS;
  if (options.metrics) {
    const { createPrometheusMetrics } = await import('../metrics/prometheus.js');
    metrics = createPrometheusMetrics({ logger, processMetrics: options.processMetrics ?? true });
  }
  return { tracer: tracing.tracer, metrics, flush: tracing.flush, shutdown: tracing.shutdown };
}
