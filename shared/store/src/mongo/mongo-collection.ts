import type { mongo } from 'mongoose';
import { ConflictError } from '@switchboard/kit/errors';
import type {
  BaseRecord,
  Collection,
  Filter,
  FindOptions,
  Page,
  PageOptions,
  Scope,
  Sort,
  Update,
} from '../port.js';
import { assertInsertable, pageWindow, scopedTeamId } from '../record.js';
import { assertValidUpdate, toJsonValue } from '../update.js';
import {
  fromMongoDoc,
  toMongoDoc,
  toMongoFilter,
  toMongoSort,
  toMongoUpdate,
} from './mongo-query.js';

const DUPLICATE_KEY = 11000;

/**
 * One collection on MongoDB, through the native driver collection of the mongoose connection:
 * records are schemaless JSON, so mongoose documents would only add hydration cost. Every
 * operation first awaits the collection's index creation, started when it was opened.
 */
export class MongoCollection<T extends BaseRecord> implements Collection<T> {
  constructor(
    private readonly native: mongo.Collection<mongo.Document>,
    private readonly name: string,
    private readonly ready: Promise<unknown>,
    private readonly now: () => Date,
  ) {}

  async insert(record: T): Promise<T> {
    assertInsertable(record);
    await this.ready;
    const doc = toMongoDoc(record);
    try {
      await this.native.insertOne(doc);
    } catch (error) {
      throw this.conflictOr(error);
    }
    return fromMongoDoc<T>(doc);
  }

  async findById(scope: Scope, id: string): Promise<T | null> {
    return this.findOne(scope, { id });
  }

  async findOne(scope: Scope, filter: Filter, options?: { sort?: Sort }): Promise<T | null> {
    const [record] = await this.find(scope, filter, { sort: options?.sort, limit: 1 });
    return record ?? null;
  }

  async find(scope: Scope, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const query = toMongoFilter(scopedTeamId(scope), filter);
    const sort = toMongoSort(options.sort);
    await this.ready;
    let cursor = this.native.find(query);
    if (sort) cursor = cursor.sort(sort);
    if (options.offset) cursor = cursor.skip(options.offset);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((doc) => fromMongoDoc<T>(doc));
  }

  async count(scope: Scope, filter: Filter): Promise<number> {
    const query = toMongoFilter(scopedTeamId(scope), filter);
    await this.ready;
    return this.native.countDocuments(query);
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
    assertValidUpdate(update);
    const query = toMongoFilter(scopedTeamId(scope), filter);
    const sort = toMongoSort(options?.sort);
    await this.ready;
    try {
      // findOneAndUpdate is atomic per document: of two concurrent claimers matching the same
      // record, the second no longer matches once the first has changed it.
      const doc = await this.native.findOneAndUpdate(
        query,
        toMongoUpdate(update, this.now().toISOString()),
        { returnDocument: 'after', ...(sort ? { sort } : {}) },
      );
      return doc === null ? null : fromMongoDoc<T>(doc);
    } catch (error) {
      throw this.conflictOr(error);
    }
  }

  async updateMany(scope: Scope, filter: Filter, update: Update): Promise<number> {
    assertValidUpdate(update);
    const query = toMongoFilter(scopedTeamId(scope), filter);
    await this.ready;
    try {
      const result = await this.native.updateMany(
        query,
        toMongoUpdate(update, this.now().toISOString()),
      );
      return result.matchedCount;
    } catch (error) {
      throw this.conflictOr(error);
    }
  }

  async deleteMany(scope: Scope, filter: Filter): Promise<number> {
    const query = toMongoFilter(scopedTeamId(scope), filter);
    await this.ready;
    return (await this.native.deleteMany(query)).deletedCount;
  }

  private conflictOr(error: unknown): unknown {
    const { code, keyPattern } = error as { code?: unknown; keyPattern?: unknown };
    if (code !== DUPLICATE_KEY) return error;
    const fields = Object.keys((toJsonValue(keyPattern) as object | undefined) ?? {}).map(
      (field) => (field === '_id' ? 'id' : field),
    );
    return new ConflictError(
      `A ${this.name} record with the same ${fields.join(', ') || 'unique value'} already exists.`,
      { collection: this.name, fields },
    );
  }
}
