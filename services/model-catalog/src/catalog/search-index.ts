import Fuse, { type IFuseOptions } from 'fuse.js';
import type { CatalogModel } from '@switchboard/contracts/catalog';
import { STRENGTH_LABELS } from '../data/describe.js';
import { compareText } from './compare.js';

/**
 * Search over the catalog in three passes, each cheap:
 * 1. exact and prefix matches on id, model slug or name, also with punctuation removed
 *    ("gpt4o" = "gpt-4o"), ranked first;
 * 2. a plain word match over id, name, provider, our own description, tier, capabilities and
 *    strengths, so capability words ("vision", "coding", "free") and id fragments find models;
 * 3. fuse.js token search over name and provider, which tolerates typos and partial words
 *    ("claud sonet", "lama 3").
 * Fuse.js fuzzes neither ids (the slug repeats the name; pass 1 covers ids) nor the ~150-character
 * descriptions: measured on this catalog, each costs more search time than the names do, for no
 * better results.
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

/** Score given to a model whose description contains every query word (fuse scores: 0 best, 1 worst). */
const DESCRIPTION_MATCH_SCORE = 0.3;

export type MatchKind = 'exact' | 'prefix' | 'fuzzy';

export interface SearchHit {
  model: CatalogModel;
  match: MatchKind;
  /** 0 is a perfect match, 1 the weakest. */
  score: number;
}

interface Entry {
  model: CatalogModel;
  /** Lower-case id, slug and name, and the same with punctuation removed. */
  names: string[];
  text: string;
}

export interface SearchIndex {
  search(query: string, limit: number): SearchHit[];
}

/** The words people search capabilities by, for the word pass. */
function capabilityWords(model: CatalogModel): string[] {
  return [
    model.supports_tools ? 'tools tool-calling function-calling' : '',
    model.supports_vision ? 'vision images' : '',
    model.supports_audio ? 'audio' : '',
    model.supports_reasoning ? 'reasoning thinking' : '',
    model.input_price_per_million === 0 ? 'free' : '',
  ];
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const RANK: Record<MatchKind, number> = { exact: 0, prefix: 1, fuzzy: 2 };

/** Builds the index once for a list of models; searching never rebuilds it. */
export function createSearchIndex(models: readonly CatalogModel[]): SearchIndex {
  const fuse = new Fuse(models, FUSE_OPTIONS, Fuse.createIndex(FUSE_KEYS, models));
  const entries: Entry[] = models.map((model) => {
    const slug = model.id.slice(model.id.indexOf('/') + 1);
    const plain = [model.id, slug, model.name].map((n) => n.toLowerCase());
    return {
      model,
      names: [...plain, ...plain.map(compact)],
      text: [
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
        .toLowerCase(),
    };
  });

  return {
    search(query, limit) {
      const q = query.trim().toLowerCase();
      const qc = compact(q);
      const words = q.split(/\s+/).filter((w) => w.length > 0);
      const hits = new Map<string, SearchHit>();
      const offer = (hit: SearchHit) => {
        const current = hits.get(hit.model.id);
        if (
          !current ||
          RANK[hit.match] < RANK[current.match] ||
          (hit.match === current.match && hit.score < current.score)
        ) {
          hits.set(hit.model.id, hit);
        }
      };
      for (const entry of entries) {
        if (entry.names.some((n) => n === q || (qc.length > 0 && n === qc))) {
          offer({ model: entry.model, match: 'exact', score: 0 });
        } else if (
          entry.names.some((n) => n.startsWith(q) || (qc.length >= 2 && n.startsWith(qc)))
        ) {
          // Shorter names are closer to what was typed ("gpt-4o" before "gpt-4o-2024-05-13").
          offer({
            model: entry.model,
            match: 'prefix',
            score: 1 - q.length / entry.model.id.length,
          });
        } else if (words.length > 0 && words.every((w) => entry.text.includes(w))) {
          offer({ model: entry.model, match: 'fuzzy', score: DESCRIPTION_MATCH_SCORE });
        }
      }
      for (const result of fuse.search(q, { limit: Math.max(limit * 2, 20) })) {
        offer({ model: result.item, match: 'fuzzy', score: result.score ?? 1 });
      }
      return [...hits.values()]
        .sort(
          (a, b) =>
            RANK[a.match] - RANK[b.match] ||
            a.score - b.score ||
            compareText(b.model.released_at, a.model.released_at) ||
            compareText(a.model.id, b.model.id),
        )
        .slice(0, limit);
    },
  };
}
