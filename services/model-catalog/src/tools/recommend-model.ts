import { z } from 'zod';
import { recommend } from '../catalog/recommend.js';
import { requirementsOf } from '../catalog/requirements.js';
import { STRENGTH_LABELS } from '../data/describe.js';
import { capabilityList, count, pricePerMillion, table, tokens } from './format.js';
import {
  integerParam,
  MAX_PRICE_PER_MILLION,
  numberParam,
  requirementParams,
  textParam,
  tierParam,
} from './params.js';
import { modelSummarySchema, summaryWith, type CatalogTool } from './tool-definition.js';

export const RECOMMEND_DEFAULT_LIMIT = 5;
export const RECOMMEND_MAX_LIMIT = 20;

const inputSchema = z.strictObject({
  use_case: textParam('use_case', 500)
    .optional()
    .describe(
      'What the model is for, in free text, e.g. "coding", "analyse screenshots", "long documents", "cheap chat".',
    ),
  preferred_tier: tierParam('preferred_tier')
    .optional()
    .describe('Budget, Standard or Premium: models of this tier are ranked first.'),
  ...requirementParams(true),
  max_price_per_million: numberParam('max_price_per_million', 0, MAX_PRICE_PER_MILLION)
    .optional()
    .describe('Only models whose input price is at most this many USD per 1M tokens.'),
  limit: integerParam('limit', 1, RECOMMEND_MAX_LIMIT)
    .default(RECOMMEND_DEFAULT_LIMIT)
    .describe(
      `Number of recommendations, 1 to ${RECOMMEND_MAX_LIMIT} (default ${RECOMMEND_DEFAULT_LIMIT}).`,
    ),
});

const outputSchema = z.object({
  use_case: z.string().nullable(),
  understood_as: z.array(z.string()),
  eligible_models: z.number().int(),
  recommendations: z.array(
    modelSummarySchema.extend({
      rank: z.number().int(),
      score: z.number(),
      reasoning: z.string(),
      best_use_case: z.string(),
    }),
  ),
});

/** recommend-model: the best-fitting models for a use case under hard constraints. */
export const recommendModelTool: CatalogTool<typeof inputSchema, typeof outputSchema> = {
  name: 'recommend-model',
  title: 'Recommend a model',
  description:
    'Recommends models for a use case. Hard constraints (require_tools, default true; ' +
    'require_vision; require_audio; min_context_length; max_price_per_million) are never ' +
    'violated; the rest are ranked by fit to the use case (matched against capabilities, ' +
    'descriptions and names), preferred tier, context, price and recency. Each result states its ' +
    'reasoning, price, context, capabilities and best use case.',
  inputSchema,
  outputSchema,
  run(args, { catalog }) {
    const result = recommend(catalog, {
      ...requirementsOf(args),
      useCase: args.use_case,
      preferredTier: args.preferred_tier,
      limit: args.limit,
    });
    const recommendations = result.recommendations.map((r, i) =>
      summaryWith(r.model, {
        rank: i + 1,
        score: r.score,
        reasoning:
          r.reasons.length > 0
            ? `${r.reasons.join('; ')}.`
            : 'a well-rounded choice under these constraints.',
        best_use_case: r.bestUseCase,
      }),
    );
    const data = {
      use_case: args.use_case ?? null,
      understood_as: result.intents.map((i) => STRENGTH_LABELS[i] ?? i),
      eligible_models: result.eligible,
      recommendations,
    };
    const constraints = [
      args.require_tools ? 'tool calling' : null,
      args.require_vision ? 'vision' : null,
      args.require_audio ? 'audio input' : null,
      args.min_context_length !== undefined
        ? `context >= ${count(args.min_context_length)} tokens`
        : null,
      args.max_price_per_million !== undefined
        ? `input price <= ${pricePerMillion(args.max_price_per_million)} per 1M`
        : null,
    ].filter((c): c is string => c !== null);
    const constraintText = constraints.length > 0 ? constraints.join(', ') : 'none';
    if (recommendations.length === 0) {
      return {
        text: `No model meets every requirement (${constraintText}). Relax a constraint, e.g. raise max_price_per_million or set require_tools to false.`,
        data,
      };
    }
    const heading = args.use_case
      ? `## Recommended models for "${args.use_case}"`
      : '## Recommended models';
    const understood =
      data.understood_as.length > 0 ? `Understood as: ${data.understood_as.join(', ')}. ` : '';
    const ranked = result.recommendations.map((r, i) => {
      const m = r.model;
      return [
        `${i + 1}. **${m.name}** (\`${m.id}\`) - ${m.tier}, score ${r.score.toFixed(2)}`,
        `   - Why: ${recommendations[i]?.reasoning ?? ''}`,
        `   - Price: ${pricePerMillion(m.input_price_per_million)} input / ${pricePerMillion(m.output_price_per_million)} output per 1M tokens`,
        `   - Context: ${count(m.context_length)} tokens`,
        `   - Capabilities: ${capabilityList(m)}`,
        `   - Best use case: ${r.bestUseCase}`,
      ].join('\n');
    });
    const comparison = table(
      ['#', 'Model', 'Tier', 'Input $/1M', 'Output $/1M', 'Context', 'Capabilities'],
      result.recommendations.map((r, i) => [
        String(i + 1),
        r.model.name,
        r.model.tier,
        pricePerMillion(r.model.input_price_per_million),
        pricePerMillion(r.model.output_price_per_million),
        tokens(r.model.context_length),
        capabilityList(r.model),
      ]),
    );
    const text = [
      heading,
      '',
      `${understood}Requirements: ${constraintText}. ${result.eligible} models qualify.`,
      '',
      ...ranked,
      '',
      '### Comparison',
      '',
      comparison,
    ].join('\n');
    return { text, data };
  },
};
