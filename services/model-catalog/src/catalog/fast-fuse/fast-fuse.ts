import Fuse, {
  type Expression,
  type FuseIndexObjectRecord,
  type FuseResult,
  type FuseSearchOptions,
} from 'fuse.js';
import { NO_MATCH } from './bitap.js';
import {
  asciiCounts,
  tokenScorer,
  wordScorer,
  type KnownText,
  type Searcher,
  type TextScorer,
} from './fuse-scorers.js';
import { objectTable, searchTable, type ObjectTable } from './object-search.js';

/**
 * This folder is the catalog's one faster copy of a library (STYLE habit 21): every fuse.js search
 * of the catalog (the name search in search-index.ts, the vocabulary search in word-index.ts) runs
 * on FastFuse, and nothing runs plain fuse.js beside it. `pnpm bench:catalog` measures it against
 * plain fuse.js making the same calls (the "fast-fuse" row, docs/performance.md); the property
 * tests beside it compare every answer with plain fuse.js's.
 *
 * fuse.js giving fuse.js's results with less work (no extended search, no diacritics folding;
 * what it lays out for a collection is dropped when the collection changes):
 * - each query word skips the texts that lack too many of its characters to match at all, and the
 *   rest are scored by a port of fuse.js's bitap over character codes (fuse-scorers.ts, bitap.ts);
 * - each distinct field text is matched once per search: the 324 models share 52 provider names,
 *   which plain fuse.js matches against every query word once per model;
 * - a token search over object records runs over a table laid out once per collection
 *   (object-search.ts), without fuse.js's per-record arrays, match objects and closures.
 * The ports rely on fuse.js's searchers keeping their words (`termSearchers`, `pattern`, `options`);
 * should a later fuse.js not, its own searchers answer. Tests compare the results with plain
 * fuse.js's.
 */
export class FastFuse<T> extends Fuse<T> {
  private readonly texts = new Map<string, KnownText>();
  /**
   * The last searcher's scorer, reused while fuse.js reuses that searcher (it keeps only its last
   * one, for a query repeated). Only the last: fuse.js makes a searcher per new query, and keeping
   * a scorer per searcher (even in a WeakMap) keeps every search's scorer alive through
   * young-generation collections until the next full one, several times the memory that survives.
   */
  private last: { searcher: Searcher; scorer: TextScorer } | undefined;
  private epoch = 0;
  /** Not made yet (undefined), or null when the collection has list fields. */
  private table: ObjectTable | null | undefined;

  /**
   * fuse.js's search; a token search of object records with one text per key runs as
   * searchTable (object-search.ts), everything else as fuse.js's own.
   */
  override search(query: string | Expression, options?: FuseSearchOptions): FuseResult<T>[] {
    const table = typeof query === 'string' && query.trim() ? this.objectTable() : null;
    if (!table || typeof query !== 'string') return super.search(query, options);
    const scorer = this.scorer(super._getSearcher(query));
    this.epoch += 1;
    return searchTable(table, scorer, this.epoch, this._docs, this.options, options?.limit ?? -1);
  }

  /** fuse.js calls this on every change to the collection: the table describes the old one. */
  override _invalidateSearcherCache(): void {
    this.table = undefined;
    // fuse.js's constructor calls this too, before this class's fields exist.
    this.texts?.clear();
    super._invalidateSearcherCache();
  }

  /** The table searchTable reads, when this collection and these options allow it. */
  private objectTable(): ObjectTable | null {
    const { useTokenSearch, tokenMatch, useExtendedSearch, includeMatches, sortFn } = this.options;
    if (!useTokenSearch || tokenMatch === 'all' || useExtendedSearch || includeMatches) return null;
    if (sortFn !== Fuse.config.sortFn) return null;
    const records = this._myIndex.records;
    if (records.length === 0 || !('$' in (records[0] ?? {}))) return null;
    if (this.table === undefined) {
      this.table = objectTable(
        records as FuseIndexObjectRecord[],
        this._normalizedKeys(),
        this.known,
      );
    }
    return this.table;
  }

  override _getSearcher(query: string): Searcher {
    const scorer = this.scorer(super._getSearcher(query));
    const epoch = (this.epoch += 1);
    const known = this.known;
    return {
      searchIn(text) {
        const entry = known(text);
        if (entry.epoch !== epoch) {
          entry.answer = scorer(entry);
          entry.epoch = epoch;
        }
        return entry.answer;
      },
    };
  }

  /** Texts come only from the collection, so this holds one entry per distinct field text of it. */
  private known = (text: string): KnownText => {
    let entry = this.texts.get(text);
    if (!entry) {
      const lower = this.options.isCaseSensitive ? text : text.toLowerCase();
      entry = { text, lower, counts: asciiCounts(lower), epoch: 0, answer: NO_MATCH };
      this.texts.set(text, entry);
    }
    return entry;
  };

  /**
   * How the searcher's texts are scored: every word pruned and ported (a token search, or the one
   * word of a plain search), else by fuse.js's searcher itself. Made again only for a new searcher.
   */
  private scorer(searcher: Searcher): TextScorer {
    if (this.last?.searcher === searcher) return this.last.scorer;
    let scorer: TextScorer;
    const { ignoreDiacritics, useExtendedSearch, useTokenSearch, includeMatches } = this.options;
    const word = (term: Searcher) =>
      wordScorer(term, this.options.threshold, this.options.isCaseSensitive);
    const plain: TextScorer = (known) => searcher.searchIn(known.text);
    if (ignoreDiacritics || useExtendedSearch || includeMatches) scorer = plain;
    else if (useTokenSearch) scorer = tokenScorer(searcher, word) ?? plain;
    else scorer = word(searcher);
    this.last = { searcher, scorer };
    return scorer;
  }
}
