import { describe, expect, it } from '@jest/globals';
import {
  explainNoAttempts,
  planAttempts,
  type SelectableIntegration,
} from './select-integrations.js';
import { seeded } from '@switchboard/testing/fakes/seeded-random';

function integration(
  id: string,
  weight: number,
  extra: Partial<SelectableIntegration> = {},
): SelectableIntegration {
  return {
    id,
    weight,
    fallback: false,
    enabled: true,
    created_at: `2026-01-01T00:00:0${id.length % 10}.000Z`,
    ...extra,
  };
}

const never = (): number => {
  throw new Error('highest_weight must not use randomness');
};

describe('planAttempts', () => {
  it('highest_weight picks the heaviest candidate, then fallbacks by weight', () => {
    const list = [
      integration('a', 1),
      integration('b', 5),
      integration('fb-low', 1, { fallback: true }),
      integration('fb-high', 9, { fallback: true }),
    ];
    expect(planAttempts(list, 'highest_weight', never).map((i) => i.id)).toEqual([
      'b',
      'fb-high',
      'fb-low',
    ]);
  });

  it('highest_weight breaks ties in favour of the oldest integration', () => {
    const list = [
      integration('newer', 3, { created_at: '2026-02-01T00:00:00.000Z' }),
      integration('older', 3, { created_at: '2026-01-01T00:00:00.000Z' }),
    ];
    expect(planAttempts(list, 'highest_weight', never)[0]?.id).toBe('older');
  });

  it('skips disabled integrations, zero weights, and disabled fallbacks', () => {
    const list = [
      integration('off', 10, { enabled: false }),
      integration('zero', 0),
      integration('on', 1),
      integration('fb-off', 5, { fallback: true, enabled: false }),
    ];
    expect(planAttempts(list, 'highest_weight', never).map((i) => i.id)).toEqual(['on']);
  });

  it('never uses a fallback as the primary; fallbacks alone are still tried', () => {
    const list = [integration('fb', 5, { fallback: true }), integration('zero', 0)];
    expect(planAttempts(list, 'highest_weight', never).map((i) => i.id)).toEqual(['fb']);
  });

  it('returns nothing when no integration can answer', () => {
    expect(planAttempts([], 'weighted', Math.random)).toEqual([]);
    expect(planAttempts([integration('x', 0)], 'weighted', Math.random)).toEqual([]);
  });

  it('weighted picks each candidate with probability weight / sum (chi-square, fixed seed)', () => {
    const list = [integration('a', 1), integration('b', 3), integration('c', 6)];
    const random = seeded(20260101);
    const draws = 20_000;
    const counts = new Map<string, number>();
    for (let n = 0; n < draws; n += 1) {
      const [primary] = planAttempts(list, 'weighted', random);
      counts.set(primary!.id, (counts.get(primary!.id) ?? 0) + 1);
    }
    const chiSquare = list.reduce((sum, i) => {
      const expected = (draws * i.weight) / 10;
      const observed = counts.get(i.id) ?? 0;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
    // Two degrees of freedom: 13.82 is the 0.999 quantile, so a correct picker fails 1 in 1000 seeds.
    expect(chiSquare).toBeLessThan(13.82);
    // A picker that ignored weights (uniform) would be far outside: guard against a vacuous test.
    expect(counts.get('c')!).toBeGreaterThan(counts.get('a')! * 4);
  });

  it('weighted with one candidate of weight 0 and one positive never picks the zero', () => {
    const list = [integration('zero', 0), integration('one', 1)];
    const random = seeded(7);
    for (let n = 0; n < 200; n += 1) {
      expect(planAttempts(list, 'weighted', random)[0]?.id).toBe('one');
    }
  });
});

describe('explainNoAttempts', () => {
  it('says the enabled integrations all have weight 0 when that is why nothing is planned', () => {
    const list = [integration('a', 0), integration('b', 3, { enabled: false })];
    expect(planAttempts(list, 'highest_weight', never)).toEqual([]);
    expect(explainNoAttempts(list)).toBe(
      "the bot's enabled integrations all have weight 0 (never primary) and none is a fallback",
    );
  });

  it('says none is enabled, or that there is none', () => {
    expect(explainNoAttempts([integration('a', 5, { enabled: false })])).toBe(
      'the bot has no enabled integration',
    );
    expect(explainNoAttempts([])).toBe('the bot has no integration');
  });
});
