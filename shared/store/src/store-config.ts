/**
 * The settings every process that opens the store reads (the api, its CLI and the runner), and the
 * rule tying them together, so each service's config declares them the same way.
 */
import { env } from '@switchboard/kit/config';
import { SECRETS_KEY_FORMAT } from '@switchboard/kit/secrets-key';
import { z } from 'zod';
import type { OpenStoreOptions } from './open-store.js';

export const storeSettings = {
  DATA_DIR: z.string().min(1).default('./.data'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, { error: 'must be a mongodb:// or mongodb+srv:// URI' })
    .optional(),
  /**
   * The key stored credentials are encrypted under (32 bytes, base64). Required with MONGODB_URI;
   * the SQLite default makes a key file in DATA_DIR without it.
   */
  SECRETS_KEY: env.secretsKey().optional(),
  /** The key before a rotation: still opens what it encrypted, until re-encrypted. */
  SECRETS_KEY_PREVIOUS: env.secretsKey().optional(),
};

type StoreSettings = z.output<z.ZodObject<typeof storeSettings>>;

/** The config rule: with MONGODB_URI, SECRETS_KEY is required (one message naming both). */
export function requireSecretsKey(config: Partial<StoreSettings>, ctx: z.RefinementCtx): void {
  if (config.MONGODB_URI && config.SECRETS_KEY === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['SECRETS_KEY'],
      message: `is required with MONGODB_URI (stored credentials are encrypted under it): ${SECRETS_KEY_FORMAT}`,
    });
  }
}

/** What `openStore` needs from the settings. */
export function storeLocation(
  config: StoreSettings,
): Pick<OpenStoreOptions, 'dataDir' | 'mongodbUri' | 'secretsKey' | 'previousSecretsKey'> {
  return {
    dataDir: config.DATA_DIR,
    mongodbUri: config.MONGODB_URI,
    secretsKey: config.SECRETS_KEY,
    previousSecretsKey: config.SECRETS_KEY_PREVIOUS,
  };
}
