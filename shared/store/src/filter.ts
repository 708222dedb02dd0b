import { fieldSegments } from './fields.js';
import type { Filter, Scalar } from './port.js';

/** One field condition of a filter, validated and normalised; both engines compile these. */
export type Term =
  | { field: string; op: 'eq' | 'ne'; value: Scalar | null }
  | { field: string; op: 'in' | 'nin'; values: Scalar[] }
  | { field: string; op: 'lt' | 'lte' | 'gt' | 'gte'; value: Scalar }
  | { field: string; op: 'exists'; value: boolean };

const COMPARISONS = { $lt: 'lt', $lte: 'lte', $gt: 'gt', $gte: 'gte' } as const;

/**
 * Turns a filter into terms, throwing a TypeError for anything outside the port's grammar. This is
 * also what keeps caller-supplied values from smuggling MongoDB operators (`{$where: ...}`) or SQL
 * into a query: only scalars, null and the listed operators pass.
 */
export function filterTerms(filter: Filter): Term[] {
  const terms: Term[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    fieldSegments(field);
    if (condition === null || isScalar(condition)) {
      terms.push({ field, op: 'eq', value: condition });
      continue;
    }
    if (typeof condition !== 'object' || Array.isArray(condition)) {
      throw badCondition(field, 'a scalar, null or an operator object');
    }
    const entries = Object.entries(condition);
    if (entries.length === 0) throw badCondition(field, 'at least one operator');
    for (const [operator, operand] of entries) terms.push(operatorTerm(field, operator, operand));
  }
  return terms;
}

function operatorTerm(field: string, operator: string, operand: unknown): Term {
  switch (operator) {
    case '$in':
    case '$nin':
      if (!Array.isArray(operand) || !operand.every(isScalar)) {
        throw badCondition(field, `${operator} with an array of scalars`);
      }
      return { field, op: operator === '$in' ? 'in' : 'nin', values: operand };
    case '$ne':
      if (operand !== null && !isScalar(operand))
        throw badCondition(field, '$ne with a scalar or null');
      return { field, op: 'ne', value: operand };
    case '$exists':
      if (typeof operand !== 'boolean') throw badCondition(field, '$exists with true or false');
      return { field, op: 'exists', value: operand };
    case '$lt':
    case '$lte':
    case '$gt':
    case '$gte':
      if (!isScalar(operand)) throw badCondition(field, `${operator} with a scalar`);
      return { field, op: COMPARISONS[operator], value: operand };
    default:
      throw new TypeError(`Unsupported filter operator '${operator}' on '${field}'.`);
  }
}

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function badCondition(field: string, expected: string): TypeError {
  return new TypeError(`Invalid filter condition on '${field}': expected ${expected}.`);
}
