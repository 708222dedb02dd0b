import { describe, expect, it } from '@jest/globals';
import type { WebhookAttemptResult } from '@switchboard/kit/webhooks/send';
import { MAX_ATTEMPTS, planAfterAttempt, type PlanInput } from './delivery-plan.js';

const NOW = new Date('2026-01-01T00:00:00.000Z');

function plan(result: WebhookAttemptResult, overrides: Partial<PlanInput> = {}) {
  return planAfterAttempt({
    status: 'pending',
    attemptsSoFar: 0,
    nextAttemptAt: NOW.toISOString(),
    trigger: 'automatic',
    result,
    now: NOW,
    random: () => 0.5,
    ...overrides,
  });
}

const response = (
  statusCode: number,
  retryable = false,
  retryAfterMs?: number,
): WebhookAttemptResult => ({
  kind: 'response',
  statusCode,
  retryable,
  retryAfterMs,
  durationMs: 12.4,
});

describe('planAfterAttempt', () => {
  it('marks any 2xx delivered and records the attempt', () => {
    const next = plan(response(204));
    expect(next.status).toBe('delivered');
    expect(next.nextAttemptAt).toBeNull();
    expect(next.attempt).toEqual({
      attempt: 1,
      at: NOW.toISOString(),
      status_code: 204,
      error: null,
      duration_ms: 12,
    });
  });

  it('schedules a retry 5 seconds after a first retryable failure', () => {
    const next = plan(response(503, true));
    expect(next.status).toBe('pending');
    expect(next.nextAttemptAt).toBe('2026-01-01T00:00:05.000Z');
    expect(next.attempt.error).toBe('HTTP 503 from the receiver.');
  });

  it('honours Retry-After from a 429', () => {
    const next = plan(response(429, true, 90_000));
    expect(next.nextAttemptAt).toBe('2026-01-01T00:01:30.000Z');
  });

  it('retries network errors without a status code', () => {
    const next = plan({
      kind: 'error',
      message: 'connect ECONNREFUSED',
      retryable: true,
      durationMs: 3,
    });
    expect(next.status).toBe('pending');
    expect(next.attempt.status_code).toBeNull();
    expect(next.attempt.error).toBe('connect ECONNREFUSED');
  });

  it('fails at once on a non-retryable 4xx', () => {
    const next = plan(response(400));
    expect(next.status).toBe('failed');
    expect(next.nextAttemptAt).toBeNull();
    expect(next.disableEndpoint).toBe(false);
  });

  it('fails and disables the endpoint on 410 Gone', () => {
    const next = plan(response(410));
    expect(next.status).toBe('failed');
    expect(next.disableEndpoint).toBe(true);
  });

  it('gives up once the automatic schedule is used up', () => {
    const next = plan(response(500, true), { attemptsSoFar: MAX_ATTEMPTS - 1 });
    expect(next.status).toBe('failed');
    expect(next.attempt.attempt).toBe(MAX_ATTEMPTS);
  });

  it('keeps the automatic schedule when a manual retry of a pending delivery fails', () => {
    const scheduled = '2026-01-01T02:00:00.000Z';
    const next = plan(response(500, true), {
      trigger: 'manual',
      attemptsSoFar: 3,
      nextAttemptAt: scheduled,
    });
    expect(next).toMatchObject({ status: 'pending', nextAttemptAt: scheduled });
    expect(next.attempt.attempt).toBe(4);
  });

  it('leaves a failed delivery failed when a manual retry fails, and delivers it when one succeeds', () => {
    const failedAgain = plan(response(500, true), { trigger: 'manual', status: 'failed' });
    expect(failedAgain.status).toBe('failed');
    const delivered = plan(response(200), { trigger: 'manual', status: 'failed' });
    expect(delivered.status).toBe('delivered');
  });
});
