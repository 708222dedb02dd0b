import { z } from 'zod';
import { ValidationError } from '@switchboard/kit/errors';
import { toFieldIssues } from '@switchboard/kit/validation';

/**
 * The parts of an OpenRouter `GET /models` response the catalog build reads. Objects are loose so
 * new upstream fields never break a sync; only the facts we rely on are checked.
 */
const upstreamModelSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  created: z.number(),
  description: z.string().nullish(),
  context_length: z.number().int().positive().nullish(),
  architecture: z.looseObject({
    input_modalities: z.array(z.string()).default(['text']),
    output_modalities: z.array(z.string()).default(['text']),
    tokenizer: z.string().nullish(),
  }),
  pricing: z.looseObject({ prompt: z.string(), completion: z.string() }),
  top_provider: z
    .looseObject({
      context_length: z.number().nullish(),
      max_completion_tokens: z.number().nullish(),
    })
    .nullish(),
  supported_parameters: z.array(z.string()).nullish(),
  knowledge_cutoff: z.string().nullish(),
  alias_target: z.looseObject({ slug: z.string() }).nullish(),
});
export type UpstreamModel = z.infer<typeof upstreamModelSchema>;

const upstreamResponseSchema = z.looseObject({ data: z.array(upstreamModelSchema).min(1) });

/** Validates an OpenRouter `/models` response body; throws a ValidationError naming bad paths. */
export function parseUpstreamResponse(body: unknown): UpstreamModel[] {
  const result = upstreamResponseSchema.safeParse(body);
  if (result.success) return result.data.data;
  const fields = toFieldIssues(result.error);
  const shown = fields.slice(0, 5).map((f) => `${f.path || '(root)'}: ${f.message}`);
  throw new ValidationError(
    fields,
    `Not an OpenRouter /models response: ${shown.join('; ')}${fields.length > 5 ? ' ...' : ''}`,
  );
}

/**
 * USD per token (a decimal string) to USD per 1M tokens. Twelve significant digits absorb the
 * binary floating-point error of the multiplication ("0.0000001" gives 0.1, not 0.09999999999999999).
 * Negative prices ("-1": variable router pricing) stay negative for the caller to drop.
 */
export function pricePerMillion(perToken: string): number {
  const value = Number(perToken);
  if (!Number.isFinite(value)) throw new Error(`Not a price: ${JSON.stringify(perToken)}`);
  return Number((value * 1_000_000).toPrecision(12));
}
