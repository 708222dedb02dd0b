/**
 * For tests of background work (platform replies): run the app on its own data directory, close
 * it (which waits for the work), then read the store as the work left it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { ALL_TEAMS, type BaseRecord, type DocumentStore } from '@switchboard/store/port';
import { removeTestData } from '@switchboard/store/testing/test-store';
import { startApp, type TestApp } from './start-app.js';
import { CHANNELS_COLLECTION } from '../../../../services/api/src/channels/channel.repository.js';

/** Runs `work` on a fresh app, closes it, then runs `check` on the store it left. */
export async function withSettledStore(
  env: Record<string, string>,
  work: (app: TestApp) => Promise<void>,
  check: (store: DocumentStore) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-settled-'));
  try {
    const app = await startApp({ dataDir, env });
    const location = storeLocation(app.config);
    try {
      await work(app);
    } finally {
      await app.close();
    }
    const logger = createLogger({ name: 'settled', level: 'silent' });
    const store = await openStore({ ...location, logger });
    try {
      await check(store);
    } finally {
      await store.close();
    }
  } finally {
    await removeTestData(dataDir);
  }
}

/** The data of every `channel.disconnected` event in the store. */
export async function disconnectedEvents(store: DocumentStore): Promise<unknown[]> {
  const events = await store
    .collection<BaseRecord & { type: string; data: unknown }>({ name: 'events' })
    .find(ALL_TEAMS, { type: 'channel.disconnected' });
  return events.map((event) => event.data);
}

/** A channel's stored status. */
export async function channelStatus(store: DocumentStore, id: string): Promise<string | undefined> {
  const channels = store.collection<BaseRecord & { status: string }>(CHANNELS_COLLECTION);
  return (await channels.findById(ALL_TEAMS, id))?.status;
}
