import type { CatalogFile } from '@switchboard/contracts/catalog';
import { readCatalogFile } from '@switchboard/contracts/catalog-file';
import type { ModelPrice, PriceLookup } from './pricing.js';

/** A price lookup over the catalog: model ids, their variants (`:free`, ...) and aliases. */
function pricesFromCatalog(catalog: CatalogFile): PriceLookup {
  const prices = new Map<string, ModelPrice>();
  for (const model of catalog.models) {
    prices.set(model.id, {
      inputPerMillion: model.input_price_per_million,
      outputPerMillion: model.output_price_per_million,
    });
    for (const variant of model.variants) {
      prices.set(variant.id, {
        inputPerMillion: variant.input_price_per_million,
        outputPerMillion: variant.output_price_per_million,
      });
    }
  }
  for (const [alias, target] of Object.entries(catalog.aliases)) {
    const price = prices.get(target);
    if (price) prices.set(alias, price);
  }
  return (modelId) => prices.get(modelId) ?? null;
}

/** Whether a model takes a JSON-schema response format, by catalog id (variants and aliases too). */
export type StructuredOutputLookup = (modelId: string) => boolean;

function structuredOutputsFromCatalog(catalog: CatalogFile): StructuredOutputLookup {
  const supported = new Set<string>();
  for (const model of catalog.models) {
    if (!model.supports_structured_outputs) continue;
    supported.add(model.id);
    for (const variant of model.variants) supported.add(variant.id);
  }
  for (const [alias, target] of Object.entries(catalog.aliases)) {
    if (supported.has(target)) supported.add(alias);
  }
  return (modelId) => supported.has(modelId);
}

/** What the runner takes from the catalog: prices, and which models take a response format. */
export interface CatalogFacts {
  prices: PriceLookup;
  structuredOutputs: StructuredOutputLookup;
}

/** Reads and validates `models.json`; throws with the file's path and every bad field. */
export async function loadCatalogFacts(path: string): Promise<CatalogFacts> {
  const catalog = await readCatalogFile(path);
  return {
    prices: pricesFromCatalog(catalog),
    structuredOutputs: structuredOutputsFromCatalog(catalog),
  };
}
