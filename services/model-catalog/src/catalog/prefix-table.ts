import { compareText } from './compare.js';

/**
 * Sorted keys with the entries they belong to; finds every key equal to or starting with a prefix
 * by binary search, so a lookup costs O(log n + matches) instead of a scan of every entry.
 */
export interface PrefixTable {
  /** Calls `visit` for each key that starts with `prefix` (the key itself tells exact from prefix). */
  forEachWithPrefix(prefix: string, visit: (key: string, entry: number) => void): void;
}

/** Builds a table from (key, entry) pairs; duplicate pairs are kept once. */
export function createPrefixTable(pairs: Iterable<[string, number]>): PrefixTable {
  const unique = new Map<string, [string, number]>();
  for (const [key, entry] of pairs)
    if (key.length > 0) unique.set(`${entry}\u0000${key}`, [key, entry]);
  const sorted = [...unique.values()].sort((a, b) => compareText(a[0], b[0]) || a[1] - b[1]);
  const keys = sorted.map(([key]) => key);
  const entries = sorted.map(([, entry]) => entry);

  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((keys[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    forEachWithPrefix(prefix, visit) {
      for (let i = lowerBound(prefix); i < keys.length; i += 1) {
        const key = keys[i] ?? '';
        if (!key.startsWith(prefix)) break;
        visit(key, entries[i] ?? 0);
      }
    },
  };
}
