/**
 * Unique-index clashes on MongoDB as ConflictError naming the record's fields. A duplicate key is
 * known by its code (11000, 11001, on the error or one of its write errors, see duplicateKeyOf)
 * and its fields by the `keyPattern` the server gives. When the server does not say which index
 * (FerretDB), the fields are found by looking for a stored record that holds the written values.
 * FerretDB also answers a clash inside an update as InternalError (code 1) with its backend's
 * words: such an answer counts as a clash only when a stored record does hold the values the
 * update would have written, and stays a StoreError otherwise; its words are never parsed.
 */
import type { mongo } from 'mongoose';
import { ConflictError } from '@switchboard/kit/errors';
import { indexName } from '../fields.js';
import type { BaseRecord, IndexSpec, Update } from '../port.js';
import { applyUpdate, getPath } from '../update.js';
import { duplicateKeyOf, isInternalError } from './mongo-errors.js';
import { fromMongoDoc, toMongoDoc } from './mongo-query.js';
import { addHiddenFields, type SparseKey } from './mongo-sparse.js';

/** The write that failed: a new document, or an update of the first match of `query`. */
export type FailedWrite =
  | { kind: 'insert'; doc: mongo.Document }
  | {
      kind: 'update';
      query: mongo.Document;
      update: Update;
      sort?: [string, 1 | -1][] | undefined;
    };

export interface UniqueClashesOptions {
  native: mongo.Collection<mongo.Document>;
  name: string;
  indexes: readonly IndexSpec[];
  sparse: readonly SparseKey[];
}

interface UniqueKey {
  /** The record fields, as a ConflictError names them. */
  fields: string[];
  /** The stored fields the index is on (a sparse one's hidden field). */
  stored: string[];
}

export class UniqueClashes {
  private readonly keys: UniqueKey[];

  constructor(private readonly options: UniqueClashesOptions) {
    this.keys = [{ fields: ['id'], stored: ['_id'] }];
    for (const index of options.indexes) {
      if (!index.unique) continue;
      const fields = index.fields.map(([field]) => field);
      const hidden = index.sparse
        ? options.sparse.find((key) => key.index === `${indexName(index.fields, index)}_hidden`)
        : undefined;
      this.keys.push({ fields, stored: hidden ? [hidden.hidden] : fields });
    }
  }

  /** The ConflictError `error` (the failure of `write`) amounts to, or null when it is no clash. */
  async conflictOf(error: unknown, write: FailedWrite): Promise<ConflictError | null> {
    const duplicate = duplicateKeyOf(error);
    if (!duplicate && !isInternalError(error)) return null;
    // Looking is best effort: a lookup that fails leaves the fields unnamed (or, for an
    // InternalError, the failure a StoreError).
    const found = () => this.clashingFields(write).catch(() => undefined);
    let fields: string[] | undefined;
    if (duplicate) {
      fields = this.fieldsOfPattern(duplicate.keyPattern) ?? (await found()) ?? [];
    } else {
      fields = await found();
      if (!fields) return null;
    }
    const name = this.options.name;
    return new ConflictError(
      `A ${name} record with the same ${fields.join(', ') || 'unique value'} already exists.`,
      { collection: name, fields },
    );
  }

  private fieldsOfPattern(pattern: Record<string, unknown> | undefined): string[] | undefined {
    if (!pattern) return undefined;
    const stored = Object.keys(pattern).join(',');
    return this.keys.find((key) => key.stored.join(',') === stored)?.fields;
  }

  /** The fields of the first unique index on which another stored record has the written values. */
  private async clashingFields(write: FailedWrite): Promise<string[] | undefined> {
    const written = write.kind === 'insert' ? write.doc : await this.updated(write);
    if (!written) return undefined;
    const others = write.kind === 'insert' ? {} : { _id: { $ne: written._id } };
    for (const key of this.keys) {
      if (write.kind === 'update' && key.stored[0] === '_id') continue;
      const values = Object.fromEntries(key.stored.map((f) => [f, storedValue(written, f)]));
      const query = { $and: [values, others] };
      if ((await this.options.native.countDocuments(query, { limit: 1 })) > 0) return key.fields;
    }
    return undefined;
  }

  /** The document the update would have written (the failed update left it unchanged). */
  private async updated(write: FailedWrite & { kind: 'update' }): Promise<mongo.Document | null> {
    const target = await this.options.native.findOne(write.query, {
      ...(write.sort ? { sort: write.sort } : {}),
    });
    if (!target) return null;
    const record = fromMongoDoc<BaseRecord>(target) as unknown as Record<string, unknown>;
    applyUpdate(record, write.update, String(record.updated_at ?? ''));
    const doc = toMongoDoc(record as unknown as BaseRecord);
    addHiddenFields(doc, this.options.sparse);
    return doc;
  }
}

/** A stored document's value at `field` (`_id` included, which record paths may not name). */
function storedValue(doc: mongo.Document, field: string): unknown {
  return (field === '_id' ? doc._id : getPath(doc, field)) ?? null;
}
