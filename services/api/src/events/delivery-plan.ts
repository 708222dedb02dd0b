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
import { WEBHOOK_RETRY_DELAYS_MS } from '@switchboard/kit/retry-schedule';
import { planAfterAttempt as planWebhookAttempt } from '@switchboard/kit/webhooks/attempt-policy';
import type { WebhookAttemptResult } from '@switchboard/kit/webhooks/send';

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

/**
 * Decides the delivery's state after one attempt, by the kit's webhook attempt policy (the one
 * the runner's callbacks follow too); a manual attempt never schedules one.
 */
export function planAfterAttempt(input: PlanInput): Plan {
  const plan = planWebhookAttempt({
    result: input.result,
    attemptsSoFar: input.attemptsSoFar,
    at: input.now,
    ...(input.random ? { schedule: { random: input.random } } : {}),
  });
  const done = (status: DeliveryStatus): Plan => ({
    attempt: plan.record,
    status,
    nextAttemptAt: null,
    disableEndpoint: plan.gone,
  });
  const retryable = input.result.retryable && !plan.gone && plan.outcome !== 'delivered';
  if (input.trigger === 'manual' && retryable) {
    // A manual retry never shortens or extends the automatic schedule.
    if (input.status !== 'pending') return done('failed');
    return { ...done('pending'), nextAttemptAt: input.nextAttemptAt };
  }
  if (plan.outcome !== 'retry') return done(plan.outcome);
  return { ...done('pending'), nextAttemptAt: plan.nextAttemptAt };
}
