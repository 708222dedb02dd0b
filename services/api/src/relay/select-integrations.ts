/**
 * Which integrations answer one user message, in the order they are tried (contract-decisions.md,
 * "Integrations", selection rules 1-3). Pure: the random source is passed in so the weighted
 * strategy can be tested statistically with a seeded generator.
 */

/** The fields of an integration the selection looks at. */
export interface SelectableIntegration {
  id: string;
  weight: number;
  fallback: boolean;
  enabled: boolean;
  created_at: string;
}

export type IntegrationStrategy = 'highest_weight' | 'weighted';

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/**
 * The attempt order: one primary chosen among enabled, non-fallback integrations with weight > 0
 * (highest weight, ties to the oldest; or at random by weight), then every enabled fallback,
 * highest weight first (ties to the oldest). Empty when nothing can answer.
 */
export function planAttempts<T extends SelectableIntegration>(
  integrations: readonly T[],
  strategy: IntegrationStrategy,
  random: RandomSource,
): T[] {
  const candidates = integrations.filter((i) => i.enabled && !i.fallback && i.weight > 0);
  const fallbacks = integrations.filter((i) => i.enabled && i.fallback).sort(byWeightThenAge);
  const primary =
    strategy === 'weighted' ? pickWeighted(candidates, random) : pickHighest(candidates);
  return primary ? [primary, ...fallbacks] : fallbacks;
}

/**
 * Why `planAttempts` returned nothing, for the reply's error and the logs: no integration, none
 * enabled, or enabled ones that all have weight 0 (never primary) and none that is a fallback.
 */
export function explainNoAttempts(integrations: readonly SelectableIntegration[]): string {
  if (integrations.length === 0) return 'the bot has no integration';
  if (!integrations.some((i) => i.enabled)) return 'the bot has no enabled integration';
  return "the bot's enabled integrations all have weight 0 (never primary) and none is a fallback";
}

function byWeightThenAge(a: SelectableIntegration, b: SelectableIntegration): number {
  if (a.weight !== b.weight) return b.weight - a.weight;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  // Ids are time-sortable, so they break ties between records created in the same millisecond.
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function pickHighest<T extends SelectableIntegration>(candidates: readonly T[]): T | undefined {
  return [...candidates].sort(byWeightThenAge)[0];
}

/** Picks with probability weight / sum of weights. */
function pickWeighted<T extends SelectableIntegration>(
  candidates: readonly T[],
  random: RandomSource,
): T | undefined {
  // A stable order keeps a seeded run reproducible whatever order the store returned.
  const ordered = [...candidates].sort(byWeightThenAge);
  const total = ordered.reduce((sum, i) => sum + i.weight, 0);
  if (total <= 0) return undefined;
  let point = random() * total;
  for (const integration of ordered) {
    point -= integration.weight;
    if (point < 0) return integration;
  }
  // Floating-point rounding can leave a tiny remainder; the last candidate owns it.
  return ordered[ordered.length - 1];
}
