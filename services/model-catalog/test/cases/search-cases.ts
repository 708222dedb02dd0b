import { expect } from '@jest/globals';
import { catalogModel, error, ids, ok, type ToolCase, type Summary } from './checks.js';
import type { ToolOutcome } from '../harness.js';

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
      expect(o.data.shown).toBe(3);
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
      expect(o.data.shown).toBe(10);
      for (const r of o.data.results as Summary[]) expect(r.supports_vision).toBe(true);
    },
  },
  {
    name: 'search-models finds models that generate images with "image generation"',
    tool: 'search-models',
    args: { query: 'image generation', limit: 5 },
    check(o, catalog) {
      ok(o);
      expect(o.data.shown).toBe(5);
      for (const id of ids(o))
        expect(catalogModel(catalog, id).output_modalities).toContain('image');
    },
  },
  {
    name: 'search-models finds free models with "free"',
    tool: 'search-models',
    args: { query: 'free', limit: 5 },
    check(o) {
      ok(o);
      expect(o.data.shown).toBe(5);
      for (const r of o.data.results as Summary[]) expect(r.input_price_per_million).toBe(0);
    },
  },
  {
    name: 'search-models corrects a misspelt capability: "reasning" finds reasoning models',
    tool: 'search-models',
    args: { query: 'reasning', limit: 20 },
    check(o, catalog) {
      ok(o);
      expect(o.data.shown).toBe(20);
      for (const id of ids(o)) expect(catalogModel(catalog, id).supports_reasoning).toBe(true);
    },
  },
  {
    name: 'search-models corrects a transposed capability: "visoin" finds vision models',
    tool: 'search-models',
    args: { query: 'visoin', limit: 10 },
    check(o) {
      ok(o);
      expect(o.data.shown).toBe(10);
      for (const r of o.data.results as Summary[]) expect(r.supports_vision).toBe(true);
    },
  },
  {
    name: 'search-models corrects "multimodl" to models that take images, audio or video',
    tool: 'search-models',
    args: { query: 'multimodl', limit: 10 },
    check(o, catalog) {
      ok(o);
      expect(o.data.shown).toBe(10);
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
      expect(o.data.shown).toBe(5);
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
      expect(o.data.shown).toBe(5);
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
      expect(o.data.shown).toBe(3);
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
    name: 'search-models counts every match in total, beyond the ones shown',
    tool: 'search-models',
    args: { query: 'gpt', limit: 5 },
    check(o, catalog) {
      ok(o);
      const named = catalog.models.filter((m) => /gpt/i.test(`${m.id} ${m.name}`)).length;
      expect(named).toBeGreaterThan(5);
      expect(o.data.shown).toBe(5);
      expect(o.data.total).toBeGreaterThanOrEqual(named);
      expect(o.text).toContain(`(5 of ${o.data.total} shown)`);
    },
  },
  {
    name: 'search-models returns 20 results by default',
    tool: 'search-models',
    args: { query: 'gpt' },
    check(o) {
      ok(o);
      expect(o.data.shown).toBe(20);
    },
  },
  ...[1, 100].map((limit) => ({
    name: `search-models returns ${limit} results at the limit bound ${limit}`,
    tool: 'search-models',
    args: { query: 'a', limit },
    check(o: ToolOutcome) {
      ok(o);
      expect(o.data.shown).toBe(limit);
    },
  })),
  {
    name: 'search-models says so when nothing matches',
    tool: 'search-models',
    args: { query: 'zzqqxxjj', limit: 1 },
    check(o) {
      ok(o);
      expect(o.data).toMatchObject({ total: 0, shown: 0 });
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
