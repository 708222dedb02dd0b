import { z } from 'zod';
import { integerParam, textParam } from './params.js';
import { perModel, pricePerMillion, tableOfRows, tableRow, tokens, yesNo } from './format.js';
import { modelSummarySchema, summaryWith, type CatalogTool } from './tool-definition.js';

export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;

const inputSchema = z.strictObject({
  query: textParam('query', 200).describe(
    'Words to look for in model names, ids, providers and descriptions; typos and partial words are fine (e.g. "claud sonet", "gpt4o", "lama 3").',
  ),
  limit: integerParam('limit', 1, SEARCH_MAX_LIMIT)
    .default(SEARCH_DEFAULT_LIMIT)
    .describe(
      `Maximum number of results, 1 to ${SEARCH_MAX_LIMIT} (default ${SEARCH_DEFAULT_LIMIT}).`,
    ),
});

const outputSchema = z.object({
  query: z.string(),
  /** Every model that matches; `shown` of them are in `results`. */
  total: z.number().int(),
  shown: z.number().int(),
  results: z.array(
    modelSummarySchema.extend({ match: z.enum(['exact', 'prefix', 'fuzzy']), score: z.number() }),
  ),
});

const resultRow = perModel((model) =>
  tableRow([
    `${model.name} (\`${model.id}\`)`,
    model.provider.name,
    model.tier,
    pricePerMillion(model.input_price_per_million),
    tokens(model.context_length),
    yesNo(model.supports_tools),
    yesNo(model.supports_vision),
    yesNo(model.supports_audio),
  ]),
);

/** search-models: fuzzy search; exact and prefix matches first, then by closeness. */
export const searchModelsTool: CatalogTool<typeof inputSchema, typeof outputSchema> = {
  name: 'search-models',
  title: 'Search models',
  description:
    'Fuzzy search of the model catalog by name, id, provider and description. Tolerates typos and ' +
    'partial words. Exact and prefix matches come first. Returns a table with model, provider, ' +
    'tier, input price, context and tools/vision/audio support, and how many models matched in all.',
  inputSchema,
  outputSchema,
  run({ query, limit }, { catalog }) {
    const { hits, total } = catalog.index.search(query, limit);
    const results = hits.map((hit) =>
      summaryWith(hit.model, {
        match: hit.match,
        score: Math.round(hit.score * 1000) / 1000,
      }),
    );
    if (hits.length === 0) {
      return {
        text: `No models match "${query}". Try fewer or shorter words, a provider name (e.g. "anthropic"), or list-models.`,
        data: { query, total, shown: 0, results },
      };
    }
    const shown = total > hits.length ? `${hits.length} of ${total}` : `${total}`;
    const text = [
      `## Models matching "${query}" (${shown} shown)`,
      '',
      tableOfRows(
        ['Model', 'Provider', 'Tier', 'Input $/1M', 'Context', 'Tools', 'Vision', 'Audio'],
        hits.map((hit) => resultRow(hit.model)),
      ),
    ].join('\n');
    return { text, data: { query, total, shown: results.length, results } };
  },
};
