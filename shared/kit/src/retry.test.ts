import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  backoffDelayMs,
  isRetryableStatus,
  retryAfterMs,
  withRetry,
  type AttemptOutcome,
  type AttemptReport,
} from './retry.js';

describe('isRetryableStatus', () => {
  it.each([
    [408, true],
    [425, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [599, true],
    [200, false],
    [301, false],
    [400, false],
    [401, false],
    [404, false],
    [410, false],
    [422, false],
  ])('%i -> %s', (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads seconds and HTTP dates, capped, never negative', () => {
    expect(retryAfterMs({ 'retry-after': '3' }, 60_000, now)).toBe(3000);
    expect(retryAfterMs({ 'retry-after': '1.5' }, 60_000, now)).toBe(1500);
    expect(retryAfterMs({ 'retry-after': '120' }, 10_000, now)).toBe(10_000);
    expect(retryAfterMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, 60_000, now)).toBe(
      5000,
    );
    expect(retryAfterMs({ 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, 60_000, now)).toBe(0);
    expect(retryAfterMs({ 'Retry-After': '2' }, 60_000, now)).toBe(2000);
  });

  it('returns undefined when absent or unreadable', () => {
    expect(retryAfterMs({}, 60_000, now)).toBeUndefined();
    expect(retryAfterMs(undefined, 60_000, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, 60_000, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': '-5' }, 60_000, now)).toBeUndefined();
  });
});

describe('backoffDelayMs', () => {
  it('draws a full-jitter wait under an exponential ceiling capped at the maximum', () => {
    expect(backoffDelayMs(1, 100, 10_000, () => 0.999)).toBe(99);
    expect(backoffDelayMs(3, 100, 10_000, () => 0.5)).toBe(200);
    expect(backoffDelayMs(20, 100, 10_000, () => 0.999)).toBe(9990);
    expect(backoffDelayMs(4, 100, 10_000, () => 0)).toBe(0);
  });
});

const fail = (
  retryable: boolean,
  message: string,
  retryAfter?: number,
): AttemptOutcome<string> => ({
  ok: false,
  retryable,
  error: new Error(message),
  ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
});

describe('withRetry', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('retries retryable failures and reports every attempt', async () => {
    const reports: AttemptReport[] = [];
    const outcomes = [
      fail(true, 'first'),
      fail(true, 'second'),
      { ok: true as const, value: 'done' },
    ];
    const result = await withRetry(async (n) => outcomes[n - 1] as AttemptOutcome<string>, {
      retries: 5,
      minDelayMs: 1,
      maxDelayMs: 2,
      onAttempt: (r) => void reports.push(r),
    });
    expect(result).toBe('done');
    expect(reports.map((r) => [r.attempt, r.ok, r.willRetry, r.error?.message])).toEqual([
      [1, false, true, 'first'],
      [2, false, true, 'second'],
      [3, true, false, undefined],
    ]);
  });

  it('stops at the first final failure', async () => {
    const attempts: number[] = [];
    const run = withRetry(async (n) => (attempts.push(n), fail(false, 'bad request')), {
      retries: 5,
    });
    await expect(run).rejects.toThrow('bad request');
    expect(attempts).toEqual([1]);
  });

  it('gives up after the retries with the last error', async () => {
    const reports: AttemptReport[] = [];
    const run = withRetry(async (n) => fail(true, `failure ${n}`), {
      retries: 2,
      minDelayMs: 1,
      maxDelayMs: 1,
      onAttempt: (r) => void reports.push(r),
    });
    await expect(run).rejects.toThrow('failure 3');
    expect(reports.map((r) => r.willRetry)).toEqual([true, true, false]);
  });

  it('treats a thrown exception as a final failure', async () => {
    let calls = 0;
    const run = withRetry(async () => {
      calls++;
      throw new Error('bug');
    });
    await expect(run).rejects.toThrow('bug');
    expect(calls).toBe(1);
  });

  it('waits for Retry-After, capped at maxDelayMs, before the next attempt', async () => {
    jest.useFakeTimers();
    const reports: AttemptReport[] = [];
    let calls = 0;
    const run = withRetry(
      async () =>
        ++calls === 1 ? fail(true, 'slow down', 60_000) : { ok: true as const, value: 'ok' },
      { retries: 1, maxDelayMs: 2_000, onAttempt: (r) => void reports.push(r) },
    );
    await jest.advanceTimersByTimeAsync(1_999);
    expect(calls).toBe(1);
    expect(reports[0]?.delayMs).toBe(2_000);
    await jest.advanceTimersByTimeAsync(1);
    await expect(run).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('rejects with the signal’s reason when aborted while waiting', async () => {
    jest.useFakeTimers();
    const controller = new AbortController();
    const run = withRetry(async () => fail(true, 'down', 5_000), {
      retries: 3,
      signal: controller.signal,
    });
    const settled = run.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(100);
    controller.abort(new Error('execution cancelled'));
    expect(((await settled) as Error).message).toBe('execution cancelled');
  });
});
