import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { newSecretsKeyText } from '@switchboard/kit/secrets-key';
import { KEY_FILE_NAME } from '@switchboard/store/sealing/store-key';
import { currentEngine } from '@switchboard/store/testing/exactness';
import { insertInClear, rawStoreText } from '@switchboard/store/testing/raw-store';
import {
  removeTestData,
  ROOT,
  startApi,
  startNode,
  testStoreEnv,
  type ServiceProcess,
} from '@switchboard/testing/stack/processes';

// The key stored credentials are encrypted under, as operators meet it: the built api, runner and
// admin CLI as processes, on a store of either engine.
const run = promisify(execFile);
const API = path.join(ROOT, 'services/api/dist/main.js');
const RUNNER = path.join(ROOT, 'services/agent-runner/dist/main.js');
const CLI = path.join(ROOT, 'services/api/dist/cli.js');
const onSqlite = currentEngine() === 'sqlite' ? it : skipOffSqlite;

/** `it.skip`, with one printed line saying why: the key file is made only for the embedded SQLite store. */
function skipOffSqlite(name: string, body: () => Promise<unknown>, timeout?: number): void {
  process.stderr.write(
    `skipped on ${currentEngine()}: "${name}": the key file is made only for the embedded SQLite store\n`,
  );
  it.skip(name, body, timeout);
}

let dataDir: string;
let env: Record<string, string>;
const started: ServiceProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-secrets-key-'));
  env = { ...testStoreEnv(dataDir), ALLOW_PRIVATE_NETWORK: 'true' };
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.stop()));
  await removeTestData(dataDir);
});

async function api(extra: Record<string, string> = {}) {
  const started_ = await startApi({ ...env, ...extra });
  started.push(started_.process);
  return started_;
}

async function cli(args: string[], extra: Record<string, string> = {}) {
  const { stdout } = await run(process.execPath, [CLI, ...args, '--json'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, ...extra },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('SECRETS_KEY', () => {
  it('is required by the api, the runner and the admin CLI on MongoDB: each stops with one line saying so', async () => {
    const mongo = { DATA_DIR: dataDir, MONGODB_URI: 'mongodb://127.0.0.1:1/switchboard' };
    const commands: Array<[string, string[]]> = [
      [API, []],
      [RUNNER, []],
      [CLI, ['team', 'list']],
    ];
    for (const [entry, args] of commands) {
      const proc = startNode(entry, args, mongo);
      expect(await proc.exited).toBe(1);
      expect(proc.lines).toEqual([
        expect.stringMatching(/^Invalid configuration\. SECRETS_KEY: is required with MONGODB_URI/),
      ]);
    }
  });

  onSqlite(
    'is made for the embedded store on first start, in DATA_DIR with mode 0600, and said',
    async () => {
      const first = await api();
      const made = await first.process.waitForLine((l) => l.includes('made a secrets key'));
      expect(JSON.parse(made)).toMatchObject({ file: path.resolve(dataDir, KEY_FILE_NAME) });
      expect((await stat(path.join(dataDir, KEY_FILE_NAME))).mode & 0o777).toBe(0o600);
      await first.process.stop();
      const second = await api();
      await second.process.waitForLine((l) => l.includes('encrypted under the key file'));
      expect(second.process.lines.join('\n')).not.toContain('made a secrets key');
    },
  );

  it('encrypts credentials stored in clear at start, and re-encrypts them under a new key', async () => {
    const created = await cli(['team', 'create', '--name', 'Old', '--plan', 'pro']);
    const teamId = (created.team as { id: string }).id;
    const key = (created.api_key as { key: string }).key;
    const now = new Date().toISOString();
    // As a version before encryption at rest stored them.
    await insertInClear(testStoreLocation(), 'mcp_servers', [
      {
        id: 'mcp_01jz0000000000000000000001',
        team_id: teamId,
        created_at: now,
        updated_at: now,
        name: 'Legacy tools',
        url: 'https://tools.example.com/mcp',
        transport: 'mcp',
        headers: { Authorization: 'Bearer legacy-in-clear-7f21' },
        tools: [],
      } as never,
    ]);
    const first = await api();
    await first.process.waitForLine((l) => l.includes('encrypted under the current secrets key'));
    expect(await rawStoreText(testStoreLocation())).not.toContain('legacy-in-clear-7f21');
    const shown = async (url: string) =>
      (
        (await await fetch(`${url}/v1/mcp-servers/mcp_01jz0000000000000000000001`, {
          headers: { authorization: `Bearer ${key}` },
        }).then((r) => r.json())) as { data: { headers: Record<string, string> } }
      ).data.headers;
    expect(await shown(first.url)).toEqual({ Authorization: '********7f21' });
    await first.process.stop();

    // Rotation: the CLI re-encrypts under the new key while the old one can still open them.
    const oldKey =
      env.SECRETS_KEY ?? (await readFile(path.join(dataDir, KEY_FILE_NAME), 'utf8')).trim();
    const newKey = newSecretsKeyText();
    const report = await cli(['secrets', 'reencrypt'], {
      SECRETS_KEY: newKey,
      SECRETS_KEY_PREVIOUS: oldKey,
    });
    expect(report.reencrypted).toMatchObject({ mcp_servers: 1 });
    const after = await api({ SECRETS_KEY: newKey });
    expect(await shown(after.url)).toEqual({ Authorization: '********7f21' });
    await after.process.stop();

    // The old key alone no longer opens the store: the api stops at start, saying why.
    const refused = startNode(API, [], { ...env, SECRETS_KEY: oldKey, API_PORT: '0' });
    expect(await refused.exited).toBe(1);
    expect(refused.lines.join('\n')).toMatch(/neither SECRETS_KEY/);
  });
});

function testStoreLocation() {
  return { dataDir, mongodbUri: env.MONGODB_URI };
}
