/**
 * Bounds on the tool calls of one model answer. LangGraph's ToolNode and the OpenAI Agents SDK run
 * every call of an answer at once; a model that asks for hundreds (a loop, a confused plan) would
 * then flood the tool servers, so calls run a few at a time and only so many per answer.
 */

/** Tool calls of one model answer in flight at once. */
export const TOOL_CALL_CONCURRENCY_DEFAULT = 8;

/** Tool calls run per model answer; the model gets a tool error for each one past this. */
export const TOOL_CALLS_PER_TURN_DEFAULT = 32;

export interface ToolTurnLimits {
  /** Tool calls in flight at once. */
  concurrency: number;
  /** Tool calls run per model answer. */
  perTurn: number;
}

/** Runs `worker` over `items` with at most `concurrency` in flight; results in `items` order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next; index < items.length; index = next) {
      next += 1;
      results[index] = await worker(items[index] as T, index);
    }
  };
  const lanes = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

/** What the model is told for a tool call past the per-answer limit (it was not run). */
export function notRunMessage(requested: number, perTurn: number): string {
  return (
    `Error: not run. You asked for ${requested} tool calls in one answer; at most ${perTurn} ` +
    'run per answer and the rest are skipped. Ask for this call again if you still need it.'
  );
}
