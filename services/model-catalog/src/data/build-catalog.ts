import {
  MODALITIES,
  parseCatalogFile,
  tierForInputPrice,
  type CatalogFile,
  type CatalogModel,
  type Modality,
  type ModelVariant,
} from '@switchboard/contracts/catalog';
import { deriveStrengths, describeModel, type DescribeFacts } from './describe.js';
import { pricePerMillion, type UpstreamModel } from './openrouter.js';

/**
 * Turns an OpenRouter `/models` listing into the catalog. The decisions (docs/model-catalog.md,
 * "The data and its decisions"):
 * - `~vendor/...-latest` aliases are not models: they become `aliases` entries pointing at their
 *   target, so `get-model-details` still answers for them.
 * - Routers (`openrouter/*`, tokenizer `Router`) and any entry with a negative ("-1" = variable)
 *   price are dropped: they have no price of their own to compare.
 * - Entries priced 0/0 that are not `:free` variants are dropped: they are billed some other way
 *   (e.g. per generated clip), so "free" would be false.
 * - `:free`, `:batch` and `:thinking` ids are variants of a base model and are folded into its
 *   `variants`, so each model appears once; a variant whose base is not listed is kept as a model.
 */

const VARIANT_PATTERN = /^(.+):(free|batch|thinking)$/;

/** Display names for providers whose upstream names carry no "Provider: " prefix. */
const PROVIDER_NAMES: Record<string, string> = {
  'anthracite-org': 'Anthracite',
  gryphe: 'Gryphe',
  rekaai: 'Reka AI',
  undi95: 'Undi95',
};

export interface BuildOptions {
  /** Where the listing came from (file path or URL), recorded in the output. */
  location: string;
  /** Fixed clock for reproducible output and tests. */
  now?: Date;
}

export interface BuildReport {
  catalog: CatalogFile;
  dropped: { id: string; reason: string }[];
}

type Kept = { upstream: UpstreamModel; variant?: { base: string; kind: ModelVariant['kind'] } };

/** Builds and validates a catalog from upstream models; see the module comment for the rules. */
export function buildCatalog(
  upstream: readonly UpstreamModel[],
  options: BuildOptions,
): BuildReport {
  const dropped: BuildReport['dropped'] = [];
  const aliases: Record<string, string> = {};
  const kept: Kept[] = [];
  for (const model of upstream) {
    const input = pricePerMillion(model.pricing.prompt);
    const output = pricePerMillion(model.pricing.completion);
    const variantMatch = VARIANT_PATTERN.exec(model.id);
    if (model.id.startsWith('~')) {
      if (model.alias_target) aliases[model.id] = model.alias_target.slug;
      else dropped.push({ id: model.id, reason: 'alias without a target' });
    } else if (model.id.startsWith('openrouter/') || model.architecture.tokenizer === 'Router') {
      dropped.push({ id: model.id, reason: 'router (price depends on the routed model)' });
    } else if (input < 0 || output < 0) {
      dropped.push({ id: model.id, reason: 'variable price' });
    } else if (input === 0 && output === 0 && variantMatch?.[2] !== 'free') {
      dropped.push({
        id: model.id,
        reason: 'priced 0/0 but not a free variant (billed otherwise)',
      });
    } else if (variantMatch) {
      const [, base = '', kind] = variantMatch;
      kept.push({ upstream: model, variant: { base, kind: kind as ModelVariant['kind'] } });
    } else {
      kept.push({ upstream: model });
    }
  }

  const baseIds = new Set(kept.filter((k) => !k.variant).map((k) => k.upstream.id));
  const providerNames = providerDisplayNames(upstream);
  const models = new Map<string, CatalogModel>();
  for (const entry of kept) {
    if (entry.variant && baseIds.has(entry.variant.base)) continue;
    models.set(entry.upstream.id, toCatalogModel(entry.upstream, providerNames));
  }
  for (const entry of kept) {
    if (!entry.variant || !baseIds.has(entry.variant.base)) continue;
    models.get(entry.variant.base)?.variants.push({
      id: entry.upstream.id,
      kind: entry.variant.kind,
      input_price_per_million: pricePerMillion(entry.upstream.pricing.prompt),
      output_price_per_million: pricePerMillion(entry.upstream.pricing.completion),
    });
  }
  for (const [alias, target] of Object.entries(aliases)) {
    if (!models.has(target)) {
      delete aliases[alias];
      dropped.push({ id: alias, reason: `alias of ${target}, which is not in the catalog` });
    }
  }

  const sorted = [...models.values()].sort((a, b) => a.id.localeCompare(b.id));
  const catalog = parseCatalogFile({
    version: 1,
    generated_at: (options.now ?? new Date()).toISOString(),
    source: { kind: 'openrouter', location: options.location, upstream_count: upstream.length },
    models: sorted,
    aliases: Object.fromEntries(Object.entries(aliases).sort(([a], [b]) => a.localeCompare(b))),
  });
  return { catalog, dropped };
}

function toCatalogModel(model: UpstreamModel, providerNames: Map<string, string>): CatalogModel {
  const providerId = model.id.split('/')[0] ?? model.id;
  const providerName = providerNames.get(providerId) ?? titleCase(providerId);
  const input = pricePerMillion(model.pricing.prompt);
  const inputModalities = knownModalities(model.architecture.input_modalities);
  const parameters = model.supported_parameters ?? [];
  const facts: DescribeFacts = {
    id: model.id,
    name: stripProviderPrefix(model.name),
    providerName,
    upstreamDescription: model.description ?? '',
    tier: tierForInputPrice(input),
    inputPricePerMillion: input,
    contextLength: model.context_length ?? model.top_provider?.context_length ?? 4096,
    inputModalities,
    supportsTools: parameters.includes('tools'),
    supportsReasoning: parameters.includes('reasoning'),
  };
  const strengths = deriveStrengths(facts);
  const maxOutput = model.top_provider?.max_completion_tokens;
  return {
    id: model.id,
    name: facts.name,
    provider: { id: providerId, name: providerName },
    description: describeModel(facts, strengths),
    input_price_per_million: input,
    output_price_per_million: pricePerMillion(model.pricing.completion),
    tier: facts.tier,
    context_length: facts.contextLength,
    max_output_tokens: maxOutput && maxOutput > 0 ? maxOutput : null,
    input_modalities: inputModalities,
    output_modalities: knownModalities(model.architecture.output_modalities),
    supports_tools: facts.supportsTools,
    supports_vision: inputModalities.includes('image'),
    supports_audio: inputModalities.includes('audio'),
    supports_reasoning: facts.supportsReasoning,
    supports_structured_outputs: parameters.includes('structured_outputs'),
    strengths,
    released_at: new Date(model.created * 1000).toISOString().slice(0, 10),
    knowledge_cutoff: model.knowledge_cutoff ?? null,
    variants: [],
  };
}

function knownModalities(values: readonly string[]): Modality[] {
  const known = values.filter((v): v is Modality => (MODALITIES as readonly string[]).includes(v));
  return known.length > 0 ? known : ['text'];
}

function stripProviderPrefix(name: string): string {
  const colon = name.indexOf(': ');
  return colon > 0 ? name.slice(colon + 2).trim() : name.trim();
}

/** The most common "Provider: " prefix among each provider's model names. */
function providerDisplayNames(upstream: readonly UpstreamModel[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const model of upstream) {
    const providerId = model.id.replace(/^~/, '').split('/')[0] ?? '';
    const colon = model.name.indexOf(': ');
    if (colon <= 0) continue;
    const prefix = model.name.slice(0, colon).trim();
    const byPrefix = counts.get(providerId) ?? new Map<string, number>();
    byPrefix.set(prefix, (byPrefix.get(prefix) ?? 0) + 1);
    counts.set(providerId, byPrefix);
  }
  const names = new Map<string, string>(Object.entries(PROVIDER_NAMES));
  for (const [providerId, byPrefix] of counts) {
    if (names.has(providerId)) continue;
    const best = [...byPrefix.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (best) names.set(providerId, best[0]);
  }
  return names;
}

function titleCase(id: string): string {
  return id
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
