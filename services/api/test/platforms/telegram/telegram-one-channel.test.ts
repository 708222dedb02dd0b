/**
 * One Telegram bot backs at most one channel, across teams: a second channel
 * would take the bot's one webhook over, and deleting either would cut the other off.
 */
import { describe, expect, it } from '@jest/globals';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const telegram = useFakeTelegram();
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url } }));
const teamA = useTeam(app);
const teamB = useTeam(app);
let nextBotNumber = 200000100;

/** A token of a new Telegram bot (a re-issued token keeps the number, changes the secret). */
function token(number = nextBotNumber++, secret = 'A'): string {
  const value = `${number}:${secret.repeat(35)}`;
  telegram.validTokens.add(value);
  return value;
}

async function newBot(team: TestTeam): Promise<string> {
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key: team.key,
    body: { name: 'Tg' },
  });
  return bot.body.data.id;
}

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

async function createChannel(team: TestTeam, botToken: string, botId?: string) {
  return app.request<{ data: { id: string; status: string } } & ErrorBody>(
    'POST',
    `/v1/bots/${botId ?? (await newBot(team))}/channels`,
    { key: team.key, body: { type: 'telegram', config: { bot_token: botToken } } },
  );
}

function setWebhooks(botToken: string) {
  return telegram.calls.all.filter((c) => c.method === 'setWebhook' && c.token === botToken);
}

describe('one channel per Telegram bot', () => {
  it("refuses another team's channel on the same bot with a 409 that names none of its ids", async () => {
    const shared = token();
    const first = await createChannel(teamA, shared);
    expect(first.status).toBe(201);
    const botB = await newBot(teamB);
    const second = await createChannel(teamB, shared, botB);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('CONFLICT');
    for (const id of [first.body.data.id, teamA.team.id, first.body.data.id.slice(4)]) {
      expect(second.text).not.toContain(id);
    }
    // The first channel keeps its webhook: the refused one never called setWebhook.
    expect(setWebhooks(shared)).toHaveLength(1);
    const list = await app.request<{ data: unknown[] }>('GET', `/v1/bots/${botB}/channels`, {
      key: teamB.key,
    });
    expect(list.body.data).toEqual([]);
  });

  it('knows the bot by its numeric id, whatever the token secret (a re-issued token)', async () => {
    const number = nextBotNumber++;
    expect((await createChannel(teamA, token(number, 'A'))).status).toBe(201);
    const reissued = token(number, 'B');
    expect((await createChannel(teamA, reissued)).status).toBe(409);
    expect(setWebhooks(reissued)).toHaveLength(0);
  });

  it('lets exactly one of two concurrent creates win', async () => {
    const shared = token();
    const [botA, botB] = await Promise.all([newBot(teamA), newBot(teamB)]);
    const results = await Promise.all([
      createChannel(teamA, shared, botA),
      createChannel(teamB, shared, botB),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(setWebhooks(shared)).toHaveLength(1);
  });

  it('refuses a PATCH to a bot another channel has, and keeps the channel as it was', async () => {
    const taken = token();
    expect((await createChannel(teamA, taken)).status).toBe(201);
    const own = token();
    const mine = await createChannel(teamB, own);
    const res = await app.request<ErrorBody>('PATCH', `/v1/channels/${mine.body.data.id}`, {
      key: teamB.key,
      body: { config: { bot_token: taken } },
    });
    expect(res.status).toBe(409);
    const shown = await app.request<{ data: { config: { bot_token: string } } }>(
      'GET',
      `/v1/channels/${mine.body.data.id}`,
      { key: teamB.key },
    );
    expect(shown.body.data.config.bot_token).toBe(`********${own.slice(-4)}`);
    expect(setWebhooks(taken)).toHaveLength(1);
  });

  it('frees the bot when its channel is deleted, or when Telegram refused it', async () => {
    const shared = token();
    const first = await createChannel(teamA, shared);
    await app.request('DELETE', `/v1/channels/${first.body.data.id}`, { key: teamA.key });
    expect((await createChannel(teamB, shared)).status).toBe(201);

    const refusedOnce = `${nextBotNumber++}:${'R'.repeat(35)}`;
    expect((await createChannel(teamA, refusedOnce)).status).toBe(422);
    telegram.validTokens.add(refusedOnce);
    expect((await createChannel(teamB, refusedOnce)).status).toBe(201);
  });

  it('frees the new bot when a PATCH to it is refused by Telegram', async () => {
    const channel = await createChannel(teamA, token());
    const refused = `${nextBotNumber++}:${'R'.repeat(35)}`;
    const res = await app.request('PATCH', `/v1/channels/${channel.body.data.id}`, {
      key: teamA.key,
      body: { config: { bot_token: refused } },
    });
    expect(res.status).toBe(422);
    telegram.validTokens.add(refused);
    expect((await createChannel(teamB, refused)).status).toBe(201);
  });
});
