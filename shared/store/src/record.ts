import type { BaseRecord, Scope } from './port.js';

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
