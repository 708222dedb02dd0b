import type { mongo } from 'mongoose';
import { ConflictError } from '@switchboard/kit/errors';
import type {
  BaseRecord,
  ClaimOptions,
  Collection,
  Filter,
  FindOptions,
  IndexSpec,
  Page,
  PageOptions,
  Scope,
  Sort,
  Update,
  WriteStep,
} from '../port.js';
import { claimOne } from '../claim.js';
import { assertFindWindow, assertInsertable, pageWindow, scopedTeamId } from '../record.js';
import { requiredFields, type RequiredField } from '../required-fields.js';
import { assertValidUpdate } from '../update.js';
import type { InFlight } from './in-flight.js';
import { UniqueClashes, type FailedWrite } from './mongo-conflicts.js';
import {
  fromMongoDoc,
  toMongoDoc,
  toMongoFilter,
  toMongoSort,
  toMongoUpdate,
} from './mongo-query.js';
import { toStoreError } from './mongo-errors.js';
import { addHiddenFields, hiddenUpdate, type SparseKey } from './mongo-sparse.js';

/** An upsert whose insert lost to another writer's insert of the same record updates theirs, once. */
const UPSERT_ATTEMPTS = 2;

export interface MongoCollectionOptions {
  native: mongo.Collection<mongo.Document>;
  name: string;
  indexes: readonly IndexSpec[];
  sparse: readonly SparseKey[];
  /** Index creation, started when the collection was opened. */
  ready: Promise<unknown>;
  now: () => Date;
  writes: InFlight;
}

/**
 * One collection on MongoDB, through the native driver collection of the mongoose connection:
 * records are schemaless JSON, so mongoose documents would only add hydration cost. Every
 * operation first awaits the collection's index creation, started when it was opened.
 */
export class MongoCollection<T extends BaseRecord> implements Collection<T> {
  private readonly native: mongo.Collection<mongo.Document>;
  private readonly name: string;
  private readonly sparse: readonly SparseKey[];
  private readonly required: readonly RequiredField[];
  private readonly clashes: UniqueClashes;

  constructor(private readonly options: MongoCollectionOptions) {
    this.native = options.native;
    this.name = options.name;
    this.sparse = options.sparse;
    this.required = requiredFields(options.indexes);
    this.clashes = new UniqueClashes(options);
  }

  async insert(record: T): Promise<T> {
    assertInsertable(record, this.required);
    const doc = toMongoDoc(record);
    const stored = { ...doc };
    addHiddenFields(stored, this.sparse);
    await this.write(() => this.native.insertOne(stored), { kind: 'insert', doc: stored });
    return fromMongoDoc<T>(doc);
  }

  /** True when this collection writes through `writes` (is one of that store's collections). */
  writesThrough(writes: InFlight): boolean {
    return this.options.writes === writes;
  }

  /** Checks a `writeTogether` step's input as its write would, before any step of the batch runs. */
  checkStep(step: WriteStep): void {
    if (step.kind !== 'update') assertInsertable(step.record as T, this.required);
    if (step.kind !== 'insert') assertValidUpdate(step.update, this.required);
  }

  /** Runs one `writeTogether` step on its own. */
  async runStep(step: WriteStep): Promise<T | null> {
    switch (step.kind) {
      case 'insert':
        return this.insert(step.record as T);
      case 'update':
        return this.updateOne(step.scope, step.filter, step.update);
      case 'upsert':
        return this.upsert(step);
    }
  }

  /**
   * Updates the first match or inserts the record, as two writes (no server upsert: how a server
   * settles two upserts racing on a new key differs, and some report both as the winner). An
   * insert that clashes on the upsert's own filter lost to another writer inserting the same
   * record: the update runs again and changes theirs. A clash on any other unique index is the
   * caller's ConflictError.
   */
  private async upsert(step: WriteStep & { kind: 'upsert' }): Promise<T | null> {
    for (let attempt = 1; ; attempt += 1) {
      const updated = await this.updateOne(step.scope, step.filter, step.update);
      if (updated) return updated;
      try {
        return await this.insert(step.record as T);
      } catch (error) {
        const own = error instanceof ConflictError && clashesOn(error, step.filter);
        if (!own || attempt >= UPSERT_ATTEMPTS) throw error;
      }
    }
  }

  async findById(scope: Scope, id: string): Promise<T | null> {
    return this.findOne(scope, { id });
  }

  async findOne(scope: Scope, filter: Filter, options?: { sort?: Sort }): Promise<T | null> {
    const [record] = await this.find(scope, filter, { sort: options?.sort, limit: 1 });
    return record ?? null;
  }

  async find(scope: Scope, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertFindWindow(options);
    const query = toMongoFilter(scopedTeamId(scope), filter);
    const sort = toMongoSort(options.sort);
    // MongoDB reads a limit of 0 as "no limit"; the port means none.
    if (options.limit === 0) return [];
    const docs = await this.run(() => {
      let cursor = this.native.find(query);
      if (sort) cursor = cursor.sort(sort);
      if (options.offset) cursor = cursor.skip(options.offset);
      if (options.limit !== undefined) cursor = cursor.limit(options.limit);
      return cursor.toArray();
    });
    return docs.map((doc) => fromMongoDoc<T>(doc));
  }

  async count(scope: Scope, filter: Filter): Promise<number> {
    const query = toMongoFilter(scopedTeamId(scope), filter);
    return this.run(() => this.native.countDocuments(query));
  }

  async findPage(scope: Scope, filter: Filter, options: PageOptions): Promise<Page<T>> {
    const window = pageWindow(options);
    const [items, total] = await Promise.all([
      this.find(scope, filter, window),
      this.count(scope, filter),
    ]);
    return { items, total };
  }

  async updateOne(
    scope: Scope,
    filter: Filter,
    update: Update,
    options?: { sort?: Sort },
  ): Promise<T | null> {
    const { query, changes } = this.prepareUpdate(scope, filter, update);
    const sort = toMongoSort(options?.sort);
    // findOneAndUpdate is atomic per document on MongoDB: of two concurrent claimers matching
    // the same record, the second no longer matches once the first has changed it.
    const doc = await this.write(
      () =>
        this.native.findOneAndUpdate(query, changes.update, {
          returnDocument: 'after',
          ...(sort ? { sort } : {}),
        }),
      { kind: 'update', query, update, sort },
    );
    return doc === null ? null : fromMongoDoc<T>(doc);
  }

  claimOne(scope: Scope, filter: Filter, update: Update, options: ClaimOptions): Promise<T | null> {
    return claimOne(this, scope, filter, update, options);
  }

  async updateMany(scope: Scope, filter: Filter, update: Update): Promise<number> {
    const { query, changes } = this.prepareUpdate(scope, filter, update);
    if (!changes.perRecord) {
      const failed: FailedWrite = { kind: 'update', query, update };
      return (await this.write(() => this.native.updateMany(query, changes.update), failed))
        .matchedCount;
    }
    // Each record needs hidden values of its own: one update per record.
    const ids = await this.run(() => this.native.find(query, { projection: { _id: 1 } }).toArray());
    let matched = 0;
    for (const { _id } of ids) {
      const own = this.prepareUpdate(scope, filter, update).changes.update;
      const one = { $and: [{ _id }, query] };
      const failed: FailedWrite = { kind: 'update', query: one, update };
      const result = await this.write(() => this.native.updateOne(one, own), failed);
      matched += result.matchedCount;
    }
    return matched;
  }

  async deleteMany(scope: Scope, filter: Filter): Promise<number> {
    const query = toMongoFilter(scopedTeamId(scope), filter);
    return (await this.write(() => this.native.deleteMany(query))).deletedCount;
  }

  private prepareUpdate(
    scope: Scope,
    filter: Filter,
    update: Update,
  ): { query: mongo.Document; changes: { update: mongo.Document; perRecord: boolean } } {
    assertValidUpdate(update, this.required);
    const query = toMongoFilter(scopedTeamId(scope), filter);
    const hidden = hiddenUpdate(update, this.sparse);
    const changes = toMongoUpdate(update, this.options.now().toISOString());
    Object.assign(changes.$set as object, hidden.set);
    return { query, changes: { update: changes, perRecord: hidden.perRecord } };
  }

  /** Runs an operation once the indexes exist, turning its failure into the store's errors. */
  private async run<R>(work: () => Promise<R>, failed?: FailedWrite): Promise<R> {
    await this.options.ready;
    try {
      return await work();
    } catch (error) {
      const conflict = failed ? await this.clashes.conflictOf(error, failed) : null;
      throw conflict ?? toStoreError(error, `an operation on collection '${this.name}'`);
    }
  }

  /** run() for a write, tracked so close() waits for it. */
  private write<R>(work: () => Promise<R>, failed?: FailedWrite): Promise<R> {
    return this.run(() => this.options.writes.track(work()), failed);
  }
}

/** Whether a ConflictError is on the fields `filter` names (an upsert's own key). */
function clashesOn(error: ConflictError, filter: Filter): boolean {
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields) && fields.length > 0 && fields.every((field) => field in filter);
}
