import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@switchboard/kit/errors';
import { settingNames } from '@switchboard/kit/config';
import { apiConfigSchema, loadApiConfig } from './config.js';

/** The ConfigError message loadApiConfig throws for `env`. */
function configError(env: Record<string, string>): string {
  try {
    loadApiConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadApiConfig accepted ${JSON.stringify(env)}`);
}

describe('loadApiConfig > EVENT_RETENTION_DAYS', () => {
  it('keeps events 30 days unless told otherwise', () => {
    expect(loadApiConfig({}).EVENT_RETENTION_DAYS).toBe(30);
  });

  it.each([
    ['1', 1],
    ['90', 90],
    ['3650', 3650],
  ])('accepts EVENT_RETENTION_DAYS=%s', (value, days) => {
    expect(loadApiConfig({ EVENT_RETENTION_DAYS: value }).EVENT_RETENTION_DAYS).toBe(days);
  });

  it.each(['0', '-5', '3651', '1.5', 'thirty'])(
    'rejects %s, naming the variable and the allowed range',
    (value) => {
      expect(configError({ EVENT_RETENTION_DAYS: value })).toBe(
        'Invalid configuration. EVENT_RETENTION_DAYS: must be a whole number of days from 1 to 3650',
      );
    },
  );

  it('reports a bad retention together with the other bad variables', () => {
    const message = configError({ EVENT_RETENTION_DAYS: '0', API_PORT: 'eighty' });
    expect(message).toContain(
      'EVENT_RETENTION_DAYS: must be a whole number of days from 1 to 3650',
    );
    expect(message).toContain('API_PORT');
  });
});

describe('loadApiConfig > empty values', () => {
  it('treats an empty or blank value of every setting as unset (API_PORT=" " is not port 0)', () => {
    const defaults = loadApiConfig({});
    for (const name of settingNames(apiConfigSchema)) {
      for (const blank of ['', ' ']) expect(loadApiConfig({ [name]: blank })).toEqual(defaults);
    }
  });
});
