/**
 * Closing the SQLite store finishes even when it is the last thing the process waits for and its
 * checkpoint worker has started (the worker does not keep a process alive by itself, so a close
 * that only waited on it would let the process exit half-way through shutdown).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { CHECKPOINT_EVERY_WRITES } from '../src/sqlite/checkpointer.js';
import { PROCESS_TEST_TIMEOUT_MS } from './support/child.js';

const SCRIPT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'close-after-checkpoint.mjs',
);

function run(dataDir: string, writes: number): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, dataDir, String(writes)], (error, stdout) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

describe('closing the store as the last thing a process does', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'switchboard-close-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['before the checkpoint worker started', 10],
    ['after the checkpoint worker started', CHECKPOINT_EVERY_WRITES + 100],
  ])(
    'finishes %s',
    async (_label, writes) => {
      const result = await run(path.join(root, String(writes)), writes);
      expect(result).toEqual({ code: 0, stdout: 'closed\n' });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
