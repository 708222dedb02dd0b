import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@switchboard/kit/config';
import { newSecretsKeyText } from '@switchboard/kit/secrets-key';
import { z } from 'zod';
import { requireSecretsKey, storeLocation, storeSettings } from './store-config.js';

const schema = z.object(storeSettings).superRefine(requireSecretsKey);

describe('the store settings', () => {
  it('need SECRETS_KEY with MONGODB_URI, and a key of 32 bytes in base64 in either setting', () => {
    expect(() => loadConfig(schema, { MONGODB_URI: 'mongodb://db/switchboard' })).toThrow(
      /SECRETS_KEY: is required with MONGODB_URI/,
    );
    expect(() => loadConfig(schema, { SECRETS_KEY: 'c2hvcnQ=' })).toThrow(
      /SECRETS_KEY: must be 32 random bytes in base64/,
    );
    expect(() =>
      loadConfig(schema, { SECRETS_KEY: newSecretsKeyText(), SECRETS_KEY_PREVIOUS: 'x' }),
    ).toThrow(/SECRETS_KEY_PREVIOUS: must be 32 random bytes/);
  });

  it('give openStore the key and the previous one', () => {
    const key = newSecretsKeyText();
    const previous = newSecretsKeyText();
    const config = loadConfig(schema, {
      MONGODB_URI: 'mongodb://db/switchboard',
      SECRETS_KEY: key,
      SECRETS_KEY_PREVIOUS: previous,
    });
    expect(storeLocation(config)).toEqual({
      dataDir: './.data',
      mongodbUri: 'mongodb://db/switchboard',
      secretsKey: key,
      previousSecretsKey: previous,
    });
    // Without MongoDB, no key is needed: the SQLite store makes its own key file.
    expect(storeLocation(loadConfig(schema, {})).secretsKey).toBeUndefined();
  });
});
