import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, loadConfig } from '@switchboard/kit/config';
import { WEBHOOK_RETRY_DELAYS_MS } from '@switchboard/kit/retry-schedule';
import { tracingSettings } from '@switchboard/kit/telemetry/tracing-config';
import { requireSecretsKey, storeSettings } from '@switchboard/store/store-config';
import { workspaceSettings } from '@switchboard/workspace/workspace-config';
import { z } from 'zod';

// dist/config.js and src/config.ts both sit two levels below the repo root's services/ folder.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ms = (fallback: number, min = 1, max = 3_600_000) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const RETRY_DELAY_MAX_MS = 24 * 3_600_000;

// A comma-separated list of waits; empty means no retries at all.
const retryDelays = () =>
  env.keepEmpty(
    z
      .string()
      .trim()
      .regex(/^(\d+(\s*,\s*\d+)*)?$/, {
        error: 'must be comma-separated milliseconds, e.g. 5000,300000',
      })
      .transform((value) =>
        value === '' ? [] : value.split(',').map((part) => Number(part.trim())),
      )
      .pipe(z.array(z.number().int().min(0).max(RETRY_DELAY_MAX_MS)).max(50))
      .optional()
      .transform((value): readonly number[] => value ?? WEBHOOK_RETRY_DELAYS_MS),
  );

export const runnerConfigSchema = z
  .object({
    ...storeSettings,
    LLM_BASE_URL: env.url().default('https://openrouter.ai/api/v1'),
    LLM_API_KEY: z.string().optional(),
    DEFAULT_MODEL: z.string().min(1).default('openai/gpt-4o-mini'),
    /**
     * How a loop's output_schema is asked of the model: `auto` uses the endpoint's JSON-schema
     * response format for models the catalog marks as supporting it (OpenRouter's
     * structured_outputs) and a submit_result tool otherwise; `response_format` or `tool` always
     * (e.g. `response_format` for a vLLM or Ollama endpoint that constrains every model).
     */
    STRUCTURED_OUTPUT: z.enum(['auto', 'response_format', 'tool']).default('auto'),
    CATALOG_URL: env.url().default('http://127.0.0.1:8081'),
    /**
     * How the outside world reaches the API: tool servers behind OAuth were registered with its
     * callback URL (`{PUBLIC_BASE_URL}/v1/oauth/callback`), which token requests repeat. The same
     * value as the API's.
     */
    PUBLIC_BASE_URL: env.url().default('http://127.0.0.1:8080'),
    /** The catalog file whose prices give `usage.cost_usd`. */
    MODELS_FILE: z
      .string()
      .min(1)
      .default(path.join(REPO_ROOT, 'data', 'models.json')),
    ALLOW_PRIVATE_NETWORK: env.boolean(false),
    LOG_LEVEL: env.logLevel(),
    /** Executions one runner process runs at once. */
    RUNNER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(10),
    /** How often an idle runner looks for queued executions (an indexed read). */
    RUNNER_POLL_INTERVAL_MS: ms(25, 5, 10_000),
    /** How long a claim lasts without a heartbeat; a killed runner's executions wait this long. */
    RUNNER_LEASE_MS: ms(30_000, 200),
    RUNNER_HEARTBEAT_INTERVAL_MS: ms(10_000, 50),
    RUNNER_CANCEL_CHECK_INTERVAL_MS: ms(100, 10, 10_000),
    RUNNER_RECLAIM_INTERVAL_MS: ms(1_000, 10, 600_000),
    /**
     * How many runners may start one execution. 1 (default): an execution whose runner died is
     * ended `failed` rather than run again, since its tools may already have had side effects.
     */
    RUNNER_MAX_CLAIMS: z.coerce.number().int().min(1).max(10).default(1),
    RUNNER_SHUTDOWN_GRACE_MS: ms(10_000, 0),
    /** Tool calls of one model answer in flight at once. */
    RUNNER_TOOL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
    /** Tool calls run per model answer; each one past it is answered to the model as an error. */
    RUNNER_TOOL_CALLS_PER_TURN: z.coerce.number().int().min(1).max(1000).default(32),
    LLM_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    LLM_RETRY_MIN_DELAY_MS: ms(500, 0),
    LLM_RETRY_MAX_DELAY_MS: ms(10_000, 0),
    LLM_REQUEST_TIMEOUT_MS: ms(120_000, 100),
    /**
     * Waits before callback retries 1..n, comma-separated milliseconds (each ±20 % jitter); default
     * the kit's Standard Webhooks schedule, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. Empty: no
     * retries (one attempt).
     */
    CALLBACK_RETRY_DELAYS_MS: retryDelays(),
    CALLBACK_TIMEOUT_MS: ms(10_000, 100),
    /** How long a runner's claim on a pending callback lasts; a killed runner delays it this long. */
    CALLBACK_CLAIM_MS: ms(60_000, 100),
    CALLBACK_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
    HTTP_TOOL_MAX_RESPONSE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    HTTP_TOOL_TIMEOUT_MS: ms(30_000, 100),
    ...workspaceSettings,
    /** Listen address of the runner's HTTP server (RUNNER_HTTP_PORT). */
    HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Port of the runner's own small HTTP server: GET /health, /ready and /metrics. Unset: no
     * server (several runners on one machine would otherwise clash on a default port); 0: any free
     * port, logged at start.
     */
    RUNNER_HTTP_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /**
     * When set, the runner's /metrics answers only `Authorization: Bearer <it>`. Its server is the
     * operator's alone (no user traffic), so without it /metrics is open.
     */
    METRICS_TOKEN: env.metricsToken(),
    ...tracingSettings,
  })
  .superRefine(requireSecretsKey);

export type RunnerConfig = z.output<typeof runnerConfigSchema>;

/** The runner's configuration from the environment (ARCHITECTURE.md's table plus runner knobs). */
export function loadRunnerConfig(
  source: Record<string, string | undefined> = process.env,
): RunnerConfig {
  return loadConfig(runnerConfigSchema, source);
}
