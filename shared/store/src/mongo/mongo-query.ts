/**
 * Translation between the port's records, filters, sorts and updates and MongoDB's. The only
 * renaming is `id` <-> `_id`: records keep their string ids as MongoDB's primary key, so no
 * ObjectId ever exists.
 */
import type { mongo } from 'mongoose';
import { fieldSegments } from '../fields.js';
import { filterTerms } from '../filter.js';
import type { BaseRecord, Filter, IndexSpec, Sort, Update } from '../port.js';
import { toJsonValue } from '../update.js';
import { decodeValue, encodeValue } from './mongo-encoding.js';
import { stripHiddenFields } from './mongo-sparse.js';

const OPERATORS = {
  eq: '$eq',
  ne: '$ne',
  in: '$in',
  nin: '$nin',
  lt: '$lt',
  lte: '$lte',
  gt: '$gt',
  gte: '$gte',
  exists: '$exists',
} as const;

/** The MongoDB field name for a port field. */
function mongoField(field: string): string {
  return field === 'id' ? '_id' : field;
}

/** A stored document from a record (JSON-normalised like the SQLite engine stores it). */
export function toMongoDoc(record: BaseRecord): mongo.Document {
  const { id, ...rest } = encodeValue(toJsonValue(record)) as BaseRecord;
  return { ...rest, _id: id };
}

/** A plain record from a stored document. */
export function fromMongoDoc<T extends BaseRecord>(doc: mongo.Document): T {
  const { _id, ...rest } = stripHiddenFields(doc);
  return { id: _id as string, ...(decodeValue(rest) as object) } as T;
}

/** A MongoDB query for a team (or all teams) and a filter. */
export function toMongoFilter(teamId: string | undefined, filter: Filter): mongo.Document {
  const query: Record<string, Record<string, unknown>> = {};
  for (const term of filterTerms(filter)) {
    const conditions = (query[mongoField(term.field)] ??= {});
    conditions[OPERATORS[term.op]] = 'values' in term ? term.values : term.value;
  }
  if (teamId === undefined) return query;
  // A filter on team_id must narrow the scope, never replace it.
  return 'team_id' in query
    ? { $and: [{ team_id: teamId }, query] }
    : { team_id: teamId, ...query };
}

/** A MongoDB sort, or undefined for natural order. */
export function toMongoSort(sort: Sort | undefined): [string, 1 | -1][] | undefined {
  if (!sort || sort.length === 0) return undefined;
  return sort.map(([field, direction]) => {
    fieldSegments(field);
    if (direction !== 1 && direction !== -1) {
      throw new TypeError(`Sort direction for '${field}' must be 1 or -1.`);
    }
    return [mongoField(field), direction];
  });
}

/** A MongoDB update document; sets `updated_at` unless the update sets it. */
export function toMongoUpdate(update: Update, nowIso: string): mongo.Document {
  const set: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(update.$set ?? {})) {
    const normalised = toJsonValue(value);
    if (normalised !== undefined) set[path] = encodeValue(normalised);
  }
  // An explicit value, null included, is kept, as the SQLite engine does.
  if (set.updated_at === undefined) set.updated_at = nowIso;
  const result: mongo.Document = { $set: set };
  if (update.$inc && Object.keys(update.$inc).length > 0) result.$inc = update.$inc;
  if (update.$push && Object.keys(update.$push).length > 0) {
    result.$push = Object.fromEntries(
      Object.entries(update.$push).map(([path, value]) => [
        path,
        encodeValue(toJsonValue(value) ?? null, true),
      ]),
    );
  }
  if (update.$unset && update.$unset.length > 0) {
    result.$unset = Object.fromEntries(update.$unset.map((path) => [path, '']));
  }
  return result;
}

/** The index key document for an index spec. */
export function toMongoIndexKey(spec: IndexSpec): Record<string, 1 | -1> {
  return Object.fromEntries(
    spec.fields.map(([field, direction]) => [mongoField(field), direction]),
  );
}
