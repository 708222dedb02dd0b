/**
 * Driver errors as the store's own: callers see StoreUnavailableError (retryable: the server was
 * unreachable or stepped down), RecordTooLargeError (over 16 MB) or StoreError, each naming the
 * collection, never a driver class. Duplicate keys are recognised here by their codes and fields
 * (never by message text) and become ConflictError in MongoCollection, which knows the indexes.
 */
import { mongo } from 'mongoose';
import {
  AppError,
  RecordTooLargeError,
  StoreError,
  StoreUnavailableError,
} from '@switchboard/kit/errors';

/** Server codes meaning "not now, try again": no primary, shutting down, step-down, timeouts. */
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
  64, // WriteConcernFailed (the write may be on the primary only)
]);

/** DuplicateKey, and DuplicateKeyOnUpdate (older servers). */
const DUPLICATE_KEY_CODES = new Set([11000, 11001]);

/**
 * InternalError: the code FerretDB gives every PostgreSQL or SQLite failure it does not map, a
 * unique clash inside an update among them (FerretDB 1.x: SQLite's "UNIQUE constraint failed";
 * 2.x: PostgreSQL's "conflicting key value violates exclusion constraint").
 */
const INTERNAL_ERROR = 1;

/**
 * Answers to a concurrent build of the same index that mean "not now": WriteConflict,
 * ConflictingOperationInProgress, IndexBuildAborted, IndexBuildAlreadyInProgress,
 * BackgroundOperationInProgressForNamespace, LockTimeout, LockBusy.
 */
const INDEX_BUILD_BUSY_CODES = new Set([112, 117, 276, 285, 12587, 24, 46]);

/** BSONObjectTooLarge, and a document grown past the limit by an update. */
const TOO_LARGE_CODES = new Set([10334, 17419, 17420]);

/** The server went away or did not answer. (A store this process closed is a StoreError: a bug.) */
const UNAVAILABLE_CLASSES = [
  mongo.MongoNetworkError, // includes MongoNetworkTimeoutError
  mongo.MongoServerSelectionError,
  mongo.MongoServerClosedError,
  mongo.MongoOperationTimeoutError,
];

/**
 * The store error for a failure of `what` (e.g. "an insert into collection 'bots'"); AppErrors
 * pass through unchanged.
 */
export function toStoreError(error: unknown, what: string): unknown {
  if (error instanceof AppError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (isUnavailable(error)) {
    // The driver's reason names hosts; it stays in `cause`, for the logs, not in the answer.
    return new StoreUnavailableError(`MongoDB did not answer ${what}; try again shortly.`, error);
  }
  if (isTooLarge(error)) {
    return new RecordTooLargeError(
      `MongoDB refused ${what}: the record is larger than it stores (16 MB per document).`,
      error,
    );
  }
  return new StoreError(`MongoDB failed ${what}: ${reason}`, { cause: error });
}

function isUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_CLASSES.some((type) => error instanceof type)) return true;
  // mongoose's own wrapper of a failed first connection.
  if ((error as { name?: unknown }).name === 'MongooseServerSelectionError') return true;
  if (!(error instanceof mongo.MongoError)) return false;
  if (error.hasErrorLabel('RetryableWriteError') || error.hasErrorLabel('ResetPool')) return true;
  return typeof error.code === 'number' && UNAVAILABLE_CODES.has(error.code);
}

function isTooLarge(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'number' && TOO_LARGE_CODES.has(code)) return true;
  // The driver refuses to serialize an oversized document before sending it: a BSONError, a
  // MongoInvalidArgumentError, or the serializer's buffer overflowing (a RangeError, possibly of
  // another realm, so known by name).
  const name = (error as { name?: unknown }).name;
  if (name === 'RangeError' || name === 'BSONError' || name === 'MongoInvalidArgumentError') {
    return /larger than the maximum size|"offset" is out of range/i.test(String(message));
  }
  return false;
}

/** The duplicate key a write failed on, as the server reported it. */
export interface DuplicateKey {
  /** The clashing index's keys (`{ team_id: 1, name: 1 }`), when the server says (MongoDB 4.4+). */
  keyPattern?: Record<string, unknown>;
}

/**
 * The duplicate key `error` reports, from its code (11000, 11001) on the error itself or on one of
 * its `writeErrors` (a bulk write's), with the `keyPattern` the server gave; null for any other
 * failure. Never read from the message: its wording differs between servers and versions.
 */
export function duplicateKeyOf(error: unknown): DuplicateKey | null {
  const duplicates = serverAnswers(error).filter(
    (answer) => typeof answer.code === 'number' && DUPLICATE_KEY_CODES.has(answer.code),
  );
  if (duplicates.length === 0) return null;
  // A bulk write's error has the code on itself too, but the keyPattern only on its write error.
  const keyPattern = duplicates.map((answer) => answer.keyPattern).find(isObject);
  return keyPattern ? { keyPattern } : {};
}

/** Whether the server answered InternalError (code 1): a failure it gave no code of its own. */
export function isInternalError(error: unknown): boolean {
  return error instanceof mongo.MongoServerError && error.code === INTERNAL_ERROR;
}

/**
 * Whether `error` is a server's "try again" to an index build that met a concurrent one (another
 * process building the same index at start-up). FerretDB 2.x on PostgreSQL reports a deadlock
 * between two builds only as InternalError with PostgreSQL's words (it maps no code for it), so
 * for that one code the words are all there is to go by.
 */
export function isIndexBuildBusy(error: unknown): boolean {
  if (!(error instanceof mongo.MongoServerError)) return false;
  if (typeof error.code === 'number' && INDEX_BUILD_BUSY_CODES.has(error.code)) return true;
  return error.code === INTERNAL_ERROR && /deadlock detected/i.test(error.message);
}

interface ServerAnswer {
  code?: unknown;
  keyPattern?: unknown;
}

/**
 * The answers an error carries: its own fields, and each of its write errors (the driver's
 * WriteError keeps the server's document in `err`; a raw reply keeps them under `errorResponse`).
 */
function serverAnswers(error: unknown): ServerAnswer[] {
  if (!isObject(error)) return [];
  const answers: ServerAnswer[] = [error];
  const response = isObject(error.errorResponse) ? error.errorResponse : {};
  for (const list of [error.writeErrors, response.writeErrors]) {
    for (const item of Array.isArray(list) ? list : list === undefined ? [] : [list]) {
      if (!isObject(item)) continue;
      answers.push(isObject(item.err) ? item.err : item);
    }
  }
  return answers;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
