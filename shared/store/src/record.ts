import type { BaseRecord, FindOptions, PageOptions, Scope } from './port.js';

/** The team a scope is limited to, or undefined for ALL_TEAMS. */
export function scopedTeamId(scope: Scope): string | undefined {
  return 'teamId' in scope ? scope.teamId : undefined;
}

/** Throws a TypeError unless the record has the string fields every stored record needs. */
export function assertInsertable(record: BaseRecord): void {
  for (const field of ['id', 'team_id', 'created_at'] as const) {
    const value: unknown = record[field];
    if (typeof value !== 'string' || value === '') {
      throw new TypeError(`A stored record needs a non-empty string '${field}'.`);
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
