import { describe, expect, it } from '@jest/globals';
import { ALL_TEAMS } from '@switchboard/store/port';
import { MESSAGES_COLLECTION } from '../src/conversations/message.repository.js';
import type { RelayMessageRecord } from '../src/conversations/message-record.js';
import { useFakeAiBackend } from './fakes/fake-ai-backend.js';
import { useFakeWhatsApp } from './fakes/fake-whatsapp.js';
import {
  delivery,
  postDelivery,
  textMessage,
  whatsappBot,
  type WhatsAppBot,
} from './fakes/whatsapp-bot.js';
import { channelStatus, disconnectedEvents, withSettledStore } from './helpers/settled-store.js';
import { createTeam } from './helpers/teams.js';

const backend = useFakeAiBackend();
const whatsapp = useFakeWhatsApp();

describe('whatsapp refusals', () => {
  it('explains the 24-hour window, and disconnects a channel whose token was revoked', async () => {
    let late: WhatsAppBot | undefined;
    let revoked: WhatsAppBot | undefined;
    await withSettledStore(
      { WHATSAPP_API_BASE_URL: whatsapp.url },
      async (app) => {
        const { key } = await createTeam(app);
        late = await whatsappBot(app, whatsapp, key, `${backend.url}/late`);
        revoked = await whatsappBot(app, whatsapp, key, `${backend.url}/revoked`);
        whatsapp.closeWindow('4915100000100');
        whatsapp.revoke(revoked.accessToken);
        await postDelivery(app, late, delivery(late, [textMessage('too late?', '4915100000100')]));
        await postDelivery(app, revoked, delivery(revoked, [textMessage('hi?', '4915100000200')]));
        await backend.requests.waitFor((r) => r.path === '/late');
        await backend.requests.waitFor((r) => r.path === '/revoked');
      },
      async (store) => {
        const messages = store.collection<RelayMessageRecord>(MESSAGES_COLLECTION);
        expect(
          await messages.findOne(ALL_TEAMS, { role: 'user', content: 'too late?' }),
        ).toMatchObject({
          status: 'failed',
          error: expect.stringMatching(/more than 24 hours.*template.*131047/),
        });
        expect(await channelStatus(store, late!.channelId)).toBe('active');
        expect(await channelStatus(store, revoked!.channelId)).toBe('disconnected');
        const events = await disconnectedEvents(store);
        expect(events).toEqual([
          {
            bot_id: revoked!.botId,
            channel_id: revoked!.channelId,
            type: 'whatsapp',
            reason: expect.stringContaining('190'),
          },
        ]);
        expect(JSON.stringify(events)).not.toContain(revoked!.accessToken);
      },
    );
  });
});
