/**
 * The document-store port: the only way services touch persistence. Two engines implement it
 * (SQLite, the embedded default; MongoDB through mongoose at scale) and one contract test suite
 * runs against both. Records enter and leave as plain JSON objects with string ids; no engine
 * type (row, document, ObjectId) ever crosses this boundary.
 */
import type { BlobStore } from './blobs.js';

/** Fields every stored record has. Timestamps are ISO 8601 UTC strings with `Z`. */
export interface BaseRecord {
  id: string;
  team_id: string;
  created_at: string;
  updated_at?: string;
}

/**
 * Every query names its scope. Request handlers use `teamScope(teamId)`; only system work that is
 * cross-team by nature (the execution queue, API-key lookup, delivery workers) uses `ALL_TEAMS`,
 * so forgetting the team is a compile error rather than a data leak.
 */
export type Scope = { readonly teamId: string } | { readonly allTeams: true };
export const ALL_TEAMS: Scope = Object.freeze({ allTeams: true as const });
export function teamScope(teamId: string): Scope {
  return { teamId };
}

export type Scalar = string | number | boolean;

/** A condition on one field. Field names may be dotted paths into nested objects (`user.id`). */
export type Condition =
  | Scalar
  | null
  | { $in: Scalar[] }
  | { $nin: Scalar[] }
  | { $ne: Scalar | null }
  | { $lt: Scalar }
  | { $lte: Scalar }
  | { $gt: Scalar }
  | { $gte: Scalar }
  | { $exists: boolean };

/** How deep dotted paths reach into nested objects (records nest a few levels at most). */
type PathDepth = [never, 0, 1, 2, 3];

/**
 * The field names of a record type and the dotted paths into its nested objects (`user.id`). A
 * free-form object field (`Record<string, unknown>`) admits any key below it; arrays are fields
 * of their own (no paths into their items).
 */
export type FieldPath<T, D extends number = 4> = [D] extends [never]
  ? never
  : { [K in keyof T & string]-?: K | NestedPath<K, NonNullable<T[K]>, D> }[keyof T & string];

type NestedPath<K extends string, V, D extends number> = V extends readonly unknown[]
  ? never
  : V extends object
    ? `${K}.${FieldPath<V, PathDepth[D]>}`
    : never;

/**
 * A filter on any field names: what the engines compile. A condition that is `undefined` is
 * refused (TypeError) rather than dropped, so a missing value never widens a filter to match more.
 */
export type UntypedFilter = Readonly<Record<string, Condition | undefined>>;

/**
 * Conjunction of field conditions on the record type `T`; `{}` matches every record in scope. A
 * field name that `T` does not have is a compile error. Without `T`, any field names (the engines).
 */
export type Filter<T = unknown> = unknown extends T
  ? UntypedFilter
  : { readonly [P in FieldPath<T>]?: Condition };

/**
 * `filter` (default: every record) narrowed to records whose `id` meets `condition`. For code
 * generic over the record type, which TypeScript cannot see has an `id` like every record.
 */
export function withId<T extends BaseRecord>(condition: Condition, filter?: Filter<T>): Filter<T> {
  return { ...filter, id: condition } as Filter<T>;
}

/** Sort keys in priority order, e.g. `[['created_at', -1], ['id', -1]]` (newest first). */
export type Sort = ReadonlyArray<readonly [field: string, direction: 1 | -1]>;

/** An update on any field names: what the engines apply (an `undefined` increment is refused). */
export interface UntypedUpdate {
  $set?: Readonly<Record<string, unknown>>;
  $inc?: Readonly<Record<string, number | undefined>>;
  $push?: Readonly<Record<string, unknown>>;
  $unset?: readonly string[];
}

/**
 * An atomic update of the record type `T`: set fields, increment numbers, append to arrays,
 * remove fields. A field name that `T` does not have is a compile error. Without `T`, any names.
 */
export type Update<T = unknown> = unknown extends T
  ? UntypedUpdate
  : {
      $set?: { readonly [P in FieldPath<T>]?: unknown };
      $inc?: { readonly [P in FieldPath<T>]?: number };
      $push?: { readonly [P in FieldPath<T>]?: unknown };
      $unset?: readonly FieldPath<T>[];
    };

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  offset?: number;
}

export interface ClaimOptions {
  sort?: Sort;
  /** The field and the value (unique to this claim) that mark the record it claims. */
  mark: readonly [field: string, value: string];
}

export interface PageOptions {
  sort: Sort;
  /** 1-based page number. */
  page: number;
  perPage: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface IndexSpec {
  /** Fields in order; dotted paths allowed. `team_id` is not implied: list it when wanted. */
  fields: ReadonlyArray<readonly [field: string, direction: 1 | -1]>;
  unique?: boolean;
  /**
   * Only records that have the fields take part. A unique sparse index (one field) constrains only
   * records with a value. Any other sparse index is left without the records whose first field is
   * missing or null where the engine can (SQLite, a partial index: writing such a record costs the
   * index nothing); MongoDB indexes every record (FerretDB has no sparse indexes), which answers
   * the same queries.
   */
  sparse?: boolean;
}

export interface CollectionSpec {
  /** Lower snake case, e.g. `agent_loops`. */
  name: string;
  indexes?: readonly IndexSpec[];
  /**
   * Indexes the collection had in earlier versions and no longer wants (one superseded by an
   * index with more fields), as they were declared: opening the collection drops each one a
   * database still has, so it stops costing every write. None may name a wanted index.
   */
  retiredIndexes?: readonly IndexSpec[];
  /**
   * Fields holding credentials (dotted paths; each a whole value: a string, or an object such as
   * a header map): stored encrypted under the secrets key, opened on every read. They cannot be
   * queried, sorted on or written in part. Only the store returned by `openStore` opens such a
   * collection; an engine alone refuses it.
   */
  secretFields?: readonly string[];
  /**
   * Records processes keep in memory between requests (ChangeGatedCache: keys, channels, bots):
   * the engine keeps a version of the collection that every write to it moves, whichever process
   * writes, so `changeToken` tells when a kept record may have changed.
   */
  cached?: boolean;
}

export interface Collection<T extends BaseRecord> {
  /** Stores a new record; a unique-index violation throws ConflictError (from @switchboard/kit). */
  insert(record: T): Promise<T>;
  findById(scope: Scope, id: string): Promise<T | null>;
  findOne(scope: Scope, filter: Filter<T>, options?: Pick<FindOptions, 'sort'>): Promise<T | null>;
  find(scope: Scope, filter: Filter<T>, options?: FindOptions): Promise<T[]>;
  count(scope: Scope, filter: Filter<T>): Promise<number>;
  /** One page of records plus the total count of matches. */
  findPage(scope: Scope, filter: Filter<T>, options: PageOptions): Promise<Page<T>>;
  /**
   * Atomically updates the first match (by `sort`) and returns it as it is after the update, or
   * null when nothing matched. With a filter on status/lease fields this is the queue claim: two
   * concurrent callers never get the same record. Also sets `updated_at`.
   */
  updateOne(
    scope: Scope,
    filter: Filter<T>,
    update: Update<T>,
    options?: Pick<FindOptions, 'sort'>,
  ): Promise<T | null>;
  /**
   * The queue claim: updateOne with a sort, safe to repeat when the engine loses the reply. The
   * update also sets `options.mark` (a field and a value unique to this call) on the record; after
   * a StoreUnavailableError the claim first looks for the record carrying that mark, so a claim
   * that landed is returned rather than repeated or left held by nobody. Throws the last
   * StoreUnavailableError when the engine stays unreachable.
   */
  claimOne(
    scope: Scope,
    filter: Filter<T>,
    update: Update<T>,
    options: ClaimOptions,
  ): Promise<T | null>;
  /** Updates every match; returns how many changed. Also sets `updated_at`. */
  updateMany(scope: Scope, filter: Filter<T>, update: Update<T>): Promise<number>;
  /** Deletes every match; returns how many were deleted. */
  deleteMany(scope: Scope, filter: Filter<T>): Promise<number>;
}

/**
 * One write of `DocumentStore.writeTogether`, made with `insertStep`, `updateStep` or `upsertStep`
 * on a collection of that store.
 */
export type WriteStep =
  | {
      readonly kind: 'insert';
      readonly collection: Collection<BaseRecord>;
      readonly record: BaseRecord;
    }
  | {
      readonly kind: 'update';
      readonly collection: Collection<BaseRecord>;
      readonly scope: Scope;
      readonly filter: UntypedFilter;
      readonly update: UntypedUpdate;
      /** When the update matches nothing, the steps after it do not run. */
      readonly stopUnlessMatched: boolean;
    }
  | {
      readonly kind: 'upsert';
      readonly collection: Collection<BaseRecord>;
      readonly scope: Scope;
      readonly filter: UntypedFilter;
      readonly update: UntypedUpdate;
      /** Inserted when the update matches nothing. */
      readonly record: BaseRecord;
    };

/** Whether `result`, the outcome of `step`, ends its `writeTogether` batch (a stopUnlessMatched miss). */
export function endsBatch(step: WriteStep, result: BaseRecord | null): boolean {
  return result === null && step.kind === 'update' && step.stopUnlessMatched;
}

/** A collection as a step holds it: the step's record and filter were typed when it was made. */
function anyRecords<T extends BaseRecord>(collection: Collection<T>): Collection<BaseRecord> {
  return collection as unknown as Collection<BaseRecord>;
}

/** Inserts `record` (a unique-index violation throws ConflictError, as `insert`). */
export function insertStep<T extends BaseRecord>(collection: Collection<T>, record: T): WriteStep {
  return { kind: 'insert', collection: anyRecords(collection), record };
}

/**
 * `updateOne` of the first match; with `stopUnlessMatched`, a miss ends the batch there (the
 * steps before it stay written, the ones after it do not run).
 */
export function updateStep<T extends BaseRecord>(
  collection: Collection<T>,
  scope: Scope,
  filter: Filter<T>,
  update: Update<T>,
  options: { stopUnlessMatched?: boolean } = {},
): WriteStep {
  return {
    kind: 'update',
    collection: anyRecords(collection),
    scope,
    filter: filter as UntypedFilter,
    update: update as UntypedUpdate,
    stopUnlessMatched: options.stopUnlessMatched ?? false,
  };
}

/** Updates the first match or, when there is none, inserts `record` (e.g. a counter's first day). */
export function upsertStep<T extends BaseRecord>(
  collection: Collection<T>,
  scope: Scope,
  filter: Filter<T>,
  update: Update<T>,
  record: T,
): WriteStep {
  return {
    kind: 'upsert',
    collection: anyRecords(collection),
    scope,
    filter: filter as UntypedFilter,
    update: update as UntypedUpdate,
    record,
  };
}

export interface DocumentStore {
  /** Opens (creating on first use, with its indexes) a collection. Call once per collection at start-up. */
  collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T>;
  /**
   * Resolves once every collection opened so far has all its indexes; rejects, naming the
   * collection and the index, when one cannot be created (e.g. an index of that name exists with
   * other keys). Processes open their collections, then await this before they serve or work.
   */
  ready(): Promise<void>;
  /**
   * A value that changes whenever a record of one of `collections` (each opened `cached`) may
   * have changed, written by this process or another one. Cheap to read (a few microseconds);
   * absent where the engine cannot tell that cheaply (MongoDB). A process may keep using a record
   * it read from those collections while this stays the same (change-gated-cache.ts).
   */
  changeToken?(collections: readonly string[]): string;
  /**
   * The blob store `name` (lower snake case) beside the records: a directory under DATA_DIR on
   * SQLite, a GridFS bucket on MongoDB. Every process on the same store sees the same blobs.
   */
  blobs(name: string): BlobStore;
  /**
   * Atomically adds 1 to a named counter and returns the new value. A counter starts at 1 and is
   * forgotten after `expiresAt`. Used for rate-limit windows; exact under concurrency and across
   * processes sharing the database.
   */
  incrementCounter(key: string, expiresAt: Date): Promise<number>;
  /**
   * Runs `steps` (writes to any of this store's collections) in order, as one unit: what a record
   * and the records that must go with it (its event, its counters) are written with. Resolves with
   * each step's record as stored (an update's after the update, or null when it matched nothing);
   * a batch ended by a `stopUnlessMatched` miss resolves with the results up to that step.
   *
   * On SQLite the steps are one transaction: a step that throws (an insert's ConflictError, a
   * storage error) leaves none of them written, and no reader or crash sees some without the
   * others. On MongoDB they run one after another (FerretDB has no multi-document transactions):
   * a step that throws leaves the steps before it written, so a step that may conflict goes first.
   */
  writeTogether(steps: readonly WriteStep[]): Promise<Array<BaseRecord | null>>;
  /**
   * Drops the copies of overwritten values that the engine's files still hold, so a copy of them
   * shows only what the records hold now: called after credentials stored in clear were encrypted.
   * SQLite rebuilds its file and empties its WAL; absent on MongoDB, whose documents (what a dump
   * reads) hold no old versions.
   */
  scrub?(): Promise<void>;
  /**
   * Resolves when the engine answers a trivial query (readiness checks); rejects when it cannot
   * (the server is unreachable, the store is closed).
   */
  ping(): Promise<void>;
  /** Flushes and closes connections; pending writes acknowledged before close are durable. */
  close(): Promise<void>;
}
