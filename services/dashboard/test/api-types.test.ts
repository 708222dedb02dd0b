import { describe, expect, it } from '@jest/globals';
import { generate, SCHEMA_FILE } from '../scripts/api-types.js';

describe('the dashboard API client', () => {
  it('is generated from the API’s current OpenAPI document', async () => {
    const { current, expected } = await generate();
    const fix = 'pnpm build && pnpm --filter @switchboard/dashboard api:generate';
    expect({ file: SCHEMA_FILE, upToDate: current === expected, fix }).toEqual({
      file: SCHEMA_FILE,
      upToDate: true,
      fix,
    });
  }, 60_000);
});
