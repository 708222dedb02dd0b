import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { keepTyping, TYPING_REPEAT_MS } from './keep-typing.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('keepTyping', () => {
  it('shows typing at once and again every interval while the answer is pending', async () => {
    const show = jest.fn(() => Promise.resolve());
    const stop = keepTyping(show);
    expect(show).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(TYPING_REPEAT_MS * 3);
    expect(show).toHaveBeenCalledTimes(4);
    await stop();
    await jest.advanceTimersByTimeAsync(TYPING_REPEAT_MS * 3);
    expect(show).toHaveBeenCalledTimes(4);
  });

  it('keeps going after a failed call, and stop waits for the call in flight', async () => {
    let finish: () => void = () => undefined;
    const show = jest
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('429'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = keepTyping(show);
    await jest.advanceTimersByTimeAsync(TYPING_REPEAT_MS);
    expect(show).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(TYPING_REPEAT_MS * 2);
    expect(show).toHaveBeenCalledTimes(2);
  });
});
