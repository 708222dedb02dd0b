import { describe, expect, it } from '@jest/globals';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useFakeSlack } from '@switchboard/testing/fakes/fake-slack';
import { freshSlackToken, slackBot } from '@switchboard/testing/fakes/slack-bot';
import {
  directMessage,
  eventCallback,
  freshTs,
  postSlackEvent,
} from '@switchboard/testing/fakes/slack-events';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const backend = useFakeAiBackend();
const slack = useFakeSlack();
const app = useApp(() => ({ env: { SLACK_API_BASE_URL: slack.url } }));
const team = useTeam(app);

const posted =
  (channel: string, text?: string) => (c: { method: string; params: Record<string, string> }) =>
    c.method === 'chat.postMessage' &&
    c.params.channel === channel &&
    (text === undefined || c.params.text === text);

describe('slack channel connection', () => {
  it('checks the token with auth.test and shows both secrets masked', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/connect`);
    expect(slack.calls.all.some((c) => c.method === 'auth.test' && c.token === bot.token)).toBe(
      true,
    );
    const shown = await app.request<{ data: { config: Record<string, string>; status: string } }>(
      'GET',
      `/v1/channels/${bot.channelId}`,
      { key: team.key },
    );
    expect(shown.body.data.status).toBe('active');
    expect(shown.text).not.toContain(bot.token);
    expect(shown.text).not.toContain(bot.signingSecret);
    expect(shown.body.data.config.bot_token).toMatch(/^\*+.{4}$/);
  });

  it("answers 422 with Slack's error for a refused token and stores nothing", async () => {
    const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'refused' },
    });
    const res = await app.request<{ error: { code: string; details: unknown } }>(
      'POST',
      `/v1/bots/${bot.body.data.id}/channels`,
      {
        key: team.key,
        body: {
          type: 'slack',
          config: { bot_token: 'xoxb-0-0-unknown', signing_secret: 'ab'.repeat(16) },
        },
      },
    );
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.error.details)).toContain('invalid_auth');
    const list = await app.request<{ data: unknown[] }>(
      'GET',
      `/v1/bots/${bot.body.data.id}/channels`,
      {
        key: team.key,
      },
    );
    expect(list.body.data).toEqual([]);
  });

  it('refuses a second channel for the same Slack app installation with 409', async () => {
    const first = await slackBot(app, slack, team.key, `${backend.url}/one`);
    const res = await app.request<{ error: { code: string; details: { path: string } } }>(
      'POST',
      `/v1/bots/${first.botId}/channels`,
      {
        key: team.key,
        body: {
          type: 'slack',
          config: { bot_token: first.token, signing_secret: 'cd'.repeat(16) },
        },
      },
    );
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ path: 'config.bot_token' });
  });

  it('moves to another Slack app on PATCH, and refuses a revoked token there with 422', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/patched`);
    const next = freshSlackToken(slack);
    const patch = (bot_token: string) =>
      app.request<{ data: { status: string }; error: { details: unknown } }>(
        'PATCH',
        `/v1/channels/${bot.channelId}`,
        { key: team.key, body: { config: { bot_token, signing_secret: bot.signingSecret } } },
      );
    const moved = await patch(next.token);
    expect(moved.status).toBe(200);
    expect(moved.body.data.status).toBe('active');
    expect(moved.text).not.toContain(next.token);
    slack.revoke(bot.token);
    const refused = await patch(bot.token);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.error.details)).toContain('token_revoked');
    // The first app is free again: a channel may claim it with a re-issued token.
    const reissued = `${bot.token}x`;
    slack.addBot(reissued, { team_id: 'T0001', user_id: bot.botUserId, bot_id: 'B-re' });
    const claimed = await app.request('POST', `/v1/bots/${bot.botId}/channels`, {
      key: team.key,
      body: { type: 'slack', config: { bot_token: reissued, signing_secret: bot.signingSecret } },
    });
    expect(claimed.status).toBe(201);
  });

  it('rejects a config that is not a bot token and signing secret with 422', async () => {
    const { token } = freshSlackToken(slack);
    const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'bad config' },
    });
    const res = await app.request<{ error: { details: { fields: Array<{ path: string }> } } }>(
      'POST',
      `/v1/bots/${bot.body.data.id}/channels`,
      {
        key: team.key,
        body: { type: 'slack', config: { bot_token: token.replace('xoxb', 'xoxp') } },
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.error.details.fields.map((f) => f.path).sort()).toEqual([
      'config.bot_token',
      'config.signing_secret',
    ]);
  });
});

describe('slack event verification', () => {
  it('answers the url_verification challenge of a signed request', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/challenge`);
    const res = await postSlackEvent(app, bot, {
      token: 'x',
      challenge: 'c-123',
      type: 'url_verification',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ challenge: 'c-123' });
  });

  it.each([
    ['unsigned', { unsigned: true }],
    ['signed with another secret', { secret: 'ef'.repeat(16) }],
  ])('refuses a request %s with 401 and stores nothing', async (_name, options) => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/unsigned`);
    const res = await postSlackEvent(app, bot, directMessage(bot, 'hello'), options);
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('UNAUTHORIZED');
    const conversations = await app.request<{ data: unknown[] }>(
      'GET',
      `/v1/bots/${bot.botId}/conversations`,
      { key: team.key },
    );
    expect(conversations.body.data).toEqual([]);
  });

  it('refuses a correctly signed request whose timestamp is more than 5 minutes old', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/stale`);
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    const res = await postSlackEvent(app, bot, directMessage(bot, 'old'), { timestamp: stale });
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toMatch(/5 minutes/);
  });

  it('refuses events for an unknown channel id like a bad signature', async () => {
    const res = await postSlackEvent(
      app,
      {
        channelId: 'chn_00000000000000000000000000',
        signingSecret: 'aa'.repeat(16),
        botUserId: 'U',
      },
      { type: 'url_verification', challenge: 'x' },
    );
    expect(res.status).toBe(401);
  });
});

describe('slack messages', () => {
  it('answers a direct message in the same DM, with the user named by users.info', async () => {
    slack.addUser('U_ADA', { display_name: 'ada', real_name: 'Ada Lovelace', name: 'ada.l' });
    const bot = await slackBot(app, slack, team.key, `${backend.url}/dm`);
    const res = await postSlackEvent(app, bot, directMessage(bot, 'hi &amp; hello'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const request = await backend.requests.waitFor((r) => r.path === '/dm');
    expect(request.body).toMatchObject({
      messages: [{ role: 'user', content: 'hi & hello' }],
      user: { id: 'U_ADA', name: 'ada', username: 'ada.l', platform: 'slack' },
      metadata: { channel: 'slack', chat_id: 'D0001' },
    });
    const reply = await slack.calls.waitFor(posted('D0001', 'echo: hi & hello'));
    expect(reply.token).toBe(bot.token);
    expect(reply.params.thread_ts).toBeUndefined();
  });

  it('answers a mention in a channel in a thread under the mention, without the mention text', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/mention`);
    const ts = freshTs();
    await postSlackEvent(
      app,
      bot,
      eventCallback(bot, {
        type: 'app_mention',
        channel: 'C0001',
        user: 'U_BOB',
        text: `<@${bot.botUserId}> what's up?`,
        ts,
      }),
    );
    const reply = await slack.calls.waitFor(posted('C0001', "echo: what's up?"));
    expect(reply.params.thread_ts).toBe(ts);
  });

  it('answers a direct message written in a thread in that thread', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/thread`);
    const root = freshTs();
    await postSlackEvent(
      app,
      bot,
      directMessage(bot, 'in thread', { channel: 'D0002', thread_ts: root }),
    );
    const reply = await slack.calls.waitFor(posted('D0002', 'echo: in thread'));
    expect(reply.params.thread_ts).toBe(root);
  });

  it('ignores bot messages, edits, channel chatter without a mention and other events', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/ignored`);
    const ignored = [
      directMessage(bot, 'from a bot', { bot_id: 'B999' }),
      directMessage(bot, 'edited', { subtype: 'message_changed' }),
      directMessage(bot, 'edited too', { edited: { user: 'U_ADA', ts: '1' } }),
      directMessage(bot, 'chatter', { channel: 'C0009', channel_type: 'channel' }),
      eventCallback(bot, { type: 'reaction_added', user: 'U_ADA', reaction: 'tada' }),
    ];
    for (const body of ignored) {
      expect((await postSlackEvent(app, bot, body)).status).toBe(200);
    }
    // A message after them is the first one answered: none of the above reached the backend.
    await postSlackEvent(app, bot, directMessage(bot, 'real', { channel: 'D0003' }));
    await slack.calls.waitFor(posted('D0003', 'echo: real'));
    expect(backend.requests.all.filter((r) => r.path === '/ignored')).toHaveLength(1);
  });

  it('answers a retried or replayed event once', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/retried`);
    const event = directMessage(bot, 'once', { channel: 'D0004' });
    expect((await postSlackEvent(app, bot, event)).status).toBe(200);
    await slack.calls.waitFor(posted('D0004'));
    expect((await postSlackEvent(app, bot, event, { retryNum: 1 })).status).toBe(200);
    expect((await postSlackEvent(app, bot, event)).status).toBe(200);
    // A later message is answered; by then the retries would have been too.
    await postSlackEvent(app, bot, directMessage(bot, 'after', { channel: 'D0004' }));
    await slack.calls.waitFor(posted('D0004', 'echo: after'));
    expect(backend.requests.all.filter((r) => r.path === '/retried')).toHaveLength(2);
    expect(slack.calls.all.filter(posted('D0004', 'echo: once'))).toHaveLength(1);
  });

  it('sends a long reply as several messages within the limit, in order', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/long`);
    const long = `${'a'.repeat(3990)} ${'b'.repeat(3990)} ${'c'.repeat(500)}`;
    backend.on('/long', { kind: 'reply', body: { content: long } });
    await postSlackEvent(app, bot, directMessage(bot, 'long please', { channel: 'D0005' }));
    await slack.calls.waitFor(posted('D0005'), 3);
    const parts = slack.calls.all.filter(posted('D0005')).map((c) => c.params.text ?? '');
    expect(parts).toHaveLength(3);
    expect(parts.every((p) => p.length <= 4000)).toBe(true);
    // Cut at the spaces, which start the next part; nothing is lost or reordered.
    expect(parts.join('') === long).toBe(true);
  });

  it("waits out Slack's 429 Retry-After and delivers the reply", async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/limited`);
    slack.rateLimit('chat.postMessage', 0, 2);
    await postSlackEvent(app, bot, directMessage(bot, 'limited', { channel: 'D0006' }));
    await slack.calls.waitFor(posted('D0006', 'echo: limited'), 3);
  });
});
