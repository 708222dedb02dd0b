import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import { ALL_TEAMS, type BaseRecord } from '@switchboard/store/port';
import { MESSAGES_COLLECTION, type RelayMessageRecord } from '../src/relay/relay-records.js';
import { useFakeAiBackend } from './fakes/fake-ai-backend.js';
import { useFakeWhatsApp } from './fakes/fake-whatsapp.js';
import { delivery, postDelivery, textMessage, whatsappBot } from './fakes/whatsapp-bot.js';
import { startApp } from './helpers/start-app.js';
import { createTeam } from './helpers/teams.js';

const backend = useFakeAiBackend();
const whatsapp = useFakeWhatsApp();

describe('whatsapp refusals', () => {
  it('explains the 24-hour window, and disconnects a channel whose token was revoked', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-wa-'));
    try {
      const app = await startApp({ dataDir, env: { WHATSAPP_API_BASE_URL: whatsapp.url } });
      const { key } = await createTeam(app);
      const late = await whatsappBot(app, whatsapp, key, `${backend.url}/late`);
      const revoked = await whatsappBot(app, whatsapp, key, `${backend.url}/revoked`);
      whatsapp.closeWindow('4915100000100');
      whatsapp.revoke(revoked.accessToken);
      await postDelivery(app, late, delivery(late, [textMessage('too late?', '4915100000100')]));
      await postDelivery(app, revoked, delivery(revoked, [textMessage('hello?', '4915100000200')]));
      await backend.requests.waitFor((r) => r.path === '/late');
      await backend.requests.waitFor((r) => r.path === '/revoked');
      // Closing waits for the background answers; the store then shows where they ended.
      await app.close();
      const store = await openStore({
        dataDir,
        logger: createLogger({ name: 't', level: 'silent' }),
      });
      try {
        const messages = store.collection<RelayMessageRecord>(MESSAGES_COLLECTION);
        const refused = await messages.findOne(ALL_TEAMS, { role: 'user', content: 'too late?' });
        expect(refused).toMatchObject({
          status: 'failed',
          error: expect.stringMatching(/more than 24 hours.*template.*131047/),
        });
        const channels = store.collection<BaseRecord & { status: string }>({ name: 'channels' });
        expect(await channels.findById(ALL_TEAMS, late.channelId)).toMatchObject({
          status: 'active',
        });
        expect(await channels.findById(ALL_TEAMS, revoked.channelId)).toMatchObject({
          status: 'disconnected',
        });
        const events = await store
          .collection<BaseRecord & { type: string; data: { reason: string } }>({ name: 'events' })
          .find(ALL_TEAMS, { type: 'channel.disconnected' });
        expect(events.map((e) => e.data)).toEqual([
          {
            bot_id: revoked.botId,
            channel_id: revoked.channelId,
            type: 'whatsapp',
            reason: expect.stringContaining('190'),
          },
        ]);
        expect(events[0]!.data.reason).not.toContain(revoked.accessToken);
      } finally {
        await store.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
