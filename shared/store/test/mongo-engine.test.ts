/**
 * What only the MongoDB engine has: connection settings, index checks against what the server
 * already holds, and driver failures (a lost reply, a server gone) as the store's own errors.
 * Runs when MONGODB_URI is set (`pnpm test:mongo`).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { StoreError, StoreUnavailableError } from '@switchboard/kit/errors';
import { createLogger } from '@switchboard/kit/logger';
import { openMongoStore, type MongoStore } from '../src/mongo/mongo-store.js';
import { ALL_TEAMS } from '../src/port.js';
import { createHarness, type EngineHarness, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { startReplyDropper, type ReplyDropper } from './support/reply-dropper.js';

const logger = createLogger({ name: 'store-test', level: 'silent' });
const clock = () => new Date();
const onMongo = process.env.MONGODB_URI ? describe : describe.skip;

onMongo('MongoDB engine', () => {
  let harness: EngineHarness;
  const opened: MongoStore[] = [];

  async function open(uri = harness.location.mongodbUri as string): Promise<MongoStore> {
    const store = await openMongoStore({ uri, logger, clock });
    opened.push(store);
    return store;
  }

  function withQuery(query: string): string {
    const url = new URL(harness.location.mongodbUri as string);
    for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  beforeAll(() => {
    harness = createHarness('mongodb');
  });
  afterAll(async () => {
    for (const store of opened) await store.close().catch(() => undefined);
    await harness.cleanup();
  });

  it('reads from the primary and writes with w: majority, journaled, by default', async () => {
    const { options } = (await open()).connection.getClient();
    expect(options.readPreference.mode).toBe('primary');
    expect(options.writeConcern).toMatchObject({ w: 'majority', journal: true });
  });

  it('lets the URI’s own read preference and write concern win over the defaults', async () => {
    const store = await open(withQuery('w=1&readPreference=primaryPreferred'));
    const { options } = store.connection.getClient();
    expect(options.readPreference.mode).toBe('primaryPreferred');
    expect(options.writeConcern?.w).toBe(1);
    expect(options.writeConcern?.journal).toBeUndefined();
  });

  it('fails ready() naming the collection and index when that index exists with other keys', async () => {
    const name = uniqueName('clashing');
    const store = await open();
    await store.connection.db!.collection(name).createIndex({ other: 1 }, { name: 'status_1' });
    store.collection<Item>({ name, indexes: [{ fields: [['status', 1]] }] });
    await expect(store.ready()).rejects.toThrow(
      new RegExp(`Index 'status_1' on collection '${name}' exists as .*other.*dropIndex`),
    );
  });

  it('ready() resolves once the indexes of every opened collection exist', async () => {
    const name = uniqueName('indexed');
    const store = await open();
    store.collection<Item>({ name, indexes: [{ fields: [['status', 1]], unique: true }] });
    await store.ready();
    const names = (await store.connection.db!.collection(name).listIndexes().toArray()).map(
      (index) => index.name,
    );
    expect(names).toEqual(expect.arrayContaining(['status_1_unique']));
  });

  it('an operation on a store this process closed fails as StoreError, not as unavailable', async () => {
    const store = await open();
    const jobs = store.collection<Item>({ name: uniqueName('closed') });
    await store.ready();
    await store.close();
    const failed = jobs.find(ALL_TEAMS, {});
    await expect(failed).rejects.toBeInstanceOf(StoreError);
    await expect(failed).rejects.not.toBeInstanceOf(StoreUnavailableError);
  });

  describe('through a connection that loses replies', () => {
    let dropper: ReplyDropper;
    beforeAll(async () => {
      dropper = await startReplyDropper(withQuery('serverSelectionTimeoutMS=2000'));
    });
    afterAll(() => dropper.close());

    it('a claim whose reply is lost returns the record it took, and takes no second one', async () => {
      const store = await open(dropper.uri);
      const jobs = store.collection<Item>({ name: uniqueName('jobs') });
      for (let i = 0; i < 2; i += 1) await jobs.insert(item('team_a', i, { status: 'queued' }));
      dropper.dropReplyTo('findAndModify');
      const claimed = await jobs.claimOne(
        ALL_TEAMS,
        { status: 'queued' },
        { $set: { status: 'running' }, $inc: { attempts: 1 } },
        { sort: [['id', 1]], mark: ['claim_id', 'claim-1'] },
      );
      expect(dropper.dropped).toBe(1);
      expect(claimed).toMatchObject({ id: 'team_a_item_00000', attempts: 1 });
      expect(await jobs.count(ALL_TEAMS, { status: 'queued' })).toBe(1);
    });

    it('an operation on a server that is gone fails as StoreUnavailableError naming the collection', async () => {
      const store = await open(dropper.uri);
      const name = uniqueName('gone');
      const jobs = store.collection<Item>({ name });
      await store.ready();
      dropper.cutOff();
      const failed = jobs.find(ALL_TEAMS, {});
      await expect(failed).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(failed).rejects.toThrow(`collection '${name}'`);
    });
  });
});
