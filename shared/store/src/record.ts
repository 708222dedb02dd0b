import { RESERVED_FIELD, reservedField } from './fields.js';
import type { BaseRecord, FindOptions, PageOptions, Scope } from './port.js';
import { missingRequired, type RequiredField } from './required-fields.js';
import { getPath } from './update.js';

/** The team a scope is limited to, or undefined for ALL_TEAMS. */
export function scopedTeamId(scope: Scope): string | undefined {
  return 'teamId' in scope ? scope.teamId : undefined;
}

/**
 * Throws a TypeError unless the record has the string fields every stored record needs, a value
 * in every required field, and no reserved field (`_id`: records are identified by `id`).
 */
export function assertInsertable(
  record: BaseRecord,
  required: readonly RequiredField[] = [],
): void {
  for (const field of ['id', 'team_id', 'created_at'] as const) {
    const value: unknown = record[field];
    if (typeof value !== 'string' || value === '') {
      throw new TypeError(`A stored record needs a non-empty string '${field}'.`);
    }
  }
  if (RESERVED_FIELD in record) throw reservedField(RESERVED_FIELD);
  for (const { field, index } of required) {
    const value = getPath(record, field);
    if (value === null || value === undefined) throw missingRequired(field, index);
  }
}

/** Throws a TypeError unless limit and offset (when given) are whole numbers >= 0. */
export function assertFindWindow(options: FindOptions): void {
  for (const key of ['limit', 'offset'] as const) {
    const value = options[key];
    if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
      throw new TypeError(`find needs a whole number >= 0 as ${key}, not ${String(value)}.`);
    }
  }
}

/** The sort, limit and offset of one page; throws a TypeError unless page and perPage are integers >= 1. */
export function pageWindow(options: PageOptions): FindOptions {
  const { page, perPage, sort } = options;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) {
    throw new TypeError('findPage needs an integer page >= 1 and perPage >= 1.');
  }
  return { sort, limit: perPage, offset: (page - 1) * perPage };
}
