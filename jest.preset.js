// One jest setup for every package: native ESM, TypeScript through @swc/jest, workspace packages
// resolved to their TypeScript sources so tests never depend on a stale dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Jest project config for the package whose jest.config.js calls this with its import.meta.url. */
export function jestProject(configUrl) {
  const dir = path.dirname(fileURLToPath(configUrl));
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    // Tests reach loopback only: any other connection or DNS query fails, and fails its test.
    setupFiles: [`${ROOT}/jest/loopback-only.js`],
    setupFilesAfterEnv: [`${ROOT}/jest/loopback-only-check.js`],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    extensionsToTreatAsEsm: ['.ts'],
    moduleNameMapper: {
      '^@switchboard/(kit|contracts|store|workspace)/(.*)\\.js$': `${ROOT}/shared/$1/src/$2.ts`,
      '^@switchboard/(kit|contracts|store|workspace)/(.*)$': `${ROOT}/shared/$1/src/$2.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
          module: { type: 'es6' },
          sourceMaps: 'inline',
        },
      ],
    },
    testTimeout: 30_000,
    globalSetup: `${ROOT}/scripts/jest/global-setup.js`,
  };
}
