import {
  tierForInputPrice,
  type CatalogModel,
  type ModelVariant,
} from '@switchboard/contracts/catalog';
import { describeModel, withPriceStrengths } from '../data/describe.js';

/**
 * The model as offered under a variant id (`:batch`, `:free`): the variant's id, prices and the
 * tier, strengths and description that follow from them; everything else (context, modalities,
 * capabilities, the family's variants) is the base model's.
 */
export function asVariant(model: CatalogModel, variant: ModelVariant): CatalogModel {
  const name = `${model.name} (${variant.kind})`;
  const tier = tierForInputPrice(variant.input_price_per_million);
  const strengths = withPriceStrengths(model.strengths, variant.input_price_per_million);
  const description = describeModel(
    {
      id: variant.id,
      name,
      providerName: model.provider.name,
      // Only strengths are read from upstream prose, and they are carried over from the base.
      upstreamDescription: '',
      tier,
      inputPricePerMillion: variant.input_price_per_million,
      contextLength: model.context_length,
      inputModalities: model.input_modalities,
      supportsTools: model.supports_tools,
      supportsReasoning: model.supports_reasoning,
    },
    strengths,
  );
  return {
    ...model,
    id: variant.id,
    name,
    description,
    input_price_per_million: variant.input_price_per_million,
    output_price_per_million: variant.output_price_per_million,
    tier,
    strengths,
  };
}
