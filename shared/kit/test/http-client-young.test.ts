import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { runYoungGenerationProbe } from '../../../jest/young-generation.js';

const PROBE = fileURLToPath(new URL('./young-generation-probe.ts', import.meta.url));

describe('a finished call', () => {
  it('leaves almost nothing that outlives a young-generation collection', async () => {
    const { bytesPerCall } = await runYoungGenerationProbe(PROBE);
    // Measured: ~0.3 KB per call; ~8 KB when the body was read through an async generator and
    // each call made an AbortController, which kept its request, response and scope alive until
    // a full collection.
    expect(bytesPerCall).toBeLessThan(4 * 1024);
  });
});
