import type { mongo } from 'mongoose';
import { withRetry, type AttemptOutcome, type RetryOptions } from '@switchboard/kit/retry';
import { isIndexBuildBusy } from './mongo-errors.js';

const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;
/** IndexAlreadyExists, IndexOptionsConflict, IndexKeySpecsConflict: an index of that name is there. */
const INDEX_THERE_CODES = new Set([68, 85, 86]);

/**
 * How long a build that met a concurrent build of the same index (several processes starting
 * together) keeps asking: 8 retries, full-jitter backoff from 50 ms, at most 2 s a wait (under
 * 8 s in all), then the start fails naming the index.
 */
export const INDEX_BUILD_RETRY: RetryOptions = { retries: 8, minDelayMs: 50, maxDelayMs: 2_000 };

/** The index of that name exists with other keys or uniqueness: a start must not go on. */
class IndexShapeError extends Error {}

/**
 * Creates the indexes a collection lacks, one at a time, so a failure names the collection and
 * the index. One that exists by name is checked, not re-created (asking FerretDB to create an
 * index it already has, once the collection holds records, can drop the connection): with other
 * keys or uniqueness it would silently serve the wrong queries or constraints, so that fails too.
 * A server's "try again" to a build that met another process's build of the same index is
 * retried (`retry`, INDEX_BUILD_RETRY by default), and an index that other process finished is
 * taken as done once it is checked. Then drops the `retired` indexes (by name) the collection
 * still has, once their successors exist; one another process dropped first is gone all the same.
 */
export async function ensureIndexes(
  native: mongo.Collection<mongo.Document>,
  wanted: readonly mongo.IndexDescription[],
  retired: readonly string[] = [],
  retry: RetryOptions = INDEX_BUILD_RETRY,
): Promise<void> {
  const existing = await listIndexes(native);
  for (const description of wanted) {
    await ensureIndex(native, description, existing.get(String(description.name)), retry);
  }
  for (const name of retired.filter((name) => existing.has(name))) {
    await dropIndex(native, name, retry);
  }
}

async function ensureIndex(
  native: mongo.Collection<mongo.Document>,
  { key, ...options }: mongo.IndexDescription,
  found: IndexShape | undefined,
  retry: RetryOptions,
): Promise<void> {
  const name = String(options.name);
  const wanted: IndexShape = { key, unique: options.unique };
  const collection = native.collectionName;
  if (found) return assertSameIndex(collection, name, found, wanted);
  /** Done when the index now exists as wanted (another process built it); throws when it differs. */
  const builtMeanwhile = async (): Promise<boolean> => {
    const now = (await listIndexes(native)).get(name);
    if (now) assertSameIndex(collection, name, now, wanted);
    return now !== undefined;
  };
  let attempts = 0;
  try {
    await withRetry(async (attempt): Promise<AttemptOutcome<void>> => {
      attempts = attempt;
      if (attempt > 1 && (await builtMeanwhile())) return { ok: true, value: undefined };
      try {
        await native.createIndex(key as mongo.IndexSpecification, options);
        return { ok: true, value: undefined };
      } catch (error) {
        if (isIndexBuildBusy(error)) return { ok: false, retryable: true, error: error as Error };
        if (isIndexThere(error) && (await builtMeanwhile())) return { ok: true, value: undefined };
        throw error;
      }
    }, retry);
  } catch (error) {
    if (error instanceof IndexShapeError) throw error;
    const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
    throw new Error(
      `Creating index '${name}' on collection '${collection}' failed${tries}: ${reasonOf(error)}`,
      { cause: error },
    );
  }
}

async function dropIndex(
  native: mongo.Collection<mongo.Document>,
  name: string,
  retry: RetryOptions,
): Promise<void> {
  try {
    await withRetry(async (): Promise<AttemptOutcome<void>> => {
      try {
        await native.dropIndex(name);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === INDEX_NOT_FOUND || code === NAMESPACE_NOT_FOUND)
          return { ok: true, value: undefined };
        if (isIndexBuildBusy(error)) return { ok: false, retryable: true, error: error as Error };
        throw error;
      }
      return { ok: true, value: undefined };
    }, retry);
  } catch (error) {
    throw new Error(
      `Dropping retired index '${name}' on collection '${native.collectionName}' failed: ${reasonOf(error)}`,
      { cause: error },
    );
  }
}

function isIndexThere(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && INDEX_THERE_CODES.has(code);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface IndexShape {
  key: unknown;
  unique?: boolean | undefined;
}

function assertSameIndex(collection: string, name: string, found: IndexShape, wanted: IndexShape) {
  const shape = (index: IndexShape) =>
    `${JSON.stringify(Object.entries(index.key as object))}${index.unique ? ' unique' : ''}`;
  if (shape(found) === shape(wanted)) return;
  throw new IndexShapeError(
    `Index '${name}' on collection '${collection}' exists as ${shape(found)}, not as the wanted ` +
      `${shape(wanted)}: drop it (db.${collection}.dropIndex('${name}')) and start again.`,
  );
}

/** The collection's indexes by name; none when the collection does not exist yet. */
async function listIndexes(
  native: mongo.Collection<mongo.Document>,
): Promise<Map<string, IndexShape>> {
  try {
    const indexes = await native.listIndexes().toArray();
    return new Map(
      indexes.map((index) => [
        String(index.name),
        { key: index.key, unique: index.unique === true },
      ]),
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === NAMESPACE_NOT_FOUND) return new Map();
    throw error;
  }
}
