/**
 * A stored file goes only with the conversation it was kept for: a message of
 * another conversation that lists the file's URL (pasted into it) does not take the file along
 * when that other conversation or its bot is deleted.
 */
import { describe, expect, it } from '@jest/globals';
import type { MessageRecord } from '@switchboard/contracts/message';
import { teamScope } from '@switchboard/store/port';
import { MESSAGES_COLLECTION } from '../../src/conversations/message.repository.js';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import {
  fetchStoredFile,
  sendTelegramPhoto,
  type SentPhoto,
} from '@switchboard/testing/fakes/telegram-photo';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const TOKEN = '100000081:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const backend = useFakeAiBackend();
const telegram = useFakeTelegram([TOKEN]);
const app = useApp(() => ({ env: { TELEGRAM_API_BASE_URL: telegram.url } }));
const team = useTeam(app);

function fetchFile(url: string): Promise<number> {
  return fetchStoredFile(app, url);
}

/** A Telegram user's photo, re-hosted by the service; returns its URL and conversation. */
function telegramPhoto(): Promise<SentPhoto> {
  return sendTelegramPhoto(
    { app, key: team.key, telegram, backend },
    { token: TOKEN, fileId: 'OWN-PHOTO', chatId: 5151, backendPath: '/tg-owner' },
  );
}

/** An api-channel conversation (of a new bot) whose user message lists `url` as an attachment. */
async function conversationListing(url: string): Promise<{ botId: string; id: string }> {
  const bot = await setUpBot(app, team.key, {
    integrations: [{ webhook_url: `${backend.url}/echo` }],
  });
  const res = await postMessage(app, team.key, bot.channelId, { content: 'see this' });
  expect(res.status).toBe(200);
  const { conversation_id: id, message } = res.body.data;
  await app.store.collection<MessageRecord>(MESSAGES_COLLECTION).updateOne(
    teamScope(team.team.id),
    { id: message.id },
    {
      $set: { attachments: [{ url, filename: 'own.jpg', mime_type: 'image/jpeg' }] },
    },
  );
  return { botId: bot.botId, id };
}

describe('a stored file goes only with its own conversation', () => {
  it('stays when another conversation listing its URL, or that bot, is deleted', async () => {
    const photo = await telegramPhoto();
    expect(await fetchFile(photo.url)).toBe(200);

    const other = await conversationListing(photo.url);
    const deleted = await app.request('DELETE', `/v1/conversations/${other.id}`, {
      key: team.key,
    });
    expect(deleted.status).toBe(204);
    expect(await fetchFile(photo.url)).toBe(200);

    const otherBot = await conversationListing(photo.url);
    expect(
      (await app.request('DELETE', `/v1/bots/${otherBot.botId}`, { key: team.key })).status,
    ).toBe(204);
    expect(await fetchFile(photo.url)).toBe(200);

    // Its own conversation's deletion still takes it.
    const own = await app.request('DELETE', `/v1/conversations/${photo.conversationId}`, {
      key: team.key,
    });
    expect(own.status).toBe(204);
    expect(await fetchFile(photo.url)).toBe(404);
  });
});
