import { describe, expect, it } from '@jest/globals';
import type { Team } from '@switchboard/contracts/teams';
import { useCli } from '@switchboard/testing/api/cli';

// A stray word on the admin CLI's command line is a usage error (exit 2), not
// silently dropped; `--name Acme Corp` without quotes must not create a team named "Acme".

const cli = useCli().run;

async function teamNames(): Promise<string[]> {
  const listed = await cli('team', 'list', '--json');
  expect(listed.code).toBe(0);
  return (JSON.parse(listed.stdout) as { teams: Team[] }).teams.map((team) => team.name);
}

describe('admin CLI extra arguments', () => {
  it('refuses an unquoted multi-word name with exit 2 and creates no team', async () => {
    const result = await cli('team', 'create', '--name', 'Acme', 'Corp', '--json');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Unexpected argument: Corp');
    expect(result.stderr).toContain('Usage:');
    expect(await teamNames()).toEqual([]);
  });

  it.each([
    [['team', 'list', 'everything'], 'everything'],
    [['key', 'list', '--team', 'team_x', 'extra'], 'extra'],
    [['key', 'revoke', 'key_a', 'key_b'], 'key_b'],
  ])('refuses %j with exit 2 naming %s', async (args, extra) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Unexpected argument: ${extra}`);
  });

  it('still reports an unknown command as unknown', async () => {
    const result = await cli('team', 'rename', 'x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown command: team rename x');
  });
});
