/**
 * Blob stores: bytes kept apart from the records that describe them (received files, workspace
 * file versions), under opaque keys the caller makes. Each engine gives its own: files under
 * DATA_DIR on SQLite (one machine), GridFS in the database on MongoDB, so every API and runner
 * process of a deployment reads the same bytes without a shared disk.
 */
import type { Readable } from 'node:stream';

export interface BlobStore {
  /** Stores `bytes` under `key`; durable when it resolves. A key is written once. */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Stores the bytes of the file at `filePath` under `key` and removes the file (also when
   * storing fails). A path from `tempPath()` is taken the cheapest way (a rename on disk).
   */
  putFile(key: string, filePath: string): Promise<void>;
  /** A fresh path for a file that will be given to `putFile` (or removed by the caller). */
  tempPath(): Promise<string>;
  /** The bytes under `key`, or null when none are stored. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The bytes under `key` as a stream, or null when none are stored. A blob is whole or absent:
   * a reader never meets half of one being written.
   */
  open(key: string): Promise<Readable | null>;
  /** Removes the bytes under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Blob store names become a directory or a GridFS bucket name: lower snake case. */
export function assertBlobStoreName(name: string): void {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) {
    throw new TypeError(`Invalid blob store name '${name}': use lower snake case such as 'files'.`);
  }
}
