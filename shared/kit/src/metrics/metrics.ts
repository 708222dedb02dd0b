/**
 * The metrics port every service records through. Off unless the service serves /metrics:
 * `NO_METRICS` records nothing; `createPrometheusMetrics` (prometheus.ts, loaded only when
 * metrics are on) keeps them in a prom-client registry of the service's own.
 *
 * Labels have few values by design (route patterns, statuses, collection names, outcomes): never
 * an id, a team, a URL or anything a user chose, so a series count stays bounded and one team's
 * figures are never told apart from another's.
 */

export type Labels<L extends string> = Readonly<Record<L, string>>;

export interface MetricSpec<L extends string> {
  /** Prometheus name, e.g. `switchboard_relay_messages_total`. */
  name: string;
  help: string;
  labels: readonly L[];
}

export interface Counter<L extends string> {
  inc(labels: Labels<L>, value?: number): void;
}

export interface Histogram<L extends string> {
  observe(labels: Labels<L>, value: number): void;
}

/** One labelled value of a gauge read at scrape time. */
export type GaugeValue<L extends string> = readonly [labels: Labels<L>, value: number];

export interface GaugeSpec<L extends string> extends MetricSpec<L> {
  /**
   * Reads the gauge's current values when /metrics is scraped (an in-memory size, a store count).
   * A read that fails leaves the gauge out of that scrape rather than failing it.
   */
  read(): GaugeValue<L>[] | Promise<GaugeValue<L>[]>;
}

export interface Metrics {
  /** False for NO_METRICS: callers skip measuring what nobody collects. */
  readonly enabled: boolean;
  counter<L extends string>(spec: MetricSpec<L>): Counter<L>;
  /** `buckets` in the metric's unit (seconds for durations); default prom-client's. */
  histogram<L extends string>(spec: MetricSpec<L> & { buckets?: readonly number[] }): Histogram<L>;
  gauge<L extends string>(spec: GaugeSpec<L>): void;
  /** The exposition text of every metric, for GET /metrics. */
  render(): Promise<{ contentType: string; body: string }>;
}

const NO_COUNTER: Counter<never> = { inc: () => undefined };
const NO_HISTOGRAM: Histogram<never> = { observe: () => undefined };

/** Metrics when nothing collects them. */
export const NO_METRICS: Metrics = {
  enabled: false,
  counter: () => NO_COUNTER,
  histogram: () => NO_HISTOGRAM,
  gauge: () => undefined,
  render: async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', body: '' }),
};

/**
 * Buckets for request and call durations in seconds: sub-millisecond store reads to the
 * minute-long calls an agent's model or tool may make.
 */
export const DURATION_BUCKETS_S = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60,
];

/** Seconds since `startedMs` (a `performance.now()` reading). */
export function secondsSince(startedMs: number): number {
  return (performance.now() - startedMs) / 1000;
}

/**
 * `read` shared by every caller while one is in flight: the gauges of one figure read together
 * (prom-client collects them all at once per scrape) cost one store read, not one each.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () =>
    (inFlight ??= read().finally(() => {
      inFlight = null;
    }));
}
