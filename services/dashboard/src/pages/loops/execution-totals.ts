import type { Execution } from '../../api/types';

export const LIVE: ReadonlyArray<Execution['status']> = ['queued', 'running'];

export interface Totals {
  modelCalls: number;
  toolCalls: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  costUsd: number | null;
}

/**
 * A run's counts and usage. The record's totals are written when the run ends, so while it is
 * queued or running they are added up from the steps recorded so far.
 */
export function totalsOf(execution: Execution): Totals {
  if (!LIVE.includes(execution.status)) {
    const { result, usage } = execution;
    return {
      modelCalls: result.iterations,
      toolCalls: result.tool_calls,
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens,
      totalTokens: usage.total_tokens,
      costUsd: usage.cost_usd,
    };
  }
  const totals: Totals = {
    modelCalls: 0,
    toolCalls: 0,
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    costUsd: null,
  };
  for (const step of execution.steps) {
    if (step.type === 'tool_call') totals.toolCalls += 1;
    if (step.type !== 'model_call') continue;
    totals.modelCalls += 1;
    totals.promptTokens += step.prompt_tokens;
    totals.completionTokens += step.completion_tokens;
    totals.totalTokens += step.total_tokens;
    if (step.cost_usd !== null) totals.costUsd = (totals.costUsd ?? 0) + step.cost_usd;
  }
  return totals;
}
