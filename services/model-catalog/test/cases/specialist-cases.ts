import { expect } from '@jest/globals';
import type { CatalogModel } from '@switchboard/contracts/catalog';
import type { Catalog } from '../../src/catalog/catalog.js';
import { catalogModel, ok, recommended, type ToolCase } from './checks.js';

/**
 * A use case lifts the models built for it above general models that merely also have the
 * strength. Each case first checks that the catalog holds enough tool-capable specialists to fill
 * the top, so a general model there would have been ranked above one of them.
 */
const specialistCase = (
  useCase: string,
  specialist: (m: CatalogModel) => boolean,
  reason: string,
  top = 5,
): ToolCase => ({
  name: `recommend-model ranks models built for "${useCase}" in the top ${top}`,
  tool: 'recommend-model',
  args: { use_case: useCase, limit: top },
  check(o, catalog: Catalog) {
    ok(o);
    const candidates = catalog.models.filter((m) => m.supports_tools && specialist(m));
    expect(candidates.length).toBeGreaterThanOrEqual(top);
    expect(recommended(o)).toHaveLength(top);
    for (const r of recommended(o)) {
      expect([r.id, specialist(catalogModel(catalog, r.id))]).toEqual([r.id, true]);
      expect(r.reasoning).toContain(`specialised for ${reason}`);
    }
  },
});

const named = (pattern: RegExp) => (m: CatalogModel) => pattern.test(`${m.id} ${m.name}`);

export const SPECIALIST_CASES: ToolCase[] = [
  specialistCase('code generation and programming', named(/code|coder|codex|devstral/i), 'coding'),
  specialistCase('debugging python scripts', named(/code|coder|codex|devstral/i), 'coding'),
  specialistCase(
    'careful step-by-step reasoning',
    named(/think|reason|\br1\b|\/o\d/i),
    'step-by-step reasoning',
  ),
  specialistCase(
    'summarise very long documents',
    (m) => m.context_length >= 1_000_000,
    'long documents',
  ),
  specialistCase('cheap chat', (m) => m.input_price_per_million < 0.25, 'cheap high-volume chat'),
  // Only three tool-capable models are built for both: vision (VL) models that think.
  specialistCase(
    'analyse screenshots',
    named(/-vl-.*thinking/),
    'step-by-step reasoning, image understanding',
    3,
  ),
  {
    name: 'recommend-model calls no model specialised when none is built for the ask ("math")',
    tool: 'recommend-model',
    args: { use_case: 'math', limit: 5 },
    check: (o) =>
      expect(recommended(o).map((r) => r.reasoning)).toEqual(
        Array(5).fill(expect.stringMatching(/^fits math;(?!.*specialised)/)),
      ),
  },
];
