import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '@switchboard/kit/http/client';
import type { HttpClient } from '@switchboard/kit/http/types';
import {
  createTelegramClient,
  TelegramApiError,
} from '../../../src/platforms/telegram/telegram-client.js';
import { startFakeTelegram, type FakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { listenOnLoopback, sendJson } from '@switchboard/testing/fakes/http-server';

const TOKEN = '111111111:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

let telegram: FakeTelegram;
let http: HttpClient;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.validTokens.add(TOKEN);
  // The Bot API base is operator config: trusted, so loopback is allowed without opening SSRF.
  http = createHttpClient({ allowPrivateNetwork: false, trustedOrigins: [telegram.url] });
});

afterAll(async () => {
  http.close();
  await telegram.close();
});

function client(
  options: { token?: string; sleeps?: number[]; maxRetryAfterSeconds?: number } = {},
) {
  return createTelegramClient({
    http,
    baseUrl: telegram.url,
    token: options.token ?? TOKEN,
    ...(options.maxRetryAfterSeconds ? { maxRetryAfterSeconds: options.maxRetryAfterSeconds } : {}),
    sleep: async (ms) => {
      options.sleeps?.push(ms);
    },
  });
}

describe('Telegram Bot API client', () => {
  it('sends JSON methods to /bot<token>/<method>', async () => {
    await client().sendMessage('42', 'hello');
    const call = await telegram.calls.waitFor(
      (c) => c.method === 'sendMessage' && c.params.text === 'hello',
    );
    expect(call).toMatchObject({ token: TOKEN, params: { chat_id: '42', text: 'hello' } });
  });

  it('uploads photos as multipart with the file bytes, and a keyboard as its JSON', async () => {
    const bytes = Buffer.from('fake jpeg bytes');
    const keyboard = { inline_keyboard: [[{ text: 'More', callback_data: 'more' }]] };
    const sent = await client().sendPhoto(
      '42',
      { bytes, filename: 'cat.jpg', mimeType: 'image/jpeg' },
      keyboard,
    );
    expect(sent.message_id).toEqual(expect.any(Number));
    const call = await telegram.calls.waitFor((c) => c.method === 'sendPhoto');
    expect(call.params).toEqual({ chat_id: '42', reply_markup: JSON.stringify(keyboard) });
    expect(call.files.photo).toMatchObject({ name: 'cat.jpg', type: 'image/jpeg' });
    expect(call.files.photo!.bytes).toEqual(bytes);
  });

  it('waits retry_after seconds on a 429 and then succeeds', async () => {
    telegram.rateLimit('sendChatAction', 3);
    const sleeps: number[] = [];
    await client({ sleeps }).sendChatAction('42', 'typing');
    expect(sleeps).toEqual([3000]);
    expect(telegram.calls.all.filter((c) => c.method === 'sendChatAction')).toHaveLength(2);
  });

  it('fails instead of waiting when retry_after is beyond the cap', async () => {
    telegram.rateLimit('deleteWebhook', 3600);
    const sleeps: number[] = [];
    const error = await client({ sleeps })
      .deleteWebhook()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramApiError);
    expect((error as TelegramApiError).telegramCode).toBe(429);
    expect(sleeps).toEqual([]);
  });

  it('reports a revoked token as a rejected token, never echoing the token', async () => {
    const error = await client({ token: '222222222:BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' })
      .sendMessage('42', 'hi')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramApiError);
    const apiError = error as TelegramApiError;
    expect(apiError.isTokenRejected).toBe(true);
    expect(apiError.description).toBe('Unauthorized');
    expect(JSON.stringify({ m: apiError.message, d: apiError.details })).not.toContain('BBBB');
  });

  it('redacts the token from a description that quotes the request URL back', async () => {
    // A Bot API server (or a proxy in front of it) that echoes the path it was called on.
    const echoing = await listenOnLoopback((req, res) =>
      sendJson(res, 400, {
        ok: false,
        error_code: 400,
        description: `Bad Request: cannot handle ${req.url ?? ''}`,
      }),
    );
    const echoHttp = createHttpClient({
      allowPrivateNetwork: false,
      trustedOrigins: [echoing.url],
    });
    try {
      const error = (await createTelegramClient({
        http: echoHttp,
        baseUrl: echoing.url,
        token: TOKEN,
      })
        .sendMessage('42', 'hi')
        .catch((e: unknown) => e)) as TelegramApiError;
      expect(error).toBeInstanceOf(TelegramApiError);
      expect(error.description).toBe('Bad Request: cannot handle /bot[redacted]/sendMessage');
      expect(JSON.stringify({ m: error.message, d: error.details })).not.toContain(TOKEN);
    } finally {
      echoHttp.close();
      await echoing.close();
    }
  });

  it('fetches a file with getFile and downloads it from /file/bot<token>/<path>', async () => {
    telegram.addFile({ fileId: 'F1', filePath: 'photos/file_1.jpg', bytes: Buffer.from('jpeg!') });
    const info = await client().getFile('F1');
    expect(info.file_path).toBe('photos/file_1.jpg');
    const download = await client().downloadFile(info.file_path!, { maxBytes: 1024 });
    expect(download.bytes).toEqual(Buffer.from('jpeg!'));
    expect(download.mimeType).toBe('image/jpeg');
  });
});
