/**
 * The store as every service opens it: the engine behind a layer that encrypts the credential
 * fields each collection declares (`CollectionSpec.secretFields`) under SECRETS_KEY, on both
 * engines, in one place. Engines refuse a spec that declares credentials, so a collection opened
 * around this layer fails at once instead of storing them in clear.
 */
import type { Logger } from '@switchboard/kit/logger';
import { SecretsKeyError, type Keyring } from '@switchboard/kit/secrets-key';
import { ConflictError } from '@switchboard/kit/errors';
import type { BlobStore } from '../blobs.js';
import {
  ALL_TEAMS,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type IndexSpec,
  type WriteStep,
} from '../port.js';
import { FieldSealing, KEY_ID_FIELD } from './field-sealing.js';
import { resealCollection } from './reseal.js';
import { SealedCollection, type StoredRecord } from './sealed-collection.js';

/** Per collection with credentials: the key and the fields its records were last all sealed with. */
interface SealingState extends BaseRecord {
  key_id: string;
  fields: string;
}

const SEALING_STATE_COLLECTION: CollectionSpec = { name: 'sealing_state' };
/** The cross-team records of the store's own bookkeeping. */
const STORE_TEAM = 'store';
/** Lets a re-encryption pass find the records not sealed under the current key. */
const KEY_ID_INDEX: IndexSpec = { fields: [[KEY_ID_FIELD, 1]] };

/** How many records a re-encryption pass rewrote, per collection. */
export type ResealReport = Record<string, number>;

/** A document store whose credential fields are encrypted at rest. */
export interface KeyedStore extends DocumentStore {
  /**
   * Re-encrypts under the current key every record of the collections with credentials opened so
   * far that is not already (records in clear, or under SECRETS_KEY_PREVIOUS); instead of
   * `ready()`, whose pass skips collections already recorded as sealed under the current key.
   */
  reseal(): Promise<ResealReport>;
}

export class SealingStore implements KeyedStore {
  readonly changeToken?: (collections: readonly string[]) => string;
  private readonly sealed = new Map<string, SealedCollection<BaseRecord>>();
  /** The credential fields each collection was opened with, as `fieldList` writes them. */
  private readonly fieldsByName = new Map<string, string>();
  private states: Collection<SealingState> | null = null;

  constructor(
    /** The engine underneath, holding records as stored (sealed). */
    readonly engine: DocumentStore,
    private readonly keyring: Keyring,
    private readonly logger: Logger,
  ) {
    if (engine.changeToken) this.changeToken = (collections) => engine.changeToken!(collections);
  }

  collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T> {
    const fields = spec.secretFields ?? [];
    this.assertSameFields(spec.name, fields);
    if (fields.length === 0) return this.engine.collection<T>(spec);
    const stored = this.engine.collection<StoredRecord>({
      name: spec.name,
      indexes: [...(spec.indexes ?? []), KEY_ID_INDEX],
      ...(spec.retiredIndexes ? { retiredIndexes: spec.retiredIndexes } : {}),
      ...(spec.cached ? { cached: true } : {}),
    });
    const collection = new SealedCollection<T>(
      stored,
      new FieldSealing(spec.name, fields, this.keyring),
    );
    this.sealed.set(spec.name, collection as unknown as SealedCollection<BaseRecord>);
    return collection;
  }

  /**
   * Throws a TypeError when `name` was opened before with other credential fields: a second
   * opening without them would read sealed values and write credentials in clear.
   */
  private assertSameFields(name: string, fields: readonly string[]): void {
    const listed = [...fields].sort().join(',');
    const known = this.fieldsByName.get(name);
    if (known !== undefined && known !== listed) {
      throw new TypeError(
        `Collection '${name}' is opened with credential fields [${listed}] but was opened with ` +
          `[${known}]: open it through its one spec.`,
      );
    }
    this.fieldsByName.set(name, listed);
  }

  /**
   * The engine's indexes, then the re-encryption of every collection whose records were last
   * sealed under another key or another list of fields (the first start after an upgrade or a
   * rotation; a no-op otherwise). A store sealed under a key neither setting names stops here.
   */
  async ready(): Promise<void> {
    const states = this.stateCollection();
    await this.engine.ready();
    const stale: Array<[string, SealedCollection<BaseRecord>]> = [];
    for (const [name, collection] of this.sealed) {
      const state = await states.findById(ALL_TEAMS, name);
      if (state && !this.keyring.knows(state.key_id)) {
        throw new SecretsKeyError(
          `The credentials of ${name} were encrypted under key id ${state.key_id}, which is ` +
            `neither SECRETS_KEY (id ${this.keyring.current.id})` +
            (this.keyring.previous
              ? ` nor SECRETS_KEY_PREVIOUS (id ${this.keyring.previous.id})`
              : '') +
            ': start with the key this store was written with (as SECRETS_KEY_PREVIOUS when rotating).',
        );
      }
      if (state?.key_id === this.keyring.current.id && state.fields === fieldList(collection)) {
        continue;
      }
      stale.push([name, collection]);
    }
    await this.resealAll(stale);
  }

  async reseal(): Promise<ResealReport> {
    this.stateCollection();
    await this.engine.ready();
    return this.resealAll([...this.sealed]);
  }

  blobs(name: string): BlobStore {
    return this.engine.blobs(name);
  }

  incrementCounter(key: string, expiresAt: Date): Promise<number> {
    return this.engine.incrementCounter(key, expiresAt);
  }

  async writeTogether(steps: readonly WriteStep[]): Promise<Array<BaseRecord | null>> {
    const results = await this.engine.writeTogether(steps.map((step) => this.storedStep(step)));
    return results.map((result, index) => {
      const collection = steps[index]!.collection;
      return result !== null && collection instanceof SealedCollection
        ? collection.open(result)
        : result;
    });
  }

  ping(): Promise<void> {
    return this.engine.ping();
  }

  close(): Promise<void> {
    return this.engine.close();
  }

  /** A step as the engine runs it: on the stored collection, its record and update sealed. */
  private storedStep(step: WriteStep): WriteStep {
    const { collection } = step;
    if (!(collection instanceof SealedCollection)) return step;
    const { sealing } = collection;
    // Steps hold their collection untyped: the record and filter were typed when made.
    const stored = collection.stored as unknown as Collection<BaseRecord>;
    switch (step.kind) {
      case 'insert':
        return { ...step, collection: stored, record: sealing.sealRecord(step.record) };
      case 'update':
        sealing.assertQueryable(step.filter);
        return { ...step, collection: stored, update: sealing.sealUpdate(step.scope, step.update) };
      case 'upsert':
        sealing.assertQueryable(step.filter);
        return {
          ...step,
          collection: stored,
          update: sealing.sealUpdate(step.scope, step.update),
          record: sealing.sealRecord(step.record),
        };
    }
  }

  /**
   * Re-encrypts `collections`; when that rewrote records, also drops the engine's copies of what
   * they held before (values in clear must not survive in a copy of the files).
   */
  private async resealAll(
    collections: ReadonlyArray<[string, SealedCollection<BaseRecord>]>,
  ): Promise<ResealReport> {
    const report: ResealReport = {};
    for (const [name, collection] of collections) {
      report[name] = await this.resealOne(name, collection);
    }
    if (Object.values(report).some((count) => count > 0) && this.engine.scrub) {
      try {
        await this.engine.scrub();
      } catch (error) {
        this.logger.warn({ err: error }, 'old copies of re-encrypted records could not be dropped');
      }
    }
    return report;
  }

  private async resealOne(name: string, collection: SealedCollection<BaseRecord>): Promise<number> {
    const rewritten = await resealCollection(collection);
    await this.recordState(name, fieldList(collection));
    if (rewritten > 0) {
      this.logger.info(
        { collection: name, records: rewritten, key_id: this.keyring.current.id },
        'stored credentials encrypted under the current secrets key',
      );
    }
    return rewritten;
  }

  private async recordState(name: string, fields: string): Promise<void> {
    const states = this.stateCollection();
    const set = { key_id: this.keyring.current.id, fields };
    if (await states.updateOne(ALL_TEAMS, { id: name }, { $set: set })) return;
    const now = new Date().toISOString();
    try {
      await states.insert({
        id: name,
        team_id: STORE_TEAM,
        created_at: now,
        updated_at: now,
        ...set,
      });
    } catch (error) {
      // Recorded by another process starting at the same time.
      if (!(error instanceof ConflictError)) throw error;
      await states.updateOne(ALL_TEAMS, { id: name }, { $set: set });
    }
  }

  private stateCollection(): Collection<SealingState> {
    this.states ??= this.engine.collection<SealingState>(SEALING_STATE_COLLECTION);
    return this.states;
  }
}

function fieldList(collection: SealedCollection<BaseRecord>): string {
  return [...collection.sealing.fields].sort().join(',');
}
