import { expect } from '@jest/globals';
import { error, listed, ok, type ToolCase } from './checks.js';
import type { ToolOutcome } from '../harness.js';

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
