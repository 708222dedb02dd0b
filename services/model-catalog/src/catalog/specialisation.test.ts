import { beforeAll, describe, expect, it } from '@jest/globals';
import type { CatalogModel } from '@switchboard/contracts/catalog';
import { DEFAULT_DATA_FILE } from '../config.js';
import { loadCatalog } from './catalog.js';
import { specialisationFor } from './specialisation.js';

let general: CatalogModel;

beforeAll(async () => {
  const catalog = await loadCatalog(DEFAULT_DATA_FILE);
  const found = catalog.resolve('openai/gpt-4o');
  if (!found) throw new Error('openai/gpt-4o is not in the catalog');
  general = found.model;
});

/** A general model (GPT-4o: coding, vision, no specialist name) with some facts changed. */
const model = (facts: Partial<CatalogModel>): CatalogModel => ({
  ...general,
  strengths: ['coding', 'reasoning', 'vision', 'chat'],
  ...facts,
});

describe('specialisationFor', () => {
  it.each([
    ['acme/coder-2', 'coding'],
    ['acme/general-1-codex', 'coding'],
    ['acme/general-1-thinking', 'reasoning'],
    ['acme/general-1-vl', 'vision'],
  ])('reads %s as built for %s', (id, strength) => {
    expect(specialisationFor(model({ id }), strength)).toBe(1);
  });

  it('gives a general model that merely has a strength no specialisation', () => {
    for (const strength of ['coding', 'reasoning', 'vision'])
      expect(specialisationFor(model({}), strength)).toBe(0);
  });

  it('needs the strength itself: a name alone does not make a specialist', () => {
    expect(specialisationFor(model({ id: 'acme/coder-2', strengths: ['chat'] }), 'coding')).toBe(0);
  });

  it('grades long documents by context window, 200K tokens to 1M and more', () => {
    const at = (context_length: number) =>
      specialisationFor(model({ context_length, strengths: ['long-context'] }), 'long-context');
    expect(at(200_000)).toBe(0);
    expect(at(450_000)).toBeGreaterThan(0.4);
    expect(at(450_000)).toBeLessThan(0.6);
    expect(at(1_000_000)).toBe(1);
    expect(at(2_000_000)).toBe(1);
  });

  it('grades cheap chat by input price, free the most', () => {
    const at = (input_price_per_million: number) =>
      specialisationFor(
        model({ input_price_per_million, strengths: ['high-volume'] }),
        'high-volume',
      );
    expect(at(0)).toBe(1);
    expect(at(0.1)).toBeCloseTo(0.8);
    expect(at(0.49)).toBeCloseTo(0.02);
  });
});
