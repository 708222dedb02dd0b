import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { memoryHarness, testCatalog } from './harness.js';

let harness: Awaited<ReturnType<typeof memoryHarness>>;

beforeAll(async () => {
  harness = await memoryHarness(await testCatalog());
});
afterAll(() => harness.close());

const search = async (query: string, limit: number) => {
  const outcome = await harness.call('search-models', { query, limit });
  return outcome.data as { total: number; shown: number; results: unknown[] };
};

describe('search-models total', () => {
  it.each(['gpt', 'claude', 'claud sonet', 'gpt4o'])(
    'is the number of models matching "%s", the same at every limit',
    async (query) => {
      const all = await search(query, 100);
      // Under 100 matches, the largest limit shows them all: that is the number to report.
      expect(all.total).toBeLessThan(100);
      expect(all.shown).toBe(all.total);
      for (const limit of [1, 5, 20]) {
        const page = await search(query, limit);
        expect(page.total).toBe(all.total);
        expect(page.shown).toBe(Math.min(limit, all.total));
        expect(page.results).toHaveLength(page.shown);
      }
    },
  );
});
