/**
 * The delivery state machine, as a pure function: given what one attempt produced, decide the
 * delivery's next state. `pending` (an automatic attempt is due at `next_attempt_at`) moves to
 * `delivered` on any 2xx, to `failed` on a final answer (a 4xx other than 408/425/429, a refused
 * destination, 410 Gone, or the retry schedule used up), and stays `pending` with a later
 * `next_attempt_at` on a retryable failure. A manual retry adds an attempt but never schedules
 * one: a failed delivery stays failed, a pending one keeps its next automatic attempt. Attempts
 * of both kinds count towards the schedule, so a delivery never gets more than
 * MAX_ATTEMPTS automatic attempts, and manual retries only bring the end closer.
 */
import type { DeliveryStatus } from '@switchboard/contracts/events';
import type { DeliveryAttempt } from '@switchboard/contracts/execution';
import type { WebhookAttemptResult } from '@switchboard/kit/webhooks/send';
import { nextScheduledDelayMs, WEBHOOK_RETRY_DELAYS_MS } from '@switchboard/kit/retry-schedule';

/** Attempts before a delivery fails for good: the immediate one plus one per scheduled retry. */
export const MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

export type AttemptTrigger = 'automatic' | 'manual';

export interface PlanInput {
  status: DeliveryStatus;
  /** Attempts made before this one (manual ones included); indexes the retry schedule. */
  attemptsSoFar: number;
  /** The currently scheduled automatic attempt, kept when a manual retry fails. */
  nextAttemptAt: string | null;
  trigger: AttemptTrigger;
  result: WebhookAttemptResult;
  now: Date;
  random?: () => number;
}

export interface Plan {
  attempt: DeliveryAttempt;
  status: DeliveryStatus;
  nextAttemptAt: string | null;
  /** 410 Gone: the receiver asked never to be called again. */
  disableEndpoint: boolean;
}

/** Decides the delivery's state after one attempt. */
export function planAfterAttempt(input: PlanInput): Plan {
  const { result, now, trigger } = input;
  const attempts = input.attemptsSoFar + 1;
  const attempt: DeliveryAttempt = {
    attempt: attempts,
    at: now.toISOString(),
    status_code: result.kind === 'response' ? result.statusCode : null,
    error: describeFailure(result),
    duration_ms: Math.max(0, Math.round(result.durationMs)),
  };
  const done = (status: DeliveryStatus, disableEndpoint = false): Plan => ({
    attempt,
    status,
    nextAttemptAt: null,
    disableEndpoint,
  });

  if (attempt.error === null) return done('delivered');
  if (result.kind === 'response' && result.statusCode === 410) return done('failed', true);
  if (!result.retryable) return done('failed');

  if (trigger === 'manual') {
    // A manual retry never shortens or extends the automatic schedule.
    if (input.status !== 'pending') return done('failed');
    return { ...done('pending'), nextAttemptAt: input.nextAttemptAt };
  }
  const delayMs = nextScheduledDelayMs({
    attemptsMade: attempts,
    retryAfterMs: result.kind === 'response' ? result.retryAfterMs : undefined,
    ...(input.random ? { random: input.random } : {}),
  });
  if (delayMs === null) return done('failed');
  return { ...done('pending'), nextAttemptAt: new Date(now.getTime() + delayMs).toISOString() };
}

function describeFailure(result: WebhookAttemptResult): string | null {
  if (result.kind === 'error') return result.message;
  const code = result.statusCode;
  if (code >= 200 && code < 300) return null;
  if (code === 410) return 'HTTP 410 Gone: the endpoint was disabled.';
  return `HTTP ${code} from the receiver.`;
}
