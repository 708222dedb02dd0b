import type { CatalogFile, CatalogModel, ModelVariant } from '@switchboard/contracts/catalog';
import { readCatalogFile } from '@switchboard/contracts/catalog-file';
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

/** Shorter prefixes of a typed id ("o", "gp") say nothing about which model was meant. */
const MIN_EXTENDED_ID_LENGTH = 2;

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

/** The id a resolved entry is known by: the model's, the variant's or the alias. */
function knownId(found: ResolvedModel): string {
  if (found.via.kind === 'variant') return found.via.variant.id;
  if (found.via.kind === 'alias') return found.via.alias;
  return found.model.id;
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
  // Model ids without their provider, for ids typed without one ("gpt-4o-mini-extra").
  const bySlug = new Map<string, string>();
  for (const known of [...byId.values()].map(knownId)) {
    const slug = known.slice(known.indexOf('/') + 1).toLowerCase();
    if (!bySlug.has(slug)) bySlug.set(slug, known);
  }

  /** Known ids the requested id starts with ("openai/gpt-4o-mini:nonsense"), longest first. */
  const extendedIds = (id: string): string[] => {
    const typed = id.trim().toLowerCase();
    const hasProvider = typed.includes('/');
    const lookup = (key: string): string | undefined => {
      if (!hasProvider) return bySlug.get(key);
      const found = byId.get(key);
      return found && knownId(found);
    };
    const found: string[] = [];
    for (let end = typed.length - 1; end >= MIN_EXTENDED_ID_LENGTH; end -= 1) {
      const known = lookup(typed.slice(0, end));
      if (known && !found.includes(known)) found.push(known);
    }
    return found;
  };

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
      const searched = [...best.values()]
        .filter((hit) => hit.match !== 'fuzzy' || hit.score <= SUGGESTION_MAX_FUZZY_SCORE)
        .sort(compareHits)
        .map((hit) => hit.model.id);
      // An id that runs past a real one (a made-up suffix or variant) is closest to that one; the
      // search cannot find it, since no name starts with the longer text.
      return [...new Set([...extendedIds(id), ...searched])].slice(0, count);
    },
  };
}

/** Reads, validates and indexes the catalog file; a bad file throws a ConfigError naming it. */
export async function loadCatalog(path: string): Promise<Catalog> {
  return createCatalog(await readCatalogFile(path));
}
