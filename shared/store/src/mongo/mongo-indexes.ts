import type { mongo } from 'mongoose';

const NAMESPACE_NOT_FOUND = 26;

/**
 * Creates the indexes a collection lacks, one at a time, so a failure names the collection and
 * the index. Existing ones (by name) are left alone: asking FerretDB to create an index it already
 * has, once the collection holds records, can drop the connection.
 */
export async function ensureIndexes(
  native: mongo.Collection<mongo.Document>,
  wanted: readonly mongo.IndexDescription[],
): Promise<void> {
  const existing = new Set(await indexNames(native));
  for (const { key, ...options } of wanted) {
    if (options.name && existing.has(options.name)) continue;
    try {
      await native.createIndex(key as mongo.IndexSpecification, options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Creating index '${options.name}' on collection '${native.collectionName}' failed: ${reason}`,
        { cause: error },
      );
    }
  }
}

async function indexNames(native: mongo.Collection<mongo.Document>): Promise<string[]> {
  try {
    const indexes = await native.listIndexes().toArray();
    return indexes.map((index) => String(index.name));
  } catch (error) {
    if ((error as { code?: unknown }).code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}
