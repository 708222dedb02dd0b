/**
 * Compiles the port's filters and sorts to parameterised SQL over the `doc` JSON column. Field
 * paths are validated identifiers and go into the SQL text as JSON-path literals: SQLite only uses
 * an expression index when the query repeats the indexed expression exactly, and a bound path
 * parameter would never match. Values are always bound parameters.
 */
import { fieldSegments } from '../fields.js';
import type { Term } from '../filter.js';
import type { IndexSpec, Scalar, Sort } from '../port.js';

/** Fields kept as real columns next to the JSON document. */
const COLUMNS = new Set(['id', 'team_id', 'created_at']);

export interface WhereSql {
  sql: string;
  params: unknown[];
}

/** The SQL expression reading a field: its column, or json_extract on the document. */
function fieldExpr(field: string): string {
  if (COLUMNS.has(field)) return field;
  fieldSegments(field);
  return `json_extract(doc, '$.${field}')`;
}

/** `WHERE ...` (always present, `1` when empty) for a team (or all teams) and filter terms. */
export function compileWhere(teamId: string | undefined, terms: readonly Term[]): WhereSql {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (teamId !== undefined) {
    clauses.push('team_id = ?');
    params.push(teamId);
  }
  for (const term of terms) clauses.push(termSql(term, params));
  return { sql: clauses.length === 0 ? 'WHERE 1' : `WHERE ${clauses.join(' AND ')}`, params };
}

/** `ORDER BY ...`, or an empty string for no sort. */
export function compileOrder(sort: Sort | undefined): string {
  if (!sort || sort.length === 0) return '';
  const keys = sort.map(([field, direction]) => {
    if (direction !== 1 && direction !== -1) {
      throw new TypeError(`Sort direction for '${field}' must be 1 or -1.`);
    }
    return `${fieldExpr(field)} ${direction === 1 ? 'ASC' : 'DESC'}`;
  });
  return `ORDER BY ${keys.join(', ')}`;
}

/**
 * The index's key list, plus a WHERE clause for sparse indexes: every field present for a unique
 * one, the first field for any other (a query comparing that field implies it, so SQLite uses the
 * partial index for it).
 */
export function indexColumnsSql(spec: IndexSpec): { columns: string; where: string } {
  const columns = spec.fields
    .map(([field, direction]) => `${fieldExpr(field)} ${direction === -1 ? 'DESC' : 'ASC'}`)
    .join(', ');
  const present = spec.unique ? spec.fields : spec.fields.slice(0, 1);
  const where = spec.sparse
    ? ` WHERE ${present.map(([field]) => `${fieldExpr(field)} IS NOT NULL`).join(' AND ')}`
    : '';
  return { columns, where };
}

function termSql(term: Term, params: unknown[]): string {
  const expr = fieldExpr(term.field);
  const isColumn = COLUMNS.has(term.field);
  // MongoDB's negations ($ne, $nin) also match records where the field is missing or null.
  const orMissing = (sql: string): string => (isColumn ? sql : `(${expr} IS NULL OR ${sql})`);
  switch (term.op) {
    case 'eq':
      if (term.value === null) return `${expr} IS NULL`;
      params.push(bindable(term.value));
      return `${expr} = ?`;
    case 'ne':
      if (term.value === null) return `${expr} IS NOT NULL`;
      params.push(bindable(term.value));
      return orMissing(`${expr} <> ?`);
    case 'in':
      // One JSON parameter keeps the SQL text (and so the cached statement) the same for any
      // number of values; json_each turns true/false into 1/0 exactly as json_extract does.
      params.push(JSON.stringify(term.values));
      return `${expr} IN (SELECT value FROM json_each(?))`;
    case 'nin':
      params.push(JSON.stringify(term.values));
      return orMissing(`${expr} NOT IN (SELECT value FROM json_each(?))`);
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      params.push(bindable(term.value));
      return `${expr} ${COMPARISON_SQL[term.op]} ?`;
    case 'exists':
      if (isColumn) return term.value ? '1' : '0';
      return `json_type(doc, '$.${term.field}') IS ${term.value ? 'NOT ' : ''}NULL`;
  }
}

const COMPARISON_SQL = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/** SQLite has no booleans: json_extract yields 1/0 for true/false, so bind the same. */
function bindable(value: Scalar): string | number {
  return typeof value === 'boolean' ? Number(value) : value;
}
