/**
 * Slack's request signing (v0): `X-Slack-Signature` is `v0=` + hex HMAC-SHA256 of
 * `v0:{X-Slack-Request-Timestamp}:{raw body}` under the app's signing secret. A timestamp more than
 * five minutes from now is refused, so a captured request cannot be replayed later; a replay
 * inside the window names a message already stored and is not answered again.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '@switchboard/kit/same-secret';

/** Slack's own recommendation for the accepted clock difference. */
export const SLACK_SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

export type SignatureCheck = 'valid' | 'stale' | 'invalid';

/** Checks one request's signature headers against the raw body. */
export function checkSlackSignature(input: {
  signingSecret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
  nowMs: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'invalid';
  const expected = slackSignature(input.signingSecret, timestamp, input.rawBody);
  if (!sameSecret(expected, signature)) return 'invalid';
  const ageSeconds = Math.abs(input.nowMs / 1000 - Number(timestamp));
  return ageSeconds > SLACK_SIGNATURE_MAX_AGE_SECONDS ? 'stale' : 'valid';
}

/** The `X-Slack-Signature` value Slack sends for this timestamp and body. */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: Buffer): string {
  const hmac = createHmac('sha256', signingSecret);
  hmac.update(`v0:${timestamp}:`);
  hmac.update(rawBody);
  return `v0=${hmac.digest('hex')}`;
}
