import { describe, expect, it } from '@jest/globals';
import { createPrefixTable } from './prefix-table.js';

const collect = (table: ReturnType<typeof createPrefixTable>, prefix: string) => {
  const found: [string, number][] = [];
  table.forEachWithPrefix(prefix, (key, entry) => found.push([key, entry]));
  return found;
};

describe('createPrefixTable', () => {
  const table = createPrefixTable([
    ['gpt-4o', 0],
    ['gpt-4o-mini', 1],
    ['gpt-4', 2],
    ['gemini', 3],
    ['gpt-4o', 0],
    ['', 4],
  ]);

  it('finds every key starting with the prefix, in key order, each pair once', () => {
    expect(collect(table, 'gpt-4o')).toEqual([
      ['gpt-4o', 0],
      ['gpt-4o-mini', 1],
    ]);
    expect(collect(table, 'g').map(([, e]) => e)).toEqual([3, 2, 0, 1]);
  });

  it('finds nothing for a prefix no key has, and ignores empty keys', () => {
    expect(collect(table, 'claude')).toEqual([]);
    expect(collect(table, 'zzz')).toEqual([]);
    expect(collect(table, '').map(([, e]) => e)).not.toContain(4);
  });
});
