import { createHmac } from 'node:crypto';
import { sameSecret } from '@switchboard/kit/same-secret';

/**
 * Meta signs every webhook delivery: `X-Hub-Signature-256` is `sha256=` + hex HMAC-SHA256 of the
 * raw body under the app secret. Checked in constant time.
 */
export function whatsappSignatureMatches(
  appSecret: string,
  header: string | undefined,
  rawBody: Buffer,
): boolean {
  return header !== undefined && sameSecret(whatsappSignature(appSecret, rawBody), header);
}

/** The `X-Hub-Signature-256` value Meta sends for this body. */
export function whatsappSignature(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
