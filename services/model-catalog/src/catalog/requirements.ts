import type { CatalogModel } from '@switchboard/contracts/catalog';

/** The hard constraints list-models and recommend-model share. */
export interface Requirements {
  requireTools: boolean;
  requireVision: boolean;
  requireAudio: boolean;
  minContextLength?: number | undefined;
  /** USD per 1M input tokens. */
  maxPricePerMillion?: number | undefined;
}

/** Whether a model meets every requirement; requirements are filters, never traded off against fit. */
export function meetsRequirements(model: CatalogModel, r: Requirements): boolean {
  return (
    (!r.requireTools || model.supports_tools) &&
    (!r.requireVision || model.supports_vision) &&
    (!r.requireAudio || model.supports_audio) &&
    (r.minContextLength === undefined || model.context_length >= r.minContextLength) &&
    (r.maxPricePerMillion === undefined || model.input_price_per_million <= r.maxPricePerMillion)
  );
}

/** The requirements named by a tool's snake_case arguments. */
export function requirementsOf(args: {
  require_tools: boolean;
  require_vision: boolean;
  require_audio: boolean;
  min_context_length?: number | undefined;
  max_price_per_million?: number | undefined;
}): Requirements {
  return {
    requireTools: args.require_tools,
    requireVision: args.require_vision,
    requireAudio: args.require_audio,
    minContextLength: args.min_context_length,
    maxPricePerMillion: args.max_price_per_million,
  };
}
