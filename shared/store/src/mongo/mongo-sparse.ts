/**
 * Unique indexes that only apply to records having the field (`sparse: true`), without partial or
 * sparse indexes (FerretDB has neither). Each such index is a plain unique index on a hidden field
 * that holds the value when the record has one, and a value of its own otherwise, so records
 * without the field never collide. The hidden fields never leave the engine.
 */
import { randomUUID } from 'node:crypto';
import type { mongo } from 'mongoose';
import { indexName } from '../fields.js';
import type { IndexSpec, Update } from '../port.js';
import { getPath } from '../update.js';

/** Hidden fields start with this; they are stripped from every record read. */
export const HIDDEN_PREFIX = '__unique_';

export interface SparseKey {
  /** The record's field (a dotted path). */
  field: string;
  /** The hidden top-level field the unique index is on. */
  hidden: string;
  /** The index's name, as MongoDB reports it in a duplicate-key error. */
  index: string;
}

/** The sparse unique indexes of a collection; only single-field ones are supported. */
export function sparseKeys(indexes: readonly IndexSpec[]): SparseKey[] {
  return indexes
    .filter((index) => index.unique && index.sparse)
    .map((index) => {
      const [first, ...rest] = index.fields;
      if (!first || rest.length > 0) {
        throw new TypeError('A sparse unique index must have exactly one field.');
      }
      const name = indexName(index.fields, index);
      // Its own name: a database made by an earlier version may hold a partial index named `name`.
      return {
        field: first[0],
        hidden: `${HIDDEN_PREFIX}${name.replaceAll('.', '_')}`,
        index: `${name}_hidden`,
      };
    });
}

/** The plain unique index that stands in for a sparse one. */
export function hiddenIndex(key: SparseKey): mongo.IndexDescription {
  return { key: { [key.hidden]: 1 }, name: key.index, unique: true };
}

/** Sets the hidden fields of a new document from its values. */
export function addHiddenFields(doc: mongo.Document, keys: readonly SparseKey[]): void {
  for (const key of keys) doc[key.hidden] = hiddenValue(getPath(doc, key.field), String(doc._id));
}

/** Removes the hidden fields from a stored document. */
export function stripHiddenFields(doc: mongo.Document): mongo.Document {
  for (const field of Object.keys(doc)) if (field.startsWith(HIDDEN_PREFIX)) delete doc[field];
  return doc;
}

/**
 * The hidden-field `$set` an update needs. A field that is unset or set to null gets a fresh value
 * of its own, which is unique per call: `perRecord` says it must then be applied one record at a time.
 */
export function hiddenUpdate(
  update: Update,
  keys: readonly SparseKey[],
): { set: Record<string, string>; perRecord: boolean } {
  const set: Record<string, string> = {};
  let perRecord = false;
  for (const key of keys) {
    for (const path of [...Object.keys(update.$inc ?? {}), ...Object.keys(update.$push ?? {})]) {
      if (overlaps(path, key.field)) {
        throw new TypeError(`'${path}' is under a sparse unique index: only $set or $unset it.`);
      }
    }
    for (const [path, value] of Object.entries(update.$set ?? {})) {
      if (key.field.startsWith(`${path}.`) || key.field === path) {
        const leaf = key.field === path ? value : getPath(value, key.field.slice(path.length + 1));
        set[key.hidden] = hiddenValue(leaf, randomUUID());
        perRecord ||= !isPresent(leaf);
      } else if (path.startsWith(`${key.field}.`)) {
        throw new TypeError(`'${path}' is inside the sparse unique field '${key.field}'.`);
      }
    }
    for (const path of update.$unset ?? []) {
      if (key.field === path || key.field.startsWith(`${path}.`)) {
        set[key.hidden] = hiddenValue(undefined, randomUUID());
        perRecord = true;
      }
    }
  }
  return { set, perRecord };
}

function hiddenValue(value: unknown, own: string): string {
  return isPresent(value) ? `v:${JSON.stringify(value)}` : `none:${own}`;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function overlaps(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`);
}
