/**
 * A Bot API that misbehaves: unreadable answers, and file paths that try to leave
 * `/file/bot<token>/`. A tiny scripted server stands in for Telegram so each test decides
 * exactly what it answers, and every request path it receives is recorded.
 */
import { describe, expect, it } from '@jest/globals';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createTelegramClient } from '../../../src/platforms/telegram/telegram-client.js';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { listenOnLoopback, Recorder, sendJson } from '@switchboard/testing/fakes/http-server';
import { useStarted } from '@switchboard/testing/api/hooks';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { CHANNELS_COLLECTION } from '../../../src/channels/channel.repository.js';

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
      if (path.startsWith('/bot')) {
        return sendJson(res, 200, {
          ok: true,
          result: { message_id: 1, chat: { id: 1 }, date: 0 },
        });
      }
      // Anything else, the traversal target included, would hand out bytes.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end('secret bytes');
    }),
  (server) => server.close(),
);
const backend = useFakeAiBackend();
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

describe('an unreadable Bot API answer', () => {
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

/** Paths the fake received that are outside the Bot API's method and file trees for TOKEN. */
function escapedPaths(): string[] {
  return paths.all.filter(
    (p) => !p.startsWith(`/bot${TOKEN}/`) && !p.startsWith(`/file/bot${TOKEN}/`),
  );
}

describe("a getFile file_path outside the bot's files", () => {
  const UNSAFE = [
    '../../etc/passwd',
    '/etc/passwd',
    'photos/../../../x',
    '%2e%2e/%2E%2E/x',
    'a\\..\\..\\x',
    'a//b',
  ];

  it.each(UNSAFE)('the client refuses %s without requesting anything', async (filePath) => {
    const http = createHttpClient({ allowPrivateNetwork: false, trustedOrigins: [upstream.url] });
    try {
      const client = createTelegramClient({ http, baseUrl: upstream.url, token: TOKEN });
      const before = paths.all.length;
      await expect(client.downloadFile(filePath, { maxBytes: 1024 })).rejects.toMatchObject({
        code: 'TELEGRAM_BAD_FILE_PATH',
      });
      expect(paths.all.length).toBe(before);
    } finally {
      http.close();
    }
  });

  it('the client still downloads an ordinary path', async () => {
    const http = createHttpClient({ allowPrivateNetwork: false, trustedOrigins: [upstream.url] });
    try {
      const client = createTelegramClient({ http, baseUrl: upstream.url, token: TOKEN });
      const file = await client.downloadFile('photos/file_1.jpg', { maxBytes: 1024 });
      expect(file.bytes?.toString()).toBe('secret bytes');
      expect(paths.all).toContain(`/file/bot${TOKEN}/photos/file_1.jpg`);
    } finally {
      http.close();
    }
  });

  it('a photo whose file_path climbs out is not fetched; the text still reaches the backend', async () => {
    script.setWebhook = { json: { ok: true, result: true } };
    script.filePath = '../../etc/passwd';
    const { botId } = await createChannel();
    await app.request('POST', `/v1/bots/${botId}/integrations`, {
      key: team.key,
      body: { name: 'backend', webhook_url: `${backend.url}/tg-traversal`, timeout: 5 },
    });
    const channels = await app.request<{ data: Array<{ id: string }> }>(
      'GET',
      `/v1/bots/${botId}/channels`,
      { key: team.key },
    );
    const channelId = channels.body.data[0]!.id;
    const channel = await app.store
      .collection<{
        id: string;
        team_id: string;
        created_at: string;
        webhook_secret: string;
      }>(CHANNELS_COLLECTION)
      .findById({ allTeams: true }, channelId);
    const res = await app.request('POST', `/telegram/webhook/${channelId}`, {
      headers: { 'X-Telegram-Bot-Api-Secret-Token': channel!.webhook_secret },
      body: {
        update_id: 1,
        message: {
          message_id: 1,
          from: { id: 9, is_bot: false, first_name: 'Eve' },
          chat: { id: 31337, type: 'private' },
          caption: 'look',
          photo: [{ file_id: 'F', file_unique_id: 'f', width: 1, height: 1 }],
        },
      },
    });
    expect(res.status).toBe(200);
    const sent = await backend.requests.waitFor((r) => r.path === '/tg-traversal');
    expect(sent.body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'look' }] },
    ]);
    expect(paths.all.some((p) => p.endsWith('/getFile'))).toBe(true);
    expect(escapedPaths()).toEqual([]);
  });
});
