import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import type { Metrics } from '@switchboard/kit/metrics/metrics';
import type { Tracer } from '@switchboard/kit/telemetry/tracer';
import type { DocumentStore, Scope } from '@switchboard/store/port';
import type { RateLimiter } from './auth/rate-limiter.js';
import type { Clock, Timers } from './clock.js';
import type { ApiConfig } from './config.js';
import type { RouteDefinition } from './http/route.js';

/** What every feature is built from (explicit dependencies; no module-level state). */
export interface FeatureContext {
  config: ApiConfig;
  logger: Logger;
  store: DocumentStore;
  clock: Clock;
  /** The one guarded outbound client (SSRF rules, limits) for every call the API makes. */
  http: HttpClient;
  /** Per-minute request windows by plan; null when the operator turned rate limiting off. */
  rateLimiter?: RateLimiter | null;
  /** Where features record spans (NO_TRACER when tracing is off). */
  tracer: Tracer;
  /** Where features register their metrics (NO_METRICS when /metrics is off). */
  metrics: Metrics;
  /** Platform rate-limit waits and per-chat send pacing; default real time. */
  timers?: Timers;
}

/** Deletes a feature's records that belong to a bot, when the bot is deleted. */
export type DeleteForBot = (scope: Scope, botId: string) => Promise<void>;

/**
 * A feature folder as the app sees it: its routes, how it takes part in bot deletion, and any
 * background work it runs (started once the server listens, stopped before the store closes).
 */
export interface Feature {
  name: string;
  routes: readonly RouteDefinition[];
  deleteForBot?: DeleteForBot;
  start?(): void;
  stop?(): Promise<void>;
}
