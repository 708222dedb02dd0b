import { describe, expect, it } from '@jest/globals';
import { checkSlackSignature, slackSignature } from './slack-signature.js';

// The worked example of Slack's "Verifying requests from Slack" guide.
const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const TIMESTAMP = '1531420618';
const BODY = Buffer.from(
  'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
);
const SIGNATURE = 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503';
const AT = Number(TIMESTAMP) * 1000;

const check = (overrides: Partial<Parameters<typeof checkSlackSignature>[0]> = {}) =>
  checkSlackSignature({
    signingSecret: SECRET,
    timestamp: TIMESTAMP,
    signature: SIGNATURE,
    rawBody: BODY,
    nowMs: AT,
    ...overrides,
  });

describe('slack request signatures', () => {
  it("computes the signature of Slack's worked example", () => {
    expect(slackSignature(SECRET, TIMESTAMP, BODY)).toBe(SIGNATURE);
    expect(check()).toBe('valid');
  });

  it('accepts a request up to five minutes old, and calls an older one stale', () => {
    expect(check({ nowMs: AT + 300_000 })).toBe('valid');
    expect(check({ nowMs: AT + 301_000 })).toBe('stale');
    expect(check({ nowMs: AT - 301_000 })).toBe('stale');
  });

  it.each([
    ['a changed body', { rawBody: Buffer.concat([BODY, Buffer.from(' ')]) }],
    ['another secret', { signingSecret: `${SECRET}0` }],
    ['a changed timestamp', { timestamp: '1531420619' }],
    ['no signature', { signature: undefined }],
    ['no timestamp', { timestamp: undefined }],
    ['a timestamp that is not a number', { timestamp: '1531420618.5' }],
    ['a truncated signature', { signature: SIGNATURE.slice(0, -2) }],
  ])('refuses %s', (_name, overrides) => {
    expect(check(overrides)).toBe('invalid');
  });
});
