/**
 * A Bot API that misbehaves (audit finding C: unreadable answers). A tiny scripted server stands
 * in for Telegram so each test decides exactly what it answers, and every request path it receives
 * is recorded.
 */
import { describe, expect, it } from '@jest/globals';
import { listenOnLoopback, Recorder, sendJson } from './fakes/http-server.js';
import { useStarted } from './helpers/hooks.js';
import { useApp, useTeam } from './helpers/use-app.js';

const TOKEN = '100000081:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

interface Script {
  /** What setWebhook answers: a Bot API object, or raw text sent with a 200. */
  setWebhook: { json: unknown } | { text: string };
  /** The `file_path` getFile answers. */
  filePath: string;
}

const script: Script = { setWebhook: { json: { ok: true, result: true } }, filePath: 'x.jpg' };
const paths = new Recorder<string>();
const upstream = useStarted(
  () =>
    listenOnLoopback((req, res) => {
      const path = req.url ?? '/';
      paths.push(path);
      if (path.endsWith('/setWebhook')) {
        if ('text' in script.setWebhook) {
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end(script.setWebhook.text);
        }
        return sendJson(res, 200, script.setWebhook.json);
      }
      if (path.endsWith('/getFile')) {
        return sendJson(res, 200, {
          ok: true,
          result: { file_id: 'F', file_path: script.filePath },
        });
      }
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end('secret bytes');
    }),
  (server) => server.close(),
);
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: upstream.url } }));
const team = useTeam(app);

async function createChannel() {
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key: team.key,
    body: { name: 'Upstream' },
  });
  const res = await app.request<{ error: { code: string; details?: unknown } }>(
    'POST',
    `/v1/bots/${bot.body.data.id}/channels`,
    { key: team.key, body: { type: 'telegram', config: { bot_token: TOKEN } } },
  );
  return { botId: bot.body.data.id, res };
}

describe('an unreadable Bot API answer (audit finding C)', () => {
  it('is a 502 BAD_GATEWAY on channel create, not a 422 blaming the token', async () => {
    script.setWebhook = { text: '<html>proxy says hi</html>' };
    const { botId, res } = await createChannel();
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('BAD_GATEWAY');
    const list = await app.request<{ data: unknown[] }>('GET', `/v1/bots/${botId}/channels`, {
      key: team.key,
    });
    expect(list.body.data).toEqual([]);
  });

  it('is a 502 for JSON that is not a Bot API answer (null, an array)', async () => {
    for (const json of [null, [1, 2]]) {
      script.setWebhook = { json };
      const { res } = await createChannel();
      expect(res.status).toBe(502);
    }
  });
});
