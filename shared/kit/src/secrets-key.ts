/**
 * The key credentials are stored under (`SECRETS_KEY`, 32 bytes): AES-256-GCM with a fresh 96-bit
 * nonce per value, bound to where the value lives (its context: collection, team and field), so a
 * sealed value copied into another record or team does not open. A sealed value names the key it
 * was sealed with, so a rotated key (`SECRETS_KEY_PREVIOUS`) still opens old values and a wrong key
 * is told apart from a damaged value; either is an error, never a silent empty value.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from './errors.js';

export const SECRETS_KEY_BYTES = 32;
/** What a configured key must be, as its setting's error says it. */
export const SECRETS_KEY_FORMAT =
  'must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)';

const PREFIX = 'sbenc1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_HEX = 12;

/** A key and its public id (a digest prefix: names the key, reveals nothing of it). */
export interface SecretsKey {
  readonly id: string;
  readonly bytes: Buffer;
}

/** The key in `text` (base64 or base64url of 32 bytes), or undefined when it is not one. */
export function parseSecretsKey(text: string): SecretsKey | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(
    trimmed,
    trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64',
  );
  if (bytes.length !== SECRETS_KEY_BYTES) return undefined;
  return { id: keyId(bytes), bytes };
}

/** A new random key, as base64 (what a key file holds). */
export function newSecretsKeyText(): string {
  return randomBytes(SECRETS_KEY_BYTES).toString('base64');
}

function keyId(bytes: Buffer): string {
  return createHash('sha256')
    .update('switchboard secrets key id\0')
    .update(bytes)
    .digest('hex')
    .slice(0, KEY_ID_HEX);
}

/** A stored value that no configured key opens, or that does not open under its context. */
export class SecretsKeyError extends AppError {
  constructor(message: string) {
    super({ code: 'SECRETS_KEY_MISMATCH', message });
  }
}

/** Whether `value` is a sealed value (as `Keyring.seal` makes them). */
export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/**
 * The current key, which seals, and the previous one (after a rotation), which only opens. The
 * one implementation of credential encryption: the store seals declared fields with it.
 */
export class Keyring {
  constructor(
    readonly current: SecretsKey,
    readonly previous?: SecretsKey,
  ) {}

  /** `plaintext` sealed under the current key for `context` (`sbenc1:<key id>:<base64url>`). */
  seal(plaintext: string, context: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.bytes, nonce);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const text = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const payload = Buffer.concat([nonce, cipher.getAuthTag(), text]).toString('base64url');
    return `${PREFIX}${this.current.id}:${payload}`;
  }

  /**
   * The plaintext of a sealed value; SecretsKeyError when its key is neither configured key, or
   * when it does not open (damaged, or moved from another context).
   */
  open(sealed: string, context: string): string {
    const keyId = keyIdOf(sealed);
    const key = [this.current, this.previous].find((candidate) => candidate?.id === keyId);
    if (!key) {
      throw new SecretsKeyError(
        `A stored credential (${context}) was encrypted under key id ${keyId}, which is neither ` +
          `SECRETS_KEY (id ${this.current.id})` +
          (this.previous ? ` nor SECRETS_KEY_PREVIOUS (id ${this.previous.id})` : '') +
          '; set the key it was stored with (as SECRETS_KEY_PREVIOUS when rotating).',
      );
    }
    const bytes = Buffer.from(sealed.slice(PREFIX.length + keyId.length + 1), 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, bytes.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      const text = Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return text.toString('utf8');
    } catch {
      throw new SecretsKeyError(
        `A stored credential (${context}) does not decrypt under key id ${keyId}: it was ` +
          'damaged or copied from another record.',
      );
    }
  }

  /** Whether the sealed value was sealed under the current key. */
  isCurrent(sealed: string): boolean {
    return keyIdOf(sealed) === this.current.id;
  }

  /** Whether `keyId` names one of the configured keys. */
  knows(keyId: string): boolean {
    return keyId === this.current.id || keyId === this.previous?.id;
  }
}

/** The id of the key a sealed value names. */
function keyIdOf(sealed: string): string {
  const end = sealed.indexOf(':', PREFIX.length);
  return end === -1 ? '' : sealed.slice(PREFIX.length, end);
}
