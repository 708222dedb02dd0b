import Fuse, { type IFuseOptions } from 'fuse.js';
import type { CatalogModel } from '@switchboard/contracts/catalog';
import { STRENGTH_LABELS } from '../data/describe.js';
import { compareText } from './compare.js';
import { FastFuse } from './fast-fuse/fast-fuse.js';
import { createPrefixTable } from './prefix-table.js';
import { createWordIndex, splitToken, tokenize, type WordIndex } from './word-index.js';

/**
 * Search over the catalog in three passes. Passes 1 and 2 use sorted prefix tables (binary search,
 * no scan), so a search costs little more than its fuse.js calls:
 * 1. exact and prefix matches on id, model slug or name, also with punctuation removed
 *    ("gpt4o" = "gpt-4o"), ranked first;
 * 2. a word match: each query word starts a word of the model's id, name, provider, our own
 *    description, tier, capabilities or strengths ("vision", "coding", "free"); a word that starts
 *    none is split and corrected with fuse.js against the vocabulary of those words ("reasning",
 *    "multimodl", "deepsek-chat"; see word-index.ts);
 * 3. fuse.js token search over name and provider, which tolerates typos and partial words
 *    ("claud sonet", "lama 3").
 * Fuse.js never scans the ~150-character descriptions themselves: measured on this catalog, fuse.js
 * over name, id, provider and description costs 6 to 7 times the name search, while correcting
 * query words against the vocabulary finds the same models.
 */

export const FUSE_KEYS = [
  { name: 'name', weight: 3 },
  { name: 'provider.name', weight: 1 },
];

export const FUSE_OPTIONS: IFuseOptions<CatalogModel> = {
  keys: FUSE_KEYS,
  includeScore: true,
  ignoreLocation: true,
  threshold: 0.35,
  useTokenSearch: true,
};

export type MatchKind = 'exact' | 'prefix' | 'fuzzy';

export interface SearchHit {
  model: CatalogModel;
  match: MatchKind;
  /** 0 is a perfect match, 1 the weakest. */
  score: number;
}

/** The best `limit` hits of a search, and how many models matched in all. */
export interface SearchResult {
  hits: SearchHit[];
  total: number;
}

export interface SearchIndex {
  search(query: string, limit: number): SearchResult;
  /** The word pass, for benchmarks that replay the search's fuse.js calls. */
  readonly words: WordIndex;
  /**
   * Ids of the models whose id, name or provider has a word starting with `word` ("claude",
   * "llama", "gpt"); none for words shorter than 3 letters. A prefix-table lookup, no fuse.js.
   */
  namedBy(word: string): Set<string>;
}

const MULTIMODAL_INPUTS = new Set(['image', 'audio', 'video']);

/** The words people search capabilities by, for the word pass. */
function capabilityWords(model: CatalogModel): string[] {
  return [
    model.supports_tools ? 'tools tool-calling function-calling' : '',
    model.supports_vision ? 'vision images' : '',
    model.input_modalities.some((m) => MULTIMODAL_INPUTS.has(m)) ? 'multimodal' : '',
    model.supports_audio ? 'audio' : '',
    model.supports_reasoning ? 'reasoning thinking' : '',
    model.input_price_per_million === 0 ? 'free' : '',
    model.output_modalities.includes('image') ? 'image-generation' : '',
  ];
}

/** Shorter words ("ai", "o") start too many names to say which model a use case means. */
const MIN_NAME_WORD_LENGTH = 3;

/** How far a longer name found by a corrected query falls behind the name it spells exactly. */
const CORRECTED_NAME_SPREAD = 0.1;

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const RANK: Record<MatchKind, number> = { exact: 0, prefix: 1, fuzzy: 2 };

/** Search order: exact, then prefix, then fuzzy; closer first; then newest; then id. */
export function compareHits(a: SearchHit, b: SearchHit): number {
  return (
    RANK[a.match] - RANK[b.match] ||
    a.score - b.score ||
    compareText(b.model.released_at, a.model.released_at) ||
    compareText(a.model.id, b.model.id)
  );
}

/** Builds the index once for a list of models; searching never rebuilds it. */
export function createSearchIndex(models: readonly CatalogModel[]): SearchIndex {
  const fuse = new FastFuse(models, FUSE_OPTIONS, Fuse.createIndex(FUSE_KEYS, models));
  const names = createPrefixTable(
    models.flatMap((model, entry) => {
      const slug = model.id.slice(model.id.indexOf('/') + 1);
      const plain = [model.id, slug, model.name].map((n) => n.toLowerCase());
      return [...plain, ...plain.map(compact)].map((key): [string, number] => [key, entry]);
    }),
  );
  const words = createWordIndex(models.map(searchText));
  const nameWords = createPrefixTable(
    models.flatMap((model, entry) =>
      tokenize(`${model.id} ${model.name} ${model.provider.name}`.toLowerCase())
        .flatMap((token) => [token, ...splitToken(token)])
        .map((word): [string, number] => [word, entry]),
    ),
  );

  return {
    words,
    namedBy(word) {
      const ids = new Set<string>();
      if (word.length < MIN_NAME_WORD_LENGTH) return ids;
      nameWords.forEachWithPrefix(word.toLowerCase(), (_key, entry) => {
        const model = models[entry];
        if (model) ids.add(model.id);
      });
      return ids;
    },
    search(query, limit) {
      const q = query.trim().toLowerCase();
      const qc = compact(q);
      const hits = new Map<number, SearchHit>();
      const offer = (entry: number, match: MatchKind, score: number) => {
        const model = models[entry];
        const current = hits.get(entry);
        if (!model) return;
        if (
          !current ||
          RANK[match] < RANK[current.match] ||
          (match === current.match && score < current.score)
        ) {
          hits.set(entry, { model, match, score });
        }
      };
      // Pass 1: exact and prefix matches; shorter keys are closer to what was typed.
      const byName = (key: string, entry: number, typed: string) =>
        key === typed
          ? offer(entry, 'exact', 0)
          : offer(entry, 'prefix', 1 - typed.length / key.length);
      names.forEachWithPrefix(q, (key, entry) => byName(key, entry, q));
      if (qc.length >= 2 && qc !== q)
        names.forEachWithPrefix(qc, (key, entry) => byName(key, entry, qc));
      // Pass 2: every query word starts (or, corrected, starts) some word of the model's text.
      const wordMatch = words.match(tokenize(q));
      for (const [entry, score] of wordMatch.entries) offer(entry, 'fuzzy', score);
      // A corrected query that names a model ("deepsek-chat" -> "deepseek-chat") ranks it above
      // models that merely share a word, though still behind what was typed exactly.
      const corrected = wordMatch.correctedQuery === null ? '' : compact(wordMatch.correctedQuery);
      if (corrected.length >= 2) {
        names.forEachWithPrefix(corrected, (key, entry) =>
          offer(
            entry,
            'fuzzy',
            wordMatch.correctionScore + CORRECTED_NAME_SPREAD * (1 - corrected.length / key.length),
          ),
        );
      }
      // Pass 3: fuzzy names. Unlimited, so `total` counts every match: fuse.js scores every
      // record whatever the limit and only slices its sorted results.
      for (const result of fuse.search(q)) {
        offer(result.refIndex, 'fuzzy', result.score ?? 1);
      }
      return { hits: [...hits.values()].sort(compareHits).slice(0, limit), total: hits.size };
    },
  };
}

/** Everything the word pass matches: ids, names, provider, our description, tier, capabilities, strengths. */
function searchText(model: CatalogModel): string {
  return [
    model.id,
    model.name,
    model.provider.name,
    model.description,
    model.tier,
    ...capabilityWords(model),
    ...model.strengths,
    ...model.strengths.map((s) => STRENGTH_LABELS[s] ?? ''),
  ]
    .join(' ')
    .toLowerCase();
}
