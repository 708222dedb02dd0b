/**
 * The metrics port over prom-client, with a registry per service (never prom-client's global
 * one, so two services in one process, as in tests, keep their figures apart). Loaded only when
 * a service serves /metrics.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from '../logger.js';
import type { GaugeSpec, Labels, MetricSpec, Metrics } from './metrics.js';

export interface PrometheusMetricsOptions {
  logger: Logger;
  /**
   * Adds prom-client's process and Node.js metrics (CPU, memory, event-loop lag, GC, handles);
   * once per process, since they watch the process, not the service.
   */
  processMetrics: boolean;
}

/** A registry of the service's own metrics. */
export function createPrometheusMetrics(options: PrometheusMetricsOptions): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const log = options.logger;
  return {
    enabled: true,
    counter<L extends string>(spec: MetricSpec<L>) {
      const counter = new Counter({ ...named(spec), registers: [registry] });
      return { inc: (labels: Labels<L>, value = 1) => counter.inc(labels, value) };
    },
    histogram<L extends string>(spec: MetricSpec<L> & { buckets?: readonly number[] }) {
      const histogram = new Histogram({
        ...named(spec),
        ...(spec.buckets ? { buckets: [...spec.buckets] } : {}),
        registers: [registry],
      });
      return { observe: (labels: Labels<L>, value: number) => histogram.observe(labels, value) };
    },
    gauge<L extends string>(spec: GaugeSpec<L>) {
      new Gauge({
        ...named(spec),
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const [labels, value] of await spec.read()) this.set(labels, value);
          } catch (error) {
            log.warn({ err: error, metric: spec.name }, 'a gauge could not be read; left out');
          }
        },
      });
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

function named<L extends string>(spec: MetricSpec<L>) {
  return { name: spec.name, help: spec.help, labelNames: [...spec.labels] };
}
