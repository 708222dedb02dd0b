import { expect } from '@jest/globals';
import type { CatalogModel } from '@switchboard/contracts/catalog';
import type { Catalog } from '../src/catalog/catalog.js';
import type { ToolOutcome } from './harness.js';

/**
 * One table of tool cases, run unchanged over every transport (in memory, stdio, Streamable HTTP,
 * the custom /call protocol), so each behaviour is asserted once and proven everywhere.
 */
export interface ToolCase {
  name: string;
  tool: string;
  args: Record<string, unknown>;
  check(outcome: ToolOutcome, catalog: Catalog): void;
}

type Summary = Pick<
  CatalogModel,
  | 'id'
  | 'tier'
  | 'context_length'
  | 'input_price_per_million'
  | 'supports_tools'
  | 'supports_vision'
  | 'supports_audio'
>;

const ok = (o: ToolOutcome) => {
  if (o.isError) throw new Error(`expected success, got tool error: ${o.text}`);
};
const error = (o: ToolOutcome, ...parts: string[]) => {
  expect(o.isError).toBe(true);
  for (const part of parts) expect(o.text).toContain(part);
};
const ids = (o: ToolOutcome, key = 'results'): string[] =>
  (o.data[key] as Summary[]).map((r) => r.id);
const listed = (o: ToolOutcome): Summary[] =>
  (o.data.tiers as { models: Summary[] }[]).flatMap((t) => t.models);
const catalogModel = (catalog: Catalog, id: string): CatalogModel => {
  const found = catalog.resolve(id);
  if (!found) throw new Error(`result ${id} is not in the catalog`);
  return found.model;
};
const recommended = (o: ToolOutcome): (Summary & { reasoning: string; best_use_case: string })[] =>
  o.data.recommendations;

export const SEARCH_CASES: ToolCase[] = [
  {
    name: 'search-models tolerates typos: "claud sonet" finds Claude Sonnet models first',
    tool: 'search-models',
    args: { query: 'claud sonet', limit: 4 },
    check(o) {
      ok(o);
      expect(ids(o)).toHaveLength(4);
      for (const id of ids(o)) expect(id).toMatch(/^anthropic\/claude-sonnet-/);
      expect(o.text).toContain(
        '| Model | Provider | Tier | Input $/1M | Context | Tools | Vision | Audio |',
      );
    },
  },
  {
    name: 'search-models matches "gpt4o" to openai/gpt-4o exactly, ahead of fuzzy matches',
    tool: 'search-models',
    args: { query: 'gpt4o', limit: 5 },
    check(o) {
      ok(o);
      expect(o.data.results[0]).toMatchObject({ id: 'openai/gpt-4o', match: 'exact' });
      expect(ids(o)[1]).toBe('openai/gpt-4o-mini');
    },
  },
  {
    name: 'search-models tolerates partial words: "lama 3" finds Llama 3 models',
    tool: 'search-models',
    args: { query: 'lama 3', limit: 3 },
    check(o) {
      ok(o);
      for (const r of o.data.results as { name: string }[]) expect(r.name).toMatch(/llama 3/i);
    },
  },
  {
    name: 'search-models ranks an exact id first, then prefix matches',
    tool: 'search-models',
    args: { query: 'openai/gpt-4o', limit: 3 },
    check(o) {
      ok(o);
      expect(o.data.results.map((r: { match: string }) => r.match)).toEqual([
        'exact',
        'prefix',
        'prefix',
      ]);
      expect(ids(o)[0]).toBe('openai/gpt-4o');
    },
  },
  {
    name: 'search-models finds models by capability words such as "vision"',
    tool: 'search-models',
    args: { query: 'vision', limit: 10 },
    check(o) {
      ok(o);
      expect(o.data.total).toBe(10);
      for (const r of o.data.results as Summary[]) expect(r.supports_vision).toBe(true);
    },
  },
  {
    name: 'search-models finds free models with "free"',
    tool: 'search-models',
    args: { query: 'free', limit: 5 },
    check(o) {
      ok(o);
      for (const r of o.data.results as Summary[]) expect(r.input_price_per_million).toBe(0);
    },
  },
  {
    name: 'search-models corrects a misspelt capability: "reasning" finds reasoning models',
    tool: 'search-models',
    args: { query: 'reasning', limit: 20 },
    check(o, catalog) {
      ok(o);
      expect(o.data.total).toBe(20);
      for (const id of ids(o)) expect(catalogModel(catalog, id).supports_reasoning).toBe(true);
    },
  },
  {
    name: 'search-models corrects a transposed capability: "visoin" finds vision models',
    tool: 'search-models',
    args: { query: 'visoin', limit: 10 },
    check(o) {
      ok(o);
      expect(o.data.total).toBe(10);
      for (const r of o.data.results as Summary[]) expect(r.supports_vision).toBe(true);
    },
  },
  {
    name: 'search-models corrects "multimodl" to models that take images, audio or video',
    tool: 'search-models',
    args: { query: 'multimodl', limit: 10 },
    check(o, catalog) {
      ok(o);
      expect(o.data.total).toBe(10);
      for (const id of ids(o)) {
        expect(catalogModel(catalog, id).input_modalities).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(image|audio|video)$/)]),
        );
      }
    },
  },
  {
    name: 'search-models corrects a misspelt id word: "deepsek" finds DeepSeek models',
    tool: 'search-models',
    args: { query: 'deepsek', limit: 5 },
    check(o) {
      ok(o);
      expect(o.data.total).toBe(5);
      for (const id of ids(o)) expect(id).toMatch(/^deepseek\//);
    },
  },
  {
    name: 'search-models corrects a misspelt id: "deepsek-chat" ranks deepseek/deepseek-chat first',
    tool: 'search-models',
    args: { query: 'deepsek-chat', limit: 3 },
    check(o) {
      ok(o);
      expect(ids(o)[0]).toBe('deepseek/deepseek-chat');
      for (const id of ids(o)) expect(id).toMatch(/^deepseek\/deepseek-chat/);
    },
  },
  {
    name: 'search-models corrects a misspelt provider: "antropic" finds Anthropic models',
    tool: 'search-models',
    args: { query: 'antropic', limit: 5 },
    check(o) {
      ok(o);
      expect(o.data.total).toBe(5);
      for (const r of o.data.results as { provider: string }[])
        expect(r.provider).toBe('Anthropic');
    },
  },
  {
    name: 'search-models corrects every misspelt word: "mistrl larg" finds Mistral Large first',
    tool: 'search-models',
    args: { query: 'mistrl larg', limit: 3 },
    check(o) {
      ok(o);
      for (const id of ids(o)) expect(id).toMatch(/^mistralai\/mistral-large/);
    },
  },
  {
    name: 'search-models keeps exact matches ahead of corrected ones',
    tool: 'search-models',
    args: { query: 'deepseek/deepseek-chat', limit: 4 },
    check(o) {
      ok(o);
      expect(o.data.results[0]).toMatchObject({ id: 'deepseek/deepseek-chat', match: 'exact' });
      expect(o.data.results[1]).toMatchObject({ match: 'prefix' });
    },
  },
  {
    name: 'search-models returns 20 results by default',
    tool: 'search-models',
    args: { query: 'gpt' },
    check(o) {
      ok(o);
      expect(o.data.total).toBe(20);
    },
  },
  ...[1, 100].map((limit) => ({
    name: `search-models returns ${limit} results at the limit bound ${limit}`,
    tool: 'search-models',
    args: { query: 'a', limit },
    check(o: ToolOutcome) {
      ok(o);
      expect(o.data.total).toBe(limit);
    },
  })),
  {
    name: 'search-models says so when nothing matches',
    tool: 'search-models',
    args: { query: 'zzqqxxjj', limit: 1 },
    check(o) {
      ok(o);
      expect(o.data.total).toBe(0);
      expect(o.text).toContain('No models match');
    },
  },
  ...[0, 101, 2.5, '5'].map((limit) => ({
    name: `search-models rejects limit ${JSON.stringify(limit)} naming the range 1 to 100`,
    tool: 'search-models',
    args: { query: 'gpt', limit },
    check: (o: ToolOutcome) => error(o, 'limit must be an integer from 1 to 100'),
  })),
  {
    name: 'search-models requires a query',
    tool: 'search-models',
    args: {},
    check: (o) => error(o, 'query must be a non-empty string'),
  },
  {
    name: 'search-models rejects a blank query',
    tool: 'search-models',
    args: { query: '   ' },
    check: (o) => error(o, 'query must be a non-empty string'),
  },
  {
    name: 'search-models rejects unknown parameters instead of ignoring them',
    tool: 'search-models',
    args: { query: 'gpt', limt: 5 },
    check: (o) => error(o, 'limt'),
  },
];

export const LIST_CASES: ToolCase[] = [
  {
    name: 'list-models groups 50 models by tier in Budget, Standard, Premium order by default',
    tool: 'list-models',
    args: {},
    check(o, catalog) {
      ok(o);
      expect(o.data.shown).toBe(50);
      expect(o.data.total_matching).toBe(catalog.models.length);
      expect(o.data.tiers.map((t: { tier: string }) => t.tier)).toEqual([
        'Budget',
        'Standard',
        'Premium',
      ]);
      const positions = ['### Budget', '### Standard', '### Premium'].map((h) => o.text.indexOf(h));
      expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? 0)))).toBe(
        true,
      );
      expect(o.text).toContain('| Model | Input $/1M | Context | Tools | Vision | Audio |');
    },
  },
  {
    name: 'list-models filters by tier and omits the empty tiers',
    tool: 'list-models',
    args: { tier: 'Premium', limit: 200 },
    check(o, catalog) {
      ok(o);
      expect(o.data.tiers).toHaveLength(1);
      expect(o.text).not.toContain('### Budget');
      expect(o.data.shown).toBe(catalog.models.filter((m) => m.tier === 'Premium').length);
    },
  },
  {
    name: 'list-models applies every capability filter and the minimum context',
    tool: 'list-models',
    args: {
      require_tools: true,
      require_vision: true,
      require_audio: true,
      min_context_length: 500_000,
      limit: 200,
    },
    check(o, catalog) {
      ok(o);
      const expected = catalog.models.filter(
        (m) =>
          m.supports_tools && m.supports_vision && m.supports_audio && m.context_length >= 500_000,
      );
      expect(o.data.total_matching).toBe(expected.length);
      expect(
        listed(o)
          .map((m) => m.id)
          .sort(),
      ).toEqual(expected.map((m) => m.id).sort());
    },
  },
  {
    name: 'list-models with limit 1 shows one model',
    tool: 'list-models',
    args: { limit: 1 },
    check(o) {
      ok(o);
      expect(listed(o)).toHaveLength(1);
    },
  },
  {
    name: 'list-models with limit 200 shows 200 models',
    tool: 'list-models',
    args: { limit: 200 },
    check(o) {
      ok(o);
      expect(listed(o)).toHaveLength(200);
    },
  },
  {
    name: 'list-models reports no match without an error',
    tool: 'list-models',
    args: { min_context_length: 100_000_000 },
    check(o) {
      ok(o);
      expect(o.data.tiers).toEqual([]);
      expect(o.text).toContain('No models match');
    },
  },
  ...[0, 201].map((limit) => ({
    name: `list-models rejects limit ${limit} naming the range 1 to 200`,
    tool: 'list-models',
    args: { limit },
    check: (o: ToolOutcome) => error(o, 'limit must be an integer from 1 to 200'),
  })),
  {
    name: 'list-models rejects a tier outside Budget, Standard, Premium',
    tool: 'list-models',
    args: { tier: 'budget' },
    check: (o) => error(o, 'tier must be one of Budget, Standard, Premium'),
  },
  {
    name: 'list-models rejects a non-boolean flag',
    tool: 'list-models',
    args: { require_tools: 'yes' },
    check: (o) => error(o, 'require_tools must be true or false'),
  },
  {
    name: 'list-models rejects min_context_length 0',
    tool: 'list-models',
    args: { min_context_length: 0 },
    check: (o) => error(o, 'min_context_length must be an integer from 1 to 100,000,000'),
  },
];

export const DETAILS_CASES: ToolCase[] = [
  {
    name: 'get-model-details gives prices, a cost example, context in words and pages, and a usage example',
    tool: 'get-model-details',
    args: { model_id: 'openai/gpt-4o-mini' },
    check(o) {
      ok(o);
      expect(o.data.model).toMatchObject({
        id: 'openai/gpt-4o-mini',
        input_price_per_million: 0.15,
        output_price_per_million: 0.6,
        tier: 'Budget',
      });
      expect(o.data.cost_example).toMatchObject({
        input_cost_usd: 0.0015,
        output_cost_usd: 0.0006,
        total_cost_usd: 0.0021,
      });
      expect(o.data.context).toEqual({ tokens: 128_000, approx_words: 96_000, approx_pages: 192 });
      expect(o.data.modality).toBe('text+image+file -> text');
      for (const part of [
        'OpenAI',
        '$0.15 per 1M tokens',
        '$0.60 per 1M tokens',
        '128,000 tokens (about 96,000 words, 192 pages)',
        '**$0.0021**',
        'Tool calling: yes',
        'Vision (image input): yes',
        'Audio input: no',
        '"model": "openai/gpt-4o-mini"',
      ]) {
        expect(o.text).toContain(part);
      }
    },
  },
  {
    name: 'get-model-details resolves alias ids to their model',
    tool: 'get-model-details',
    args: { model_id: '~anthropic/claude-sonnet-latest' },
    check(o) {
      ok(o);
      expect(o.data).toMatchObject({
        resolved_via: 'alias',
        model: { id: 'anthropic/claude-sonnet-5' },
      });
      expect(o.text).toContain('is an alias of this model');
    },
  },
  {
    name: 'get-model-details resolves variant ids and ignores case',
    tool: 'get-model-details',
    args: { model_id: 'OpenAI/GPT-4o:batch' },
    check(o) {
      ok(o);
      expect(o.data).toMatchObject({ resolved_via: 'variant', model: { id: 'openai/gpt-4o' } });
    },
  },
  {
    name: 'get-model-details answers an unknown id with a tool error suggesting close ids',
    tool: 'get-model-details',
    args: { model_id: 'openai/gpt4o' },
    check: (o) => error(o, "Unknown model_id 'openai/gpt4o'", 'Did you mean', 'openai/gpt-4o'),
  },
  {
    name: 'get-model-details suggests Claude models for a misspelt Claude id',
    tool: 'get-model-details',
    args: { model_id: 'anthropic/claud-sonet-5' },
    check: (o) => error(o, 'anthropic/claude-sonnet-5'),
  },
  {
    name: 'get-model-details suggests nothing rather than noise when no id is close',
    tool: 'get-model-details',
    args: { model_id: 'foo' },
    check(o) {
      error(o, "Unknown model_id 'foo'.", 'Use search-models to find ids.');
      expect(o.text).not.toContain('Did you mean');
    },
  },
  {
    name: 'get-model-details requires model_id',
    tool: 'get-model-details',
    args: {},
    check: (o) => error(o, 'model_id must be a non-empty string'),
  },
  {
    name: 'get-model-details rejects a number as model_id',
    tool: 'get-model-details',
    args: { model_id: 42 },
    check: (o) => error(o, 'model_id must be a non-empty string', 'got 42'),
  },
];

const everyRecommendation = (o: ToolOutcome, predicate: (m: Summary) => boolean) => {
  ok(o);
  expect(recommended(o).length).toBeGreaterThan(0);
  for (const m of recommended(o)) expect(predicate(m)).toBe(true);
};

export const RECOMMEND_CASES: ToolCase[] = [
  {
    name: 'recommend-model defaults to 5 tool-capable models, each with reasoning and a best use case',
    tool: 'recommend-model',
    args: {},
    check(o) {
      everyRecommendation(o, (m) => m.supports_tools);
      expect(recommended(o)).toHaveLength(5);
      for (const r of recommended(o)) {
        expect(r.reasoning.length).toBeGreaterThan(0);
        expect(r.best_use_case.length).toBeGreaterThan(0);
      }
      for (const part of [
        'Why:',
        'Price:',
        'Context:',
        'Capabilities:',
        'Best use case:',
        '### Comparison',
      ]) {
        expect(o.text).toContain(part);
      }
    },
  },
  {
    name: 'recommend-model with require_tools false also considers models without tools',
    tool: 'recommend-model',
    args: { require_tools: false },
    check(o, catalog) {
      ok(o);
      expect(o.data.eligible_models).toBe(catalog.models.length);
    },
  },
  {
    name: 'recommend-model ranks coding models first for "coding"',
    tool: 'recommend-model',
    args: { use_case: 'coding', limit: 5 },
    check(o) {
      ok(o);
      expect(o.data.understood_as).toEqual(['coding']);
      for (const r of recommended(o)) expect(r.reasoning).toContain('fits coding');
    },
  },
  {
    name: 'recommend-model understands a misspelt use case ("codng")',
    tool: 'recommend-model',
    args: { use_case: 'codng', limit: 1 },
    check(o) {
      ok(o);
      expect(o.data.understood_as).toEqual(['coding']);
    },
  },
  {
    name: 'recommend-model names the specific need as the best use case: "cheap model for coding" is coding',
    tool: 'recommend-model',
    args: { use_case: 'best cheap model for coding', limit: 5 },
    check(o) {
      ok(o);
      expect(o.data.understood_as).toEqual(['cheap high-volume chat', 'coding']);
      for (const r of recommended(o)) expect(r.best_use_case).toBe('coding');
    },
  },
  {
    name: 'recommend-model favours cheap models for "cheap chat"',
    tool: 'recommend-model',
    args: { use_case: 'cheap chat', limit: 5 },
    check: (o) => everyRecommendation(o, (m) => m.input_price_per_million < 0.5),
  },
  {
    name: 'recommend-model never violates vision, context and price constraints together',
    tool: 'recommend-model',
    args: {
      use_case: 'long documents',
      require_vision: true,
      min_context_length: 400_000,
      max_price_per_million: 1,
      limit: 20,
    },
    check: (o) =>
      everyRecommendation(
        o,
        (m) =>
          m.supports_vision &&
          m.supports_tools &&
          m.context_length >= 400_000 &&
          m.input_price_per_million <= 1,
      ),
  },
  {
    name: 'recommend-model honours require_audio',
    tool: 'recommend-model',
    args: { require_audio: true, limit: 20 },
    check: (o) => everyRecommendation(o, (m) => m.supports_audio),
  },
  {
    name: 'recommend-model with max_price_per_million 0 recommends only free models',
    tool: 'recommend-model',
    args: { max_price_per_million: 0, require_tools: false, limit: 20 },
    check: (o) => everyRecommendation(o, (m) => m.input_price_per_million === 0),
  },
  {
    name: 'recommend-model ranks the preferred tier first',
    tool: 'recommend-model',
    args: { use_case: 'cheap chat', preferred_tier: 'Premium', limit: 3 },
    check: (o) => everyRecommendation(o, (m) => m.tier === 'Premium'),
  },
  ...[1, 20].map((limit) => ({
    name: `recommend-model returns ${limit} recommendations at the limit bound ${limit}`,
    tool: 'recommend-model',
    args: { limit },
    check(o: ToolOutcome) {
      ok(o);
      expect(recommended(o)).toHaveLength(limit);
    },
  })),
  {
    name: 'recommend-model explains when no model meets the constraints',
    tool: 'recommend-model',
    args: { require_audio: true, max_price_per_million: 0, min_context_length: 10_000_000 },
    check(o) {
      ok(o);
      expect(recommended(o)).toEqual([]);
      expect(o.text).toContain('No model meets every requirement');
    },
  },
  ...[0, 21, 1.5].map((limit) => ({
    name: `recommend-model rejects limit ${limit} naming the range 1 to 20`,
    tool: 'recommend-model',
    args: { limit },
    check: (o: ToolOutcome) => error(o, 'limit must be an integer from 1 to 20'),
  })),
  {
    name: 'recommend-model rejects a negative max_price_per_million',
    tool: 'recommend-model',
    args: { max_price_per_million: -1 },
    check: (o) => error(o, 'max_price_per_million must be a number from 0 to 10000', 'got -1'),
  },
  {
    name: 'recommend-model rejects an unknown preferred_tier',
    tool: 'recommend-model',
    args: { preferred_tier: 'Gold' },
    check: (o) => error(o, 'preferred_tier must be one of Budget, Standard, Premium', '"Gold"'),
  },
  {
    name: 'recommend-model rejects a string where a boolean belongs',
    tool: 'recommend-model',
    args: { require_vision: 'true' },
    check: (o) => error(o, 'require_vision must be true or false'),
  },
];

export const ALL_CASES: ToolCase[] = [
  ...SEARCH_CASES,
  ...LIST_CASES,
  ...DETAILS_CASES,
  ...RECOMMEND_CASES,
];
