import { indexName } from './fields.js';
import type { IndexSpec } from './port.js';

/** A field every record must have a value in, and the unique index that asks for it. */
export interface RequiredField {
  field: string;
  index: string;
}

/**
 * The fields of the collection's unique indexes that are not sparse. MongoDB counts a null or
 * missing value as one value under such an index (a second record without one conflicts), SQL
 * counts each apart: rather than either, both engines refuse a record without a value there.
 */
export function requiredFields(indexes: readonly IndexSpec[]): RequiredField[] {
  return indexes
    .filter((index) => index.unique && !index.sparse)
    .flatMap((index) =>
      index.fields.map(([field]) => ({ field, index: indexName(index.fields, index) })),
    );
}

export function missingRequired(field: string, index: string): TypeError {
  return new TypeError(
    `Field '${field}' of unique index '${index}' needs a value in every record; declare the index sparse to allow records without one.`,
  );
}
