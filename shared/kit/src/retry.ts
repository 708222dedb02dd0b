import { setTimeout as delay } from 'node:timers/promises';
import pRetry, { AbortError } from 'p-retry';

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

/** True for statuses worth retrying: 408, 425, 429 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status) || (status >= 500 && status <= 599);
}

/**
 * Milliseconds the server asked us to wait (Retry-After as seconds or an HTTP date), capped at
 * `capMs`; undefined when absent or unreadable. `now` is injectable for tests.
 */
export function retryAfterMs(
  headers: Record<string, string | undefined> | undefined,
  capMs: number,
  now: number = Date.now(),
): number | undefined {
  const value = headers?.['retry-after'] ?? headers?.['Retry-After'];
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    ms = Number(trimmed) * 1000;
  } else {
    // HTTP dates always name a day or month; this keeps Date.parse from reading '-5' as a year.
    const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : NaN;
    if (Number.isNaN(date)) return undefined;
    ms = date - now;
  }
  return Math.min(Math.max(0, ms), capMs);
}

/** What one attempt produced: a value, or a failure that may be retried. */
export type AttemptOutcome<T> =
  { ok: true; value: T } | { ok: false; retryable: boolean; error: Error; retryAfterMs?: number };

export interface AttemptReport {
  /** 1-based. */
  attempt: number;
  ok: boolean;
  error?: Error;
  /** Whether another attempt will follow. */
  willRetry: boolean;
  /** The wait before the next attempt, when one follows. */
  delayMs?: number;
}

export interface RetryOptions {
  /** Retries after the first attempt; default 3. */
  retries?: number;
  /** Base of the exponential backoff; default 500 ms. */
  minDelayMs?: number;
  /** Cap of every wait, Retry-After included; default 30 000 ms. */
  maxDelayMs?: number;
  signal?: AbortSignal;
  /** Called after every attempt, successful or not, so callers can record it. */
  onAttempt?: (report: AttemptReport) => void | Promise<void>;
  /** Source of randomness in [0, 1) for the jitter; injectable for tests. */
  random?: () => number;
}

/** Full-jitter exponential backoff: a random wait in [0, min(max, min * 2^(attempt-1))]. */
export function backoffDelayMs(
  attempt: number,
  minDelayMs: number,
  maxDelayMs: number,
  random: () => number,
) {
  const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

class RetryableFailure extends Error {
  constructor(
    readonly original: Error,
    readonly delayMs: number,
  ) {
    super(original.message);
  }
}

/**
 * Runs `attempt` until it succeeds, fails for good, or retries run out, waiting with full-jitter
 * backoff (or the server's Retry-After, within maxDelayMs). Rejects with the last attempt's error,
 * or with the signal's reason when aborted.
 */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<AttemptOutcome<T>>,
  options: RetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  const minDelayMs = options.minDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  try {
    return await pRetry(
      async (attemptNumber) => {
        const outcome = await runAttempt(attempt, attemptNumber);
        if (outcome.ok) {
          await options.onAttempt?.({ attempt: attemptNumber, ok: true, willRetry: false });
          return outcome.value;
        }
        const willRetry = outcome.retryable && attemptNumber <= retries;
        const delayMs = willRetry
          ? outcome.retryAfterMs !== undefined
            ? Math.min(outcome.retryAfterMs, maxDelayMs)
            : backoffDelayMs(attemptNumber, minDelayMs, maxDelayMs, random)
          : undefined;
        await options.onAttempt?.({
          attempt: attemptNumber,
          ok: false,
          error: outcome.error,
          willRetry,
          ...(delayMs === undefined ? {} : { delayMs }),
        });
        if (!willRetry) throw new AbortError(outcome.error);
        throw new RetryableFailure(outcome.error, delayMs ?? 0);
      },
      {
        retries,
        // p-retry's own backoff is switched off: the delay is chosen per attempt above (it may
        // come from Retry-After) and applied in onFailedAttempt.
        minTimeout: 0,
        maxTimeout: 0,
        randomize: false,
        ...(options.signal ? { signal: options.signal } : {}),
        onFailedAttempt: async ({ error }) => {
          if (error instanceof RetryableFailure && error.delayMs > 0) {
            // A rejection on abort is replaced by the signal's reason below.
            await delay(error.delayMs, undefined, { signal: options.signal });
          }
        },
      },
    );
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof RetryableFailure) throw error.original;
    throw error;
  }
}

// An attempt that throws instead of returning an outcome has failed for good.
async function runAttempt<T>(
  attempt: (attemptNumber: number) => Promise<AttemptOutcome<T>>,
  attemptNumber: number,
): Promise<AttemptOutcome<T>> {
  try {
    return await attempt(attemptNumber);
  } catch (error) {
    return {
      ok: false,
      retryable: false,
      error: error instanceof Error ? error : new Error(String(error)),
    };
  }
}
