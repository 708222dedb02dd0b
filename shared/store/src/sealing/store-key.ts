/**
 * Which key the store's credentials are encrypted under: SECRETS_KEY when set (required with
 * MongoDB, where several hosts share the records), else, for the embedded SQLite default, a key
 * file the store makes in DATA_DIR on first start (mode 0600) and says so.
 */
import { randomBytes } from 'node:crypto';
import { link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import {
  Keyring,
  newSecretsKeyText,
  parseSecretsKey,
  SECRETS_KEY_FORMAT,
  type SecretsKey,
} from '@switchboard/kit/secrets-key';

/** The key file's name in DATA_DIR. */
export const KEY_FILE_NAME = 'secrets.key';

export interface StoreKeyOptions {
  dataDir: string;
  mongodbUri?: string | undefined;
  /** SECRETS_KEY (base64 of 32 bytes). */
  secretsKey?: string | undefined;
  /** SECRETS_KEY_PREVIOUS: opens what the key before a rotation sealed. */
  previousSecretsKey?: string | undefined;
  logger: Logger;
}

/** The keyring the store seals with; ConfigError for a bad or missing key. */
export async function loadKeyring(options: StoreKeyOptions): Promise<Keyring> {
  const previous =
    options.previousSecretsKey === undefined
      ? undefined
      : parsed(options.previousSecretsKey, 'SECRETS_KEY_PREVIOUS');
  if (options.secretsKey !== undefined) {
    const current = parsed(options.secretsKey, 'SECRETS_KEY');
    options.logger.info(
      { key_id: current.id, previous_key_id: previous?.id },
      'stored credentials are encrypted under SECRETS_KEY',
    );
    return new Keyring(current, previous);
  }
  if (options.mongodbUri) {
    throw new ConfigError(
      `SECRETS_KEY is required with MONGODB_URI (stored credentials are encrypted under it): ${SECRETS_KEY_FORMAT}.`,
    );
  }
  return new Keyring(await keyFile(options), previous);
}

function parsed(text: string, setting: string): SecretsKey {
  const key = parseSecretsKey(text);
  if (!key) throw new ConfigError(`${setting}: ${SECRETS_KEY_FORMAT}.`);
  return key;
}

/** The key in DATA_DIR's key file, made first (exactly once, whoever starts first) when missing. */
async function keyFile(options: StoreKeyOptions): Promise<SecretsKey> {
  const file = path.resolve(options.dataDir, KEY_FILE_NAME);
  const made = await makeKeyFile(file);
  const key = parseSecretsKey(await readFile(file, 'utf8'));
  if (!key)
    throw new ConfigError(`The key file ${file} does not hold a key: ${SECRETS_KEY_FORMAT}.`);
  if (made) {
    options.logger.warn(
      { file, key_id: key.id },
      'made a secrets key for this store (mode 0600): stored credentials are encrypted under it, ' +
        'so back it up with the database; set SECRETS_KEY to use a key of your own',
    );
  } else {
    options.logger.info(
      { file, key_id: key.id },
      'stored credentials are encrypted under the key file',
    );
    if (((await stat(file)).mode & 0o077) !== 0) {
      options.logger.warn(
        { file },
        'the secrets key file is readable by other users: chmod 600 it',
      );
    }
  }
  return key;
}

/**
 * Writes a new key to `file` unless it exists; true when this call made it. The key is written to
 * a private temporary file first and linked into place, which fails if another process linked
 * first: no reader ever sees a half-written key, and two starts never make two keys.
 */
async function makeKeyFile(file: string): Promise<boolean> {
  try {
    await stat(file);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${newSecretsKeyText()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp);
  }
}
