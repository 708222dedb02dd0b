import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseCatalogFile } from '@switchboard/contracts/catalog';
import { createFetchJson } from '../src/data/fetch-json.js';
import { syncCatalog } from '../src/data/sync.js';

const CLI_JS = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const SAMPLE = fileURLToPath(new URL('./fixtures/openrouter-models.sample.json', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI_JS, ...args],
      { env: { PATH: process.env['PATH'] ?? '' } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** A fake OpenRouter serving the sample listing, plus the ways a real upstream can go wrong. */
let upstream: Server;
let base = '';
let dir = '';

beforeAll(async () => {
  const sample = await readFile(SAMPLE, 'utf8');
  upstream = createServer((req, res) => {
    if (req.url === '/api/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(sample);
    } else if (req.url === '/broken') {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
    } else if (req.url === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    } else if (req.url === '/wrong-shape') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"models":[]}');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(tmpdir(), 'catalog-sync-'));
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('catalog sync', () => {
  it('cli sync --url refreshes the catalog file from an OpenRouter-compatible /models URL', async () => {
    const output = path.join(dir, 'synced.json');
    const run = await runCli(['sync', '--url', `${base}/api/v1/models`, '--output', output]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Wrote 7 models to ${output}`);
    const catalog = parseCatalogFile(JSON.parse(await readFile(output, 'utf8')));
    expect(catalog.source).toEqual({
      kind: 'openrouter',
      location: `${base}/api/v1/models`,
      upstream_count: 14,
    });
    expect(catalog.models.map((m) => m.id)).toContain('acme/rocket-1');
  });

  it('cli build turns a saved response into the catalog file', async () => {
    const output = path.join(dir, 'built.json');
    const run = await runCli(['build', '--input', SAMPLE, '--output', output]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('dropped 4');
    expect(parseCatalogFile(JSON.parse(await readFile(output, 'utf8'))).models).toHaveLength(7);
  });

  it.each([
    ['an HTTP error', '/broken', 'answered HTTP 503'],
    ['a non-JSON answer', '/html', 'did not answer with JSON'],
    ['JSON that is not a /models response', '/wrong-shape', 'Not an OpenRouter /models response'],
  ])('keeps the previous file when the upstream gives %s', async (_label, route, message) => {
    const output = path.join(dir, `kept-${route.slice(1)}.json`);
    await writeFile(output, 'previous content');
    await expect(
      syncCatalog({ url: `${base}${route}`, output, fetchJson: createFetchJson() }),
    ).rejects.toThrow(message);
    expect(await readFile(output, 'utf8')).toBe('previous content');
  });

  it('cli sync exits 1 with a message when the upstream cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runCli([
      'sync',
      '--url',
      `http://127.0.0.1:${port}/models`,
      '--output',
      path.join(dir, 'x.json'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr.length).toBeGreaterThan(0);
    expect(run.stdout).toBe('');
  });

  it('cli rejects an unknown command with the usage', async () => {
    const run = await runCli(['refresh']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Unknown command 'refresh'");
    expect(run.stderr).toContain('Usage:');
  });
});
