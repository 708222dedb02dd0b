import Fuse, { type IFuseOptions } from 'fuse.js';
import { FastFuse } from './fast-fuse/fast-fuse.js';
import { createPrefixTable } from './prefix-table.js';

/**
 * The word pass of the search: every query word must start a word of a model's text. A query word
 * that starts no word at all is a typo or a run-together term: it is split at punctuation and
 * letter/digit boundaries ("deepsek-chat" -> "deepsek" + "chat"), and a part that still matches
 * nothing is corrected with fuse.js against the vocabulary (the distinct words of every model's
 * text, a few hundred short strings), so "reasning", "visoin" or "antropic" find what "reasoning",
 * "vision" or "anthropic" find. Fuzzing the vocabulary instead of the ~150-character descriptions
 * of every model keeps a search about as cheap as the name search alone.
 */

/**
 * A correction must start near the start of the word (distance 8): otherwise "best" would become
 * "codestral" and "source" "uncensored", because fuse.js finds the typed word inside longer ones.
 */
export const VOCABULARY_FUSE_OPTIONS: IFuseOptions<string> = {
  includeScore: true,
  location: 0,
  distance: 8,
  threshold: 0.34,
};

/** Score of a model whose text has a word starting with each query word (fuse: 0 best, 1 worst). */
export const WORD_MATCH_SCORE = 0.3;
/** Shorter words are not corrected: one typo in three letters could be almost any word. */
const MIN_CORRECTED_LENGTH = 4;
/** Longer words are not corrected: no word of the catalog is this long, and fuse.js slows down past it. */
const MAX_CORRECTED_LENGTH = 32;
/** Corrections kept per word: the best and those nearly as close. */
export const MAX_CORRECTIONS = 6;
const CORRECTION_SCORE_SPREAD = 0.1;

const TOKEN_SEPARATOR = /[^a-z0-9.+-]+/;

/** Tokens of lower-cased text as the word pass sees them ("gpt-4o", "3.3-70b", "role-play"). */
export function tokenize(text: string): string[] {
  return text.split(TOKEN_SEPARATOR).filter((token) => token.length > 0);
}

/** Parts of a token: split at punctuation, then at letter/digit boundaries ("qwen3" -> "qwen", "3"). */
export function splitToken(token: string): string[] {
  return token.split(/[^a-z0-9]+/).flatMap((part) => part.match(/[a-z]+|[0-9]+/g) ?? []);
}

/** What the vocabulary fuse.js search gets: words worth correcting towards. */
const isVocabularyWord = (word: string) => word.length >= 3 && /[a-z]/.test(word);

/** What the word pass found for a query. */
export interface WordMatch {
  /** Models (by entry) whose text matches every query word, with the worst per-word score. */
  entries: Map<number, number>;
  /** The query words with each corrected word replaced by its closest spelling; null if none was. */
  correctedQuery: string | null;
  /** The fuse.js score of the worst correction used (0 when nothing was corrected). */
  correctionScore: number;
}

export interface WordIndex {
  /** Matches query words (lower-cased tokens) against every model's words. */
  match(queryWords: readonly string[]): WordMatch;
  /** The distinct query words `match` corrects with fuse.js, in order (for benchmarks and tests). */
  correctedWords(queryWords: readonly string[]): string[];
  /** Every distinct word fuse.js corrects towards. */
  readonly vocabulary: readonly string[];
}

/** How a query word is looked up: as typed, as parts, through corrected spellings, or not at all. */
type Plan =
  | { kind: 'prefix'; word: string }
  | { kind: 'parts'; word: string; parts: Plan[] }
  | { kind: 'correct'; word: string }
  | { kind: 'none'; word: string };

interface Lookup {
  found: Map<number, number>;
  spelling: string;
  correctionScore: number;
}

/** Builds the word pass over one lower-cased text per model (entry = position in `texts`). */
export function createWordIndex(texts: readonly string[]): WordIndex {
  const pairs: [string, number][] = [];
  const vocabularySet = new Set<string>();
  texts.forEach((text, entry) => {
    for (const token of tokenize(text)) {
      pairs.push([token, entry]);
      // Parts alone make the vocabulary: a query word with punctuation is split before correction.
      for (const part of splitToken(token)) {
        pairs.push([part, entry]);
        if (isVocabularyWord(part)) vocabularySet.add(part);
      }
    }
  });
  const words = createPrefixTable(pairs);
  const vocabulary = [...vocabularySet].sort();
  const fuse = new FastFuse(vocabulary, VOCABULARY_FUSE_OPTIONS, Fuse.createIndex([], vocabulary));

  const hasPrefix = (word: string) => {
    let found = false;
    words.forEachWithPrefix(word, () => {
      found = true;
    });
    return found;
  };
  const plan = (word: string): Plan => {
    if (hasPrefix(word)) return { kind: 'prefix', word };
    const parts = splitToken(word);
    if (parts.length > 1) return { kind: 'parts', word, parts: parts.map(plan) };
    const correctable =
      word.length >= MIN_CORRECTED_LENGTH &&
      word.length <= MAX_CORRECTED_LENGTH &&
      /[a-z]/.test(word);
    if (correctable) return { kind: 'correct', word };
    return { kind: 'none', word };
  };
  const withPrefix = (word: string, score: number, into: Map<number, number>) =>
    words.forEachWithPrefix(word, (_key, entry) => {
      into.set(entry, Math.min(into.get(entry) ?? Infinity, score));
    });

  // A word repeated in one query ("a1a1a1...") is looked up once.
  const lookup = (step: Plan, memo: Map<string, Lookup>): Lookup => {
    if (step.kind === 'parts')
      return combine(
        step.parts.map((part) => lookup(part, memo)),
        '-',
      );
    const known = memo.get(step.word);
    if (known) return known;
    const result = lookupWord(step);
    memo.set(step.word, result);
    return result;
  };
  const lookupWord = (step: Exclude<Plan, { kind: 'parts' }>): Lookup => {
    const found = new Map<number, number>();
    if (step.kind === 'prefix') withPrefix(step.word, WORD_MATCH_SCORE, found);
    if (step.kind !== 'correct') return { found, spelling: step.word, correctionScore: 0 };
    const results = fuse.search(step.word, { limit: MAX_CORRECTIONS });
    const best = results[0];
    const bestScore = best?.score ?? 1;
    for (const result of results) {
      const score = result.score ?? 1;
      if (score <= bestScore + CORRECTION_SCORE_SPREAD)
        withPrefix(result.item, WORD_MATCH_SCORE + score, found);
    }
    return { found, spelling: best?.item ?? step.word, correctionScore: bestScore };
  };
  const corrected = (step: Plan): string[] =>
    step.kind === 'correct'
      ? [step.word]
      : step.kind === 'parts'
        ? step.parts.flatMap(corrected)
        : [];

  return {
    vocabulary,
    match(queryWords) {
      const plans = queryWords.map(plan);
      const memo = new Map<string, Lookup>();
      const { found, spelling, correctionScore } = combine(
        plans.map((step) => lookup(step, memo)),
        ' ',
      );
      const anyCorrected = plans.some((p) => corrected(p).length > 0);
      return {
        entries: found,
        correctedQuery: anyCorrected ? spelling : null,
        correctionScore,
      };
    },
    correctedWords: (queryWords) => [
      ...new Set(queryWords.flatMap((word) => corrected(plan(word)))),
    ],
  };
}

/** Words that must all match: entries in every lookup, spellings joined, the worst correction. */
function combine(lookups: readonly Lookup[], separator: string): Lookup {
  return {
    found: intersect(lookups.map((l) => l.found)),
    spelling: lookups.map((l) => l.spelling).join(separator),
    correctionScore: Math.max(0, ...lookups.map((l) => l.correctionScore)),
  };
}

/** Entries present in every map, each with its worst (highest) score; empty for no maps. */
function intersect(maps: readonly Map<number, number>[]): Map<number, number> {
  const [first, ...rest] = [...maps].sort((a, b) => a.size - b.size);
  const common = new Map<number, number>();
  if (!first) return common;
  for (const [entry, score] of first) {
    let worst = score;
    let everywhere = true;
    for (const other of rest) {
      const s = other.get(entry);
      if (s === undefined) {
        everywhere = false;
        break;
      }
      worst = Math.max(worst, s);
    }
    if (everywhere) common.set(entry, worst);
  }
  return common;
}
