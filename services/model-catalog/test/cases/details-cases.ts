import { expect } from '@jest/globals';
import { error, ok, type ToolCase } from './checks.js';
import type { ToolOutcome } from '../harness.js';

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
    name: 'get-model-details works the cost example out in dollars for a free model',
    tool: 'get-model-details',
    args: { model_id: 'cohere/north-mini-code:free' },
    check(o) {
      ok(o);
      expect(o.data.cost_example).toMatchObject({ total_cost_usd: 0 });
      expect(o.text).toContain('| Input price | free |');
      expect(o.text).toContain('10,000 x $0/1M = $0');
      expect(o.text).toContain('total **$0** per request');
      expect(o.text).not.toContain('x free');
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
      expect(o.data).toMatchObject({
        resolved_via: 'variant',
        base_model_id: 'openai/gpt-4o',
        model: { id: 'openai/gpt-4o:batch' },
      });
    },
  },
  {
    name: 'get-model-details describes a variant with its own prices, tier, example cost and usage',
    tool: 'get-model-details',
    args: { model_id: 'anthropic/claude-haiku-4.5:batch' },
    check(o) {
      ok(o);
      expect(o.data).toMatchObject({
        base_model_id: 'anthropic/claude-haiku-4.5',
        model: {
          id: 'anthropic/claude-haiku-4.5:batch',
          tier: 'Budget',
          input_price_per_million: 0.5,
          output_price_per_million: 2.5,
        },
        cost_example: { input_cost_usd: 0.005, output_cost_usd: 0.0025, total_cost_usd: 0.0075 },
      });
      expect(o.data.usage_example).toContain('"model": "anthropic/claude-haiku-4.5:batch"');
      for (const part of [
        'is a Budget-tier Anthropic model',
        '| Tier | Budget |',
        '| Input price | $0.50 per 1M tokens |',
        '| Output price | $2.50 per 1M tokens |',
        'total **$0.0075** per request',
        'variant of Claude Haiku 4.5 (`anthropic/claude-haiku-4.5`, $1 input / $5 output',
      ]) {
        expect(o.text).toContain(part);
      }
      expect(o.text).not.toContain('Standard-tier');
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
  ...[
    ['openai/gpt-4o-mini-extra', 'openai/gpt-4o-mini'],
    ['openai/gpt-4o-mini:nonsense', 'openai/gpt-4o-mini'],
    ['anthropic/claude-haiku-4.5:batchx', 'anthropic/claude-haiku-4.5:batch'],
    ['gpt-4o-mini-extra', 'openai/gpt-4o-mini'],
  ].map(([modelId, closest]) => ({
    name: `get-model-details suggests ${closest} first for ${modelId}, which runs past it`,
    tool: 'get-model-details',
    args: { model_id: modelId },
    check: (o: ToolOutcome) => error(o, `Did you mean: ${closest},`),
  })),
  ...[
    ['gpt-4o-mimi', 'openai/gpt-4o-mini'],
    ['openai/gpt-4o-mimi', 'openai/gpt-4o-mini'],
    ['gtp-4o', 'openai/gpt-4o'],
    ['anthropic/claude-sonnet-latest', '~anthropic/claude-sonnet-latest'],
    ['claude-sonnet-latest', '~anthropic/claude-sonnet-latest'],
    ['meta/llama-3.3-70b', 'meta-llama/llama-3.3-70b-instruct'],
  ].map(([modelId, nearest]) => ({
    name: `get-model-details suggests the nearest id first: ${nearest} for ${modelId}`,
    tool: 'get-model-details',
    args: { model_id: modelId },
    check: (o: ToolOutcome) => error(o, `Did you mean: ${nearest},`),
  })),
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
