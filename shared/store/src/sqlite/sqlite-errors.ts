import { StoreError, StoreUnavailableError } from '@switchboard/kit/errors';

/** Another connection (process) held the write lock for the whole busy timeout. */
const LOCKED = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);

/**
 * SQLite's own failures as the store's errors, as the MongoDB engine maps its driver's: a database
 * locked past the busy timeout is StoreUnavailableError (retryable), any other SqliteError (disk
 * full, I/O) StoreError. Anything else (a TypeError for a bad update, a ConflictError) passes.
 */
export function toStoreError(error: unknown): unknown {
  if ((error as { name?: unknown }).name !== 'SqliteError') return error;
  const code = String((error as { code?: unknown }).code);
  if (LOCKED.has(code) || code.startsWith('SQLITE_BUSY_') || code.startsWith('SQLITE_LOCKED_')) {
    return new StoreUnavailableError(
      'The SQLite database stayed locked by another process; try again shortly.',
      error,
    );
  }
  return new StoreError(`SQLite failed a write: ${(error as Error).message}`, { cause: error });
}
