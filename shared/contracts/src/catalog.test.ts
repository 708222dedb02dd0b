import { describe, expect, it } from '@jest/globals';
import {
  estimateCostUsd,
  parseCatalogFile,
  tierForInputPrice,
  type CatalogModel,
} from './catalog.js';

const model: CatalogModel = {
  id: 'acme/rocket-1',
  name: 'Rocket 1',
  provider: { id: 'acme', name: 'Acme' },
  description: 'Rocket 1 is a Budget-tier Acme model.',
  input_price_per_million: 0.15,
  output_price_per_million: 0.6,
  tier: 'Budget',
  context_length: 128_000,
  max_output_tokens: null,
  input_modalities: ['text', 'image'],
  output_modalities: ['text'],
  supports_tools: true,
  supports_vision: true,
  supports_audio: false,
  supports_reasoning: false,
  supports_structured_outputs: false,
  strengths: ['vision'],
  released_at: '2026-01-01',
  knowledge_cutoff: null,
  variants: [],
};

const file = (overrides: Partial<CatalogModel> = {}, aliases: Record<string, string> = {}) => ({
  version: 1,
  generated_at: '2026-08-20T00:00:00.000Z',
  source: { kind: 'openrouter', location: 'sample.json', upstream_count: 1 },
  models: [{ ...model, ...overrides }],
  aliases,
});

describe('tierForInputPrice', () => {
  it('puts 1 and 5 USD in Standard', () => {
    expect([0, 0.99, 1, 5, 5.01].map(tierForInputPrice)).toEqual([
      'Budget',
      'Budget',
      'Standard',
      'Standard',
      'Premium',
    ]);
  });
});

describe('parseCatalogFile', () => {
  it('accepts a valid catalog', () => {
    expect(parseCatalogFile(file()).models[0]?.id).toBe('acme/rocket-1');
  });

  it.each([
    [
      'a tier that does not match the price',
      { tier: 'Premium' as const },
      'models.0.tier: must be Budget',
    ],
    ['vision without image input', { supports_vision: false }, 'models.0.supports_vision'],
    [
      'a negative price',
      { input_price_per_million: -1, tier: 'Budget' as const },
      'models.0.input_price_per_million',
    ],
    ['an id without a provider', { id: 'rocket' }, 'models.0.id: must look like provider/model'],
  ])('rejects %s, naming the path', (_label, overrides, message) => {
    expect(() => parseCatalogFile(file(overrides))).toThrow(message);
  });

  it('rejects an alias that points nowhere', () => {
    expect(() => parseCatalogFile(file({}, { '~acme/latest': 'acme/missing' }))).toThrow(
      'aliases.~acme/latest: points to acme/missing',
    );
  });

  it('rejects unknown fields so typos surface', () => {
    expect(() => parseCatalogFile({ ...file(), extra: true })).toThrow('Invalid model catalog');
  });
});

describe('estimateCostUsd', () => {
  it('prices input and output tokens at the per-1M list prices without float residue', () => {
    expect(estimateCostUsd(model, 10_000, 1_000)).toBe(0.0021);
    expect(estimateCostUsd(model, 0, 0)).toBe(0);
  });
});
