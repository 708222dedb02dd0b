import type { ChatMessage, ChatResponse } from '../llm/chat-model.js';
import { approvalsOf } from './approvals.js';
import type { RunContext, RunTotals } from './run-context.js';
import type { PendingQuestions, PendingTurn } from './checkpoint.js';
import { pendingQuestions, settleQuestions } from './questions.js';
import { assistantTurn, runToolCall } from './tool-call.js';

/**
 * The tool turn of a run, and the bounds on the tool calls of one model answer. LangGraph's ToolNode and the OpenAI Agents SDK run
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

/**
 * Runs the tool calls of one model answer (bounded by `toolTurn`), records each as a step, and
 * adds the assistant's answer and one tool message per call to the conversation, in the order
 * the model asked (the chat API requires an answer for every tool_call_id). Calls of `ask` tools
 * are not run: the others are, and the run pauses with an approval per waiting call (the result
 * is then the paused run's end; null when every call ran).
 */
export async function runToolTurn(
  run: RunContext,
  messages: ChatMessage[],
  response: ChatResponse,
  iteration: number,
): Promise<RunTotals | null> {
  const { deps } = run;
  const { concurrency, perTurn } = deps.toolTurn ?? {
    concurrency: TOOL_CALL_CONCURRENCY_DEFAULT,
    perTurn: TOOL_CALLS_PER_TURN_DEFAULT,
  };
  messages.push(assistantTurn(response));
  const runnable = response.toolCalls.slice(0, perTurn);
  const approvals = approvalsOf(run, runnable);
  const ran = await mapWithConcurrency(runnable, concurrency, (call) =>
    approvals.has(call.id) ? Promise.resolve(null) : runToolCall(run, call, iteration),
  );
  const results: Record<string, string> = {};
  const questions: Record<string, PendingQuestions> = {};
  response.toolCalls.forEach((call, index) => {
    if (approvals.has(call.id)) return;
    const end = ran[index];
    if (end && 'questions' in end) {
      questions[call.id] = pendingQuestions(end.questions, call.arguments, 1);
      return;
    }
    results[call.id] = end?.content ?? notRunMessage(response.toolCalls.length, perTurn);
  });
  const awaiting = Object.fromEntries(
    [...approvals].map(([callId, approval]) => [callId, approval.id]),
  );
  const turn: PendingTurn = {
    iteration,
    tool_calls: response.toolCalls,
    results,
    awaiting,
    questions,
  };
  if (run.signal.aborted) return null;
  if (approvals.size > 0) {
    return run.pause([...approvals.values()], run.checkpoint(messages, { turn, budget: null }));
  }
  return settleQuestions(run, messages, turn);
}
