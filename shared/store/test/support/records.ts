import type { BaseRecord } from '../../src/port.js';

/** The record shape the contract tests store: a mix of scalars, nested objects and arrays. */
export interface Item extends BaseRecord {
  name: string;
  status?: string;
  n?: number;
  flag?: boolean;
  score?: number | null;
  tags?: string[];
  user?: { id: string; name?: string };
  [field: string]: unknown;
}

const EPOCH_MS = Date.UTC(2026, 0, 1);

/** Item number `i`: ids and created_at both increase with `i`, so `i` order is creation order. */
export function item(teamId: string, i: number, fields: Partial<Item> = {}): Item {
  return {
    id: `${teamId}_item_${String(i).padStart(5, '0')}`,
    team_id: teamId,
    created_at: new Date(EPOCH_MS + i * 1_000).toISOString(),
    name: `item ${i}`,
    ...fields,
  };
}

/** The ids of records, in order. */
export function ids(records: readonly BaseRecord[]): string[] {
  return records.map((record) => record.id);
}
