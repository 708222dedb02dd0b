import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { parseCatalogFile } from '@switchboard/contracts/catalog';
import { DEFAULT_DATA_FILE } from '../config.js';

describe('the committed data/models.json', () => {
  const catalog = parseCatalogFile(JSON.parse(readFileSync(DEFAULT_DATA_FILE, 'utf8')));

  // Parsing already proves unique ids, tiers that match prices and non-negative prices.
  it('holds at least 300 models', () => {
    expect(catalog.models.length).toBeGreaterThanOrEqual(300);
  });

  it('has exact decimal prices (no binary floating-point residue)', () => {
    for (const m of catalog.models) {
      for (const price of [m.input_price_per_million, m.output_price_per_million]) {
        expect(String(price)).not.toMatch(/(9999|0000)\d$/);
      }
    }
  });

  it('has no router or alias entries among the models', () => {
    for (const m of catalog.models) {
      expect(m.id.startsWith('~')).toBe(false);
      expect(m.id.startsWith('openrouter/')).toBe(false);
    }
  });

  it('contains every tier', () => {
    for (const tier of ['Budget', 'Standard', 'Premium']) {
      expect(catalog.models.some((m) => m.tier === tier)).toBe(true);
    }
  });
});
