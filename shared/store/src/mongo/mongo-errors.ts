/**
 * Driver errors as the store's own: callers see StoreUnavailableError (retryable: the server was
 * unreachable or stepped down), RecordTooLargeError (over 16 MB) or StoreError, each naming the
 * collection, never a driver class. Duplicate keys become ConflictError in MongoCollection, which
 * knows the indexes.
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
