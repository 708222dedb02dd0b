import { describe, expect, it } from '@jest/globals';
import { itExact } from '../src/testing/exactness.js';
import { payloads, PROCESS_TEST_TIMEOUT_MS } from './support/child.js';
import { engineNames, uniqueName } from './support/engines.js';
import { useChildGroup, useStore } from './support/store-fixture.js';

const MINUTE_MS = 60_000;

describe.each(engineNames())('%s store: counters', (engine) => {
  const processes = useChildGroup();
  let nowMs = Date.UTC(2026, 5, 1, 12, 0, 0);
  const db = useStore(engine, { clock: () => new Date(nowMs) });

  const inAMinute = (): Date => new Date(nowMs + MINUTE_MS);

  it('counts 1, 2, 3 per key, keys independent', async () => {
    const [a, b] = [uniqueName('key'), uniqueName('key')];
    expect(await db.store.incrementCounter(a, inAMinute())).toBe(1);
    expect(await db.store.incrementCounter(a, inAMinute())).toBe(2);
    expect(await db.store.incrementCounter(b, inAMinute())).toBe(1);
    expect(await db.store.incrementCounter(a, inAMinute())).toBe(3);
  });

  itExact(
    'is exact under 1000 concurrent increments: every value from 1 to 1000 exactly once',
    engine,
    async () => {
      const key = uniqueName('key');
      const expiresAt = inAMinute();
      const values = await Promise.all(
        Array.from({ length: 1000 }, () => db.store.incrementCounter(key, expiresAt)),
      );
      expect([...values].sort((x, y) => x - y)).toEqual(
        Array.from({ length: 1000 }, (_, i) => i + 1),
      );
    },
  );

  it('keeps its first expiry while live, and starts over at 1 once expired', async () => {
    const key = uniqueName('key');
    const firstWindowEnd = inAMinute();
    expect(await db.store.incrementCounter(key, firstWindowEnd)).toBe(1);
    nowMs += 30_000;
    // A later expiry passed mid-window does not extend the window.
    expect(await db.store.incrementCounter(key, new Date(nowMs + 10 * MINUTE_MS))).toBe(2);
    nowMs = firstWindowEnd.getTime();
    expect(await db.store.incrementCounter(key, inAMinute())).toBe(1);
    expect(await db.store.incrementCounter(key, inAMinute())).toBe(2);
  });

  itExact(
    'is exact across two OS processes incrementing the same key',
    engine,
    async () => {
      const counterKey = uniqueName('key');
      const args = { ...db.harness.location, counterKey, increments: 300 };
      const children = [processes.start('count', args), processes.start('count', args)];
      try {
        await Promise.all(children.map((child) => child.waitForLine('ready')));
        for (const child of children) child.send('go');
        await Promise.all(children.map((child) => child.waitForLine('done')));
      } finally {
        await Promise.all(children.map((child) => child.stop()));
      }
      const values = children.flatMap((child) => payloads(child.lines, 'value').map(Number));
      expect(values.sort((x, y) => x - y)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
