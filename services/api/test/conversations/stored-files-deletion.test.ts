import { beforeAll, describe, expect, it } from '@jest/globals';
import { FILE_BLOBS } from '../../src/files/file-store.js';
import { servedAttachment, useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { fetchStoredFile, sendTelegramPhoto } from '@switchboard/testing/fakes/telegram-photo';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const TOKEN = '100000071:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const backend = useFakeAiBackend();
const telegram = useFakeTelegram([TOKEN]);
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url } }));
const team = useTeam(app);

beforeAll(() => {
  backend.serveFile('/f/chart.png', { body: PNG, mimeType: 'image/png' });
  backend.on('/with-file', {
    kind: 'reply',
    body: {
      content: 'your chart',
      attachments: [servedAttachment(backend, '/f/chart.png', 'image/png')],
    },
  });
});

/** GETs a stored file's URL on the app (URLs name PUBLIC_BASE_URL, the app listens elsewhere). */
function fetchFile(url: string): Promise<number> {
  return fetchStoredFile(app, url);
}

/** Whether the file's bytes are still stored (under DATA_DIR/files, or in GridFS on MongoDB). */
async function stored(url: string): Promise<boolean> {
  const id = new URL(url).pathname.split('/')[2]!;
  return (await app.store.blobs(FILE_BLOBS).get(id)) !== null;
}

/** An api-channel bot whose backend replies with one attachment; returns the reply's file URL. */
async function replyWithFile(chatId: string, setup?: { botId: string; channelId: string }) {
  const bot =
    setup ??
    (await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/with-file` }],
    }));
  const res = await postMessage(app, team.key, bot.channelId, {
    content: 'chart',
    chat_id: chatId,
  });
  expect(res.status).toBe(200);
  const url = res.body.data.reply.attachments[0]!.url;
  expect(await fetchFile(url)).toBe(200);
  expect(await stored(url)).toBe(true);
  return { ...bot, url, conversationId: res.body.data.conversation_id };
}

describe('stored files go with their conversation and bot', () => {
  it('deleting a conversation deletes its files, and only its files', async () => {
    const first = await replyWithFile('chat-a');
    const second = await replyWithFile('chat-b', first);
    const res = await app.request('DELETE', `/v1/conversations/${first.conversationId}`, {
      key: team.key,
    });
    expect(res.status).toBe(204);
    expect(await fetchFile(first.url)).toBe(404);
    expect(await stored(first.url)).toBe(false);
    expect(await fetchFile(second.url)).toBe(200);
    expect(await stored(second.url)).toBe(true);
  });

  it('deleting a bot deletes the files of all its conversations', async () => {
    const first = await replyWithFile('chat-c');
    const second = await replyWithFile('chat-d', first);
    const res = await app.request('DELETE', `/v1/bots/${first.botId}`, { key: team.key });
    expect(res.status).toBe(204);
    for (const url of [first.url, second.url]) {
      expect(await fetchFile(url)).toBe(404);
      expect(await stored(url)).toBe(false);
    }
  });

  it("deleting a bot deletes a Telegram user's re-hosted photo", async () => {
    const { url, botId } = await sendTelegramPhoto(
      { app, key: team.key, telegram, backend },
      { token: TOKEN, fileId: 'DEL-PHOTO', chatId: 4242, backendPath: '/tg-photo-del' },
    );
    expect(await fetchFile(url)).toBe(200);
    const res = await app.request('DELETE', `/v1/bots/${botId}`, { key: team.key });
    expect(res.status).toBe(204);
    expect(await fetchFile(url)).toBe(404);
    expect(await stored(url)).toBe(false);
  });
});
