/**
 * Field paths, shared by both engines. Paths are validated once here so the SQLite engine can put
 * them into SQL text (JSON paths must be literals for expression indexes to match) without any
 * chance of injection, and so both engines reject the same bad input.
 */
import type { CollectionSpec, IndexSpec } from './port.js';

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;

/** Fields an update may never change: they identify and scope the record. */
export const IMMUTABLE_FIELDS: ReadonlySet<string> = new Set(['id', 'team_id', 'created_at']);

/**
 * The top-level field no record, filter, sort or update may name: MongoDB's primary key, which
 * the engine fills from `id`. Nested, `_id` is an ordinary field.
 */
export const RESERVED_FIELD = '_id';

export function reservedField(path: string): TypeError {
  return new TypeError(`Field '${path}' is reserved: records are identified by 'id'.`);
}

/** Paths checked so far, with their segments: callers name a small, fixed set of fields. */
const checkedPaths = new Map<string, readonly string[]>();
/** Past this many distinct paths the memory starts over (a bound, not an expected size). */
const MAX_CHECKED_PATHS = 1_000;

/**
 * Splits a dotted path (`user.id`) into segments; throws a TypeError for anything else. A path is
 * checked once: filters, sorts and updates name the same few fields on every request.
 */
export function fieldSegments(path: string): readonly string[] {
  const known = checkedPaths.get(path);
  if (known !== undefined) return known;
  const segments = path.split('.');
  if (segments[0] === RESERVED_FIELD) throw reservedField(path);
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    throw new TypeError(
      `Invalid field path '${path}': use dotted identifiers such as 'user.id' (letters, digits, _).`,
    );
  }
  if (checkedPaths.size >= MAX_CHECKED_PATHS) checkedPaths.clear();
  checkedPaths.set(path, segments);
  return segments;
}

/**
 * Throws a TypeError for a spec an engine must not open itself: one whose credential fields would
 * be stored in clear (only the store `openStore` returns encrypts them).
 */
export function assertEngineSpec(spec: CollectionSpec): void {
  assertCollectionName(spec.name);
  if ((spec.secretFields ?? []).length > 0) {
    throw new TypeError(
      `Collection '${spec.name}' holds credentials (${spec.secretFields!.join(', ')}): open it ` +
        'through the store openStore returns, which encrypts them.',
    );
  }
}

/** Throws a TypeError unless the name is lower snake case (it becomes a table or collection name). */
export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) {
    throw new TypeError(
      `Invalid collection name '${name}': use lower snake case such as 'agent_loops'.`,
    );
  }
}

/** A stable index name built from its definition, so a changed definition gets a new index. */
export function indexName(
  fields: IndexSpec['fields'],
  flags: { unique?: boolean | undefined; sparse?: boolean | undefined },
): string {
  const parts = fields.map(([field, direction]) => `${field}_${direction}`);
  if (flags.unique) parts.push('unique');
  if (flags.sparse) parts.push('sparse');
  return parts.join('_');
}

/**
 * The names of the indexes `retired` lists, which an engine drops where they exist; throws a
 * TypeError when one is also among the `wanted` indexes (it would be created and dropped).
 */
export function retiredIndexNames(
  collection: string,
  wanted: readonly IndexSpec[],
  retired: readonly IndexSpec[] = [],
): string[] {
  const kept = new Set(wanted.map((index) => indexName(index.fields, index)));
  return retired.map((index) => {
    const name = indexName(index.fields, index);
    if (kept.has(name)) {
      throw new TypeError(`Collection '${collection}' both wants and retires index '${name}'.`);
    }
    return name;
  });
}
