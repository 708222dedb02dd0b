/**
 * The change-gated cache over a real store: a value is read once and kept while nothing changed
 * its collections, and read again after this process or another one (a second store on the same
 * data) writes to them; writes to other collections, by anyone, leave it kept. On MongoDB, which
 * has no change token, every call reads.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ChangeGatedCache } from './change-gated-cache.js';
import {
  ALL_TEAMS,
  insertStep,
  teamScope,
  updateStep,
  type BaseRecord,
  type Collection,
  type DocumentStore,
} from './port.js';
import { currentEngine } from './testing/exactness.js';
import { execOnSqliteFile } from './testing/sqlite-file.js';
import { openTestStore, removeTestData } from './testing/test-store.js';

interface Bot extends BaseRecord {
  name: string;
}

const TEAM = 'team_1';
let dataDir: string;
let store: DocumentStore;
let other: DocumentStore;
let bots: Collection<Bot>;
let otherBots: Collection<Bot>;
let notes: Collection<Bot>;
let otherNotes: Collection<Bot>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-cache-'));
  store = await openTestStore({ dataDir });
  other = await openTestStore({ dataDir });
  bots = store.collection<Bot>({ name: 'bots', cached: true });
  notes = store.collection<Bot>({ name: 'notes' });
  otherBots = other.collection<Bot>({ name: 'bots', cached: true });
  otherNotes = other.collection<Bot>({ name: 'notes' });
  await store.ready();
  await other.ready();
});

afterAll(async () => {
  await store.close();
  await other.close();
  await removeTestData(dataDir);
});

/** A cache over `store` with a counted read of bot `id`. */
function cachedBot(id: string) {
  const cache = new ChangeGatedCache(store);
  let reads = 0;
  const read = () =>
    cache.get(['bots'], id, async () => {
      reads += 1;
      return bots.findById(teamScope(TEAM), id);
    });
  return { read, reads: () => reads };
}

async function newBot(name: string): Promise<Bot> {
  const id = `bot_${Math.random().toString(36).slice(2)}`;
  return bots.insert({ id, team_id: TEAM, created_at: new Date().toISOString(), name });
}

const keeps = () => store.changeToken !== undefined;

/** A test that writes to the SQLite file beside the store, as another process would. */
function onSqlite(name: string, body: () => Promise<void>): void {
  if (currentEngine() === 'sqlite') {
    it(name, body);
    return;
  }
  process.stderr.write(`skipped on MongoDB: "${name}": it writes to the SQLite file directly\n`);
  it.skip(`${name} (skipped on MongoDB: SQLite only)`, body);
}

describe('ChangeGatedCache', () => {
  it('reads once while nothing changed, and hands out a frozen value', async () => {
    const bot = await newBot('Ada');
    const cached = cachedBot(bot.id);
    const first = await cached.read();
    const second = await cached.read();
    expect(second).toEqual({ ...bot });
    expect(cached.reads()).toBe(keeps() ? 1 : 2);
    if (keeps()) {
      expect(second).toBe(first);
      expect(Object.isFrozen(second)).toBe(true);
    }
  });

  it('reads again after this process writes to the collection, not after a write elsewhere', async () => {
    const bot = await newBot('Ada');
    const cached = cachedBot(bot.id);
    await cached.read();
    await notes.insert({ id: 'note_1', team_id: TEAM, created_at: bot.created_at, name: 'n' });
    await cached.read();
    expect(cached.reads()).toBe(keeps() ? 1 : 2);

    await bots.updateOne(teamScope(TEAM), { id: bot.id }, { $set: { name: 'Grace' } });
    expect(await cached.read()).toMatchObject({ name: 'Grace' });
    // A batch with a step on the collection moves it too, whatever else the batch writes.
    await store.writeTogether([
      insertStep(notes, { id: 'note_3', team_id: TEAM, created_at: bot.created_at, name: 'n' }),
      updateStep(bots, teamScope(TEAM), { id: bot.id }, { $set: { name: 'Hedy' } }),
    ]);
    expect(await cached.read()).toMatchObject({ name: 'Hedy' });
    await bots.deleteMany(ALL_TEAMS, { id: bot.id });
    expect(await cached.read()).toBeNull();
    expect(cached.reads()).toBe(keeps() ? 4 : 5);
  });

  it('reads again after another process writes to the collection, not after a write elsewhere', async () => {
    const bot = await newBot('Ada');
    const cached = cachedBot(bot.id);
    await cached.read();
    await otherNotes.insert({ id: 'note_2', team_id: TEAM, created_at: bot.created_at, name: 'n' });
    await cached.read();
    expect(cached.reads()).toBe(keeps() ? 1 : 2);
    await otherBots.updateOne(teamScope(TEAM), { id: bot.id }, { $set: { name: 'Grace' } });
    expect(await cached.read()).toMatchObject({ name: 'Grace' });
  });

  onSqlite('sees a write another process committed a moment before the next read', async () => {
    const bot = await newBot('Ada');
    const cached = cachedBot(bot.id);
    await cached.read();
    // Another process commits at once, before this process's event loop moves on.
    execOnSqliteFile(
      dataDir,
      `UPDATE bots SET doc = json_set(doc, '$.name', 'Grace') WHERE id = '${bot.id}'`,
    );
    expect(await cached.read()).toMatchObject({ name: 'Grace' });
  });

  // On MongoDB nothing is kept, whatever `keep` says.
  onSqlite('does not keep a value `keep` refuses', async () => {
    const cache = new ChangeGatedCache(store);
    let reads = 0;
    const read = () =>
      cache.get(
        ['bots'],
        'missing',
        async () => {
          reads += 1;
          return bots.findById(teamScope(TEAM), 'bot_missing');
        },
        (value) => value !== null,
      );
    await read();
    await read();
    expect(reads).toBe(2);
  });

  it('peeks at a kept value without reading: none before a read or after a write', async () => {
    const bot = await newBot('Ada');
    const cache = new ChangeGatedCache(store);
    const read = () => cache.get(['bots'], bot.id, () => bots.findById(teamScope(TEAM), bot.id));
    expect(cache.peek(['bots'], bot.id)).toBeUndefined();
    await read();
    expect(cache.peek(['bots'], bot.id)).toEqual(keeps() ? bot : undefined);
    await bots.updateOne(teamScope(TEAM), { id: bot.id }, { $set: { name: 'Grace' } });
    expect(cache.peek(['bots'], bot.id)).toBeUndefined();
    expect(cache.keeps).toBe(keeps());
  });

  it('has a change token on SQLite only, for collections that keep a version', () => {
    expect(store.changeToken === undefined).toBe(currentEngine() === 'mongodb');
    if (!store.changeToken) return;
    expect(store.changeToken(['bots'])).toMatch(/^\d+$/);
    expect(() => store.changeToken!(['notes'])).toThrow(/not opened `cached`/);
  });
});
