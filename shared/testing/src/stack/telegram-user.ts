/**
 * A Telegram user talking to a bot through the real API processes: the fake Bot API (the files
 * the user sends, the replies the bot sends) and the bot's AI backend, which answers with an
 * attachment the API keeps and forwards.
 */
import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  servedAttachment,
  startFakeAiBackend,
  type FakeAiBackend,
} from '../fakes/fake-ai-backend.js';
import { startFakeTelegram, type FakeTelegram } from '../fakes/fake-telegram.js';
import { photoUpdate } from '../fakes/telegram-photo.js';
import { request } from '../api/http.js';
import type { ApiClient } from './api-client.js';

const TOKEN = '100000091:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const BACKEND_PATH = '/bot';
const CHAT_ID = 4242;

export class TelegramUser {
  /** The file the backend attaches to its reply (a PNG by its type). */
  readonly replyFile = randomBytes(300 * 1024);
  private telegram: FakeTelegram | null = null;
  private backend: FakeAiBackend | null = null;
  botId = '';

  async start(): Promise<void> {
    [this.telegram, this.backend] = await Promise.all([startFakeTelegram(), startFakeAiBackend()]);
    this.telegram.validTokens.add(TOKEN);
    this.backend.serveFile('/f/chart.png', { body: this.replyFile, mimeType: 'image/png' });
    this.backend.on(BACKEND_PATH, {
      kind: 'reply',
      body: {
        content: 'your chart',
        attachments: [servedAttachment(this.backend, '/f/chart.png', 'image/png')],
      },
    });
  }

  /** The API settings that point it at the fake Bot API. */
  env(): Record<string, string> {
    return { TELEGRAM_API_BASE_URL: this.telegram!.url };
  }

  /**
   * Makes a bot with a telegram channel through `api`, sends it `photo` through that API's webhook
   * as Telegram would, and resolves once the bot's reply (text and its attachment) reached
   * Telegram; gives the photo's URL as the backend received it.
   */
  async sendPhoto(api: ApiClient, photo: Buffer): Promise<{ photoUrl: string }> {
    const telegram = this.telegram!;
    const backend = this.backend!;
    telegram.addFile({ fileId: 'photo-1', filePath: 'photos/photo-1.jpg', bytes: photo });
    const bot = await api.call<{ data: { id: string } }>('POST', '/v1/bots', { name: 'Seer' });
    this.botId = bot.body.data.id;
    const integration = await api.call('POST', `/v1/bots/${this.botId}/integrations`, {
      name: 'backend',
      webhook_url: `${backend.url}${BACKEND_PATH}`,
      timeout: 10,
    });
    expect(integration.status).toBe(201);
    const channel = await api.call<{ data: { id: string } }>(
      'POST',
      `/v1/bots/${this.botId}/channels`,
      { type: 'telegram', config: { bot_token: TOKEN } },
    );
    expect(channel.status).toBe(201);
    const channelId = channel.body.data.id;
    const registration = await telegram.calls.waitFor(
      (c) => c.method === 'setWebhook' && String(c.params.url).endsWith(channelId),
    );
    const update = await request(api.baseUrl, 'POST', `/telegram/webhook/${channelId}`, {
      headers: { 'X-Telegram-Bot-Api-Secret-Token': String(registration.params.secret_token) },
      body: photoUpdate('photo-1', CHAT_ID),
    });
    expect(update.status).toBe(200);
    const sent = await backend.requests.waitFor((r) => r.path === BACKEND_PATH);
    const [message] = sent.body.messages as Array<{
      content: Array<{ image_url?: { url: string } }>;
    }>;
    const photoUrl = message!.content.find((p) => p.image_url)!.image_url!.url;
    // The reply's attachment went out as a photo upload, read back from the store.
    const upload = await telegram.calls.waitFor(
      (c) => c.method === 'sendPhoto' && String(c.params.chat_id) === String(CHAT_ID),
    );
    expect(upload.files.photo?.bytes.equals(this.replyFile)).toBe(true);
    return { photoUrl };
  }

  async close(): Promise<void> {
    await Promise.all([this.telegram?.close(), this.backend?.close()]);
  }
}
