import { jest } from '@jest/globals';

// The modern (non-legacy) config, the one that takes doNotFake.
type FakeTimersConfig = Extract<
  NonNullable<Parameters<typeof jest.useFakeTimers>[0]>,
  { legacyFakeTimers?: false }
>;
/** A global jest can replace with a fake: 'Date', 'setInterval', 'setTimeout', ... */
export type FakeableApi = NonNullable<FakeTimersConfig['doNotFake']>[number];

/** What jest can fake in Node (the browser's animation and idle callbacks do not exist here). */
const NODE_FAKEABLE: readonly FakeableApi[] = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/**
 * Runs `body` with only `faked` replaced by jest's fake timers, and real timers back afterwards
 * even when it throws. Everything else stays real, so the app under test keeps doing real I/O
 * meanwhile (sockets, HTTP client timeouts, the store's end-of-turn commits) and the test can
 * await it. `now` sets the fake Date's start (default: the real time).
 */
export async function withFakeTimersOnly<T>(
  faked: readonly FakeableApi[],
  body: () => Promise<T>,
  options: { now?: Date } = {},
): Promise<T> {
  jest.useFakeTimers({
    doNotFake: NODE_FAKEABLE.filter((api) => !faked.includes(api)),
    ...(options.now ? { now: options.now } : {}),
  });
  try {
    return await body();
  } finally {
    jest.useRealTimers();
  }
}
