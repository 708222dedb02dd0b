import type { ChatUsage } from '../llm/chat-model.js';

/** USD per one million tokens. */
export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

/** Looks a model's price up by catalog id; null when the catalog does not know the model. */
export type PriceLookup = (modelId: string) => ModelPrice | null;

export interface UsageTotals {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  /** Null when no model used in the run has a known price. */
  cost_usd: number | null;
}

/** Usage of a run with nothing spent yet. */
export function emptyUsage(): UsageTotals {
  return { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost_usd: null };
}

// Prices have at most a few decimals; rounding to 1e-10 USD keeps sums free of float noise.
function roundUsd(value: number): number {
  return Math.round(value * 1e10) / 1e10;
}

/** One model call's cost in USD, or null when the catalog does not know the model's price. */
export function callCost(usage: ChatUsage, modelId: string, prices: PriceLookup): number | null {
  const price = prices(modelId);
  if (!price) return null;
  return roundUsd(
    (usage.promptTokens * price.inputPerMillion + usage.completionTokens * price.outputPerMillion) /
      1_000_000,
  );
}

/** Adds one model call's usage and its cost (`callCost`; null: unknown) to the totals. */
export function addUsage(totals: UsageTotals, usage: ChatUsage, cost: number | null): UsageTotals {
  return {
    prompt_tokens: totals.prompt_tokens + usage.promptTokens,
    completion_tokens: totals.completion_tokens + usage.completionTokens,
    total_tokens: totals.total_tokens + usage.totalTokens,
    cost_usd: cost === null ? totals.cost_usd : roundUsd((totals.cost_usd ?? 0) + cost),
  };
}
