import { describe, expect, it } from '@jest/globals';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createSlackClient, SlackApiError } from '../src/platforms/slack/slack-client.js';
import { useFakeSlack } from './fakes/fake-slack.js';
import { listenOnLoopback } from './fakes/http-server.js';
import { useStarted } from './helpers/hooks.js';

const TOKEN = 'xoxb-1-2-clienttesttoken';
const slack = useFakeSlack();
const http = useStarted(
  async () => createHttpClient({ allowPrivateNetwork: true }),
  (client) => client.close(),
);

function client(options: { sleeps?: number[]; baseUrl?: string; token?: string } = {}) {
  slack.addBot(TOKEN, { team_id: 'T9', user_id: 'U9', bot_id: 'B9' });
  return createSlackClient({
    http,
    baseUrl: options.baseUrl ?? slack.url,
    token: options.token ?? TOKEN,
    sleep: async (ms) => {
      options.sleeps?.push(ms);
    },
  });
}

describe('slack web api client', () => {
  it('sends the token as a bearer header and reads auth.test', async () => {
    expect(await client().authTest()).toMatchObject({ team_id: 'T9', user_id: 'U9' });
    const call = await slack.calls.waitFor((c) => c.method === 'auth.test' && c.token === TOKEN);
    expect(call.params).toEqual({});
  });

  it("waits Slack's Retry-After seconds on a 429, then succeeds", async () => {
    slack.rateLimit('chat.postMessage', 3);
    const sleeps: number[] = [];
    await client({ sleeps }).postMessage({ channel: 'C1', text: 'hi' });
    expect(sleeps).toEqual([3000]);
  });

  it('fails without waiting when Retry-After is longer than the cap', async () => {
    slack.rateLimit('users.info', 3600);
    const sleeps: number[] = [];
    const error = await client({ sleeps })
      .userInfo('U1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SlackApiError);
    expect((error as SlackApiError).retryable).toBe(true);
    expect(sleeps).toEqual([]);
  });

  it('reports a refused message with Slack error code, not as a revoked token', async () => {
    const error = await client()
      .postMessage({ channel: 'C1', text: 'x'.repeat(40_001) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ slackError: 'msg_too_long', isTokenRevoked: false });
  });

  it.each(['token_revoked', 'invalid_auth'])('calls %s a revoked token', async (code) => {
    const token = `xoxb-1-2-${code}`;
    if (code === 'token_revoked') {
      slack.addBot(token, { team_id: 'T9', user_id: 'U9', bot_id: 'B9' });
      slack.revoke(token);
    }
    const error = await client({ token })
      .authTest()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ slackError: code, isTokenRevoked: true });
  });

  it('reads an answer that is not the Web API shape as a retryable upstream failure', async () => {
    const html = await listenOnLoopback((_req, res) => {
      res.writeHead(401, { 'content-type': 'text/html' });
      res.end('<html>proxy says no</html>');
    });
    try {
      const error = await client({ baseUrl: html.url })
        .authTest()
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ retryable: true, isTokenRevoked: false });
    } finally {
      await html.close();
    }
  });
});
