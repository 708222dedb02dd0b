import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_TEAMS } from '@switchboard/store/port';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { MESSAGES_COLLECTION } from '../src/conversations/message.repository.js';
import type { RelayMessageRecord } from '../src/conversations/message-record.js';
import { startFakeAiBackend, type FakeAiBackend } from './fakes/fake-ai-backend.js';
import { postMessage, setUpBot } from './fakes/bot-setup.js';
import { startApp } from './helpers/start-app.js';
import { createTeam } from './helpers/teams.js';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';

let backend: FakeAiBackend;
let dataDir: string;

beforeAll(async () => {
  backend = await startFakeAiBackend();
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-recovery-'));
});

afterAll(async () => {
  await backend.close();
  await removeTestData(dataDir);
});

/**
 * What a process killed mid-relay leaves behind: the user message stored as `received` with the
 * lease of the process that was answering it. Written straight into the store, as the dead process did.
 */
function abandoned(
  template: RelayMessageRecord,
  content: string,
  createdAt: Date,
): RelayMessageRecord {
  return {
    ...template,
    id: newId('message'),
    content,
    platform_message_id: null,
    status: 'received',
    error: null,
    created_at: createdAt.toISOString(),
    relay_lease_until: new Date(createdAt.getTime() + 1000).toISOString(),
  };
}

describe('recovery after a crash', () => {
  it('answers abandoned messages at start-up and marks too-old ones failed', async () => {
    const first = await startApp({ dataDir });
    const { key } = await createTeam(first);
    const setup = await setUpBot(first, key, {
      integrations: [{ webhook_url: `${backend.url}/recover` }],
    });
    const seed = await postMessage(first, key, setup.channelId, { content: 'before the crash' });
    expect(seed.status).toBe(200);
    const messages = first.store.collection<RelayMessageRecord>(MESSAGES_COLLECTION);
    const template = (await messages.findById(ALL_TEAMS, seed.body.data.message.id))!;
    const recent = abandoned(template, 'lost in the crash', new Date(Date.now() - 60_000));
    const ancient = abandoned(template, 'from last week', new Date(Date.now() - 7 * 24 * 3600_000));
    await messages.insert(recent);
    await messages.insert(ancient);
    await first.close();

    // The next process answers it on start-up; its stop() waits for the recovery pass to end.
    const second = await startApp({ dataDir });
    const sent = await backend.requests.waitFor((r) =>
      JSON.stringify(r.body.messages).includes('lost in the crash'),
    );
    expect(sent.body.conversation_id).toBe(seed.body.data.conversation_id);
    await second.close();

    const store = await openTestStore({
      dataDir,
      logger: createLogger({ name: 't', level: 'silent' }),
    });
    try {
      const after = store.collection<RelayMessageRecord>(MESSAGES_COLLECTION);
      expect(await after.findById(ALL_TEAMS, recent.id)).toMatchObject({ status: 'answered' });
      expect(await after.findOne(ALL_TEAMS, { reply_to: recent.id })).toMatchObject({
        role: 'assistant',
        content: 'echo: lost in the crash',
        integration_id: setup.integrationIds[0],
      });
      expect(await after.findById(ALL_TEAMS, ancient.id)).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/unavailable for too long/),
      });
      expect(await after.findOne(ALL_TEAMS, { reply_to: ancient.id })).toBeNull();
    } finally {
      await store.close();
    }
  });
});
