/**
 * What happens after one attempt to deliver a signed webhook, for every sender (the API's event
 * deliveries and the runner's agent-loop callbacks): delivered on 2xx; retried later on what a
 * later attempt can fix (network errors, 408, 425, 429, 5xx: `result.retryable`) until the retry
 * schedule is used up; failed for good on anything else (3xx, other 4xx, a refused destination)
 * and on 410 Gone, which Standard Webhooks reserves for "never call again". Every attempt is
 * recorded with the same wording whoever sent it.
 */
import { nextScheduledDelayMs, type ScheduledDelayInput } from '../retry-schedule.js';
import type { WebhookAttemptResult } from './send.js';

/** One attempt as a delivery records it (DeliveryAttempt in the contracts). */
export interface RecordedAttempt {
  attempt: number;
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed';

export interface AttemptPlan {
  record: RecordedAttempt;
  outcome: AttemptOutcome;
  /** When the next automatic attempt is due; only with outcome `retry`. */
  nextAttemptAt: string | null;
  /** 410 Gone: the receiver asked never to be called again. */
  gone: boolean;
}

export interface AttemptPolicyInput {
  result: WebhookAttemptResult;
  /** Attempts made before this one. */
  attemptsSoFar: number;
  /** When the attempt started. */
  at: Date;
  /** When the next attempt's wait starts; default `at`. */
  now?: Date;
  /** The retry schedule (waits, Retry-After cap, jitter); default the kit's Standard Webhooks one. */
  schedule?: Omit<ScheduledDelayInput, 'attemptsMade' | 'retryAfterMs'>;
}

/** The error an attempt is recorded with; null when it was delivered. */
export function describeAttempt(result: WebhookAttemptResult): string | null {
  if (result.kind === 'error') return result.message;
  const code = result.statusCode;
  if (code >= 200 && code < 300) return null;
  if (code === 410) return 'HTTP 410 Gone: the receiver asked not to be called again.';
  return `HTTP ${code} from the receiver.`;
}

/** Records one attempt and decides what comes next. */
export function planAfterAttempt(input: AttemptPolicyInput): AttemptPlan {
  const { result } = input;
  const attemptsMade = input.attemptsSoFar + 1;
  const record: RecordedAttempt = {
    attempt: attemptsMade,
    at: input.at.toISOString(),
    status_code: result.kind === 'response' ? result.statusCode : null,
    error: describeAttempt(result),
    duration_ms: Math.max(0, Math.round(result.durationMs)),
  };
  const gone = result.kind === 'response' && result.statusCode === 410;
  const final = (outcome: AttemptOutcome): AttemptPlan => ({
    record,
    outcome,
    nextAttemptAt: null,
    gone,
  });
  if (record.error === null) return final('delivered');
  if (gone || !result.retryable) return final('failed');
  const delayMs = nextScheduledDelayMs({
    ...input.schedule,
    attemptsMade,
    retryAfterMs: result.kind === 'response' ? result.retryAfterMs : undefined,
  });
  if (delayMs === null) return final('failed');
  const from = (input.now ?? input.at).getTime();
  return { ...final('retry'), nextAttemptAt: new Date(from + delayMs).toISOString() };
}
