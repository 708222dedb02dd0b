/**
 * An accepted message is not lost to a restart: the API answers 201 only once a person's message
 * is stored in the send queue, and a process that could not send it (the platform asked it to wait
 * an hour) leaves it there for the next process, which sends it when it is due.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Message } from '@switchboard/contracts/message';
import { removeTestData } from '@switchboard/store/testing/test-store';
import { eventually } from '@switchboard/testing/api/eventually';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import { startApp, type TestApp } from '@switchboard/testing/api/start-app';
import { createTeam } from '@switchboard/testing/api/teams';
import { virtualTimers } from '@switchboard/testing/api/virtual-timers';
import { startFakeAiBackend, type FakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { startFakeTelegram, type FakeTelegram } from '@switchboard/testing/fakes/fake-telegram';
import { postUpdate, telegramBot, textUpdate } from '@switchboard/testing/fakes/telegram-bot';

let backend: FakeAiBackend;
let telegram: FakeTelegram;
let dataDir: string;

beforeAll(async () => {
  [backend, telegram] = await Promise.all([startFakeAiBackend(), startFakeTelegram()]);
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-send-queue-'));
});

afterAll(async () => {
  await Promise.all([backend.close(), telegram.close()]);
  await removeTestData(dataDir);
});

const start = (clock: ManualClock): Promise<TestApp> =>
  startApp({
    dataDir,
    clock,
    timers: virtualTimers(),
    env: { TELEGRAM_API_BASE_URL: telegram.url },
  });

describe('the send queue across a restart', () => {
  it('sends a message the first process had to leave, once it is due', async () => {
    const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
    const first = await start(clock);
    const team = await createTeam(first);
    const tg = await telegramBot(first, telegram, team.key, `${backend.url}/restart`);
    await postUpdate(first, tg, textUpdate('hello', 4001));
    await telegram.calls.waitFor((c) => c.method === 'sendMessage' && c.params.chat_id === '4001');
    const conversations = await first.request<{ data: Array<{ id: string }> }>(
      'GET',
      `/v1/bots/${tg.botId}/conversations`,
      { key: team.key },
    );
    const id = conversations.body.data[0]!.id;

    // Telegram asks for an hour's pause: far over what a send waits, so the message stays queued.
    telegram.rateLimit('sendMessage', 3600);
    const written = await first.request<{ data: Message }>(
      'POST',
      `/v1/conversations/${id}/messages`,
      { key: team.key, body: { content: 'Your refund is on its way.' } },
    );
    expect(written.status).toBe(201);
    await telegram.calls.waitFor(
      (c) => c.method === 'sendMessage' && c.params.text === 'Your refund is on its way.',
    );
    await first.close();
    const tried = telegram.calls.all.filter((c) => c.params.text === 'Your refund is on its way.');
    expect(tried).toHaveLength(1);

    clock.advance(2 * 60 * 60 * 1000);
    const second = await start(clock);
    try {
      const sent = await telegram.sent.waitFor((s) => s.text === 'Your refund is on its way.');
      expect(sent.chatId).toBe('4001');
      const listed = await eventually(
        () =>
          second.request<{ data: Message[] }>('GET', `/v1/conversations/${id}/messages`, {
            key: team.key,
          }),
        (res) => res.body.data.at(-1)?.delivery?.status === 'sent',
      );
      expect(listed.body.data.at(-1)).toMatchObject({
        id: written.body.data.id,
        role: 'agent',
        delivery: { status: 'sent' },
      });
    } finally {
      await second.close();
    }
  });
});
