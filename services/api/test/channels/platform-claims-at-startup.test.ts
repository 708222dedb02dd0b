/**
 * Channels stored before bot claims existed are claimed once when the API starts, not
 * by every Telegram create or PATCH scanning all teams' channels.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ALL_TEAMS } from '@switchboard/store/port';
import { CHANNELS_COLLECTION } from '../../src/channels/channel.repository.js';
import type { ClaimedChannel } from '../../src/channels/platform-claim.js';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { captureLogs } from '@switchboard/testing/api/log-capture';
import { startApp, type TestApp } from '@switchboard/testing/api/start-app';
import { createTeam, type TestTeam } from '@switchboard/testing/api/teams';

const telegram = useFakeTelegram();
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A token of bot `number` (a re-issued token keeps the number, changes the secret). */
function token(number: number, secret: string): string {
  const value = `${number}:${secret.repeat(35)}`;
  telegram.validTokens.add(value);
  return value;
}

async function createChannel(app: TestApp, team: TestTeam, botToken: string) {
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key: team.key,
    body: { name: 'Tg' },
  });
  return app.request<{ data: { id: string } }>('POST', `/v1/bots/${bot.body.data.id}/channels`, {
    key: team.key,
    body: { type: 'telegram', config: { bot_token: botToken } },
  });
}

/** Removes a channel's claim, as a version without claims stored it. */
async function asStoredBeforeClaims(app: TestApp, channelId: string): Promise<void> {
  await app.store
    .collection<ClaimedChannel>(CHANNELS_COLLECTION)
    .updateMany(ALL_TEAMS, { id: channelId }, { $unset: ['platform_key'] });
}

describe('channels stored before claims', () => {
  it('are claimed once when the API starts, not by requests', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-claims-'));
    dirs.push(dataDir);
    const env = { TELEGRAM_API_BASE_URL: telegram.url };
    const before = await startApp({ dataDir, env });
    const teamA = await createTeam(before);
    const teamB = await createTeam(before);
    const first = await createChannel(before, teamA, token(300000001, 'A'));
    await asStoredBeforeClaims(before, first.body.data.id);
    // Requests no longer look for unclaimed channels, so a second one on the bot can be stored
    // (as it could before claims existed): a legacy pair sharing one bot.
    const second = await createChannel(before, teamA, token(300000001, 'B'));
    expect(second.status).toBe(201);
    await asStoredBeforeClaims(before, second.body.data.id);
    await before.close();

    const logs = captureLogs();
    const after = await startApp({
      dataDir,
      env: { ...env, LOG_LEVEL: 'warn' },
      logDestination: logs.stream,
    });
    try {
      // Another team's channel on that bot is refused: one of the pair was claimed at start-up.
      expect((await createChannel(after, teamB, token(300000001, 'C'))).status).toBe(409);
      const own = await createChannel(after, teamA, token(300000002, 'D'));
      await after.request('PATCH', `/v1/channels/${own.body.data.id}`, {
        key: teamA.key,
        body: { config: { bot_token: token(300000003, 'E') } },
      });
      // The pair's second channel was reported once, at start-up, not again per request.
      const shares = logs.lines.all.filter((l) => l.msg === 'channel shares its platform account');
      expect(shares).toHaveLength(1);
    } finally {
      await after.close();
    }
  });
});
