import { z } from 'zod';
import { MODEL_TIERS, type CatalogModel } from '@switchboard/contracts/catalog';
import { integerParam, requirementParams, tierParam } from './params.js';
import { pricePerMillion, table, tokens, yesNo } from './format.js';
import { modelSummarySchema, summarize, type CatalogTool } from './tool-definition.js';
import { compareText } from '../catalog/compare.js';
import { meetsRequirements, requirementsOf } from '../catalog/requirements.js';

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;

const inputSchema = z.strictObject({
  tier: tierParam('tier')
    .optional()
    .describe('Only this pricing tier: Budget, Standard or Premium.'),
  ...requirementParams(false),
  limit: integerParam('limit', 1, LIST_MAX_LIMIT)
    .default(LIST_DEFAULT_LIMIT)
    .describe(`Maximum number of models, 1 to ${LIST_MAX_LIMIT} (default ${LIST_DEFAULT_LIMIT}).`),
});

const outputSchema = z.object({
  total_matching: z.number().int(),
  shown: z.number().int(),
  tiers: z.array(z.object({ tier: z.enum(MODEL_TIERS), models: z.array(modelSummarySchema) })),
});

/**
 * Picks up to `limit` models, newest first within each tier, taking them from the tiers in turn so
 * every tier with matches is represented even when one tier alone could fill the limit.
 */
function pickAcrossTiers(groups: CatalogModel[][], limit: number): CatalogModel[][] {
  const picked: CatalogModel[][] = groups.map(() => []);
  let remaining = limit;
  for (let round = 0; remaining > 0; round += 1) {
    let took = false;
    groups.forEach((group, index) => {
      const model = group[round];
      if (model && remaining > 0) {
        picked[index]?.push(model);
        remaining -= 1;
        took = true;
      }
    });
    if (!took) break;
  }
  return picked;
}

/** list-models: catalog models grouped by tier (Budget, Standard, Premium), empty tiers omitted. */
export const listModelsTool: CatalogTool<typeof inputSchema, typeof outputSchema> = {
  name: 'list-models',
  title: 'List models',
  description:
    'Lists catalog models grouped by pricing tier (Budget < $1, Standard $1-5, Premium > $5 per 1M ' +
    'input tokens), newest first within each tier, with input price, context length and ' +
    'tools/vision/audio support. Filters by tier, capabilities and minimum context; tiers with no ' +
    'match are omitted. When more models match than the limit, each tier gets its share.',
  inputSchema,
  outputSchema,
  run(args, { catalog }) {
    const requirements = requirementsOf(args);
    const matching = catalog.models.filter(
      (m) => (!args.tier || m.tier === args.tier) && meetsRequirements(m, requirements),
    );
    const groups = MODEL_TIERS.map((tier) =>
      matching
        .filter((m) => m.tier === tier)
        .sort((a, b) => compareText(b.released_at, a.released_at) || compareText(a.name, b.name)),
    );
    const picked = pickAcrossTiers(groups, args.limit);
    const tiers = MODEL_TIERS.map((tier, i) => ({ tier, models: picked[i] ?? [] })).filter(
      (group) => group.models.length > 0,
    );
    const shown = tiers.reduce((n, group) => n + group.models.length, 0);
    const data = {
      total_matching: matching.length,
      shown,
      tiers: tiers.map((group) => ({ tier: group.tier, models: group.models.map(summarize) })),
    };
    if (matching.length === 0) {
      return { text: 'No models match these filters. Relax a requirement and try again.', data };
    }
    const sections = tiers.map((group, i) => {
      const total = groups[MODEL_TIERS.indexOf(group.tier)]?.length ?? 0;
      const count = total > group.models.length ? `${group.models.length} of ${total}` : `${total}`;
      const rows = group.models.map((m) => [
        `${m.name} (\`${m.id}\`)`,
        pricePerMillion(m.input_price_per_million),
        tokens(m.context_length),
        yesNo(m.supports_tools),
        yesNo(m.supports_vision),
        yesNo(m.supports_audio),
      ]);
      return [
        `${i === 0 ? '' : '\n'}### ${group.tier} (${count})`,
        '',
        table(['Model', 'Input $/1M', 'Context', 'Tools', 'Vision', 'Audio'], rows),
      ].join('\n');
    });
    const header = `## Models by tier: ${shown} of ${matching.length} matching`;
    return { text: [header, '', ...sections].join('\n'), data };
  },
};
