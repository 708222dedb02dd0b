import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { buildCatalog } from './build-catalog.js';
import { parseUpstreamResponse, pricePerMillion } from './openrouter.js';

const SAMPLE = new URL('../../test/fixtures/openrouter-models.sample.json', import.meta.url);
const upstream = parseUpstreamResponse(JSON.parse(readFileSync(SAMPLE, 'utf8')));
const { catalog, dropped } = buildCatalog(upstream, {
  location: 'sample.json',
  now: new Date('2026-08-20T00:00:00Z'),
});
const model = (id: string) => catalog.models.find((m) => m.id === id);

describe('pricePerMillion', () => {
  it('gives exact decimals for per-token strings', () => {
    expect(pricePerMillion('0.0000001')).toBe(0.1);
    expect(pricePerMillion('0.00000045')).toBe(0.45);
    expect(pricePerMillion('0.0000032')).toBe(3.2);
    expect(pricePerMillion('0.000000075')).toBe(0.075);
    expect(pricePerMillion('0')).toBe(0);
    expect(pricePerMillion('-1')).toBeLessThan(0);
  });

  it('rejects text that is not a number', () => {
    expect(() => pricePerMillion('abc')).toThrow('Not a price');
  });
});

describe('buildCatalog', () => {
  it('keeps one entry per model and records where the data came from', () => {
    expect(catalog.models.map((m) => m.id)).toEqual([
      'acme/rocket-1',
      'acme/rocket-max',
      'acme/rocket-pro',
      'acme/rocket-ultra',
      'bolt/coder-2',
      'bolt/tiny:free',
      'quiet/plain',
    ]);
    expect(catalog.source).toEqual({
      kind: 'openrouter',
      location: 'sample.json',
      upstream_count: 14,
    });
    expect(catalog.generated_at).toBe('2026-08-20T00:00:00.000Z');
  });

  it('puts prices of exactly 1 and 5 USD in Standard, above 5 in Premium', () => {
    expect(model('acme/rocket-1')?.tier).toBe('Budget');
    expect(model('acme/rocket-pro')).toMatchObject({
      tier: 'Standard',
      input_price_per_million: 1,
    });
    expect(model('acme/rocket-ultra')).toMatchObject({
      tier: 'Standard',
      input_price_per_million: 5,
    });
    expect(model('acme/rocket-max')).toMatchObject({
      tier: 'Premium',
      input_price_per_million: 5.0001,
    });
  });

  it('folds :free and :batch variants into their base model', () => {
    expect(model('acme/rocket-1')?.variants).toEqual([
      {
        id: 'acme/rocket-1:free',
        kind: 'free',
        input_price_per_million: 0,
        output_price_per_million: 0,
      },
      {
        id: 'acme/rocket-1:batch',
        kind: 'batch',
        input_price_per_million: 0.05,
        output_price_per_million: 0.2,
      },
    ]);
  });

  it('keeps a free variant whose base model is not listed as a model of its own', () => {
    expect(model('bolt/tiny:free')).toMatchObject({
      input_price_per_million: 0,
      supports_tools: false,
    });
  });

  it('turns alias ids into aliases of their target and drops routers, variable and 0/0-billed entries', () => {
    expect(catalog.aliases).toEqual({ '~acme/rocket-latest': 'acme/rocket-1' });
    expect(dropped.map((d) => d.id).sort()).toEqual([
      'music/song-preview',
      'openrouter/auto',
      'other/variable',
      '~acme/gone-latest',
    ]);
  });

  it('derives capabilities from modalities and supported parameters', () => {
    expect(model('acme/rocket-1')).toMatchObject({
      supports_vision: true,
      supports_audio: false,
      supports_tools: true,
    });
    expect(model('acme/rocket-ultra')).toMatchObject({
      supports_audio: true,
      supports_vision: false,
    });
    expect(model('acme/rocket-pro')).toMatchObject({
      supports_reasoning: true,
      supports_structured_outputs: true,
    });
    expect(model('acme/rocket-1')).toMatchObject({ supports_structured_outputs: false });
    expect(model('acme/rocket-pro')?.strengths).toContain('long-context');
    expect(model('bolt/coder-2')?.strengths).toContain('coding');
  });

  it('splits the provider from the name and names providers without a prefix', () => {
    expect(model('acme/rocket-1')).toMatchObject({
      name: 'Rocket 1',
      provider: { id: 'acme', name: 'Acme' },
    });
    expect(model('quiet/plain')).toMatchObject({
      name: 'Plain Model Without Prefix',
      provider: { id: 'quiet', name: 'Quiet' },
    });
  });

  it('writes its own description from the facts, never the upstream prose', () => {
    for (const m of catalog.models) {
      expect(m.description).not.toContain('Upstream prose');
      expect(m.description.startsWith(`${m.name} is a ${m.tier}-tier`)).toBe(true);
    }
    expect(model('acme/rocket-pro')?.description).toBe(
      'Rocket Pro is a Standard-tier Acme model with a 1M-token context window that reads text and supports tool calling and reasoning; it suits coding, agentic tool use and long documents.',
    );
  });
});

describe('parseUpstreamResponse', () => {
  it('names the bad path when the body is not a /models response', () => {
    expect(() => parseUpstreamResponse({ models: [] })).toThrow(
      /Not an OpenRouter \/models response: data/,
    );
    expect(() => parseUpstreamResponse({ data: [{ id: 'x' }] })).toThrow(/data\.0\.name/);
  });
});
