/**
 * API keys (contract-decisions.md, "Authentication"): shown once at creation, stored only as a
 * hash; the record shows a short prefix so people can tell keys apart.
 */
import { z } from 'zod';
import { dataEnvelope, displayName, idOf, listEnvelope, pathIdOf, timestamp } from './common.js';

export const API_KEY_NAME_MAX = 100;
export const API_KEY_DEFAULT_NAME = 'Default';

export const apiKey = z
  .strictObject({
    id: idOf('apiKey'),
    name: z.string(),
    prefix: z.string().meta({ description: 'First characters of the key, for recognising it' }),
    created_at: timestamp,
    last_used_at: timestamp
      .nullable()
      .meta({ description: 'Updated at most once a minute while the key is in use' }),
    revoked_at: timestamp.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.output<typeof apiKey>;

/** The creation response: the record plus the secret, which is never shown again. */
export const createdApiKey = apiKey
  .extend({ key: z.string().meta({ description: 'The secret key (sb_...), shown only once' }) })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.output<typeof createdApiKey>;

export const createApiKeyBody = z.strictObject({
  name: displayName(API_KEY_NAME_MAX).default(API_KEY_DEFAULT_NAME),
});
export type CreateApiKeyBody = z.output<typeof createApiKeyBody>;

export const apiKeyIdParams = z.strictObject({ id: pathIdOf('api_key') });

export const apiKeyResponse = dataEnvelope(apiKey);
export const createdApiKeyResponse = dataEnvelope(createdApiKey);
export const apiKeyListResponse = listEnvelope(apiKey);
