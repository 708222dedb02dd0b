import type Fuse from 'fuse.js';
import { ASCII, bitapSearcher, NO_MATCH, type BitapOptions } from './bitap.js';

export type Searcher = ReturnType<Fuse<unknown>['_getSearcher']>;
export type SearchAnswer = ReturnType<Searcher['searchIn']>;

/** fuse.js splits longer words into 32-character chunks scored on their own; those are left alone. */
const MAX_PORTED_WORD_LENGTH = 32;

/** What FastFuse keeps of each distinct field text of its collection. */
export interface KnownText {
  text: string;
  /** The text as fuse.js compares it (lower-cased unless the search is case-sensitive). */
  lower: string;
  /** How often each ASCII code unit occurs in `lower` (capped at 255). */
  counts: Uint8Array;
  /** The answer of the search numbered `epoch` for this text: each text is scored once a search. */
  epoch: number;
  answer: SearchAnswer;
}

/** Scores one known text for one query (a word, or every word of a token search). */
export type TextScorer = (known: KnownText) => SearchAnswer;

export function asciiCounts(text: string): Uint8Array {
  const counts = new Uint8Array(ASCII);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < ASCII && counts[code] !== 255) counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/** fuse.js's BitapSearch as far as these scorers read it. */
type WordSearcher = Searcher & {
  pattern?: unknown;
  options?: Partial<BitapOptions> & { includeMatches?: unknown; minMatchCharLength?: unknown };
  chunks?: unknown[];
};

/** The port of fuse.js's bitap (bitap.ts) when the word's options are ones it covers, else null. */
function portedSearcher(word: string, term: WordSearcher, caseSensitive: boolean) {
  const options = term.options;
  if (
    caseSensitive ||
    !options ||
    options.includeMatches !== false ||
    options.minMatchCharLength !== 1 ||
    term.chunks?.length !== 1 ||
    typeof options.location !== 'number' ||
    typeof options.distance !== 'number' ||
    typeof options.threshold !== 'number' ||
    typeof options.findAllMatches !== 'boolean' ||
    typeof options.ignoreLocation !== 'boolean'
  )
    return null;
  const { location, distance, threshold, findAllMatches, ignoreLocation } = options;
  return bitapSearcher(word, { location, distance, threshold, findAllMatches, ignoreLocation });
}

/**
 * One query word (fuse.js's bitap searcher `term`), scored with less work than fuse.js's:
 * - a bitap match of a word of m characters with e errors (insertions, deletions, substitutions)
 *   pairs at least m - e of the word's characters with equal characters of the text, and fuse.js
 *   accepts e while e / m <= threshold. So a text holding fewer of the word's characters cannot
 *   match, and fuse.js's answer for it is known without running bitap (most of the bitap runs of
 *   a search, on this catalog). Characters beyond ASCII count as present, which only
 *   ever lets bitap run;
 * - a text that may match is scored by the port of fuse.js's bitap where it applies.
 */
export function wordScorer(term: Searcher, threshold: number, caseSensitive: boolean): TextScorer {
  const word = (term as WordSearcher).pattern;
  if (typeof word !== 'string' || word.length === 0 || word.length > MAX_PORTED_WORD_LENGTH)
    return (known) => term.searchIn(known.text);
  const m = word.length;
  let maxErrors = 0;
  // The same arithmetic as fuse.js's score check, so rounding cannot make the bound too tight.
  while ((maxErrors + 1) / m <= threshold) maxErrors += 1;
  const needed = m - maxErrors;
  const counts = asciiCounts(word);
  const codes: number[] = [];
  const wanted: number[] = [];
  counts.forEach((n, code) => {
    if (n === 0) return;
    codes.push(code);
    wanted.push(n);
  });
  let unknown = 0;
  for (let i = 0; i < m; i += 1) if (word.charCodeAt(i) >= ASCII) unknown += 1;
  const ported = portedSearcher(word, term as WordSearcher, caseSensitive);
  return (known) => {
    const have = known.counts;
    let common = unknown;
    for (let i = 0; i < codes.length; i += 1)
      common += Math.min(wanted[i] ?? 0, have[codes[i] ?? 0] ?? 0);
    if (common < needed) return NO_MATCH;
    return ported ? ported(known.lower) : term.searchIn(known.text);
  };
}

/** fuse.js's token searcher as far as tokenScorer reads it. */
interface TokenSearcher {
  termSearchers?: unknown;
  idfWeights?: unknown;
  combineAll?: unknown;
}

/**
 * fuse.js's TokenSearch.searchIn (every query word scored, the scores of those that match
 * combined by their idf weights, in fuse.js's order of operations) over word scorers, for the
 * default `tokenMatch` and no match indices; null for a searcher it does not know.
 */
export function tokenScorer(
  searcher: Searcher,
  word: (term: Searcher) => TextScorer,
): TextScorer | null {
  const { termSearchers, idfWeights, combineAll } = searcher as TokenSearcher;
  if (!Array.isArray(termSearchers) || !Array.isArray(idfWeights) || combineAll !== false)
    return null;
  if (termSearchers.length !== idfWeights.length) return null;
  const terms = termSearchers.map((term: Searcher) => word(term));
  const weights = idfWeights as number[];
  return (known) => {
    if (terms.length === 0) return NO_MATCH;
    let weightedScore = 0;
    let maxPossibleScore = 0;
    let matchedCount = 0;
    for (let i = 0; i < terms.length; i += 1) {
      const result = (terms[i] as TextScorer)(known);
      const idf = weights[i] as number;
      maxPossibleScore += idf;
      if (result.isMatch) {
        matchedCount += 1;
        weightedScore += idf * (1 - result.score);
      }
    }
    if (matchedCount === 0) return NO_MATCH;
    const normalized = maxPossibleScore > 0 ? 1 - weightedScore / maxPossibleScore : 0;
    return { isMatch: true, score: Math.max(0.001, normalized) };
  };
}
