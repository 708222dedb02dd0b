import { describe, expect, it } from '@jest/globals';
import { teamScope, type BaseRecord } from '../src/port.js';
import { payloads, PROCESS_TEST_TIMEOUT_MS } from './support/child.js';
import { engineNames } from './support/engines.js';
import { useChildGroup, useDatabase } from './support/store-fixture.js';

/** Acknowledged writes to wait for before pulling the plug. */
const WRITES_BEFORE_KILL = 300;

describe.each(engineNames())('%s store: durability', (engine) => {
  const processes = useChildGroup();
  const db = useDatabase(engine);

  it(
    'every write acknowledged before kill -9 is there after reopening',
    async () => {
      const child = processes.start('durability', db.harness.location);
      await child.waitFor((lines) => payloads(lines, 'inserted').length >= WRITES_BEFORE_KILL);
      // Killed while it is still writing: no chance to flush, close or checkpoint.
      child.kill('SIGKILL');
      expect((await child.exited).signal).toBe('SIGKILL');

      const inserted = payloads(child.lines, 'inserted');
      const tallies = payloads(child.lines, 'tally').map(Number);
      const counters = payloads(child.lines, 'counter').map(Number);
      const tallyId = payloads(child.lines, 'ready')[0] as string;
      expect(inserted.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);

      const store = await db.harness.open();
      try {
        const journal = store.collection<BaseRecord & { n?: number }>({ name: 'journal' });
        const scope = teamScope('team_durable');
        const found = await journal.find(scope, { id: { $in: inserted } });
        expect(found.map((record) => record.id).sort()).toEqual([...inserted].sort());
        expect((await journal.findById(scope, tallyId))?.n).toBeGreaterThanOrEqual(
          Math.max(...tallies),
        );
        const next = await store.incrementCounter('durable', new Date(Date.now() + 3_600_000));
        expect(next).toBeGreaterThan(Math.max(...counters));
      } finally {
        await store.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
