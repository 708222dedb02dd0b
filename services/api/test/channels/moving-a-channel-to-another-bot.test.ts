/**
 * A channel's claim on its Telegram bot stays in step with its config: a
 * refused PATCH whose old bot was taken meanwhile leaves no claim on the new bot, and of two
 * concurrent PATCHes that move the bot, the stored claim is always the bot the config uses.
 */
import { describe, expect, it } from '@jest/globals';
import { listenOnLoopback, Recorder, sendJson } from '@switchboard/testing/fakes/http-server';
import { useStarted } from '@switchboard/testing/api/hooks';
import type { TestApp } from '@switchboard/testing/api/start-app';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

/**
 * A Telegram Bot API that answers setWebhook and deleteWebhook, refuses tokens in `refused`
 * (401) and holds a held token's setWebhook until the test releases it.
 */
const telegram = useStarted(
  async () => {
    const arrived = new Recorder<string>();
    const gates = new Map<string, { release: () => void; open: Promise<void> }>();
    const refused = new Set<string>();
    const running = await listenOnLoopback((req, res) => {
      const [, token = '', method = ''] = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '') ?? [];
      void (async () => {
        if (method === 'setWebhook') {
          arrived.push(token);
          await gates.get(token)?.open;
        }
        if (refused.has(token))
          return sendJson(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
        return sendJson(res, 200, { ok: true, result: true });
      })();
    });
    return {
      url: running.url,
      refused,
      /** Resolves once setWebhook for `token` has arrived (and is being held, if held). */
      arrived: (token: string) => arrived.waitFor((t) => t === token),
      hold(token: string) {
        let release = (): void => undefined;
        const open = new Promise<void>((resolve) => (release = resolve));
        gates.set(token, { release, open });
      },
      release: (token: string) => gates.get(token)?.release(),
      close: running.close,
    };
  },
  (fake) => fake.close(),
);

let nextBotNumber = 300000100;
function token(secret: string, number = nextBotNumber++): string {
  return `${number}:${secret.repeat(35)}`;
}

interface ChannelBody {
  data: { id: string; config: { bot_token: string } };
  error: { code: string };
}

async function createChannel(app: TestApp, team: TestTeam, botToken: string) {
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key: team.key,
    body: { name: 'Tg' },
  });
  return app.request<ChannelBody>('POST', `/v1/bots/${bot.body.data.id}/channels`, {
    key: team.key,
    body: { type: 'telegram', config: { bot_token: botToken } },
  });
}

function patchToken(app: TestApp, team: TestTeam, channelId: string, botToken: string) {
  return app.request<ChannelBody>('PATCH', `/v1/channels/${channelId}`, {
    key: team.key,
    body: { config: { bot_token: botToken } },
  });
}

describe('moving a channel to another bot', () => {
  const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url } }));
  const teamA = useTeam(app);
  const teamB = useTeam(app);

  it('leaves no claim on the new bot when Telegram refuses it and the old bot was taken', async () => {
    const oldBot = token('A');
    const channel = await createChannel(app, teamA, oldBot);
    const newBot = token('B');
    telegram.refused.add(newBot);
    telegram.hold(newBot);
    const patch = patchToken(app, teamA, channel.body.data.id, newBot);
    await telegram.arrived(newBot);
    // While the PATCH waits on Telegram, the old bot is free and another team takes it.
    expect((await createChannel(app, teamB, oldBot)).status).toBe(201);
    telegram.release(newBot);
    expect((await patch).status).toBe(422);
    // The channel does not use the new bot, so it does not keep it from backing another channel.
    telegram.refused.delete(newBot);
    expect((await createChannel(app, teamB, newBot)).status).toBe(201);
  });

  it('keeps the claim on the bot the config uses when two PATCHes race', async () => {
    const channel = await createChannel(app, teamA, token('A'));
    const [second, third] = [token('S'), token('T')];
    telegram.hold(second);
    telegram.hold(third);
    const toSecond = patchToken(app, teamA, channel.body.data.id, second);
    await telegram.arrived(second);
    const toThird = patchToken(app, teamA, channel.body.data.id, third);
    // The later PATCH either waits on Telegram too or is refused at once: let it finish first.
    await Promise.race([telegram.arrived(third), toThird]);
    telegram.release(third);
    const thirdResult = await toThird;
    telegram.release(second);
    const secondResult = await toSecond;
    expect([secondResult.status, thirdResult.status].sort()).toEqual([200, 409]);

    const shown = await app.request<ChannelBody>('GET', `/v1/channels/${channel.body.data.id}`, {
      key: teamA.key,
    });
    const [used, unused] = shown.body.data.config.bot_token.endsWith('SSSS')
      ? [second, third]
      : [third, second];
    expect((await createChannel(app, teamB, used)).status).toBe(409);
    expect((await createChannel(app, teamB, unused)).status).toBe(201);
  });
});
