/**
 * What the platform clients (Telegram, Slack, WhatsApp) share. Rate limits: the platform's own
 * `retry_after` / `Retry-After` is waited out a few times, never longer than a cap (a longer wait
 * fails the call at once, so a reply is not held for an hour). Credentials: the token is sent as a
 * bearer header and redacted from any text the platform answers.
 */
import { createRedactor, type Redact } from '@switchboard/kit/redact';

const DEFAULT_MAX_RATE_LIMIT_RETRIES = 3;
const DEFAULT_MAX_RETRY_AFTER_SECONDS = 60;

export interface RateLimitOptions {
  timeoutMs?: number;
  /** How often one call is repeated after a rate-limit answer; default 3. */
  maxRateLimitRetries?: number;
  /** A longer wait fails the call instead of waiting; default 60 s. */
  maxRetryAfterSeconds?: number;
  /** Waits between rate-limited attempts; injectable so tests can observe the delay. */
  sleep?: (ms: number) => Promise<void>;
}

export interface RateLimitPolicy {
  timeoutMs: number;
  /** Waits `retryAfterSeconds` and returns true when attempt `attempt` (0-based) may be repeated. */
  waitToRetry(attempt: number, retryAfterSeconds: number | undefined): Promise<boolean>;
}

/** The policy of a client built with `options`; `timeoutMs` defaults to `defaultTimeoutMs`. */
export function rateLimitPolicy(
  options: RateLimitOptions,
  defaultTimeoutMs: number,
): RateLimitPolicy {
  const maxRetries = options.maxRateLimitRetries ?? DEFAULT_MAX_RATE_LIMIT_RETRIES;
  const maxWait = options.maxRetryAfterSeconds ?? DEFAULT_MAX_RETRY_AFTER_SECONDS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  return {
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    async waitToRetry(attempt, retryAfterSeconds) {
      if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) return false;
      if (retryAfterSeconds > maxWait || attempt >= maxRetries) return false;
      await sleep(Math.max(0, retryAfterSeconds) * 1000);
      return true;
    },
  };
}

/** The pieces of a client that sends `token` as a bearer token to the API at `baseUrl`. */
export function bearerClient(
  options: RateLimitOptions & { baseUrl: string; token: string },
  defaultTimeoutMs: number,
): { base: string; policy: RateLimitPolicy; redact: Redact; auth: { authorization: string } } {
  return {
    base: options.baseUrl.replace(/\/+$/, ''),
    policy: rateLimitPolicy(options, defaultTimeoutMs),
    redact: createRedactor([options.token]),
    auth: { authorization: `Bearer ${options.token}` },
  };
}
