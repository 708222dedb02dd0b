import type Fuse from 'fuse.js';
import type { FuseIndexObjectRecord, FuseResult, IFuseOptions } from 'fuse.js';
import type { KnownText, TextScorer } from './fuse-scorers.js';

export type Key = ReturnType<Fuse<unknown>['_normalizedKeys']>[number];

/**
 * A collection of object records whose keys each hold one text (no list fields), laid out for
 * `searchTable`: the text and field-length norm of record r's key k at r * keys + k.
 */
export interface ObjectTable {
  records: readonly FuseIndexObjectRecord[];
  keys: readonly Key[];
  /** Index into `texts`, or -1 where the record has no value for the key. */
  textOf: Int32Array;
  norms: Float64Array;
  texts: KnownText[];
}

/** The table of a collection, or null when a record holds a list for some key. */
export function objectTable(
  records: readonly FuseIndexObjectRecord[],
  keys: readonly Key[],
  known: (text: string) => KnownText,
): ObjectTable | null {
  const textOf = new Int32Array(records.length * keys.length).fill(-1);
  const norms = new Float64Array(records.length * keys.length);
  const texts: KnownText[] = [];
  const ids = new Map<KnownText, number>();
  for (let r = 0; r < records.length; r += 1) {
    const item = records[r]?.$;
    for (let k = 0; k < keys.length; k += 1) {
      const value = item?.[k];
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) return null;
      const entry = known((value as { v: string }).v);
      let id = ids.get(entry);
      if (id === undefined) {
        id = texts.push(entry) - 1;
        ids.set(entry, id);
      }
      textOf[r * keys.length + k] = id;
      norms[r * keys.length + k] = (value as { n: number }).n;
    }
  }
  return { records, keys, textOf, norms, texts };
}

interface Scored {
  idx: number;
  score: number;
}

/**
 * fuse.js's search() of a string query over object records, for the options FastFuse allows here
 * (no match indices, the default tokenMatch, no extended search): every record a key of which
 * the query matches, scored as computeScoreSingle scores its matches (key order, same operations),
 * ordered by fuse.js's comparator and formatted as format() does. Each distinct text is scored once
 * per search (`epoch`), and records are read from the table rather than through per-record
 * arrays, match objects and closures.
 */
export function searchTable<T>(
  table: ObjectTable,
  scorer: TextScorer,
  epoch: number,
  docs: readonly T[],
  options: Required<IFuseOptions<T>>,
  limit: number,
): FuseResult<T>[] {
  const { records, keys, textOf, norms, texts } = table;
  const { ignoreFieldNorm, shouldSort, sortFn, includeScore } = options;
  const results: Scored[] = [];
  for (let r = 0; r < records.length; r += 1) {
    const record = records[r];
    if (!record || record.$ === undefined || record.$ === null) continue;
    let matched = false;
    let totalScore = 1;
    for (let k = 0; k < keys.length; k += 1) {
      const at = r * keys.length + k;
      const id = textOf[at] ?? -1;
      if (id < 0) continue;
      const text = texts[id] as KnownText;
      if (text.epoch !== epoch) {
        text.answer = scorer(text);
        text.epoch = epoch;
      }
      const { isMatch, score } = text.answer;
      if (!isMatch) continue;
      matched = true;
      const weight = (keys[k] as Key).weight;
      const norm = norms[at] ?? 1;
      totalScore *= Math.pow(
        score === 0 && weight ? Number.EPSILON : score,
        (weight || 1) * (ignoreFieldNorm ? 1 : norm),
      );
    }
    if (matched) results.push({ idx: record.i, score: totalScore });
  }
  const compare = sortFn as unknown as (a: Scored, b: Scored) => number;
  if (shouldSort) results.sort((a, b) => compare(a, b) || a.idx - b.idx);
  const shown = limit > -1 ? results.slice(0, limit) : results;
  return shown.map(({ idx, score }) => {
    const data: FuseResult<T> = { item: docs[idx] as T, refIndex: idx };
    if (includeScore) data.score = score;
    return data;
  });
}
