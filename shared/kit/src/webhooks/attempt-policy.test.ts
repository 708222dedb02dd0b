import { describe, expect, it } from '@jest/globals';
import { planAfterAttempt } from './attempt-policy.js';
import type { WebhookAttemptResult } from './send.js';

const at = new Date('2026-01-01T00:00:00.000Z');

function response(statusCode: number, retryable: boolean, retryAfterMs?: number) {
  return {
    kind: 'response',
    statusCode,
    retryable,
    retryAfterMs,
    durationMs: 12.4,
  } as WebhookAttemptResult;
}

describe('planAfterAttempt', () => {
  it('records a 2xx as delivered', () => {
    expect(planAfterAttempt({ result: response(204, false), attemptsSoFar: 0, at })).toEqual({
      record: { attempt: 1, at: at.toISOString(), status_code: 204, error: null, duration_ms: 12 },
      outcome: 'delivered',
      nextAttemptAt: null,
      gone: false,
    });
  });

  it('retries what a later attempt can fix after the scheduled wait, or a longer Retry-After', () => {
    const schedule = { delaysMs: [5_000, 60_000], random: () => 0.5 };
    const first = planAfterAttempt({ result: response(503, true), attemptsSoFar: 0, at, schedule });
    expect(first).toMatchObject({
      outcome: 'retry',
      nextAttemptAt: '2026-01-01T00:00:05.000Z',
      record: { error: 'HTTP 503 from the receiver.' },
    });
    const asked = planAfterAttempt({
      result: response(429, true, 30_000),
      attemptsSoFar: 0,
      at,
      schedule,
    });
    expect(asked.nextAttemptAt).toBe('2026-01-01T00:00:30.000Z');
    const spent = planAfterAttempt({ result: response(503, true), attemptsSoFar: 2, at, schedule });
    expect(spent).toMatchObject({ outcome: 'failed', nextAttemptAt: null });
  });

  it('fails for good on a refusal, and on 410 Gone says the receiver asked to stop', () => {
    expect(planAfterAttempt({ result: response(400, false), attemptsSoFar: 0, at })).toMatchObject({
      outcome: 'failed',
      gone: false,
    });
    expect(planAfterAttempt({ result: response(410, false), attemptsSoFar: 3, at })).toMatchObject({
      outcome: 'failed',
      gone: true,
      record: { attempt: 4, error: 'HTTP 410 Gone: the receiver asked not to be called again.' },
    });
    const refused = { kind: 'error', message: 'private address', retryable: false, durationMs: 1 };
    expect(
      planAfterAttempt({ result: refused as WebhookAttemptResult, attemptsSoFar: 0, at }),
    ).toMatchObject({ outcome: 'failed', record: { status_code: null, error: 'private address' } });
  });
});
