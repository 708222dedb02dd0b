import type { mongo } from 'mongoose';

const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;

/**
 * Creates the indexes a collection lacks, one at a time, so a failure names the collection and
 * the index. One that exists by name is checked, not re-created (asking FerretDB to create an
 * index it already has, once the collection holds records, can drop the connection): with other
 * keys or uniqueness it would silently serve the wrong queries or constraints, so that fails too.
 * Then drops the `retired` indexes (by name) the collection still has, once their successors
 * exist; one another process dropped first is gone all the same.
 */
export async function ensureIndexes(
  native: mongo.Collection<mongo.Document>,
  wanted: readonly mongo.IndexDescription[],
  retired: readonly string[] = [],
): Promise<void> {
  const existing = new Map((await listIndexes(native)).map((index) => [index.name, index]));
  for (const { key, ...options } of wanted) {
    const name = String(options.name);
    const found = existing.get(name);
    if (found) {
      assertSameIndex(native.collectionName, name, found, { key, unique: options.unique });
      continue;
    }
    try {
      await native.createIndex(key as mongo.IndexSpecification, options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Creating index '${name}' on collection '${native.collectionName}' failed: ${reason}`,
        { cause: error },
      );
    }
  }
  for (const name of retired.filter((name) => existing.has(name))) {
    await dropIndex(native, name);
  }
}

async function dropIndex(native: mongo.Collection<mongo.Document>, name: string): Promise<void> {
  try {
    await native.dropIndex(name);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === INDEX_NOT_FOUND || code === NAMESPACE_NOT_FOUND) return;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Dropping retired index '${name}' on collection '${native.collectionName}' failed: ${reason}`,
      { cause: error },
    );
  }
}

interface IndexShape {
  key: unknown;
  unique?: boolean | undefined;
}

function assertSameIndex(collection: string, name: string, found: IndexShape, wanted: IndexShape) {
  const shape = (index: IndexShape) =>
    `${JSON.stringify(Object.entries(index.key as object))}${index.unique ? ' unique' : ''}`;
  if (shape(found) === shape(wanted)) return;
  throw new Error(
    `Index '${name}' on collection '${collection}' exists as ${shape(found)}, not as the wanted ` +
      `${shape(wanted)}: drop it (db.${collection}.dropIndex('${name}')) and start again.`,
  );
}

async function listIndexes(
  native: mongo.Collection<mongo.Document>,
): Promise<(IndexShape & { name: string })[]> {
  try {
    const indexes = await native.listIndexes().toArray();
    return indexes.map((index) => ({
      name: String(index.name),
      key: index.key,
      unique: index.unique === true,
    }));
  } catch (error) {
    if ((error as { code?: unknown }).code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}
