import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** The three Standard Webhooks headers a signed delivery carries. */
export interface WebhookSignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export interface SignWebhookInput {
  /** `whsec_` + base64 key, as made by generateWebhookSecret. */
  secret: string;
  /** Stays the same across retries of one delivery, so receivers can de-duplicate. */
  id: string;
  /** When the attempt is sent; default now. */
  timestamp?: Date;
  /** The exact body bytes that will be sent. */
  payload: string;
}

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** True for a `whsec_` secret holding at least 24 bytes of key. */
export function isWebhookSecret(value: string): boolean {
  if (!value.startsWith(SECRET_PREFIX)) return false;
  const key = value.slice(SECRET_PREFIX.length);
  return /^[A-Za-z0-9+/]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length >= 24;
}

/** Signs a payload per the Standard Webhooks spec and returns the headers to send with it. */
export function signWebhook(input: SignWebhookInput): WebhookSignatureHeaders {
  const timestamp = input.timestamp ?? new Date();
  const signature = new Webhook(input.secret).sign(input.id, timestamp, input.payload);
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * Verifies a received delivery the way a receiver would (signature and a 5-minute timestamp
 * window); returns the parsed payload or throws the package's WebhookVerificationError.
 */
export function verifyWebhook(
  secret: string,
  payload: string,
  headers: Record<string, string>,
): unknown {
  return new Webhook(secret).verify(payload, headers);
}
