import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@switchboard/kit/errors';
import { loadRunnerConfig } from './config.js';

describe('loadRunnerConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadRunnerConfig({});
    expect(config).toMatchObject({
      DATA_DIR: './.data',
      LLM_BASE_URL: 'https://openrouter.ai/api/v1',
      DEFAULT_MODEL: 'openai/gpt-4o-mini',
      CATALOG_URL: 'http://127.0.0.1:8081',
      ALLOW_PRIVATE_NETWORK: false,
      RUNNER_CONCURRENCY: 10,
      RUNNER_POLL_INTERVAL_MS: 25,
      RUNNER_LEASE_MS: 30_000,
      RUNNER_MAX_CLAIMS: 1,
    });
    expect(config.MODELS_FILE).toMatch(/data[\\/]models\.json$/);
  });

  it('names every bad variable in one error', () => {
    let caught: unknown;
    try {
      loadRunnerConfig({ RUNNER_CONCURRENCY: '0', LLM_BASE_URL: 'ftp://x', MONGODB_URI: 'pg://' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    for (const name of ['RUNNER_CONCURRENCY', 'LLM_BASE_URL', 'MONGODB_URI']) {
      expect((caught as Error).message).toContain(name);
    }
  });
});
