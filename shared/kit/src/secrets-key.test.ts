import { describe, expect, it } from '@jest/globals';
import {
  isSealed,
  Keyring,
  newSecretsKeyText,
  parseSecretsKey,
  SecretsKeyError,
  type SecretsKey,
} from './secrets-key.js';

const key = (): SecretsKey => parseSecretsKey(newSecretsKeyText())!;

describe('parseSecretsKey', () => {
  it('takes 32 bytes in base64 or base64url and nothing else', () => {
    const text = newSecretsKeyText();
    expect(parseSecretsKey(text)?.bytes).toHaveLength(32);
    expect(parseSecretsKey(Buffer.from(text, 'base64').toString('base64url'))?.id).toBe(
      parseSecretsKey(text)?.id,
    );
    expect(parseSecretsKey(Buffer.alloc(16).toString('base64'))).toBeUndefined();
    expect(parseSecretsKey(Buffer.alloc(33).toString('base64'))).toBeUndefined();
    expect(parseSecretsKey('not a key!')).toBeUndefined();
  });
});

describe('Keyring', () => {
  it('opens what it sealed, for the same context only', () => {
    const ring = new Keyring(key());
    const sealed = ring.seal('token-123', 'integrations\nteam_a\nheaders');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('token-123');
    expect(ring.open(sealed, 'integrations\nteam_a\nheaders')).toBe('token-123');
    expect(() => ring.open(sealed, 'integrations\nteam_b\nheaders')).toThrow(SecretsKeyError);
  });

  it('seals each value with a fresh nonce', () => {
    const ring = new Keyring(key());
    expect(ring.seal('same', 'c')).not.toBe(ring.seal('same', 'c'));
  });

  it('opens values of the previous key after a rotation, and seals under the new one', () => {
    const old = key();
    const sealedBefore = new Keyring(old).seal('v', 'c');
    const rotated = new Keyring(key(), old);
    expect(rotated.open(sealedBefore, 'c')).toBe('v');
    expect(rotated.isCurrent(sealedBefore)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('v', 'c'))).toBe(true);
  });

  it('refuses a value of an unknown key, naming both ids, and a damaged value', () => {
    const sealed = new Keyring(key()).seal('v', 'c');
    const other = new Keyring(key());
    expect(() => other.open(sealed, 'c')).toThrow(/neither SECRETS_KEY \(id [0-9a-f]{12}\)/);
    const mine = other.seal('v', 'c');
    const damaged = mine.slice(0, -2) + (mine.endsWith('A') ? 'BB' : 'AA');
    expect(() => other.open(damaged, 'c')).toThrow(SecretsKeyError);
  });
});
