import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { env, loadConfig, settingNames } from './config.js';
import { ConfigError } from './errors.js';

const schema = z.object({
  PORT: env.port(8080),
  ALLOW_PRIVATE_NETWORK: env.boolean(false),
  LLM_BASE_URL: env.url().default('https://openrouter.ai/api/v1'),
});

describe('loadConfig', () => {
  it('applies defaults for unset, empty and blank variables', () => {
    expect(loadConfig(schema, { PORT: '  ', ALLOW_PRIVATE_NETWORK: '' })).toEqual({
      PORT: 8080,
      ALLOW_PRIVATE_NETWORK: false,
      LLM_BASE_URL: 'https://openrouter.ai/api/v1',
    });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(schema, {
        PORT: 'eighty',
        ALLOW_PRIVATE_NETWORK: 'maybe',
        LLM_BASE_URL: 'ftp://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('ALLOW_PRIVATE_NETWORK');
    expect(message).toContain('LLM_BASE_URL');
  });

  it('parses booleans and trims trailing slashes from URLs', () => {
    expect(
      loadConfig(schema, { ALLOW_PRIVATE_NETWORK: 'true', LLM_BASE_URL: 'http://127.0.0.1:9/v1/' }),
    ).toMatchObject({ ALLOW_PRIVATE_NETWORK: true, LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
  });

  it('hands an empty value to a setting declared with keepEmpty', () => {
    const lists = z.object({
      DELAYS: env.keepEmpty(z.string().optional()),
      OTHER: z.string().optional(),
    });
    expect(loadConfig(lists, { DELAYS: '', OTHER: '' })).toEqual({ DELAYS: '' });
  });

  it('lists the settings a schema reads, through transforms', () => {
    const transformed = schema.transform((config) => ({ ...config, EXTRA: 1 }));
    expect(settingNames(transformed)).toEqual(['PORT', 'ALLOW_PRIVATE_NETWORK', 'LLM_BASE_URL']);
  });
});
