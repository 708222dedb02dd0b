/** Set-up the runner's service tests share: a fresh store per test and a loop snapshot. */
import { afterEach, beforeEach } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AgentLoopSnapshot } from '@switchboard/contracts/execution';
import { createLogger } from '@switchboard/kit/logger';
import type { DocumentStore } from '@switchboard/store/port';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';

/**
 * Opens a store over a new temp DATA_DIR (named after `prefix`) before each test, and closes and
 * removes it after. Read `.store` in tests and in hooks declared after this call.
 */
export function useFreshStore(prefix: string): {
  readonly store: DocumentStore;
  readonly dataDir: string;
} {
  let dataDir: string | undefined;
  let store: DocumentStore | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    store = await openTestStore({
      dataDir,
      logger: createLogger({ name: 'test', level: 'silent' }),
    });
  });
  afterEach(async () => {
    await store?.close();
    if (dataDir) await removeTestData(dataDir);
    store = undefined;
  });
  return {
    get store() {
      if (!store) throw new Error('The store opens in beforeEach; use it in a test.');
      return store;
    },
    get dataDir() {
      if (!dataDir) throw new Error('The data directory is made in beforeEach; use it in a test.');
      return dataDir;
    },
  };
}

/** The loop settings an execution snapshots: small test defaults, no tools, then `overrides`. */
export function loopSnapshot(overrides: Partial<AgentLoopSnapshot> = {}): AgentLoopSnapshot {
  return {
    name: 'loop',
    system_prompt: 's',
    user_message: 'u',
    model: null,
    mcp_servers: [],
    callback_url: 'https://example.com/cb',
    callback_headers: {},
    callback_secret: 'whsec_x',
    max_iterations: 3,
    timeout: 60,
    tool_timeout: 10,
    ...overrides,
  };
}
