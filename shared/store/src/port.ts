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

/** Conjunction of field conditions; `{}` matches every record in scope. */
export type Filter = Readonly<Record<string, Condition>>;

/** Sort keys in priority order, e.g. `[['created_at', -1], ['id', -1]]` (newest first). */
export type Sort = ReadonlyArray<readonly [field: string, direction: 1 | -1]>;

/** An atomic update: set fields, increment numbers, append to arrays, remove fields. */
export interface Update {
  $set?: Readonly<Record<string, unknown>>;
  $inc?: Readonly<Record<string, number>>;
  $push?: Readonly<Record<string, unknown>>;
  $unset?: readonly string[];
}

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  offset?: number;
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
  /** For unique indexes: only records where every field is present take part. */
  sparse?: boolean;
}

export interface CollectionSpec {
  /** Lower snake case, e.g. `agent_loops`. */
  name: string;
  indexes?: readonly IndexSpec[];
}

export interface Collection<T extends BaseRecord> {
  /** Stores a new record; a unique-index violation throws ConflictError (from @switchboard/kit). */
  insert(record: T): Promise<T>;
  findById(scope: Scope, id: string): Promise<T | null>;
  findOne(scope: Scope, filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null>;
  find(scope: Scope, filter: Filter, options?: FindOptions): Promise<T[]>;
  count(scope: Scope, filter: Filter): Promise<number>;
  /** One page of records plus the total count of matches. */
  findPage(scope: Scope, filter: Filter, options: PageOptions): Promise<Page<T>>;
  /**
   * Atomically updates the first match (by `sort`) and returns it as it is after the update, or
   * null when nothing matched. With a filter on status/lease fields this is the queue claim: two
   * concurrent callers never get the same record. Also sets `updated_at`.
   */
  updateOne(
    scope: Scope,
    filter: Filter,
    update: Update,
    options?: Pick<FindOptions, 'sort'>,
  ): Promise<T | null>;
  /** Updates every match; returns how many changed. Also sets `updated_at`. */
  updateMany(scope: Scope, filter: Filter, update: Update): Promise<number>;
  /** Deletes every match; returns how many were deleted. */
  deleteMany(scope: Scope, filter: Filter): Promise<number>;
}

export interface DocumentStore {
  /** Opens (creating on first use, with its indexes) a collection. Call once per collection at start-up. */
  collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T>;
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
  /** Flushes and closes connections; pending writes acknowledged before close are durable. */
  close(): Promise<void>;
}
