/**
 * What the idempotency layer stores of a key and a response. Create responses can carry secrets
 * shown once (an API key, a webhook secret, a trigger URL), so the stored response is encrypted
 * (AES-256-GCM) with a key derived from the caller's Idempotency-Key, which is itself stored only
 * as a hash: a copy of the database alone does not reveal the secrets (with random keys, as Stripe
 * recommends: a guessable key such as `order-1` can be guessed from its hash).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** A response as the layer stores and replays it. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The record id for a team's key: a hash, so the key itself is never stored. */
export function idempotencyRecordId(teamId: string, key: string): string {
  return `idem_${sha256(`${teamId}\0${key}`)}`;
}

/** A digest of what makes two requests "the same": method, URL and the body's canonical JSON. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return sha256(`${method} ${url}\n${canonicalJson(body)}`);
}

/** Encrypts a response under the Idempotency-Key (base64 of iv, tag, ciphertext). */
export function sealResponse(response: StoredResponse, teamId: string, key: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(teamId, key), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(response), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
}

/** The response `sealResponse` stored, or undefined when it does not open with this key. */
export function openResponse(
  sealed: string,
  teamId: string,
  key: string,
): StoredResponse | undefined {
  const bytes = Buffer.from(sealed, 'base64');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(teamId, key),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(text.toString('utf8')) as StoredResponse;
  } catch {
    return undefined;
  }
}

function sealKey(teamId: string, key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, teamId, 'switchboard idempotent response', 32));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with object keys sorted at every level, so key order does not make two bodies differ. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}
