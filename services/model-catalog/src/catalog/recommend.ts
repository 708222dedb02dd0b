import type { CatalogModel, ModelTier } from '@switchboard/contracts/catalog';
import { LONG_CONTEXT_TOKENS, STRENGTH_LABELS } from '../data/describe.js';
import type { Catalog } from './catalog.js';
import { parseUseCase } from './use-case.js';
import { compareText } from './compare.js';
import { meetsRequirements, type Requirements } from './requirements.js';

export interface RecommendCriteria extends Requirements {
  useCase?: string | undefined;
  preferredTier?: ModelTier | undefined;
  limit: number;
}

export interface Recommendation {
  model: CatalogModel;
  /** 0..1, higher is a better fit. */
  score: number;
  matchedIntents: string[];
  reasons: string[];
  bestUseCase: string;
}

export interface RecommendResult {
  intents: string[];
  eligible: number;
  recommendations: Recommendation[];
}

const TIER_QUALITY: Record<ModelTier, number> = { Budget: 0, Standard: 0.5, Premium: 1 };
const MAX_LOG_CONTEXT = Math.log10(2_000_000);
const MAX_LOG_PRICE = Math.log10(1 + 100);
/** From this degree a model is called specialised in its reasoning. */
const SPECIALIST_REASON_MIN = 0.5;

/** What a model is scored on, each 0..1. */
type Feature =
  | 'fit'
  | 'specialised'
  | 'named'
  | 'cheapness'
  | 'quality'
  | 'context'
  | 'recency'
  | 'capabilities';

/**
 * How much each feature counts. Being built for what the use case asks (specialisation.ts) weighs
 * enough that a coding model ranks above a general frontier model that also codes, not enough to
 * outweigh a missed intent. "Cheap" asks for low prices outright; plain chat is what every model
 * does, so price decides more there.
 */
function weightsFor(intents: readonly string[]): Record<Feature, number> {
  const costFocused = intents.includes('high-volume');
  const onlyChat = intents.length > 0 && intents.every((i) => i === 'chat');
  return {
    fit: 0.45,
    specialised: 0.2,
    named: 0.15,
    cheapness: costFocused ? 0.3 : onlyChat ? 0.2 : 0.1,
    quality: costFocused ? 0 : onlyChat ? 0.05 : 0.1,
    context: 0.1,
    recency: 0.1,
    capabilities: 0.05,
  };
}

/** A model name matched this closely by the use case ("something like claude") gets a bonus. */
const NAME_MATCH_MAX_SCORE = 0.25;

/**
 * Ranks the models that meet every hard constraint by fit: strengths matching the use case, how
 * far a model is built for them, a model named in it, the preferred tier (ranked ahead of other
 * tiers), context size, price (weighted more when the use case asks for cheap), a quality proxy
 * (tier) and recency. The score is the weighted mean of these, 0..1.
 */
export function recommend(catalog: Catalog, criteria: RecommendCriteria): RecommendResult {
  const { intents, otherWords } = parseUseCase(criteria.useCase ?? '');
  const weights = Object.entries(weightsFor(intents)) as [Feature, number][];
  const totalWeight = weights.reduce((sum, [, weight]) => sum + weight, 0);
  // A model is named when a leftover word starts a word of its id, name or provider ("something
  // like claude"), or when those words together find it closely, typos allowed ("claud sonet").
  const named = new Set<string>(otherWords.flatMap((word) => [...catalog.index.namedBy(word)]));
  if (otherWords.length > 0) {
    for (const hit of catalog.index.search(otherWords.join(' '), 20).hits) {
      if (hit.match !== 'fuzzy' || hit.score <= NAME_MATCH_MAX_SCORE) named.add(hit.model.id);
    }
  }
  const newest = catalog.models.reduce((max, m) => (m.released_at > max ? m.released_at : max), '');
  const newestTime = Date.parse(newest);

  const candidates = catalog.models.filter((m) => meetsRequirements(m, criteria));
  const scored = candidates.map((model) => {
    const matchedIntents = intents.filter((i) => model.strengths.includes(i));
    const degrees = matchedIntents.map((i) => catalog.specialisation(model, i));
    const ageYears = (newestTime - Date.parse(model.released_at)) / (365 * 24 * 3600 * 1000);
    const features: Record<Feature, number> = {
      fit: intents.length > 0 ? matchedIntents.length / intents.length : 0.5,
      specialised: intents.length > 0 ? degrees.reduce((sum, d) => sum + d, 0) / intents.length : 0,
      named: named.has(model.id) ? 1 : 0,
      cheapness: 1 - Math.min(1, Math.log10(1 + model.input_price_per_million) / MAX_LOG_PRICE),
      quality: TIER_QUALITY[model.tier],
      context: Math.log10(model.context_length) / MAX_LOG_CONTEXT,
      recency: Math.max(0, 1 - ageYears / 2),
      capabilities:
        [model.supports_tools, model.supports_vision, model.supports_reasoning].filter(Boolean)
          .length / 3,
    };
    const score =
      weights.reduce((sum, [feature, weight]) => sum + weight * features[feature], 0) / totalWeight;
    const specialistFor = matchedIntents.filter(
      (_, k) => (degrees[k] ?? 0) >= SPECIALIST_REASON_MIN,
    );
    return {
      model,
      score: Math.round(score * 1000) / 1000,
      matchedIntents,
      specialistFor,
      named: named.has(model.id),
    };
  });
  const preferred = criteria.preferredTier;
  scored.sort(
    (a, b) =>
      Number(b.model.tier === preferred) - Number(a.model.tier === preferred) ||
      b.score - a.score ||
      compareText(b.model.released_at, a.model.released_at) ||
      compareText(a.model.id, b.model.id),
  );
  const recommendations = scored.slice(0, criteria.limit).map((s) => ({
    model: s.model,
    score: s.score,
    matchedIntents: s.matchedIntents,
    reasons: reasonsFor(s, criteria, intents),
    bestUseCase: bestUseCase(s.model, s.matchedIntents),
  }));
  return { intents, eligible: candidates.length, recommendations };
}

const labels = (strengths: readonly string[]) =>
  strengths.map((s) => STRENGTH_LABELS[s] ?? s).join(', ');

function reasonsFor(
  scored: {
    model: CatalogModel;
    matchedIntents: string[];
    specialistFor: string[];
    named: boolean;
  },
  criteria: RecommendCriteria,
  intents: string[],
): string[] {
  const { model, matchedIntents: matched, specialistFor, named } = scored;
  const reasons: string[] = [];
  if (matched.length > 0) reasons.push(`fits ${labels(matched)}`);
  if (specialistFor.length > 0) reasons.push(`specialised for ${labels(specialistFor)}`);
  const missed = intents.filter((i) => !matched.includes(i));
  if (missed.length > 0) reasons.push(`not known for ${labels(missed)}`);
  if (named) reasons.push('named in the use case');
  if (criteria.preferredTier) {
    reasons.push(
      model.tier === criteria.preferredTier
        ? `in the preferred ${model.tier} tier`
        : `outside the preferred tier (${model.tier})`,
    );
  }
  if (model.context_length >= LONG_CONTEXT_TOKENS && !specialistFor.includes('long-context'))
    reasons.push('large context window');
  if (model.input_price_per_million < 0.5) reasons.push('low price');
  return reasons;
}

/** Strengths nearly every cheap model has; they name a best use case only when nothing else fits. */
const GENERIC_STRENGTHS = ['chat', 'high-volume'];

/**
 * The asked-for strength that says most about the model: "cheap coding" is best for coding, not
 * for cheap chat; then any asked-for strength, then the model's own most specific strength.
 */
function bestUseCase(model: CatalogModel, matched: string[]): string {
  const specific = (s: string) => !GENERIC_STRENGTHS.includes(s);
  const pick =
    matched.find(specific) ??
    matched[0] ??
    model.strengths.find(specific) ??
    model.strengths[0] ??
    'chat';
  return STRENGTH_LABELS[pick] ?? pick;
}
