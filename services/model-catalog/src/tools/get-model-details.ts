import { z } from 'zod';
import { catalogModelSchema, estimateCostUsd } from '@switchboard/contracts/catalog';
import { asVariant } from '../catalog/variant.js';
import { STRENGTH_LABELS } from '../data/describe.js';
import { count, pricePerMillion, table, usd, yesNo } from './format.js';
import { textParam } from './params.js';
import { ToolError, type CatalogTool } from './tool-definition.js';

/** Rough English averages: 0.75 words per token, 500 words per printed page. */
const WORDS_PER_TOKEN = 0.75;
const WORDS_PER_PAGE = 500;
/** The request size used for the example cost calculation. */
const EXAMPLE_INPUT_TOKENS = 10_000;
const EXAMPLE_OUTPUT_TOKENS = 1_000;
const EXAMPLE_REQUESTS_PER_DAY = 1_000;
const SUGGESTION_COUNT = 5;

const inputSchema = z.strictObject({
  model_id: textParam('model_id', 200).describe(
    'Catalog id in provider/model form, e.g. "openai/gpt-4o-mini" or "anthropic/claude-sonnet-5". Aliases such as "~anthropic/claude-sonnet-latest" and variants such as ":free" are accepted.',
  ),
});

const outputSchema = z.object({
  /** For a variant id, the model as that variant: its id, prices, tier and description. */
  model: catalogModelSchema,
  requested_id: z.string(),
  resolved_via: z.enum(['id', 'alias', 'variant']),
  base_model_id: z.string(),
  modality: z.string(),
  context: z.object({ tokens: z.number(), approx_words: z.number(), approx_pages: z.number() }),
  cost_example: z.object({
    input_tokens: z.number(),
    output_tokens: z.number(),
    input_cost_usd: z.number(),
    output_cost_usd: z.number(),
    total_cost_usd: z.number(),
    per_day_usd_at_1000_requests: z.number(),
  }),
  best_use_cases: z.array(z.string()),
  usage_example: z.string(),
});

const round = (value: number) => Math.round(value * 1e9) / 1e9;
const perMillionTokens = (price: number) =>
  price === 0 ? 'free' : `${pricePerMillion(price)} per 1M tokens`;
/** An amount in a calculation: "$0" rather than usd()'s "free", which reads oddly in arithmetic. */
const dollars = (value: number) => (value === 0 ? '$0' : usd(value));

/** get-model-details: every fact about one model, with a cost example and a usage example. */
export const getModelDetailsTool: CatalogTool<typeof inputSchema, typeof outputSchema> = {
  name: 'get-model-details',
  title: 'Get model details',
  description:
    'Full details of one model by id (provider/model): provider, tier, modality, input and output ' +
    'price per 1M tokens with an example cost calculation, capabilities (tools, vision, audio), ' +
    'context window with approximate words and pages, and a usage example. An unknown id is an ' +
    'error that suggests similar ids.',
  inputSchema,
  outputSchema,
  run({ model_id }, { catalog }) {
    const resolved = catalog.resolve(model_id);
    if (!resolved) {
      const suggestions = catalog.closestIds(model_id, SUGGESTION_COUNT);
      const hint = suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : '';
      throw new ToolError({
        code: 'MODEL_NOT_FOUND',
        message: `Unknown model_id '${model_id}'.${hint} Use search-models to find ids.`,
        details: { model_id, suggestions },
      });
    }
    const { model: base, via } = resolved;
    // A variant is described with its own prices and tier, so the examples cost what it costs.
    const model = via.kind === 'variant' ? asVariant(base, via.variant) : base;
    const modality = `${model.input_modalities.join('+')} -> ${model.output_modalities.join('+')}`;
    const words = Math.round(model.context_length * WORDS_PER_TOKEN);
    const pages = Math.round(words / WORDS_PER_PAGE);
    const inputCost = estimateCostUsd(model, EXAMPLE_INPUT_TOKENS, 0);
    const outputCost = estimateCostUsd(model, 0, EXAMPLE_OUTPUT_TOKENS);
    const total = round(inputCost + outputCost);
    const perDay = round(total * EXAMPLE_REQUESTS_PER_DAY);
    const bestUses = model.strengths.map((s) => STRENGTH_LABELS[s] ?? s).slice(0, 4);
    const usage = usageExample(model.id, model.supports_tools);
    const viaNote =
      via.kind === 'alias'
        ? `\n\n_\`${via.alias}\` is an alias of this model._`
        : via.kind === 'variant'
          ? `\n\n_\`${via.variant.id}\` is the ${via.variant.kind} variant of ${base.name} (\`${base.id}\`, ${pricePerMillion(base.input_price_per_million)} input / ${pricePerMillion(base.output_price_per_million)} output per 1M tokens, ${base.tier}); the figures below are the variant's._`
          : '';
    const facts = table(
      ['Fact', 'Value'],
      [
        ['Provider', `${model.provider.name} (\`${model.provider.id}\`)`],
        ['Tier', model.tier],
        ['Modality', modality],
        ['Input price', perMillionTokens(model.input_price_per_million)],
        ['Output price', perMillionTokens(model.output_price_per_million)],
        [
          'Context window',
          `${count(model.context_length)} tokens (about ${count(words)} words, ${count(pages)} pages)`,
        ],
        [
          'Max output',
          model.max_output_tokens ? `${count(model.max_output_tokens)} tokens` : 'not stated',
        ],
        ['Listed', model.released_at],
        ['Knowledge cutoff', model.knowledge_cutoff ?? 'not stated'],
      ],
    );
    const variants =
      model.variants.length > 0
        ? [
            '',
            '### Variants',
            '',
            table(
              ['Id', 'Kind', 'Input $/1M', 'Output $/1M'],
              model.variants.map((v) => [
                `\`${v.id}\``,
                v.kind,
                pricePerMillion(v.input_price_per_million),
                pricePerMillion(v.output_price_per_million),
              ]),
            ),
          ]
        : [];
    const text = [
      `## ${model.name} (\`${model.id}\`)${viaNote}`,
      '',
      model.description,
      '',
      facts,
      '',
      '### Capabilities',
      '',
      `- Tool calling: ${yesNo(model.supports_tools)}`,
      `- Vision (image input): ${yesNo(model.supports_vision)}`,
      `- Audio input: ${yesNo(model.supports_audio)}`,
      `- Reasoning: ${yesNo(model.supports_reasoning)}`,
      `- Best for: ${bestUses.join(', ')}`,
      '',
      '### Example cost',
      '',
      `A request with ${count(EXAMPLE_INPUT_TOKENS)} input tokens and ${count(EXAMPLE_OUTPUT_TOKENS)} output tokens:`,
      `${count(EXAMPLE_INPUT_TOKENS)} x ${dollars(model.input_price_per_million)}/1M = ${dollars(inputCost)}, ` +
        `plus ${count(EXAMPLE_OUTPUT_TOKENS)} x ${dollars(model.output_price_per_million)}/1M = ${dollars(outputCost)}, ` +
        `total **${dollars(total)}** per request, about ${dollars(perDay)} per day at ${count(EXAMPLE_REQUESTS_PER_DAY)} requests.`,
      ...variants,
      '',
      '### Usage example',
      '',
      `POST this body to \`https://openrouter.ai/api/v1/chat/completions\` (or any OpenAI-compatible endpoint), or set \`"model": "${model.id}"\` on a Switchboard agent loop:`,
      '',
      '```json',
      usage,
      '```',
    ].join('\n');
    return {
      text,
      data: {
        model,
        requested_id: model_id,
        resolved_via: via.kind,
        base_model_id: base.id,
        modality,
        context: { tokens: model.context_length, approx_words: words, approx_pages: pages },
        cost_example: {
          input_tokens: EXAMPLE_INPUT_TOKENS,
          output_tokens: EXAMPLE_OUTPUT_TOKENS,
          input_cost_usd: inputCost,
          output_cost_usd: outputCost,
          total_cost_usd: total,
          per_day_usd_at_1000_requests: perDay,
        },
        best_use_cases: bestUses,
        usage_example: usage,
      },
    };
  },
};

/** An OpenAI-compatible chat-completions body for the model (POST {LLM_BASE_URL}/chat/completions). */
function usageExample(modelId: string, withTools: boolean): string {
  const body: Record<string, unknown> = {
    model: modelId,
    messages: [
      { role: 'system', content: 'You are a concise assistant.' },
      { role: 'user', content: 'Summarise this ticket in two sentences: ...' },
    ],
    max_tokens: 500,
  };
  if (withTools) {
    body['tools'] = [
      {
        type: 'function',
        function: {
          name: 'lookup_order',
          description: 'Find an order by id',
          parameters: {
            type: 'object',
            properties: { order_id: { type: 'string' } },
            required: ['order_id'],
          },
        },
      },
    ];
  }
  // One line per top-level field keeps the example short enough to read in a chat window.
  const lines = Object.entries(body).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${lines.join(',\n')}\n}`;
}
