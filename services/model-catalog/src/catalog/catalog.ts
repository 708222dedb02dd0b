import type { CatalogFile, CatalogModel, ModelVariant } from '@switchboard/contracts/catalog';
import { readCatalogFile } from '../data/catalog-file.js';
import {
  compareHits,
  createSearchIndex,
  type SearchHit,
  type SearchIndex,
} from './search-index.js';

/**
 * Fuzzy neighbours scoring worse than this are noise, not suggestions: measured on this catalog,
 * "foo" scores 0.54 against a Gemini model, while "claude-3.5-sonnet" scores 0.48 against Sonnet 4.5.
 */
const SUGGESTION_MAX_FUZZY_SCORE = 0.5;

/** How a requested id was found: directly, through an alias, or as a variant of a model. */
export interface ResolvedModel {
  model: CatalogModel;
  via:
    { kind: 'id' } | { kind: 'alias'; alias: string } | { kind: 'variant'; variant: ModelVariant };
}

/** The loaded catalog: models, lookups and the search index, built once and shared read-only. */
export interface Catalog {
  readonly models: readonly CatalogModel[];
  readonly file: CatalogFile;
  readonly index: SearchIndex;
  /** Finds a model by id (case-insensitive), alias id or variant id; null when unknown. */
  resolve(id: string): ResolvedModel | null;
  /** Ids of the models most similar to an unknown id, best first. */
  closestIds(id: string, count: number): string[];
}

/** Builds the in-memory catalog (lookups and search index) from a validated file. */
export function createCatalog(file: CatalogFile): Catalog {
  const byId = new Map<string, ResolvedModel>();
  for (const model of file.models) {
    byId.set(model.id.toLowerCase(), { model, via: { kind: 'id' } });
  }
  for (const model of file.models) {
    for (const variant of model.variants) {
      byId.set(variant.id.toLowerCase(), { model, via: { kind: 'variant', variant } });
    }
  }
  for (const [alias, target] of Object.entries(file.aliases)) {
    const found = byId.get(target.toLowerCase());
    if (found) byId.set(alias.toLowerCase(), { model: found.model, via: { kind: 'alias', alias } });
  }
  const index = createSearchIndex(file.models);

  return {
    models: file.models,
    file,
    index,
    resolve: (id) => byId.get(id.trim().toLowerCase()) ?? null,
    closestIds(id, count) {
      // Search by the model part too, so "meta/llama-3-70b" or "anthropic/claud-sonet" still find
      // neighbours; each model keeps its better hit, and the two searches are ranked together.
      const slug = id.slice(id.indexOf('/') + 1).replace(/[:~]/g, ' ');
      const best = new Map<string, SearchHit>();
      for (const hit of [...index.search(id, count).hits, ...index.search(slug, count).hits]) {
        const seen = best.get(hit.model.id);
        if (!seen || compareHits(hit, seen) < 0) best.set(hit.model.id, hit);
      }
      return [...best.values()]
        .filter((hit) => hit.match !== 'fuzzy' || hit.score <= SUGGESTION_MAX_FUZZY_SCORE)
        .sort(compareHits)
        .slice(0, count)
        .map((hit) => hit.model.id);
    },
  };
}

/** Reads, validates and indexes the catalog file; a bad file throws a ConfigError naming it. */
export async function loadCatalog(path: string): Promise<Catalog> {
  return createCatalog(await readCatalogFile(path));
}
