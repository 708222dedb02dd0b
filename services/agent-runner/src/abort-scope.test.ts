import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AbortScope } from './abort-scope.js';

afterEach(() => {
  jest.useRealTimers();
});

describe('AbortScope', () => {
  it('aborts with the deadline reason when its time is up', async () => {
    jest.useFakeTimers();
    const scope = new AbortScope([new AbortController().signal]).deadline(10_000, () => 'late');
    await jest.advanceTimersByTimeAsync(9_999);
    expect(scope.signal.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(scope.signal.aborted).toBe(true);
    expect(scope.signal.reason).toBe('late');
  });

  it('follows any parent, with the parent reason, also one aborted before it was made', () => {
    const first = new AbortController();
    const second = new AbortController();
    const scope = new AbortScope([first.signal, second.signal]);
    second.abort('cancelled');
    expect(scope.signal.reason).toBe('cancelled');

    const early = new AbortController();
    early.abort('shutdown');
    expect(new AbortScope([early.signal]).signal.reason).toBe('shutdown');
  });

  it('once disposed, neither the deadline nor a parent aborts it', async () => {
    jest.useFakeTimers();
    const parent = new AbortController();
    const scope = new AbortScope([parent.signal]).deadline(1_000, () => 'late');
    scope.dispose();
    parent.abort('cancelled');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(scope.signal.aborted).toBe(false);
  });

  it('aborts at once when the time is already used up', () => {
    const scope = new AbortScope().deadline(0, () => 'late');
    expect(scope.signal.reason).toBe('late');
  });
});
