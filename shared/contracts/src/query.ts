/**
 * Query-string input: the `page` and `per_page` of every list route, read from strings with
 * errors that say the allowed range (contract-decisions.md, "General").
 */
import { z } from 'zod';

export const PAGE_DEFAULT = 1;
/** Far past any real list, and low enough that the row offset stays an exact integer. */
export const PAGE_MAX = 1_000_000_000;
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/**
 * A query-string integer in `min..max` (absent: `fallback`): decimal digits only (so `0x10`, `1e1`
 * and `16.0` are refused, not read as numbers), given once (`?page=1&page=2` says so), and out of
 * range is a 422 stating the range (a number past 2^53 is simply out of range), never a clamp.
 */
function queryInteger(min: number, max: number, fallback: number) {
  // The default sits inside the pipe so the generated docs show it.
  return fromQueryString(max, integerIn(min, max).default(fallback));
}

/** Like the page parameters' integers, but absent stays undefined. */
export function optionalQueryInteger(min: number, max: number) {
  return fromQueryString(max, integerIn(min, max).optional());
}

function fromQueryString<S extends z.ZodType>(max: number, schema: S) {
  return z.preprocess((value, ctx) => {
    if (Array.isArray(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be given once, not ${value.length} times`,
        input: value,
      });
    }
    if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return value;
    // Past the range either way; capped so an unsafe integer fails only the range check.
    return Math.min(Number(value), max + 1);
  }, schema);
}

function integerIn(min: number, max: number) {
  const range = `must be an integer from ${min} to ${max}`;
  return z
    .number({ error: range })
    .int({ error: range })
    .min(min, { error: range })
    .max(max, { error: range });
}

/**
 * `page` 1..1e9 (default 1) and `per_page` 1..100 (default 20), read from query strings. Not
 * strict: unknown query parameters are ignored. Extend it with a feature's filters
 * (`paginationQuery.extend({ status: ... })`).
 */
export const paginationQuery = z.object({
  page: queryInteger(1, PAGE_MAX, PAGE_DEFAULT),
  per_page: queryInteger(1, PER_PAGE_MAX, PER_PAGE_DEFAULT),
});
export type PaginationQuery = z.output<typeof paginationQuery>;
