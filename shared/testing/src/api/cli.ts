/** The built admin CLI (`dist/cli.js`) run as a child process, as an operator would run it. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from '@jest/globals';
import { removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';

const CLI = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../services/api/dist/cli.js',
);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface TestCli {
  /** The private DATA_DIR every run uses (from beforeAll on). */
  readonly dataDir: string;
  run(...args: string[]): Promise<CliResult>;
}

/**
 * Registers hooks that give this file a private DATA_DIR for the CLI (created before its tests,
 * removed after) and fail early, with the fix, when the CLI has not been built.
 */
export function useCli(): TestCli {
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run pnpm build before these tests`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-cli-'));
  });
  afterAll(async () => {
    if (dataDir) await removeTestData(dataDir);
  });
  const cli: TestCli = {
    get dataDir() {
      if (!dataDir) throw new Error('useCli(): the DATA_DIR exists from beforeAll on');
      return dataDir;
    },
    run: (...args) =>
      new Promise((resolve) => {
        execFile(
          process.execPath,
          [CLI, ...args],
          { env: { PATH: process.env.PATH, ...testStoreEnv(cli.dataDir) } },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      }),
  };
  return cli;
}
