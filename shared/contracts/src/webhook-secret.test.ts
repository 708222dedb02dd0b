import { describe, expect, it } from '@jest/globals';
import { newWebhookSecret, webhookSecret } from './webhook-secret.js';

describe('newWebhookSecret', () => {
  it('makes distinct whsec_ secrets holding 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(webhookSecret.parse(secret)).toBe(secret);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
