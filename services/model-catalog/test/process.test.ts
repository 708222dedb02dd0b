import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_DATA_FILE } from '../src/config.js';
import { MAIN_JS } from './harness.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'catalog-process-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function start(args: string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [MAIN_JS, ...args], {
    env: { PATH: process.env['PATH'] ?? '', CATALOG_PORT: '0', ...env },
  });
}

async function exitOf(
  child: ChildProcessWithoutNullStreams,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  // 'close' (not 'exit') waits until all the output has been read from the pipes.
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stderr, stdout };
}

describe('node dist/main.js', () => {
  it('--stdio writes nothing but JSON-RPC messages to stdout, and logs to stderr', async () => {
    const child = start(['--stdio'], { LOG_LEVEL: 'info' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: child.stdout });
    const messages: Record<string, unknown>[] = [];
    const gotBoth = new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => {
        try {
          messages.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          reject(new Error(`stdout line is not JSON: ${line}`));
        }
        if (messages.length === 2) resolve();
      });
    });
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    await gotBoth;
    child.stdin.end();
    await once(child, 'exit');
    expect(messages.every((m) => m['jsonrpc'] === '2.0')).toBe(true);
    const tools = (messages[1]?.['result'] as { tools: { name: string }[] }).tools;
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get-model-details',
      'list-models',
      'recommend-model',
      'search-models',
    ]);
    expect(stderr).toContain('model catalog serving MCP over stdio');
  });

  it('--stdio exits cleanly on SIGTERM even while the client keeps stdin open', async () => {
    const child = start(['--stdio'], { LOG_LEVEL: 'info' });
    const lines = createInterface({ input: child.stderr });
    await once(lines, 'line');
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('serves HTTP, then shuts down cleanly on SIGTERM', async () => {
    const child = start([]);
    const lines = createInterface({ input: child.stdout });
    const [firstLine] = (await once(lines, 'line')) as [string];
    const url = (JSON.parse(firstLine) as { url: string }).url;
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it.each([
    [
      'a model that breaks the contract',
      'bad-tier.json',
      'tier',
      /Invalid model catalog: models\.0\.tier: must be (Budget|Standard|Premium) for an input price/,
    ],
    ['a file that is not JSON', 'not-json.json', 'not-json', /is not valid JSON/],
    ['a missing file', 'missing.json', 'missing', /Cannot read the model catalog/],
  ])(
    'stops with a clear message when data/models.json holds %s',
    async (_label, name, kind, message) => {
      const file = path.join(dir, name);
      if (kind === 'tier') {
        const good = JSON.parse(await readFile(DEFAULT_DATA_FILE, 'utf8')) as {
          models: { tier: string; input_price_per_million: number }[];
        };
        const first = good.models[0];
        if (first) first.tier = first.tier === 'Premium' ? 'Budget' : 'Premium';
        await writeFile(file, JSON.stringify(good));
      } else if (kind === 'not-json') {
        await writeFile(file, '{"version": 1,');
      }
      const result = await exitOf(start([], { CATALOG_DATA_FILE: file }));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain(file);
      expect(result.stdout).toBe('');
    },
  );

  it('stops with a message naming every bad setting', async () => {
    const result = await exitOf(
      start(['--stdio'], { CATALOG_PORT: 'eighty', CATALOG_SYNC_URL: 'ftp://x' }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('CATALOG_PORT');
    expect(result.stderr).toContain('CATALOG_SYNC_URL');
    expect(result.stdout).toBe('');
  });
});
