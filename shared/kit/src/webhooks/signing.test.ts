import { describe, expect, it } from '@jest/globals';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { generateWebhookSecret, isWebhookSecret, signWebhook, verifyWebhook } from './signing.js';

describe('webhook signing', () => {
  it('generates whsec_ secrets of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(isWebhookSecret('whsec_short')).toBe(false);
    expect(isWebhookSecret('secret')).toBe(false);
  });

  it('produces headers the standardwebhooks package verifies', () => {
    const secret = generateWebhookSecret();
    const payload = JSON.stringify({ type: 'agent_loop.completed', data: { ok: true } });
    const headers = signWebhook({ secret, id: 'msg_1', payload });
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(payload, { ...headers })).toEqual(JSON.parse(payload));
    expect(verifyWebhook(secret, payload, { ...headers })).toEqual(JSON.parse(payload));
  });

  it('fails verification for a changed payload, another secret or an old timestamp', () => {
    const secret = generateWebhookSecret();
    const payload = '{"a":1}';
    const headers = { ...signWebhook({ secret, id: 'msg_2', payload }) };
    expect(() => verifyWebhook(secret, '{"a":2}', headers)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(generateWebhookSecret(), payload, headers)).toThrow(
      WebhookVerificationError,
    );
    const old = {
      ...signWebhook({ secret, id: 'msg_3', payload, timestamp: new Date(Date.now() - 3_600_000) }),
    };
    expect(() => verifyWebhook(secret, payload, old)).toThrow(WebhookVerificationError);
  });

  it('keeps the signature stable for the same id, timestamp and payload', () => {
    const secret = generateWebhookSecret();
    const timestamp = new Date('2026-01-01T00:00:00Z');
    const a = signWebhook({ secret, id: 'msg_4', timestamp, payload: 'x' });
    const b = signWebhook({ secret, id: 'msg_4', timestamp, payload: 'x' });
    expect(a).toEqual(b);
    expect(a['webhook-timestamp']).toBe('1767225600');
  });
});
