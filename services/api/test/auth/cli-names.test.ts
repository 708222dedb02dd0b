import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiKey } from '@switchboard/contracts/api-keys';
import type { Team } from '@switchboard/contracts/teams';
import { useCli } from '@switchboard/testing/api/cli';

// The admin CLI refuses the names the API refuses, and a repeated option instead of keeping the last.

let teamId: string;
const cli = useCli().run;

async function teamNames(): Promise<string[]> {
  const listed = await cli('team', 'list', '--json');
  return (JSON.parse(listed.stdout) as { teams: Team[] }).teams.map((team) => team.name);
}

async function keyNames(): Promise<string[]> {
  const listed = await cli('key', 'list', '--team', teamId, '--json');
  return (JSON.parse(listed.stdout) as { api_keys: ApiKey[] }).api_keys.map((key) => key.name);
}

beforeAll(async () => {
  const created = await cli('team', 'create', '--name', 'Base', '--json');
  teamId = (JSON.parse(created.stdout) as { team: Team }).team.id;
});

describe('admin CLI names (the API schemas)', () => {
  it.each([
    ['an empty key name', ['--name', ''], /name: must not be empty/],
    ['a blank key name', ['--name', '   '], /name: must not be empty/],
    ['a key name over 100 characters', ['--name', 'k'.repeat(101)], /at most 100 characters/],
  ])('key create refuses %s with exit 1 and creates no key', async (_label, args, message) => {
    const result = await cli('key', 'create', '--team', teamId, ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
    expect(await keyNames()).toEqual(['Default']);
  });

  it.each([
    ['a line break', 'a\nb'],
    ['a carriage return', 'Acme\rEvil'],
    ['an escape sequence', 'Acme\u001b[31m'],
  ])('team create refuses a name with %s with exit 1', async (_label, name) => {
    const result = await cli('team', 'create', '--name', name);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/name: must not contain control characters/);
    expect(await teamNames()).toEqual(['Base']);
  });

  it('team create refuses an empty name as a validation error (exit 1)', async () => {
    const result = await cli('team', 'create', '--name', '');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/name: must not be empty/);
  });

  it.each([
    [['team', 'create', '--name', 'X', '--name', 'Y'], '--name'],
    [['team', 'create', '--name', 'X', '--plan', 'pro', '--plan', 'free'], '--plan'],
    [['key', 'list', '--team', 'team_a', '--team', 'team_b'], '--team'],
  ])('%j is a usage error (exit 2) naming %s, not the last value', async (args, flag) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${flag} was given more than once`);
    expect(await teamNames()).toEqual(['Base']);
  });

  it('documents the exit codes in --help', async () => {
    const result = await cli('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exit codes: 0 done, 1 .*, 2 usage error/);
  });
});
