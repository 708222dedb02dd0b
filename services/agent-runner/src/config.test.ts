import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@switchboard/kit/errors';
import { settingNames } from '@switchboard/kit/config';
import { loadRunnerConfig, runnerConfigSchema } from './config.js';

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
      RUNNER_TOOL_CONCURRENCY: 8,
      RUNNER_TOOL_CALLS_PER_TURN: 32,
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

  it('reads the callback retry schedule, defaulting to the Standard Webhooks one over ~28 h', () => {
    expect(loadRunnerConfig({}).CALLBACK_RETRY_DELAYS_MS).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(
      loadRunnerConfig({ CALLBACK_RETRY_DELAYS_MS: '10, 20,30' }).CALLBACK_RETRY_DELAYS_MS,
    ).toEqual([10, 20, 30]);
    expect(() => loadRunnerConfig({ CALLBACK_RETRY_DELAYS_MS: '10,soon' })).toThrow(
      /CALLBACK_RETRY_DELAYS_MS/,
    );
  });

  it('reads an empty CALLBACK_RETRY_DELAYS_MS as no retries, as documented', () => {
    expect(loadRunnerConfig({ CALLBACK_RETRY_DELAYS_MS: '' }).CALLBACK_RETRY_DELAYS_MS).toEqual([]);
  });

  it('treats an empty or blank value of every other setting as unset', () => {
    const defaults = loadRunnerConfig({});
    for (const name of settingNames(runnerConfigSchema)) {
      if (name === 'CALLBACK_RETRY_DELAYS_MS') continue;
      for (const blank of ['', ' ']) expect(loadRunnerConfig({ [name]: blank })).toEqual(defaults);
    }
  });
});
