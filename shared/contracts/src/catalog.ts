import { z } from 'zod';
import { ValidationError } from '@switchboard/kit/errors';
import { toFieldIssues } from '@switchboard/kit/validation';

/**
 * The model catalog's data contract: one model of `data/models.json` and the file itself. The
 * catalog server and the agent runner (which prices executions from the same file) both parse it
 * with these schemas, so a file one accepts the other accepts too.
 */

/** Pricing tiers by input price per 1M tokens, in display order. */
export const MODEL_TIERS = ['Budget', 'Standard', 'Premium'] as const;
export const modelTierSchema = z.enum(MODEL_TIERS);
export type ModelTier = z.infer<typeof modelTierSchema>;

/** Budget below 1 USD per 1M input tokens, Standard from 1 to 5 inclusive, Premium above 5. */
export function tierForInputPrice(inputPricePerMillion: number): ModelTier {
  if (inputPricePerMillion < 1) return 'Budget';
  if (inputPricePerMillion <= 5) return 'Standard';
  return 'Premium';
}

export const MODALITIES = ['text', 'image', 'audio', 'video', 'file'] as const;
export const modalitySchema = z.enum(MODALITIES);
export type Modality = z.infer<typeof modalitySchema>;

export const VARIANT_KINDS = ['free', 'batch', 'thinking'] as const;

const price = z.number().finite().nonnegative();
const isoDate = z.iso.date();

/** Another id under which the same model is offered with different terms (`:free`, `:batch`). */
export const modelVariantSchema = z.strictObject({
  id: z.string().min(1),
  kind: z.enum(VARIANT_KINDS),
  input_price_per_million: price,
  output_price_per_million: price,
});
export type ModelVariant = z.infer<typeof modelVariantSchema>;

export const catalogModelSchema = z
  .strictObject({
    /** `provider/model`, as used by OpenRouter and OpenAI-compatible gateways. */
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]*\/[a-z0-9][a-z0-9._:-]*$/i, {
      error: 'must look like provider/model',
    }),
    name: z.string().min(1),
    provider: z.strictObject({ id: z.string().min(1), name: z.string().min(1) }),
    /** Our own sentence, written from the facts below (never upstream prose). */
    description: z.string().min(1),
    input_price_per_million: price,
    output_price_per_million: price,
    tier: modelTierSchema,
    context_length: z.number().int().positive(),
    max_output_tokens: z.number().int().positive().nullable(),
    input_modalities: z.array(modalitySchema).min(1),
    output_modalities: z.array(modalitySchema).min(1),
    supports_tools: z.boolean(),
    supports_vision: z.boolean(),
    supports_audio: z.boolean(),
    supports_reasoning: z.boolean(),
    /**
     * The endpoint takes a JSON Schema response format for this model (OpenRouter's
     * `structured_outputs` parameter); false in catalogs built before it was recorded.
     */
    supports_structured_outputs: z.boolean().default(false),
    /** Use cases the facts point to, from a fixed vocabulary (see the catalog build script). */
    strengths: z.array(z.string().min(1)),
    /** The day the model was listed upstream (not necessarily the vendor's release day). */
    released_at: isoDate,
    knowledge_cutoff: z.string().nullable(),
    variants: z.array(modelVariantSchema),
  })
  .superRefine((model, ctx) => {
    const expected = tierForInputPrice(model.input_price_per_million);
    if (model.tier !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['tier'],
        message: `must be ${expected} for an input price of ${model.input_price_per_million} USD per 1M tokens`,
      });
    }
    if (model.supports_vision !== model.input_modalities.includes('image')) {
      ctx.addIssue({
        code: 'custom',
        path: ['supports_vision'],
        message: 'must be true exactly when input_modalities has image',
      });
    }
    if (model.supports_audio !== model.input_modalities.includes('audio')) {
      ctx.addIssue({
        code: 'custom',
        path: ['supports_audio'],
        message: 'must be true exactly when input_modalities has audio',
      });
    }
  });
export type CatalogModel = z.infer<typeof catalogModelSchema>;

export const catalogFileSchema = z
  .strictObject({
    version: z.literal(1),
    generated_at: z.iso.datetime(),
    source: z.strictObject({
      kind: z.literal('openrouter'),
      /** The file or URL the catalog was built from. */
      location: z.string().min(1),
      upstream_count: z.number().int().nonnegative(),
    }),
    models: z.array(catalogModelSchema).min(1),
    /** Alias id (such as `~anthropic/claude-sonnet-latest`) to the id of a model in `models`. */
    aliases: z.record(z.string(), z.string()),
  })
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    file.models.forEach((model, index) => {
      if (ids.has(model.id)) {
        ctx.addIssue({ code: 'custom', path: ['models', index, 'id'], message: 'is a duplicate' });
      }
      ids.add(model.id);
    });
    for (const [alias, target] of Object.entries(file.aliases)) {
      if (!ids.has(target)) {
        ctx.addIssue({
          code: 'custom',
          path: ['aliases', alias],
          message: `points to ${target}, which is not in models`,
        });
      }
    }
  });
export type CatalogFile = z.infer<typeof catalogFileSchema>;

/** Validates parsed `models.json` content; throws a ValidationError naming every bad path. */
export function parseCatalogFile(content: unknown): CatalogFile {
  const result = catalogFileSchema.safeParse(content);
  if (result.success) return result.data;
  const fields = toFieldIssues(result.error);
  const shown = fields.slice(0, 5).map((f) => `${f.path || '(root)'}: ${f.message}`);
  const more = fields.length > 5 ? ` (and ${fields.length - 5} more)` : '';
  throw new ValidationError(fields, `Invalid model catalog: ${shown.join('; ')}${more}`);
}

/** Cost in USD of one call with the model's list prices, rounded to 1e-9 USD. */
export function estimateCostUsd(
  model: Pick<CatalogModel, 'input_price_per_million' | 'output_price_per_million'>,
  inputTokens: number,
  outputTokens: number,
): number {
  const cost =
    (inputTokens * model.input_price_per_million + outputTokens * model.output_price_per_million) /
    1_000_000;
  return Math.round(cost * 1e9) / 1e9;
}
