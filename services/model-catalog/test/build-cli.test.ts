import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseCatalogFile } from '@switchboard/contracts/catalog';

const CLI_JS = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const COMMITTED = fileURLToPath(new URL('../../../data/models.json', import.meta.url));

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'catalog-build-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function build(output: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // From a folder outside the repository, with nothing beside the clone: only what it ships.
    execFile(
      process.execPath,
      [CLI_JS, 'build', '--output', output],
      { cwd: dir, env: { PATH: process.env['PATH'] ?? '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('catalog:build without --input', () => {
  it("rebuilds the committed catalog's models from the snapshot shipped in data/upstream/", async () => {
    const output = path.join(dir, 'models.json');
    const run = await build(output);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    const built = parseCatalogFile(JSON.parse(await readFile(output, 'utf8')));
    const committed = parseCatalogFile(JSON.parse(await readFile(COMMITTED, 'utf8')));
    expect(built.source).toEqual({
      kind: 'openrouter',
      location: 'data/upstream/openrouter-models-2026-08-18.json',
      upstream_count: 414,
    });
    expect(built.source).toEqual(committed.source);
    expect(built.models.map((m) => m.id)).toEqual(committed.models.map((m) => m.id));
    expect(Object.keys(built.aliases)).toEqual(Object.keys(committed.aliases));
    expect(run.stdout).toContain(`Wrote ${committed.models.length} models to ${output}`);
  });
});
