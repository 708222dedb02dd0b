import type { CatalogModel } from '@switchboard/contracts/catalog';
import { HIGH_VOLUME_MAX_INPUT_PRICE, LONG_CONTEXT_TOKENS, namedFor } from '../data/describe.js';

/** From this context on a model is as specialised for long documents as the catalog gets. */
const FULL_LONG_CONTEXT_TOKENS = 1_000_000;
const LOG_LONG_CONTEXT_SPAN = Math.log(FULL_LONG_CONTEXT_TOKENS / LONG_CONTEXT_TOKENS);

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * How far a model is built for one of its strengths, 0 (merely has it) to 1 (made for it). Many
 * general models have a strength (93 mention coding); a specialist says so in its id or name
 * ("qwen3-coder", "gpt-5.1-codex", "qwen3-vl", "deepseek-r1"), and for strengths that are
 * quantities the facts say how far past the threshold it is: long documents by context window
 * (200K tokens 0, 1M and more 1, on a log scale), cheap chat by input price (free 1, $0.50 0).
 */
export function specialisationFor(model: CatalogModel, strength: string): number {
  if (!model.strengths.includes(strength)) return 0;
  if (strength === 'long-context')
    return clamp01(Math.log(model.context_length / LONG_CONTEXT_TOKENS) / LOG_LONG_CONTEXT_SPAN);
  if (strength === 'high-volume')
    return clamp01(1 - model.input_price_per_million / HIGH_VOLUME_MAX_INPUT_PRICE);
  return namedFor(strength, `${model.id} ${model.name}`) ? 1 : 0;
}

/** Every model's non-zero specialisations by model id, computed once for a catalog. */
export function specialisationsOf(
  models: readonly CatalogModel[],
): Map<string, Map<string, number>> {
  const byModel = new Map<string, Map<string, number>>();
  for (const model of models) {
    const degrees = new Map<string, number>();
    for (const strength of model.strengths) {
      const degree = specialisationFor(model, strength);
      if (degree > 0) degrees.set(strength, degree);
    }
    byModel.set(model.id, degrees);
  }
  return byModel;
}
