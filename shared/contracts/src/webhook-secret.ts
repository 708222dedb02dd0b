/**
 * Signing secrets for outgoing webhooks (agent-loop callbacks, event endpoints), in the Standard
 * Webhooks format: `whsec_` followed by base64 of 32 random bytes.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const SECRET_BYTES = 32;

export const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{43}=$/)
  .meta({ description: 'Standard Webhooks signing secret (whsec_...)' });

/** A new random `whsec_...` secret usable with the `standardwebhooks` package. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}
