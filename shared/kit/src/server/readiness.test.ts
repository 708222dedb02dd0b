import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Readiness } from './readiness.js';

describe('Readiness', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is ready while the check answers, and not once shut down', async () => {
    const readiness = new Readiness({ check: async () => undefined });
    expect(await readiness.problem()).toBeNull();
    readiness.shutDown();
    expect(await readiness.problem()).toBe('the process is shutting down');
  });

  it('is not ready when the check fails, whatever it says', async () => {
    const readiness = new Readiness({
      check: () => Promise.reject(new Error('connect ECONNREFUSED db-7.internal:27017')),
    });
    expect(await readiness.problem()).toBe('the store is unreachable');
  });

  it('gives up on a check that does not answer in time, and runs one check at a time', async () => {
    let checks = 0;
    let answer: () => void = () => undefined;
    const readiness = new Readiness({
      timeoutMs: 2_000,
      // The first ping hangs until the test answers it; later ones answer at once.
      check: () => {
        checks += 1;
        if (checks > 1) return Promise.resolve();
        return new Promise<void>((resolve) => (answer = resolve));
      },
    });
    const first = readiness.problem();
    const second = readiness.problem();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(await first).toBe('the store did not answer within 2 s');
    expect(await second).toBe('the store did not answer within 2 s');
    // Still the same ping in flight: a slow store is not sent another.
    const third = readiness.problem();
    expect(checks).toBe(1);
    answer();
    expect(await third).toBeNull();
    expect(await readiness.problem()).toBeNull();
    expect(checks).toBe(2);
  });
});
