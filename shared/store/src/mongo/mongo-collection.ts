import type { mongo } from 'mongoose';
import { ConflictError } from '@switchboard/kit/errors';
import { indexName } from '../fields.js';
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
import { assertValidUpdate, getPath } from '../update.js';
import type { InFlight } from './in-flight.js';
import {
  fromMongoDoc,
  toMongoDoc,
  toMongoFilter,
  toMongoSort,
  toMongoUpdate,
} from './mongo-query.js';
import { toStoreError } from './mongo-errors.js';
import { addHiddenFields, hiddenUpdate, type SparseKey } from './mongo-sparse.js';

const DUPLICATE_KEY = 11000;
const UNIQUE_VIOLATION = /UNIQUE constraint failed/;

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
  /** Index name -> the record fields it covers, to name them in a ConflictError. */
  private readonly indexFields = new Map<string, string[]>([['_id_', ['id']]]);

  constructor(private readonly options: MongoCollectionOptions) {
    this.native = options.native;
    this.name = options.name;
    this.sparse = options.sparse;
    this.required = requiredFields(options.indexes);
    for (const index of options.indexes) {
      this.indexFields.set(
        indexName(index.fields, index),
        index.fields.map(([field]) => field),
      );
    }
    for (const key of options.sparse) this.indexFields.set(key.index, [key.field]);
  }

  async insert(record: T): Promise<T> {
    assertInsertable(record, this.required);
    const doc = toMongoDoc(record);
    const stored = { ...doc };
    addHiddenFields(stored, this.sparse);
    await this.write(() => this.native.insertOne(stored), stored);
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
      case 'upsert': {
        const updated = await this.updateOne(step.scope, step.filter, step.update);
        if (updated) return updated;
        try {
          return await this.insert(step.record as T);
        } catch (error) {
          // Another writer inserted it first: update theirs.
          if (!(error instanceof ConflictError)) throw error;
          return this.updateOne(step.scope, step.filter, step.update);
        }
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
    const doc = await this.write(() =>
      this.native.findOneAndUpdate(query, changes.update, {
        returnDocument: 'after',
        ...(sort ? { sort } : {}),
      }),
    );
    return doc === null ? null : fromMongoDoc<T>(doc);
  }

  claimOne(scope: Scope, filter: Filter, update: Update, options: ClaimOptions): Promise<T | null> {
    return claimOne(this, scope, filter, update, options);
  }

  async updateMany(scope: Scope, filter: Filter, update: Update): Promise<number> {
    const { query, changes } = this.prepareUpdate(scope, filter, update);
    if (!changes.perRecord) {
      return (await this.write(() => this.native.updateMany(query, changes.update))).matchedCount;
    }
    // Each record needs hidden values of its own: one update per record.
    const ids = await this.run(() => this.native.find(query, { projection: { _id: 1 } }).toArray());
    let matched = 0;
    for (const { _id } of ids) {
      const own = this.prepareUpdate(scope, filter, update).changes.update;
      const result = await this.write(() => this.native.updateOne({ $and: [{ _id }, query] }, own));
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
  private async run<R>(work: () => Promise<R>, inserted?: mongo.Document): Promise<R> {
    await this.options.ready;
    try {
      return await work();
    } catch (error) {
      throw await this.storeErrorOf(error, inserted);
    }
  }

  /** run() for a write, tracked so close() waits for it. */
  private write<R>(work: () => Promise<R>, inserted?: mongo.Document): Promise<R> {
    return this.run(() => this.options.writes.track(work()), inserted);
  }

  /**
   * A duplicate key as a ConflictError naming the fields (`inserted` is the new document of an
   * insert, to find the clashing index when the server does not say); anything else mapped by
   * toStoreError.
   */
  private async storeErrorOf(error: unknown, inserted?: mongo.Document): Promise<unknown> {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const text = String(message);
    // FerretDB reports a unique violation inside findAndModify or update as an internal error.
    if (code !== DUPLICATE_KEY && !UNIQUE_VIOLATION.test(text)) {
      return toStoreError(error, `an operation on collection '${this.name}'`);
    }
    const fields =
      this.fieldsOfIndexIn(text) ?? (inserted ? await this.clashingFields(inserted) : []);
    return new ConflictError(
      `A ${this.name} record with the same ${fields.join(', ') || 'unique value'} already exists.`,
      { collection: this.name, fields },
    );
  }

  /** The fields of the index an error message names (MongoDB: `index: <name>`; FerretDB: `index '<table>_<name>'`). */
  private fieldsOfIndexIn(message: string): string[] | undefined {
    const named = /index: (\S+)/.exec(message)?.[1];
    if (named) return this.indexFields.get(named);
    const table = /index '([^']+)'/.exec(message)?.[1];
    if (!table) return undefined;
    for (const [name, fields] of this.indexFields) if (table.endsWith(`_${name}`)) return fields;
    return undefined;
  }

  /** The fields of the first unique index on which a stored record has the new one's values. */
  private async clashingFields(doc: mongo.Document): Promise<string[]> {
    const candidates: [string[], mongo.Document][] = [[['id'], { _id: doc._id }]];
    for (const index of this.options.indexes) {
      if (!index.unique) continue;
      const fields = index.fields.map(([field]) => field);
      const key = index.sparse ? this.sparse.find((s) => s.field === fields[0])?.hidden : undefined;
      candidates.push([
        fields,
        key
          ? { [key]: doc[key] }
          : Object.fromEntries(fields.map((f) => [f, getPath(doc, f) ?? null])),
      ]);
    }
    for (const [fields, query] of candidates) {
      if ((await this.native.countDocuments(query, { limit: 1 })) > 0) return fields;
    }
    return [];
  }
}
