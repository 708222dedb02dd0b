import { hash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'sb_';
const KEY_BYTES = 32;
/** `sb_` + 32 random bytes in base64url (43 characters). */
const KEY_FORMAT = /^sb_[A-Za-z0-9_-]{43}$/;
/** How much of a key its record shows: enough to tell keys apart, far too little to guess one. */
const DISPLAY_PREFIX_LENGTH = 11;

export interface NewKeySecret {
  key: string;
  hash: string;
  prefix: string;
}

/** A new random API key with its storage hash and display prefix. */
export function generateKey(): NewKeySecret {
  const key = KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
  return { key, hash: hashKey(key), prefix: key.slice(0, DISPLAY_PREFIX_LENGTH) };
}

/** sha256 of a key, hex: what the store holds. Keys have 256 bits of entropy, so no slow KDF. */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** Whether a presented token can be a key at all (saves a lookup for garbage). */
export function looksLikeKey(token: string): boolean {
  return KEY_FORMAT.test(token);
}
