import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RateLimitedError } from '@switchboard/kit/errors';
import { RelaySlots } from './relay-slots.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Settles what is already resolved, without letting fake time pass. */
const settle = () => Promise.resolve().then(() => undefined);

describe('RelaySlots', () => {
  it('hands out slots up to the bounds at once', async () => {
    const slots = new RelaySlots({ total: 3, perTeam: 2 });
    await slots.acquire('a', 0);
    await slots.acquire('a', 0);
    await slots.acquire('b', 0);
    expect(slots.inUse).toBe(3);
  });

  it('refuses a team at its own bound with 429 CONCURRENCY_LIMIT_EXCEEDED after the wait', async () => {
    const slots = new RelaySlots({ total: 10, perTeam: 1 });
    await slots.acquire('a', 0);
    let settled = false;
    const refused = slots.acquire('a', 500).catch((error: unknown) => error);
    void refused.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = (await refused) as RateLimitedError;
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.code).toBe('CONCURRENCY_LIMIT_EXCEEDED');
    expect(error.retryAfterSeconds).toBe(1);
    // Another team is not held back by it.
    await expect(slots.acquire('b', 0)).resolves.toEqual(expect.any(Function));
  });

  it('refuses with 503 SERVICE_UNAVAILABLE when the whole process is at its bound', async () => {
    const slots = new RelaySlots({ total: 1, perTeam: 5 });
    await slots.acquire('a', 0);
    const refused = slots.acquire('b', 0).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(await refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 });
  });

  it('gives a freed slot to the first in line whose team is under its bound', async () => {
    const slots = new RelaySlots({ total: 2, perTeam: 1 });
    const releaseA = await slots.acquire('a', 0);
    await slots.acquire('b', 0);
    const order: string[] = [];
    const a2 = slots.acquire('a', 1000).then((release) => {
      order.push('a2');
      return release;
    });
    const c = slots.acquire('c', 1000).then(() => order.push('c'));
    releaseA();
    await settle();
    // a2 is first in line and team a is free again, so it goes first; c keeps waiting.
    expect(order).toEqual(['a2']);
    expect(slots.inUse).toBe(2);
    (await a2)();
    await settle();
    expect(order).toEqual(['a2', 'c']);
    await c;
  });

  it('lets another team pass a team that is at its bound', async () => {
    const slots = new RelaySlots({ total: 3, perTeam: 1 });
    await slots.acquire('a', 0);
    const releaseB = await slots.acquire('b', 0);
    const waitingA = slots.acquire('a', 1000).catch((error: unknown) => error);
    releaseB();
    await expect(slots.acquire('c', 0)).resolves.toEqual(expect.any(Function));
    await jest.advanceTimersByTimeAsync(1000);
    expect(await waitingA).toMatchObject({ code: 'CONCURRENCY_LIMIT_EXCEEDED' });
  });

  it('frees a slot once even when released twice', async () => {
    const slots = new RelaySlots({ total: 1, perTeam: 1 });
    const release = await slots.acquire('a', 0);
    release();
    release();
    expect(slots.inUse).toBe(0);
    await slots.acquire('a', 0);
    expect(slots.inUse).toBe(1);
  });
});
