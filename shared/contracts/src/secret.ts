/**
 * The team secrets vault, `/secrets` (contract-decisions.md, "Team secrets"): named values a team
 * stores once and refers to as `{{secret.NAME}}` in header values. Values are write-only: no
 * response carries one, only its last 4 characters when it is long enough to spare them.
 */
import { z } from 'zod';
import { dataEnvelope, listEnvelope, publicView, timestamp } from './common.js';
import { HEADER_VALUE_MAX_LENGTH } from './headers.js';
import { SECRET_NAME_PATTERN } from './secret-reference.js';

export const SECRET_DESCRIPTION_MAX = 500;
// Below this length the last 4 characters would be half the value or more (as for masks).
const LAST4_MIN_LENGTH = 8;
// What a header value may hold: the value is filled into headers.
const HEADER_TEXT = /^[\t\x20-\x7e\x80-\xff]*$/;

const name = z.string().regex(SECRET_NAME_PATTERN, {
  error: 'must be upper snake case: a letter, then letters, digits or _ (at most 64)',
});

/** `PUT /secrets/{name}`: the name is checked (422); other routes take any name (404 if none). */
export const putSecretParams = z.strictObject({ name });
export const secretNameParams = z.strictObject({ name: z.string().max(200) });

/** `PUT /secrets/{name}` body: the value (write-only) and an optional description. */
export const putSecretBody = z.strictObject({
  value: z
    .string({ error: 'must be a string' })
    .min(1, { error: 'must not be empty' })
    .max(HEADER_VALUE_MAX_LENGTH, {
      error: `must be at most ${HEADER_VALUE_MAX_LENGTH} characters`,
    })
    .regex(HEADER_TEXT, {
      error: 'must be printable text without CR, LF or control characters (it fills headers)',
    })
    .meta({ description: 'The secret; never shown again' }),
  description: z
    .string()
    .max(SECRET_DESCRIPTION_MAX, { error: `must be at most ${SECRET_DESCRIPTION_MAX} characters` })
    .nullable()
    .optional()
    .meta({ description: 'What the secret is for; replaced (or cleared when absent) by each PUT' }),
});
export type PutSecretBody = z.output<typeof putSecretBody>;

export const secret = z
  .strictObject({
    name: z.string(),
    description: z.string().nullable(),
    last4: z.string().nullable().meta({
      description: 'The last 4 characters of the value; null for values under 8 characters',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Secret' });
export type Secret = z.output<typeof secret>;

/** A secret as stored: the public fields, its value, its team and an internal id. */
export interface SecretRecord extends Secret {
  id: string;
  team_id: string;
  value: string;
}

/** The last 4 characters a response may show of `value`, or null when it is too short. */
export function last4Of(value: string): string | null {
  return value.length >= LAST4_MIN_LENGTH ? value.slice(-4) : null;
}

/** The public view: never the value. */
export function toPublicSecret(record: SecretRecord): Secret {
  return publicView(secret, record);
}

export const secretResponse = dataEnvelope(secret);
export const secretListResponse = listEnvelope(secret);
