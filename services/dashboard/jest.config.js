import { existsSync } from 'node:fs';
import { jestProject } from '../../jest.preset.js';

const base = jestProject(import.meta.url);
// The browser tests drive Debian's chromium through playwright-core (never a downloaded browser).
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) {
  process.stdout.write(
    `dashboard browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)\n`,
  );
}

export default {
  ...base,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(haveChromium ? [] : ['<rootDir>/test/browser/'])],
};
