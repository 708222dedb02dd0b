import { describe, expect, it } from '@jest/globals';
import { newId } from '@switchboard/kit/ids';
import { createWebhookBody, eventEnvelope } from './events.js';

describe('createWebhookBody', () => {
  it('requires url and at least one known event', () => {
    const parsed = createWebhookBody.parse({
      url: 'https://hooks.example.com/in',
      events: ['agent_loop.completed'],
    });
    expect(parsed).toEqual({
      url: 'https://hooks.example.com/in',
      events: ['agent_loop.completed'],
      description: null,
      enabled: true,
    });
    const bad = createWebhookBody.safeParse({
      url: 'https://x.example.com',
      events: ['bot.deleted'],
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['events.0']);
    expect(createWebhookBody.safeParse({ url: 'https://x.example.com', events: [] }).success).toBe(
      false,
    );
  });
});

describe('eventEnvelope', () => {
  it('ties the data shape to the event type', () => {
    const base = { id: newId('event'), created_at: new Date().toISOString() };
    const data = { bot_id: 'b', channel_id: 'c', type: 'telegram', reason: 'token revoked' };
    expect(eventEnvelope.safeParse({ ...base, type: 'channel.disconnected', data }).success).toBe(
      true,
    );
    expect(eventEnvelope.safeParse({ ...base, type: 'integration.failed', data }).success).toBe(
      false,
    );
  });
});
