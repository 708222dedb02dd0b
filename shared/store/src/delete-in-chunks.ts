import { ALL_TEAMS, withId, type BaseRecord, type Collection, type Filter } from './port.js';

/** An owner of records that carry an `expires_at`, which the prune jobs delete once passed. */
export interface ExpiringRecords {
  /** Deletes the records expired at `nowIso` (every team); returns how many. */
  deleteExpired(nowIso: string, options?: ChunkOptions): Promise<number>;
}

/** Records deleted per write: one chunk's delete is a few milliseconds of SQLite's write lock. */
export const PRUNE_CHUNK_SIZE = 1000;

export interface ChunkOptions {
  /** Records per find-and-delete; default PRUNE_CHUNK_SIZE. */
  chunkSize?: number;
  /** Checked between chunks: true ends the delete early (shutdown). */
  stopped?: () => boolean;
}

/**
 * Finds up to a chunk of `select` matches (every team), deletes those ids that still match
 * `guard`, and repeats while chunks come back full; returns how many were deleted. The guard
 * re-checks what another process may have changed since the find; it should name no field an
 * index starts with, so SQLite looks the ids up by primary key rather than rescanning the whole
 * range of old records for every chunk, which made each chunk slower as the backlog grew.
 */
export async function deleteInChunks<T extends BaseRecord>(
  collection: Collection<T>,
  select: Filter<T>,
  guard: Filter<T>,
  options: ChunkOptions = {},
): Promise<number> {
  const chunkSize = options.chunkSize ?? PRUNE_CHUNK_SIZE;
  let deleted = 0;
  while (!options.stopped?.()) {
    const found = await collection.find(ALL_TEAMS, select, { limit: chunkSize });
    if (found.length === 0) break;
    const ids = found.map((record) => record.id);
    deleted += await collection.deleteMany(ALL_TEAMS, withId({ $in: ids }, guard));
    if (found.length < chunkSize) break;
  }
  return deleted;
}
