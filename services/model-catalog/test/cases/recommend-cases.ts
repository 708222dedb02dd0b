import { expect } from '@jest/globals';
import { error, everyRecommendation, ok, recommended, type ToolCase } from './checks.js';
import type { ToolOutcome } from '../harness.js';

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
      expect(recommended(o)).toHaveLength(5);
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
      expect(recommended(o)).toHaveLength(5);
      for (const r of recommended(o)) expect(r.best_use_case).toBe('coding');
    },
  },
  {
    name: 'recommend-model favours a model family named among other words: "something like claude"',
    tool: 'recommend-model',
    args: { use_case: 'something like claude', limit: 5 },
    check(o) {
      ok(o);
      expect(recommended(o)).toHaveLength(5);
      for (const r of recommended(o)) {
        expect(r.id).toMatch(/^anthropic\/claude-/);
        expect(r.reasoning).toContain('named in the use case');
      }
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
