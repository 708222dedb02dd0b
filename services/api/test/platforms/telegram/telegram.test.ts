import { describe, expect, it } from '@jest/globals';
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import { ALL_TEAMS } from '@switchboard/store/port';
import { CONVERSATIONS_COLLECTION } from '../../../src/conversations/conversation.repository.js';
import { servedAttachment, useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import {
  freshTelegramToken,
  postUpdate as postTelegramUpdate,
  telegramBot as connectTelegramBot,
  textUpdate,
  type TelegramBot,
} from '@switchboard/testing/fakes/telegram-bot';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { virtualTimers } from '@switchboard/testing/api/virtual-timers';

const TOKEN = '100000001:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

const backend = useFakeAiBackend();
const telegram = useFakeTelegram([TOKEN]);
// Sends to one chat are paced (about one a second): on virtual time, nothing really waits.
const timers = virtualTimers();
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url }, timers }));
const team = useTeam(app);

/** A token of a Telegram bot no channel uses yet, valid on the fake. */
const freshToken = () => freshTelegramToken(telegram);

/** A bot answering from `path` on the fake backend, connected to Telegram with `token`. */
const telegramBot = (path: string, token = freshToken()): Promise<TelegramBot> =>
  connectTelegramBot(app, telegram, team.key, `${backend.url}${path}`, token);

/**
 * Stores `file` (holding `bytes`) on the fake Bot API, connects a bot answering from `path`, and
 * posts it an update of chat `chatId` that carries `media` (photo, document, caption), not text.
 */
async function sendMedia(
  path: string,
  file: { fileId: string; filePath: string },
  bytes: string,
  { chatId, ...media }: { chatId: number } & Record<string, unknown>,
): Promise<TelegramBot> {
  telegram.addFile({ ...file, bytes: Buffer.from(bytes) });
  const bot = await telegramBot(path);
  await postUpdate(bot, textUpdate('', chatId, { text: undefined, ...media }));
  return bot;
}

const postUpdate = (bot: TelegramBot, update: unknown, secret: string | null = bot.secret) =>
  postTelegramUpdate(app, bot, update, secret);

function sentTo(chatId: number, method = 'sendMessage') {
  return (c: { method: string; params: Record<string, unknown> }) =>
    c.method === method && String(c.params.chat_id) === String(chatId);
}

describe('telegram channel registration', () => {
  it('registers the webhook under PUBLIC_BASE_URL with a random secret it never shows', async () => {
    const bot = await telegramBot('/tg-register');
    const call = await telegram.calls.waitFor(
      (c) => c.method === 'setWebhook' && String(c.params.url).endsWith(bot.channelId),
    );
    expect(call.token).toBe(bot.token);
    expect(call.params.url).toBe(`${app.config.PUBLIC_BASE_URL}/telegram/webhook/${bot.channelId}`);
    expect(bot.secret).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    const shown = await app.request('GET', `/v1/channels/${bot.channelId}`, { key: team.key });
    expect(shown.text).not.toContain(bot.secret);
    expect(shown.text).not.toContain(bot.token);
  });

  it("answers 422 with Telegram's reason for a token Telegram refuses, and stores nothing", async () => {
    const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'Refused' },
    });
    const res = await app.request<{
      error: { code: string; details: { fields: Array<{ path: string; message: string }> } };
    }>('POST', `/v1/bots/${bot.body.data.id}/channels`, {
      key: team.key,
      body: {
        type: 'telegram',
        config: { bot_token: '100000009:ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ' },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.fields).toEqual([
      { path: 'config.bot_token', message: expect.stringContaining('Unauthorized') },
    ]);
    const list = await app.request<{ data: unknown[] }>(
      'GET',
      `/v1/bots/${bot.body.data.id}/channels`,
      { key: team.key },
    );
    expect(list.body.data).toEqual([]);
  });

  it('answers 502 (not 422) when Telegram keeps answering 429, and stores nothing', async () => {
    const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'Flooded' },
    });
    // The first attempt and its one retry both get flood control.
    telegram.rateLimit('setWebhook', 0, 2);
    const res = await app.request<{ error: { code: string } }>(
      'POST',
      `/v1/bots/${bot.body.data.id}/channels`,
      { key: team.key, body: { type: 'telegram', config: { bot_token: TOKEN } } },
    );
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('BAD_GATEWAY');
    const list = await app.request<{ data: unknown[] }>(
      'GET',
      `/v1/bots/${bot.body.data.id}/channels`,
      { key: team.key },
    );
    expect(list.body.data).toEqual([]);
  });
});

describe('PATCH a telegram channel with its masked config', () => {
  it('keeps the stored token and reconnects with it', async () => {
    const bot = await telegramBot('/tg-mask');
    const shown = await app.request<{ data: { config: { bot_token: string } } }>(
      'GET',
      `/v1/channels/${bot.channelId}`,
      { key: team.key },
    );
    const masked = shown.body.data.config.bot_token;
    expect(masked).toBe(`********${bot.token.slice(-4)}`);
    const res = await app.request<{ data: { config: { bot_token: string }; status: string } }>(
      'PATCH',
      `/v1/channels/${bot.channelId}`,
      { key: team.key, body: { config: { bot_token: masked } } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'active', config: { bot_token: masked } });
    const registrations = telegram.calls.all.filter(
      (c) => c.method === 'setWebhook' && String(c.params.url).endsWith(bot.channelId),
    );
    expect(registrations.map((c) => c.token)).toEqual([bot.token, bot.token]);
  });

  it('still refuses a mask that is not the stored token’s', async () => {
    const bot = await telegramBot('/tg-mask-other');
    const res = await app.request('PATCH', `/v1/channels/${bot.channelId}`, {
      key: team.key,
      body: { config: { bot_token: '********zzzz' } },
    });
    expect(res.status).toBe(422);
  });
});

describe('POST /telegram/webhook/{channel_id}', () => {
  it('refuses a wrong or missing secret with 401 and stores nothing', async () => {
    const bot = await telegramBot('/tg-secret');
    const wrong = await postUpdate(bot, textUpdate('sneaky'), 'not-the-secret');
    const missing = await postUpdate(bot, textUpdate('sneaky'), null);
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(wrong.body.error?.code).toBe('UNAUTHORIZED');
    const conversations = await app.store
      .collection<ConversationRecord>(CONVERSATIONS_COLLECTION)
      .find(ALL_TEAMS, { channel_id: bot.channelId });
    expect(conversations).toEqual([]);
  });

  it('acknowledges, shows typing, and replies with sendMessage', async () => {
    const bot = await telegramBot('/tg-echo');
    const res = await postUpdate(bot, textUpdate('hello bot', 1001));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const reply = await telegram.calls.waitFor(sentTo(1001));
    expect(reply.params.text).toBe('echo: hello bot');
    await telegram.calls.waitFor(sentTo(1001, 'sendChatAction'));
    const sent = await backend.requests.waitFor((r) => r.path === '/tg-echo');
    expect(sent.body).toMatchObject({
      messages: [{ role: 'user', content: 'hello bot' }],
      user: { id: '777', platform: 'telegram', name: 'Ada L', username: 'ada' },
      metadata: { channel: 'telegram', chat_id: '1001', message_id: expect.any(String) },
    });
  });

  it('splits a reply longer than 4096 characters into several messages', async () => {
    const long = `${'a'.repeat(3000)} ${'b'.repeat(3000)}`;
    backend.on('/tg-long', { kind: 'reply', body: { content: long } });
    const bot = await telegramBot('/tg-long');
    await postUpdate(bot, textUpdate('tell me a lot', 1002));
    const first = await telegram.calls.waitFor(sentTo(1002), 1);
    const second = await telegram.calls.waitFor(sentTo(1002), 2);
    expect(String(first.params.text).length).toBeLessThanOrEqual(4096);
    expect(`${String(first.params.text)}${String(second.params.text)}`).toBe(long);
  });

  it('sends at most 10 parts of a huge reply, then a "[reply truncated]" note, paced', async () => {
    // 10 full parts and a bit: as small as a reply over the Telegram part cap can be.
    backend.on('/tg-huge', { kind: 'reply', body: { content: 'z'.repeat(4096 * 10 + 10) } });
    const bot = await telegramBot('/tg-huge');
    const waitsBefore = timers.waits.length;
    await postUpdate(bot, textUpdate('everything please', 1012));
    await telegram.calls.waitFor((c) => sentTo(1012)(c) && c.params.text === '[reply truncated]');
    const sent = telegram.calls.all.filter(sentTo(1012)).map((c) => String(c.params.text));
    expect(sent).toHaveLength(11);
    expect(sent.slice(0, 10)).toEqual(Array(10).fill('z'.repeat(4096)));
    expect(sent[10]).toBe('[reply truncated]');
    // A burst of three, then one a second: eight parts waited their turn, a second each.
    expect(timers.waits.slice(waitsBefore)).toEqual(Array(8).fill(1000));
  });

  it('cuts text over the api channel cap and notes it in the message metadata', async () => {
    const bot = await telegramBot('/tg-capped');
    const text = 'q'.repeat(150_000);
    expect((await postUpdate(bot, textUpdate(text, 1014))).status).toBe(200);
    const sent = await backend.requests.waitFor((r) => r.path === '/tg-capped');
    const [message] = sent.body.messages as Array<{ content: string }>;
    expect(message!.content).toBe('q'.repeat(CONTENT_MAX_CHARS));
    const conversations = await app.request<{ data: Array<{ id: string }> }>(
      'GET',
      `/v1/bots/${bot.botId}/conversations`,
      { key: team.key },
    );
    const stored = await app.request<{ data: Array<{ metadata: unknown }> }>(
      'GET',
      `/v1/conversations/${conversations.body.data[0]!.id}/messages`,
      { key: team.key },
    );
    expect(stored.body.data[0]!.metadata).toMatchObject({
      telegram: { text_truncated_from: 150_000 },
    });
  });

  it('answers a redelivered update once', async () => {
    const bot = await telegramBot('/tg-redeliver');
    const update = textUpdate('only once', 1003);
    await postUpdate(bot, update);
    await telegram.calls.waitFor(sentTo(1003));
    const again = await postUpdate(bot, update);
    expect(again.status).toBe(200);
    expect(backend.requests.all.filter((r) => r.path === '/tg-redeliver')).toHaveLength(1);
    expect(telegram.calls.all.filter(sentTo(1003))).toHaveLength(1);
  });

  it('re-hosts a photo as a service URL in an image_url part, without the bot token', async () => {
    const bot = await sendMedia(
      '/tg-photo',
      { fileId: 'PHOTO-1', filePath: 'photos/file_9.jpg' },
      'jpeg bytes',
      {
        chatId: 1004,
        caption: 'what is this?',
        photo: [
          { file_id: 'PHOTO-small', file_unique_id: 's', width: 90, height: 90 },
          { file_id: 'PHOTO-1', file_unique_id: 'l', width: 800, height: 800 },
        ],
      },
    );
    const sent = await backend.requests.waitFor((r) => r.path === '/tg-photo');
    const content = (sent.body.messages as Array<{ content: unknown }>)[0]!.content as Array<{
      type: string;
      text?: string;
      image_url?: { url: string };
    }>;
    expect(content[0]).toEqual({ type: 'text', text: 'what is this?' });
    expect(content[1]).toMatchObject({ type: 'image_url' });
    const url = String(content[1]!.image_url?.url);
    expect(url.startsWith(`${app.config.PUBLIC_BASE_URL}/files/file_`)).toBe(true);
    expect(url).not.toContain(bot.token);
    const file = await fetch(`${app.baseUrl}${new URL(url).pathname}`);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('jpeg bytes');
    expect(
      telegram.calls.all.some((c) => c.method === 'getFile' && c.params.file_id === 'PHOTO-1'),
    ).toBe(true);
  });

  it('names a PNG photo by its real type', async () => {
    await sendMedia('/tg-png', { fileId: 'PNG-1', filePath: 'photos/file_12.png' }, 'png bytes', {
      chatId: 1013,
      photo: [{ file_id: 'PNG-1', file_unique_id: 'p', width: 8, height: 8 }],
    });
    const sent = await backend.requests.waitFor((r) => r.path === '/tg-png');
    const [message] = sent.body.messages as Array<{
      content: Array<{ type: string; image_url?: { url: string } }>;
    }>;
    const url = String(message!.content[0]!.image_url?.url);
    expect(url).toMatch(/\/photo-\d+\.png$/);
    const file = await fetch(`${app.baseUrl}${new URL(url).pathname}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/filename="photo-\d+\.png"/);
  });

  it('re-hosts a document and lists it on the stored user message', async () => {
    const bot = await sendMedia(
      '/tg-doc',
      { fileId: 'DOC-1', filePath: 'documents/file_3.pdf' },
      '%PDF-doc',
      {
        chatId: 1006,
        document: {
          file_id: 'DOC-1',
          file_unique_id: 'd',
          file_name: 'notes.pdf',
          mime_type: 'application/pdf',
        },
      },
    );
    const sent = await backend.requests.waitFor((r) => r.path === '/tg-doc');
    const [message] = sent.body.messages as Array<{
      content: Array<{ type: string; image_url?: { url: string } }>;
    }>;
    expect(message!.content).toEqual([
      { type: 'image_url', image_url: { url: expect.stringMatching(/\/notes\.pdf$/) } },
    ]);
    await telegram.calls.waitFor(sentTo(1006));
    const conversations = await app.request<{ data: Array<{ id: string }> }>(
      'GET',
      `/v1/bots/${bot.botId}/conversations`,
      { key: team.key },
    );
    const messages = await app.request<{ data: Array<{ role: string; attachments: unknown[] }> }>(
      'GET',
      `/v1/conversations/${conversations.body.data[0]!.id}/messages`,
      { key: team.key },
    );
    expect(messages.body.data[0]).toMatchObject({
      role: 'user',
      attachments: [
        { filename: 'notes.pdf', mime_type: 'application/pdf', url: expect.any(String) },
      ],
    });
  });

  it('sends reply attachments with sendPhoto and sendDocument', async () => {
    backend.serveFile('/f/chart.png', { body: PNG, mimeType: 'image/png' });
    backend.serveFile('/f/report.pdf', {
      body: Buffer.from('%PDF-1.4'),
      mimeType: 'application/pdf',
    });
    backend.on('/tg-files', {
      kind: 'reply',
      body: {
        content: 'your files',
        attachments: [
          servedAttachment(backend, '/f/chart.png', 'image/png'),
          servedAttachment(backend, '/f/report.pdf', 'application/pdf'),
        ],
      },
    });
    const bot = await telegramBot('/tg-files');
    await postUpdate(bot, textUpdate('files please', 1005));
    const photo = await telegram.calls.waitFor(sentTo(1005, 'sendPhoto'));
    const document = await telegram.calls.waitFor(sentTo(1005, 'sendDocument'));
    expect(photo.files.photo!.bytes).toEqual(PNG);
    expect(document.files.document).toMatchObject({ name: 'report.pdf' });
    expect(document.files.document!.bytes.toString()).toBe('%PDF-1.4');
    expect((await telegram.calls.waitFor(sentTo(1005))).params.text).toBe('your files');
  });
});
