import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { SWITCHBOARD_VERSION, USER_AGENT } from './version.js';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('SWITCHBOARD_VERSION', () => {
  it("is the root package.json's version, so a release bumps one place", () => {
    expect(SWITCHBOARD_VERSION).toBe(rootPackage.version);
  });

  it('is what outbound calls name in their User-Agent', () => {
    expect(USER_AGENT).toBe(`Switchboard/${rootPackage.version}`);
  });
});
