import { fileURLToPath } from 'node:url';
import { env, loadConfig } from '@switchboard/kit/config';
import type { PlatformApiSetting } from '@switchboard/contracts/channel';
import { CHANNEL_PLATFORMS } from '@switchboard/contracts/platforms/index';
import { PLAN_CONCURRENT_EXECUTIONS } from '@switchboard/contracts/teams';
import { tracingSettings } from '@switchboard/kit/telemetry/tracing-config';
import { requireSecretsKey, storeSettings } from '@switchboard/store/store-config';
import { workspaceSettings } from '@switchboard/workspace/workspace-config';
import { z } from 'zod';

const ONE_MIB = 1024 * 1024;
// This file sits in services/api/src or services/api/dist; the dashboard builds beside the API.
const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dashboard/dist', import.meta.url));
// One message for every way the value can be wrong (not a number, a fraction, out of range).
const RETENTION_DAYS_ERROR = { error: 'must be a whole number of days from 1 to 3650' };

/** Each channel platform's API base URL setting, as its contract declares it; trusted origins. */
function platformApiSettings() {
  const shape: Record<string, ReturnType<typeof platformUrl>> = {};
  for (const { apiBaseUrl } of CHANNEL_PLATFORMS) {
    if (apiBaseUrl) shape[apiBaseUrl.setting] = platformUrl(apiBaseUrl.default);
  }
  return shape as Record<PlatformApiSetting, ReturnType<typeof platformUrl>>;
}
const platformUrl = (fallback: string) => env.url().default(fallback);

function concurrencyLimit(fallback: number) {
  return z.coerce.number().int().min(1).max(1_000_000).default(fallback);
}

export const apiConfigSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: env.port(8080),
    ...storeSettings,
    /** How the outside world reaches the API (channel webhooks, file URLs); default from HOST/PORT. */
    PUBLIC_BASE_URL: env.url().optional(),
    ALLOW_PRIVATE_NETWORK: env.boolean(false),
    LOG_LEVEL: env.logLevel(),
    DEFAULT_MODEL: z.string().min(1).default('openai/gpt-4o-mini'),
    /** Largest accepted request body; larger bodies get 413 PAYLOAD_TOO_LARGE. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(64 * ONE_MIB)
      .default(ONE_MIB),
    /** Per-key rate limits by plan; an operator may turn them off (e.g. behind their own gateway). */
    RATE_LIMIT_ENABLED: env.boolean(true),
    ...workspaceSettings,
    ...platformApiSettings(),
    /** Largest file the relay downloads (reply attachments, user photos and documents). */
    ATTACHMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * ONE_MIB)
      .default(20 * ONE_MIB),
    /**
     * Days dispatched events and finished webhook deliveries are kept (Stripe keeps events 30);
     * older ones are pruned at start-up and hourly (src/events/README.md, "Retention").
     */
    EVENT_RETENTION_DAYS: z.coerce
      .number(RETENTION_DAYS_ERROR)
      .int(RETENTION_DAYS_ERROR)
      .min(1, RETENTION_DAYS_ERROR)
      .max(3650, RETENTION_DAYS_ERROR)
      .default(30),
    /** Executions queued or running at once per team, by plan; over it a run is a 429. */
    CONCURRENCY_LIMIT_FREE: concurrencyLimit(PLAN_CONCURRENT_EXECUTIONS.free),
    CONCURRENCY_LIMIT_PRO: concurrencyLimit(PLAN_CONCURRENT_EXECUTIONS.pro),
    CONCURRENCY_LIMIT_ENTERPRISE: concurrencyLimit(PLAN_CONCURRENT_EXECUTIONS.enterprise),
    /** The model catalog service (its `/call/{tool}`), for POST /v1/model-catalog/{tool}. */
    CATALOG_URL: env.url().default('http://127.0.0.1:8081'),
    /** The built dashboard served at /dashboard (default: services/dashboard/dist). */
    DASHBOARD_DIR: z.string().min(1).default(DEFAULT_DASHBOARD_DIR),
    /**
     * Whether this process fires due schedules (src/schedules/README.md). Every API process may:
     * each due time is claimed once across all of them. Off leaves scheduling to the others.
     */
    SCHEDULER_ENABLED: env.boolean(true),
    /**
     * User messages this process answers at once, in total and per team (each holds a backend's
     * reply in memory); one over either waits up to RELAY_QUEUE_WAIT_MS, then the api channel
     * answers 503 or 429 with retry_after (src/relay/relay-slots.ts).
     */
    RELAY_MAX_CONCURRENT: z.coerce.number().int().min(1).max(10_000).default(128),
    RELAY_MAX_CONCURRENT_PER_TEAM: z.coerce.number().int().min(1).max(10_000).default(32),
    RELAY_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /**
     * How often open execution event streams look for new events written by other processes
     * (one indexed query per tick for all of them).
     */
    EXECUTION_EVENTS_POLL_MS: z.coerce.number().int().min(5).max(5_000).default(25),
    /** How often pending approvals past their expiry are settled by on_approval_timeout. */
    APPROVAL_EXPIRY_CHECK_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
    /** How long shutdown waits for in-flight requests before closing connections. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * Turns on GET /metrics (Prometheus), answered only to `Authorization: Bearer <it>`: the API
     * port is public, and its metrics, though they name no team, show every team's traffic.
     * Unset: no metrics are collected and /metrics answers 404.
     */
    METRICS_TOKEN: env.metricsToken(),
    ...tracingSettings,
  })
  .superRefine(requireSecretsKey)
  .transform((config) => ({
    ...config,
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL ?? `http://${config.HOST}:${config.API_PORT}`,
  }));

export type ApiConfig = z.output<typeof apiConfigSchema>;

/** The API's configuration from the environment (ARCHITECTURE.md's table); throws ConfigError. */
export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  return loadConfig(apiConfigSchema, source);
}
