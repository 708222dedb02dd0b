import { expect } from '@jest/globals';
import type { CatalogModel } from '@switchboard/contracts/catalog';
import type { Catalog } from '../../src/catalog/catalog.js';
import type { ToolOutcome } from '../harness.js';

/**
 * One tool case, run unchanged over every transport (in memory, stdio, Streamable HTTP, the custom
 * /call protocol), so each behaviour is asserted once and proven everywhere; plus the checks the
 * cases share.
 */
export interface ToolCase {
  name: string;
  tool: string;
  args: Record<string, unknown>;
  check(outcome: ToolOutcome, catalog: Catalog): void;
}

export type Summary = Pick<
  CatalogModel,
  | 'id'
  | 'tier'
  | 'context_length'
  | 'input_price_per_million'
  | 'supports_tools'
  | 'supports_vision'
  | 'supports_audio'
>;

export const ok = (o: ToolOutcome) => {
  if (o.isError) throw new Error(`expected success, got tool error: ${o.text}`);
};
export const error = (o: ToolOutcome, ...parts: string[]) => {
  expect(o.isError).toBe(true);
  for (const part of parts) expect(o.text).toContain(part);
};
export const ids = (o: ToolOutcome, key = 'results'): string[] =>
  (o.data[key] as Summary[]).map((r) => r.id);
export const listed = (o: ToolOutcome): Summary[] =>
  (o.data.tiers as { models: Summary[] }[]).flatMap((t) => t.models);
export const catalogModel = (catalog: Catalog, id: string): CatalogModel => {
  const found = catalog.resolve(id);
  if (!found) throw new Error(`result ${id} is not in the catalog`);
  return found.model;
};
export const recommended = (
  o: ToolOutcome,
): (Summary & { reasoning: string; best_use_case: string })[] => o.data.recommendations;

export const everyRecommendation = (o: ToolOutcome, predicate: (m: Summary) => boolean) => {
  ok(o);
  expect(recommended(o).length).toBeGreaterThan(0);
  for (const m of recommended(o)) expect(predicate(m)).toBe(true);
};
