import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreatedApiKey } from '@switchboard/contracts/api-keys';
import type { Team } from '@switchboard/contracts/teams';
import { teamScope, type BaseRecord } from '@switchboard/store/port';
import { useCli } from '@switchboard/testing/api/cli';
import { startApp, type TestApp } from '@switchboard/testing/api/start-app';

// The built CLI in a child process, on the store of an API running beside it (`pnpm build` first).
let app: TestApp;
const testCli = useCli();
const cli = testCli.run;

beforeAll(async () => {
  app = await startApp({
    dataDir: testCli.dataDir,
    env: { WORKSPACE_FILE_MAX_BYTES: '1000', WORKSPACE_QUOTA_FREE_BYTES: '1500' },
  });
});
afterAll(async () => {
  await app.close();
});

interface UsageRecord extends BaseRecord {
  bytes: number;
}

async function freeTeam(): Promise<{ team: Team; key: string }> {
  const created = await cli('team', 'create', '--name', 'Drifted', '--json');
  const { team, api_key } = JSON.parse(created.stdout) as { team: Team; api_key: CreatedApiKey };
  return { team, key: api_key.key };
}

const put = (key: string, path: string, bytes: number) =>
  app.request('PUT', `/v1/workspace/files/${path}`, {
    key,
    rawBody: Buffer.alloc(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });

describe('admin CLI: workspace recount', () => {
  it('sets a team’s workspace count to its files’ sizes, so the quota admits what fits again', async () => {
    const { team, key } = await freeTeam();
    expect((await put(key, 'a.bin', 600)).status).toBe(201);
    expect((await put(key, 'b/c.bin', 300)).status).toBe(201);
    // A count left wrong (lost increments on FerretDB 1.x, a process killed mid-write).
    await app.store
      .collection<UsageRecord>({ name: 'workspace_usage' })
      .updateOne(teamScope(team.id), { id: team.id }, { $set: { bytes: 1400 } });
    expect((await put(key, 'd.bin', 500)).status).toBe(413);

    const result = await cli('workspace', 'recount', '--team', team.id, '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      team_id: team.id,
      files: 2,
      used_bytes: 900,
      counted_before: 1400,
    });
    expect((await put(key, 'd.bin', 500)).status).toBe(201);

    const again = await cli('workspace', 'recount', '--team', team.id);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      new RegExp(`Workspace of ${team.id} {2}3 files {2}1400 bytes {2}\\(the count was right\\)`),
    );
  });

  it('refuses an unknown team (exit 1) and a missing --team (exit 2)', async () => {
    const unknown = await cli('workspace', 'recount', '--team', 'team_01zzzzzzzzzzzzzzzzzzzzzzzz');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/team/i);
    const missing = await cli('workspace', 'recount');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--team is required/);
  });
});
