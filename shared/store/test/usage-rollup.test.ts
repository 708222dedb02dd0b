import { describe, expect, it } from '@jest/globals';
import { itExact } from '../src/testing/exactness.js';
import { latencyBucketField, UsageRollup } from '../src/usage-rollup.js';
import { engineNames, uniqueName } from './support/engines.js';
import { useStore } from './support/store-fixture.js';

describe.each(engineNames())('%s store: usage rollups', (engine) => {
  const db = useStore(engine);
  const day = (iso: string) => new Date(iso);

  itExact('adds concurrent increments exactly, creating the day once', engine, async () => {
    const rollup = new UsageRollup(db.store);
    const team = uniqueName('team');
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        rollup.add(team, day('2031-03-04T10:00:00Z'), {
          messages_received: 1,
          cost_usd: 0.001,
          ...(i % 2 ? { replies_sent: 1 } : {}),
        }),
      ),
    );
    const [record, ...rest] = await rollup.range(team, '2031-03-04', '2031-03-04');
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ date: '2031-03-04', messages_received: 50, replies_sent: 25 });
    expect(record?.cost_usd).toBeCloseTo(0.05, 9);
  });

  it('keeps days and teams apart and reads only the asked range, oldest first', async () => {
    const rollup = new UsageRollup(db.store);
    const [team, other] = [uniqueName('team'), uniqueName('team')];
    for (const date of ['2031-01-01', '2031-01-03', '2031-01-05']) {
      await rollup.add(team, day(`${date}T23:59:59Z`), { tokens: 10 });
    }
    await rollup.add(other, day('2031-01-03T00:00:00Z'), { tokens: 99 });
    const days = await rollup.range(team, '2031-01-02', '2031-01-05');
    expect(days.map((d) => [d.date, d.tokens])).toEqual([
      ['2031-01-03', 10],
      ['2031-01-05', 10],
    ]);
  });
});

describe('latencyBucketField', () => {
  it.each([
    [0, 'latency_b0'],
    [50, 'latency_b0'],
    [51, 'latency_b1'],
    [1000, 'latency_b6'],
    [120_000, 'latency_b17'],
    [500_000, 'latency_b18'],
  ])('puts %i ms in %s', (ms, field) => {
    expect(latencyBucketField(ms)).toBe(field);
  });
});
