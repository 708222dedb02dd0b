import { afterAll, beforeAll } from '@jest/globals';

/**
 * Starts a resource in beforeAll and stops it in afterAll, returning a handle the file can hold
 * at its top level: reading a field of the handle reads the started resource, so tests write
 * `backend.url` instead of declaring a `let` and assigning it in hooks. Reading it outside a test
 * (before beforeAll) throws. afterAll hooks run in declaration order, so declare first what
 * should stop first.
 */
export function useStarted<T extends object>(
  start: () => Promise<T>,
  stop: (resource: T) => Promise<void> | void,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  // The target is never read: every access goes to `started`, so an empty object stands in.
  return new Proxy({} as T, {
    get(_target, property) {
      if (started === undefined) {
        throw new Error(`Read ${String(property)} in a test: it is set up in beforeAll.`);
      }
      const value: unknown = Reflect.get(started, property);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
