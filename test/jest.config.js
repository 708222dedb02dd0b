import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestProject } from '../jest.preset.js';

const base = jestProject(import.meta.url);
// End-to-end tests live directly in test/ and start the built services as real processes.
export default {
  ...base,
  displayName: 'e2e',
  testMatch: [`${path.dirname(fileURLToPath(import.meta.url))}/**/*.test.ts`],
  testPathIgnorePatterns: ['/node_modules/'],
};
