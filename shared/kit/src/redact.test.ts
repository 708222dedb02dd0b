import { describe, expect, it } from '@jest/globals';
import { createRedactor, headerSecrets, REDACTED, redactError } from './redact.js';

describe('createRedactor', () => {
  it('replaces every occurrence of every secret', () => {
    const redact = createRedactor(['tok-123456', 'other-secret']);
    expect(redact('a tok-123456 b tok-123456 c other-secret')).toBe(
      `a ${REDACTED} b ${REDACTED} c ${REDACTED}`,
    );
  });

  it('finds a credential echoed without its scheme, JSON-escaped or percent-encoded', () => {
    const redact = createRedactor(['Bearer s3cr3t"token/+x']);
    expect(redact('got s3cr3t"token/+x')).toBe(`got ${REDACTED}`);
    expect(redact('{"authorization":"Bearer s3cr3t\\"token/+x"}')).toBe(
      `{"authorization":"${REDACTED}"}`,
    );
    expect(redact('GET /?k=s3cr3t%22token%2F%2Bx')).toBe(`GET /?k=${REDACTED}`);
  });

  it('replaces a secret that contains another one whole', () => {
    const redact = createRedactor(['abcdef', 'abcdef-longer']);
    expect(redact('x abcdef-longer y')).toBe(`x ${REDACTED} y`);
  });

  it('leaves text alone when there are no usable secrets', () => {
    const redact = createRedactor([undefined, null, '', '1', 'short']);
    expect(redact('1 short text')).toBe('1 short text');
  });

  it('treats regular-expression characters in a secret literally', () => {
    const redact = createRedactor(['a.b*c+d?']);
    expect(redact('aXbbbcd a.b*c+d?')).toBe(`aXbbbcd ${REDACTED}`);
  });
});

describe('headerSecrets', () => {
  it('takes every header value but those that describe the request', () => {
    expect(
      headerSecrets({ Authorization: 'Bearer x', 'Content-Type': 'application/json', 'X-K': 'v' }),
    ).toEqual(['Bearer x', 'v']);
    expect(headerSecrets(undefined)).toEqual([]);
  });
});

describe('redactError', () => {
  it('returns an error with the secret replaced, keeping its name', () => {
    const error = new TypeError('upstream said: key-abcdef123');
    const cleaned = redactError(error, createRedactor(['key-abcdef123']));
    expect(cleaned.message).toBe(`upstream said: ${REDACTED}`);
    expect(cleaned.name).toBe('TypeError');
    expect(cleaned.stack).not.toContain('key-abcdef123');
  });

  it('keeps an error that holds no secret as it is', () => {
    const error = new Error('plain');
    expect(redactError(error, createRedactor(['key-abcdef123']))).toBe(error);
  });
});
