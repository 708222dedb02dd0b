import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { runYoungGenerationProbe } from '../../../jest/young-generation.js';

const PROBE = fileURLToPath(new URL('./search-young-probe.ts', import.meta.url));

describe('a finished search', () => {
  it('leaves little that outlives a young-generation collection', async () => {
    const { bytesPerSearch } = await runYoungGenerationProbe(PROBE);
    // Measured: ~0.6 KB per search; ~3.7 KB when FastFuse kept every query's scorer in a WeakMap
    // keyed by fuse.js's searcher, alive until a full collection.
    expect(bytesPerSearch).toBeLessThan(2 * 1024);
  });
});
