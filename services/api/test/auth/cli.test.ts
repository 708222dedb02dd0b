import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiKey, CreatedApiKey } from '@switchboard/contracts/api-keys';
import type { Team } from '@switchboard/contracts/teams';
import { startApp, type TestApp } from '@switchboard/testing/api/start-app';
import { useCli } from '@switchboard/testing/api/cli';

// The CLI is tested as users run it: the built file in a child process (`pnpm build` first).
let app: TestApp;
const testCli = useCli();
const cli = testCli.run;

beforeAll(async () => {
  app = await startApp({ dataDir: testCli.dataDir });
});
afterAll(async () => {
  await app.close();
});

describe('admin CLI', () => {
  it('team create --json prints one line with the team and a working first key', async () => {
    const result = await cli('team', 'create', '--name', 'Acme', '--plan', 'pro', '--json');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const output = JSON.parse(lines[0]!) as { team: Team; api_key: CreatedApiKey };
    expect(output.team).toMatchObject({
      name: 'Acme',
      plan: 'pro',
      id: expect.stringMatching(/^team_/),
    });
    expect(output.api_key).toMatchObject({
      id: expect.stringMatching(/^key_/),
      key: expect.stringMatching(/^sb_[A-Za-z0-9_-]{43}$/),
      revoked_at: null,
    });
    const res = await app.request('GET', '/v1/bots', { key: output.api_key.key });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('300');
  });

  it('defaults the plan to free and prints readable text without --json', async () => {
    const result = await cli('team', 'create', '--name', 'Readable');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Team team_\w+ {2}Readable {2}plan=free/);
    expect(result.stdout).toMatch(/Secret \(shown once, store it now\): sb_/);
  });

  it('creates, lists and revokes keys; a revoked key gets 401 from the API', async () => {
    const created = JSON.parse(
      (await cli('team', 'create', '--name', 'Keys', '--json')).stdout,
    ) as {
      team: Team;
    };
    const teamId = created.team.id;
    const made = await cli('key', 'create', '--team', teamId, '--name', 'deploy', '--json');
    expect(made.code).toBe(0);
    const { api_key: key } = JSON.parse(made.stdout) as { api_key: CreatedApiKey };
    expect(key.name).toBe('deploy');

    const listed = JSON.parse((await cli('key', 'list', '--team', teamId, '--json')).stdout) as {
      api_keys: ApiKey[];
    };
    expect(listed.api_keys.map((k) => k.name).sort()).toEqual(['Default', 'deploy']);
    expect(JSON.stringify(listed)).not.toContain(key.key);

    expect((await app.request('GET', '/v1/bots', { key: key.key })).status).toBe(200);
    const revoked = await cli('key', 'revoke', key.id, '--json');
    expect(revoked.code).toBe(0);
    expect((JSON.parse(revoked.stdout) as { api_key: ApiKey }).api_key.revoked_at).not.toBeNull();
    expect((await app.request('GET', '/v1/bots', { key: key.key })).status).toBe(401);
  });

  it.each([
    [
      ['team', 'create', '--name', 'x', '--plan', 'gold'],
      1,
      /plan: must be free, pro or enterprise/,
    ],
    [['team', 'create'], 2, /--name is required/],
    [['key', 'create', '--team', 'team_missing'], 1, /No team with id 'team_missing'/],
    [['key', 'revoke', 'key_missing'], 1, /No api key with id 'key_missing'/],
    [['key', 'list'], 2, /--team is required/],
    [['frobnicate'], 2, /Unknown command/],
    [['team', 'create', '--nme', 'x'], 2, /Unknown option/],
  ])('%j exits %i with a clear message on stderr', async (args, code, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
  });
});
