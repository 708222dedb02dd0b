import { describe, expect, it } from '@jest/globals';
import { generate } from '../scripts/api-types.js';

describe('the dashboard API client', () => {
  it('is generated from the API’s current OpenAPI document', async () => {
    const fix = 'pnpm build && pnpm --filter @switchboard/dashboard api:generate';
    for (const { file, current, expected } of await generate()) {
      expect({ file, upToDate: current === expected, fix }).toEqual({ file, upToDate: true, fix });
    }
  }, 60_000);
});
