import { describe, expect, it } from '@jest/globals';
import { newId, pooledRandom } from './ids.js';

describe('newId', () => {
  it('prefixes ids with the record kind', () => {
    expect(newId('bot')).toMatch(/^bot_[0-9a-z]{26}$/);
    expect(newId('agentLoop')).toMatch(/^loop_/);
  });

  it('makes ids that sort in creation order', () => {
    const ids = Array.from({ length: 1000 }, () => newId('message'));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('pooledRandom', () => {
  it('draws byte fractions in [0, 1) and keeps drawing fresh bytes across refills', () => {
    const next = pooledRandom(16);
    const draws = Array.from({ length: 16 * 50 }, () => next());
    expect(draws.every((value) => value >= 0 && value < 1 && Number.isInteger(value * 256))).toBe(
      true,
    );
    // 800 draws of 256 values: about 245 distinct expected; a pool reused without refilling
    // would give at most 16.
    expect(new Set(draws).size).toBeGreaterThan(200);
  });
});
