import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { ConfigError, StoreUnavailableError } from '@switchboard/kit/errors';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '../src/open-store.js';
import { teamScope, type BaseRecord } from '../src/port.js';
import { TEST_SECRETS_KEY } from '../src/testing/test-store.js';

const logger = createLogger({ name: 'store-test', level: 'silent' });

describe('openStore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'switchboard-open-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('without a MongoDB URI creates DATA_DIR and <DATA_DIR>/switchboard.db', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    const store = await openStore({ dataDir, logger });
    await store.close();
    expect(existsSync(path.join(dataDir, 'switchboard.db'))).toBe(true);
  });

  it.each([
    ['under a regular file', () => path.join(root, 'a-file', 'data'), /ENOTDIR/],
    // Node 20's recursive mkdir never returns for this one; the store must still fail, and fast.
    ['under /proc', () => '/proc/switchboard-no-such-dir/data', /ENOENT/],
  ])(
    'a DATA_DIR that cannot be created (%s) fails at open, naming it',
    async (_label, dir, code) => {
      writeFileSync(path.join(root, 'a-file'), 'not a directory');
      const dataDir = dir();
      const opened = openStore({ dataDir, logger });
      await expect(opened).rejects.toThrow(`DATA_DIR '${dataDir}' cannot be created`);
      await expect(opened).rejects.toThrow(code);
    },
  );

  it('two stores on one DATA_DIR (as two processes would) see each other’s writes', async () => {
    const dataDir = path.join(root, 'shared');
    const [first, second] = [
      await openStore({ dataDir, logger }),
      await openStore({ dataDir, logger }),
    ];
    try {
      const spec = { name: 'notes' };
      const record = { id: 'note_1', team_id: 'team_a', created_at: '2026-01-01T00:00:00.000Z' };
      await first.collection<BaseRecord>(spec).insert(record);
      expect(
        await second.collection<BaseRecord>(spec).findById(teamScope('team_a'), 'note_1'),
      ).toEqual(record);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('a write that waits out another process’s write lock fails as StoreUnavailableError', async () => {
    const dataDir = path.join(root, 'locked');
    const store = await openStore({ dataDir, logger });
    const notes = store.collection<BaseRecord>({ name: 'notes' });
    const other = new Database(path.join(dataDir, 'switchboard.db'));
    other.exec('BEGIN IMMEDIATE');
    try {
      const record = { id: 'note_1', team_id: 'team_a', created_at: '2026-01-01T00:00:00.000Z' };
      await expect(notes.insert(record)).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      other.exec('ROLLBACK');
      other.close();
      await store.close();
    }
  }, 30_000);

  it('with a MongoDB URI uses MongoDB, and a malformed URI fails at open', async () => {
    await expect(
      openStore({
        dataDir: path.join(root, 'unused'),
        mongodbUri: 'http://not-mongo',
        secretsKey: TEST_SECRETS_KEY,
        logger,
      }),
    ).rejects.toThrow(/mongodb/i);
    expect(existsSync(path.join(root, 'unused', 'switchboard.db'))).toBe(false);
  });

  it('fails as StoreUnavailableError when no MongoDB server answers at open', async () => {
    const opened = openStore({
      dataDir: path.join(root, 'unused'),
      mongodbUri: 'mongodb://127.0.0.1:1/switchboard?serverSelectionTimeoutMS=200',
      secretsKey: TEST_SECRETS_KEY,
      logger,
    });
    await expect(opened).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(opened).rejects.toThrow(/MongoDB did not answer the connection at start-up/);
  });

  it('refuses a MongoDB URI without a database name, before connecting', async () => {
    for (const mongodbUri of ['mongodb://127.0.0.1:1', 'mongodb://127.0.0.1:1/?w=1']) {
      await expect(
        openStore({
          dataDir: path.join(root, 'unused'),
          mongodbUri,
          secretsKey: TEST_SECRETS_KEY,
          logger,
        }),
      ).rejects.toThrow(/MONGODB_URI names no database/);
    }
  });

  it('refuses MongoDB without a secrets key, before connecting', async () => {
    const opened = openStore({
      dataDir: path.join(root, 'unused'),
      mongodbUri: 'mongodb://127.0.0.1:1/switchboard?serverSelectionTimeoutMS=200',
      logger,
    });
    await expect(opened).rejects.toBeInstanceOf(ConfigError);
    await expect(opened).rejects.toThrow(/SECRETS_KEY is required with MONGODB_URI/);
  });

  it('rejects a collection name that is not lower snake case', async () => {
    const store = await openStore({ dataDir: path.join(root, 'names'), logger });
    try {
      expect(() => store.collection({ name: 'Bots; DROP TABLE x' })).toThrow(/snake case/);
    } finally {
      await store.close();
    }
  });
});
