/** A Telegram user's photo, through a real telegram channel, for the stored-file tests. */
import type { TestApp } from '../api/start-app.js';
import type { FakeAiBackend } from './fake-ai-backend.js';
import { setUpBot } from './bot-setup.js';
import type { FakeTelegram } from './fake-telegram.js';

export interface TelegramPhotoEnv {
  app: TestApp;
  key: string;
  telegram: FakeTelegram;
  backend: FakeAiBackend;
}

export interface SentPhoto {
  /** The service's URL of the re-hosted photo, as the backend received it. */
  url: string;
  botId: string;
  conversationId: string;
}

/**
 * Makes a bot with a telegram channel on `token` answered by the backend at `backendPath`, sends
 * it a photo from chat `chatId` through the webhook as Telegram would, and resolves once the reply
 * went out with the photo's re-hosted URL.
 */
export async function sendTelegramPhoto(
  { app, key, telegram, backend }: TelegramPhotoEnv,
  options: { token: string; fileId: string; chatId: number; backendPath: string },
): Promise<SentPhoto> {
  const { token, fileId, chatId, backendPath } = options;
  telegram.addFile({ fileId, filePath: `photos/${fileId}.jpg`, bytes: Buffer.from('jpg') });
  const { botId } = await setUpBot(app, key, {
    integrations: [{ webhook_url: `${backend.url}${backendPath}` }],
  });
  const channel = await app.request<{ data: { id: string } }>(
    'POST',
    `/v1/bots/${botId}/channels`,
    { key, body: { type: 'telegram', config: { bot_token: token } } },
  );
  const channelId = channel.body.data.id;
  const registration = await telegram.calls.waitFor(
    (c) => c.method === 'setWebhook' && String(c.params.url).endsWith(channelId),
  );
  await app.request('POST', `/telegram/webhook/${channelId}`, {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': String(registration.params.secret_token) },
    body: photoUpdate(fileId, chatId),
  });
  const sent = await backend.requests.waitFor((r) => r.path === backendPath);
  const [message] = sent.body.messages as Array<{
    content: Array<{ image_url?: { url: string } }>;
  }>;
  const url = message!.content.find((p) => p.image_url)!.image_url!.url;
  await telegram.calls.waitFor(
    (c) => c.method === 'sendMessage' && String(c.params.chat_id) === String(chatId),
  );
  const conversations = await app.request<{ data: Array<{ id: string }> }>(
    'GET',
    `/v1/bots/${botId}/conversations`,
    { key },
  );
  return { url, botId, conversationId: conversations.body.data[0]!.id };
}

/** The webhook update Telegram sends for a user's photo `fileId` in private chat `chatId`. */
export function photoUpdate(fileId: string, chatId: number): Record<string, unknown> {
  return {
    update_id: 1,
    message: {
      message_id: 1,
      from: { id: 9, is_bot: false, first_name: 'Ada' },
      chat: { id: chatId, type: 'private' },
      photo: [{ file_id: fileId, file_unique_id: 'p', width: 9, height: 9 }],
    },
  };
}

/** The status of a GET of a stored file's URL on the app (URLs name PUBLIC_BASE_URL). */
export async function fetchStoredFile(app: TestApp, url: string): Promise<number> {
  const res = await fetch(`${app.baseUrl}${new URL(url).pathname}`);
  await res.arrayBuffer();
  return res.status;
}
