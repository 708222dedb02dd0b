/**
 * The set-up every contract test file shares: a private database of one engine for the describe
 * block, and the store opened on it, closed and removed again after the block.
 */
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import type { DocumentStore } from '../../src/port.js';
import { ChildGroup } from './child.js';
import { createHarness, type EngineHarness, type EngineName } from './engines.js';

export interface DatabaseFixture {
  /** The private database (from beforeAll on): its location for child processes, more stores. */
  readonly harness: EngineHarness;
}

export interface StoreFixture extends DatabaseFixture {
  /** The store opened on the database (from beforeAll on). */
  readonly store: DocumentStore;
}

/** Registers hooks that give this describe block a private database of `engine`, removed after. */
export function useDatabase(engine: EngineName): DatabaseFixture {
  return useFixture(engine, null);
}

/**
 * Registers hooks that open a store (with `clock`, default the real time) on a private database
 * of `engine` before the block's tests, then close it and remove the database.
 */
export function useStore(engine: EngineName, options: { clock?: () => Date } = {}): StoreFixture {
  return useFixture(engine, options);
}

/** A ChildGroup whose children afterEach stops, even when a test failed or timed out. */
export function useChildGroup(): ChildGroup {
  const processes = new ChildGroup();
  afterEach(() => processes.stopAll());
  return processes;
}

function useFixture(engine: EngineName, storeOptions: { clock?: () => Date } | null): StoreFixture {
  let harness: EngineHarness | undefined;
  let store: DocumentStore | undefined;
  // One pair of hooks, not one per resource: jest runs afterAll hooks in declaration order, and
  // the store must close before its database goes.
  beforeAll(async () => {
    harness = createHarness(engine);
    if (storeOptions) store = await harness.open(storeOptions);
  });
  afterAll(async () => {
    await store?.close();
    await harness?.cleanup();
  });
  return {
    get harness() {
      return ready(harness, 'harness');
    },
    get store() {
      return ready(store, 'store');
    },
  };
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The ${name} is set up in beforeAll; use it in a test.`);
  return value;
}
