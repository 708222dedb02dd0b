import type { CatalogFile, CatalogModel, ModelVariant } from '@switchboard/contracts/catalog';
import { readCatalogFile } from '@switchboard/contracts/catalog-file';
import { createIdSuggester } from './closest-ids.js';
import { createSearchIndex, type SearchIndex } from './search-index.js';
import { specialisationsOf } from './specialisation.js';

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
  /** How far a model is built for a strength, 0 to 1 (see specialisation.ts). */
  specialisation(model: CatalogModel, strength: string): number;
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
  const specialisations = specialisationsOf(file.models);
  const closestIds = createIdSuggester([...byId.values()].map(knownId), index);

  return {
    models: file.models,
    file,
    index,
    resolve: (id) => byId.get(id.trim().toLowerCase()) ?? null,
    specialisation: (model, strength) => specialisations.get(model.id)?.get(strength) ?? 0,
    closestIds,
  };
}

/** Reads, validates and indexes the catalog file; a bad file throws a ConfigError naming it. */
export async function loadCatalog(path: string): Promise<Catalog> {
  return createCatalog(await readCatalogFile(path));
}
