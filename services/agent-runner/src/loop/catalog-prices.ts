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

/** Reads and validates `models.json`; throws with the file's path and every bad field. */
export async function loadCatalogPrices(path: string): Promise<PriceLookup> {
  return pricesFromCatalog(await readCatalogFile(path));
}
