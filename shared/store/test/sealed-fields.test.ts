import { describe, expect, it } from '@jest/globals';
import { newSecretsKeyText, SecretsKeyError } from '@switchboard/kit/secrets-key';
import {
  ALL_TEAMS,
  insertStep,
  teamScope,
  updateStep,
  upsertStep,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
} from '../src/port.js';
import { FieldSealing } from '../src/sealing/field-sealing.js';
import { resealCollection } from '../src/sealing/reseal.js';
import { SealedCollection, type StoredRecord } from '../src/sealing/sealed-collection.js';
import type { KeyedStore } from '../src/sealing/sealing-store.js';
import { Keyring, parseSecretsKey } from '@switchboard/kit/secrets-key';
import { engineNames, uniqueName } from './support/engines.js';
import { useDatabase } from './support/store-fixture.js';

interface Hook extends BaseRecord {
  name: string;
  headers: Record<string, string>;
  signing?: string | null;
  loop?: { callback_secret: string; model: string };
}

const TEAM = 'team_a';
const NOW = '2026-03-01T10:00:00.000Z';
const TOKEN = 'Bearer sealed-token-4af19c';

function spec(name: string): CollectionSpec {
  return { name, secretFields: ['headers', 'signing', 'loop.callback_secret'] };
}

function hook(id: string, overrides: Partial<Hook> = {}): Hook {
  return {
    id,
    team_id: TEAM,
    created_at: NOW,
    updated_at: NOW,
    name: id,
    headers: { Authorization: TOKEN },
    signing: 'whsec_signing-secret-77',
    loop: { callback_secret: 'whsec_loop-secret-88', model: 'm' },
    ...overrides,
  };
}

/** The records of `name` as the engine holds them. */
async function raw(engine: DocumentStore, name: string): Promise<StoredRecord[]> {
  return engine.collection<StoredRecord>({ name }).find(ALL_TEAMS, {});
}

describe.each(engineNames())('%s store: credential fields', (engineName) => {
  const db = useDatabase(engineName);

  /** Runs `test` with a store and the engine under it (records as stored), then closes both. */
  async function withStores(
    test: (stores: { store: KeyedStore; engine: DocumentStore; name: string }) => Promise<void>,
  ): Promise<void> {
    const store = await db.harness.open();
    const engine = await db.harness.openEngine();
    try {
      await test({ store, engine, name: uniqueName('sealed') });
    } finally {
      await engine.close();
      await store.close();
    }
  }

  it('stores declared fields encrypted and gives them back in clear', async () => {
    await withStores(async ({ store, engine, name }) => {
      const hooks = store.collection<Hook>(spec(name));
      const inserted = await hooks.insert(hook('h1'));
      expect(inserted).toEqual(hook('h1'));
      const [stored] = await raw(engine, name);
      const text = JSON.stringify(stored);
      for (const secret of ['sealed-token-4af19c', 'signing-secret-77', 'loop-secret-88']) {
        expect(text).not.toContain(secret);
      }
      expect(stored).toMatchObject({ name: 'h1', loop: { model: 'm' } });
      expect(await hooks.findById(teamScope(TEAM), 'h1')).toEqual(hook('h1'));
      expect(
        (
          await hooks.findPage(
            teamScope(TEAM),
            { name: 'h1' },
            { sort: [['id', 1]], page: 1, perPage: 5 },
          )
        ).items,
      ).toEqual([hook('h1')]);
    });
  });

  it('seals what updates, claims and writeTogether write, and refuses what it cannot seal', async () => {
    await withStores(async ({ store, engine, name }) => {
      const hooks = store.collection<Hook>(spec(name));
      await hooks.insert(hook('h1'));
      const scope = teamScope(TEAM);
      const updated = await hooks.updateOne(
        scope,
        { id: 'h1' },
        { $set: { headers: { 'X-Key': 'rotated-key-5521' } } },
      );
      expect(updated?.headers).toEqual({ 'X-Key': 'rotated-key-5521' });
      await hooks.updateOne(
        scope,
        { id: 'h1' },
        { $set: { loop: { callback_secret: 'whsec_whole-loop-31', model: 'n' } } },
      );
      await store.writeTogether([
        insertStep(hooks, hook('h2', { headers: { A: 'together-insert-99' } })),
        updateStep(hooks, scope, { id: 'h1' }, { $set: { signing: 'whsec_together-update-12' } }),
        upsertStep(
          hooks,
          scope,
          { id: 'h3' },
          { $set: { headers: { B: 'upsert-set-44' } } },
          hook('h3', { headers: { B: 'upsert-insert-45' } }),
        ),
      ]);
      const text = JSON.stringify(await raw(engine, name));
      for (const secret of [
        'rotated-key-5521',
        'whole-loop-31',
        'together-insert-99',
        'together-update-12',
        'upsert-insert-45',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(await hooks.findById(scope, 'h1')).toMatchObject({
        headers: { 'X-Key': 'rotated-key-5521' },
        signing: 'whsec_together-update-12',
        loop: { callback_secret: 'whsec_whole-loop-31', model: 'n' },
      });
      expect((await hooks.findById(scope, 'h3'))?.headers).toEqual({ B: 'upsert-insert-45' });

      await expect(hooks.find(scope, { 'headers.Authorization': TOKEN } as never)).rejects.toThrow(
        /stored encrypted/,
      );
      await expect(
        hooks.updateOne(scope, { id: 'h1' }, { $set: { 'headers.X-Key': 'x' } } as never),
      ).rejects.toThrow(/set the whole field/);
      await expect(
        hooks.updateOne(ALL_TEAMS, { id: 'h1' }, { $set: { signing: 'x' } }),
      ).rejects.toThrow(/needs a team scope/);
      // Fields beside the credentials are written as ever, without a team scope too.
      expect(
        await hooks.updateOne(ALL_TEAMS, { id: 'h1' }, { $set: { name: 'renamed' } }),
      ).toMatchObject({ name: 'renamed', signing: 'whsec_together-update-12' });
    });
  });

  it('refuses to open a collection with credentials on an engine alone, or under two specs', async () => {
    await withStores(async ({ store, engine, name }) => {
      expect(() => engine.collection(spec(name))).toThrow(/holds credentials/);
      store.collection(spec(name));
      expect(() => store.collection({ name })).toThrow(/opened with credential fields/);
    });
  });

  it('binds a sealed value to its team: copied into another team’s record, it does not open', async () => {
    await withStores(async ({ store, engine, name }) => {
      const hooks = store.collection<Hook>(spec(name));
      await hooks.insert(hook('h1'));
      const [stored] = await raw(engine, name);
      await engine
        .collection<StoredRecord>({ name })
        .insert({ ...stored!, id: 'h2', team_id: 'team_b' });
      await expect(hooks.findById(teamScope('team_b'), 'h2')).rejects.toThrow(SecretsKeyError);
    });
  });

  it('fails loudly under a wrong key, at start and on a read', async () => {
    const name = uniqueName('sealed');
    const keyA = newSecretsKeyText();
    const first = await db.harness.open({ secretsKey: keyA });
    await first.collection<Hook>(spec(name)).insert(hook('h1'));
    await first.ready();
    await first.close();
    const wrong = await db.harness.open({ secretsKey: newSecretsKeyText() });
    try {
      const hooks = wrong.collection<Hook>(spec(name));
      await expect(wrong.ready()).rejects.toThrow(/neither SECRETS_KEY/);
      await expect(hooks.findById(teamScope(TEAM), 'h1')).rejects.toThrow(SecretsKeyError);
    } finally {
      await wrong.close();
    }
  });

  it('rotates: the previous key still opens, and re-encryption moves every record to the new key', async () => {
    const name = uniqueName('sealed');
    const oldKey = newSecretsKeyText();
    const newKey = newSecretsKeyText();
    const before = await db.harness.open({ secretsKey: oldKey });
    const old = before.collection<Hook>(spec(name));
    for (const id of ['h1', 'h2', 'h3']) await old.insert(hook(id));
    await before.ready();
    await before.close();

    const rotated = await db.harness.open({ secretsKey: newKey, previousSecretsKey: oldKey });
    const hooks = rotated.collection<Hook>(spec(name));
    expect(await hooks.findById(teamScope(TEAM), 'h2')).toEqual(hook('h2'));
    // A start re-encrypts (the state names the old key); a second pass finds nothing left.
    await rotated.ready();
    expect(await rotated.reseal()).toEqual({ [name]: 0 });
    await rotated.close();

    const after = await db.harness.open({ secretsKey: newKey });
    try {
      const moved = after.collection<Hook>(spec(name));
      await after.ready();
      expect(await moved.find(teamScope(TEAM), {}, { sort: [['id', 1]] })).toEqual([
        hook('h1'),
        hook('h2'),
        hook('h3'),
      ]);
    } finally {
      await after.close();
    }
  });

  it('encrypts records stored in clear on start, keeping updated_at, once across concurrent starts', async () => {
    const name = uniqueName('legacy');
    const engine = await db.harness.openEngine();
    const legacy = engine.collection<Hook>({ name });
    for (let i = 0; i < 30; i += 1)
      await legacy.insert(
        hook(`h${String(i).padStart(2, '0')}`, { updated_at: '2025-01-01T00:00:00.000Z' }),
      );
    const key = newSecretsKeyText();
    const stores = await Promise.all([
      db.harness.open({ secretsKey: key }),
      db.harness.open({ secretsKey: key }),
    ]);
    try {
      const collections = stores.map((s) => s.collection<Hook>(spec(name)));
      await Promise.all(stores.map((s) => s.ready()));
      const stored = await raw(engine, name);
      expect(stored).toHaveLength(30);
      expect(JSON.stringify(stored)).not.toContain('sealed-token-4af19c');
      const read = await collections[0]!.find(teamScope(TEAM), {}, { sort: [['id', 1]] });
      expect(read.map((r) => r.headers.Authorization)).toEqual(Array(30).fill(TOKEN));
      expect(new Set(read.map((r) => r.updated_at))).toEqual(new Set(['2025-01-01T00:00:00.000Z']));
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await engine.close();
    }
  });

  it('never replaces a credential written while the re-encryption was reading', async () => {
    const name = uniqueName('legacy');
    const engine = await db.harness.openEngine();
    await engine.collection<Hook>({ name }).insert(hook('h1'));
    const keyring = new Keyring(parseSecretsKey(newSecretsKeyText())!);
    const stored = engine.collection<StoredRecord>({ name });
    const sealing = new FieldSealing(name, ['headers', 'signing', 'loop.callback_secret'], keyring);
    // The pass reads the record in clear; a user's write lands before the pass writes it back.
    const writer = new SealedCollection<Hook>(stored, sealing);
    // The two operations a pass uses, the read followed by that write.
    const racing = {
      find: async (...args: Parameters<typeof stored.find>) => {
        const batch = await stored.find(...args);
        if (batch.length > 0) {
          await writer.updateOne(
            teamScope(TEAM),
            { id: 'h1' },
            { $set: { headers: { New: 'written-meanwhile-63' } } },
          );
        }
        return batch;
      },
      updateOne: (...args: Parameters<typeof stored.updateOne>) => stored.updateOne(...args),
    } as unknown as Collection<StoredRecord>;
    const sealed = new SealedCollection<Hook>(racing, sealing);
    try {
      await resealCollection(sealed as unknown as SealedCollection<BaseRecord>);
      const [after] = await raw(engine, name);
      expect(writer.open(after!).headers).toEqual({
        New: 'written-meanwhile-63',
      });
    } finally {
      await engine.close();
    }
  });
});
