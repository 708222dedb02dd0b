import Fuse from 'fuse.js';

type Searcher = ReturnType<Fuse<unknown>['_getSearcher']>;
type SearchAnswer = ReturnType<Searcher['searchIn']>;

/** fuse.js's answer for a text a query word does not match. */
const NO_MATCH: SearchAnswer = { isMatch: false, score: 1 };
/** fuse.js splits longer words into 32-character chunks scored on their own; those are left alone. */
const MAX_PRUNED_WORD_LENGTH = 32;
const ASCII = 128;

/** How often each ASCII code unit occurs in a lower-cased text (capped at 255). */
function asciiCounts(text: string): Uint8Array {
  const counts = new Uint8Array(ASCII);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < ASCII && counts[code] !== 255) counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/**
 * A bitap match of a word of m characters with e errors (insertions, deletions, substitutions)
 * pairs at least m - e of the word's characters with equal characters of the text, and fuse.js
 * accepts e while e / m <= threshold (ignoreLocation). So a text holding fewer of the word's
 * characters cannot match, and fuse.js's answer for it is known without running bitap.
 * Characters beyond ASCII are counted as present, which only ever lets bitap run.
 */
function pruned(
  term: Searcher & { pattern: string },
  threshold: number,
  countsOf: (text: string) => Uint8Array,
): Searcher {
  const m = term.pattern.length;
  let maxErrors = 0;
  // The same arithmetic as fuse.js's score check, so rounding cannot make the bound too tight.
  while ((maxErrors + 1) / m <= threshold) maxErrors += 1;
  const needed = m - maxErrors;
  const wanted = [...asciiCounts(term.pattern).entries()].filter(([, n]) => n > 0);
  let unknown = 0;
  for (let i = 0; i < m; i += 1) if (term.pattern.charCodeAt(i) >= ASCII) unknown += 1;
  return {
    searchIn(text) {
      const counts = countsOf(text);
      let common = unknown;
      for (const [code, n] of wanted) common += Math.min(n, counts[code] ?? 0);
      return common >= needed ? term.searchIn(text) : NO_MATCH;
    },
  };
}

/**
 * fuse.js giving fuse.js's results with less work, for a collection that does not change (no
 * extended search, no diacritics folding):
 * - each query word skips the texts that lack too many of its characters to match at all
 *   (`pruned`; measured on this catalog, about 80% of the bitap runs of a search);
 * - each distinct field text is matched once per search: the 324 models share 52 provider names,
 *   which plain fuse.js matches against every query word once per model.
 * Both rely on fuse.js's token searcher keeping one bitap searcher per query word in
 * `termSearchers`; should a later fuse.js not, the words are simply not pruned. Tests compare the
 * results with plain fuse.js's.
 */
export class FastFuse<T> extends Fuse<T> {
  private readonly prunedSearchers = new WeakSet<Searcher>();
  private readonly counts = new Map<string, Uint8Array>();

  override _getSearcher(query: string): Searcher {
    const searcher = this.pruned(super._getSearcher(query));
    const answers = new Map<string, SearchAnswer>();
    return {
      searchIn(text) {
        let answer = answers.get(text);
        if (answer === undefined) {
          answer = searcher.searchIn(text);
          answers.set(text, answer);
        }
        return answer;
      },
    };
  }

  /** Texts come only from the collection, so this holds one entry per distinct field text. */
  private countsOf = (text: string): Uint8Array => {
    let counts = this.counts.get(text);
    if (!counts) {
      counts = asciiCounts(this.options.isCaseSensitive ? text : text.toLowerCase());
      this.counts.set(text, counts);
    }
    return counts;
  };

  /**
   * The searcher with each query word pruned: the bitap searcher of a plain search, or each of the
   * token searcher's `termSearchers` (replaced once; fuse.js reuses the searcher of a repeated query).
   */
  private pruned(searcher: Searcher): Searcher {
    const { ignoreDiacritics, useExtendedSearch, useTokenSearch, threshold } = this.options;
    if (ignoreDiacritics || useExtendedSearch) return searcher;
    const prunable = (term: unknown): term is Searcher & { pattern: string } => {
      const pattern = (term as { pattern?: unknown }).pattern;
      return (
        typeof pattern === 'string' &&
        pattern.length > 0 &&
        pattern.length <= MAX_PRUNED_WORD_LENGTH
      );
    };
    if (!useTokenSearch)
      return prunable(searcher) ? pruned(searcher, threshold, this.countsOf) : searcher;
    const terms = (searcher as { termSearchers?: unknown }).termSearchers;
    if (this.prunedSearchers.has(searcher) || !Array.isArray(terms)) return searcher;
    this.prunedSearchers.add(searcher);
    terms.forEach((term: unknown, i) => {
      if (prunable(term)) terms[i] = pruned(term, threshold, this.countsOf);
    });
    return searcher;
  }
}
