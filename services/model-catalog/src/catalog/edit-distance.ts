/**
 * Edit distances counting an insertion, a deletion, a substitution or a swap of two neighbouring
 * characters as one edit (optimal string alignment), so "gtp-4o" is one edit from "gpt-4o" as
 * "gpt-4o-mimi" is from "gpt-4o-mini".
 */

/** The last row of the alignment table of `a` against `b`, or null once every path costs more than `limit`. */
function lastRow(a: string, b: string, limit: number): number[] | null {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return null;
    beforePrevious = previous;
    previous = current;
  }
  return previous;
}

/**
 * Edits between `a` and `b`. Past `limit` it stops early and answers `limit + 1`, which keeps a
 * comparison against every id in the catalog cheap.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const distance = lastRow(a, b, limit)?.[b.length] ?? Infinity;
  return distance > limit ? limit + 1 : distance;
}

/**
 * Edits that turn `typed` into some prefix of `known`: the typos in a shortened id, not the
 * characters left off ("llama-3-70b" is 2 from "llama-3.3-70b-instruct", not 11).
 */
export function prefixEditDistance(typed: string, known: string): number {
  return Math.min(...(lastRow(typed, known, Infinity) ?? [Infinity]));
}
