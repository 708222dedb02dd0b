import type { ChatMessage, ChatResponse, ChatToolCall } from '../llm/chat-model.js';
import type { Span } from '@switchboard/kit/telemetry/tracer';
import type { ToolCallOutcome } from '../tools/toolbox.js';
import { STEP_RESULT_MAX_CHARS } from '@switchboard/contracts/execution-step';
import type { RunContext } from './run-context.js';
import { stepArguments, truncate } from './steps.js';

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
 * the model asked (the chat API requires an answer for every tool_call_id).
 */
export async function runToolTurn(
  run: RunContext,
  messages: ChatMessage[],
  response: ChatResponse,
  iteration: number,
): Promise<void> {
  const { input, deps } = run;
  const { concurrency, perTurn } = deps.toolTurn ?? {
    concurrency: TOOL_CALL_CONCURRENCY_DEFAULT,
    perTurn: TOOL_CALLS_PER_TURN_DEFAULT,
  };
  messages.push({
    role: 'assistant',
    content: response.content,
    tool_calls: response.toolCalls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    })),
  });
  const ran = await mapWithConcurrency(
    response.toolCalls.slice(0, perTurn),
    concurrency,
    async (call) => {
      // Stopped while earlier calls ran: the rest are not started.
      if (run.signal.aborted) return null;
      const startedAt = run.now();
      const outcome = await callTool(run, call, () =>
        deps.toolbox.call(call.name, call.arguments, {
          signal: run.signal,
          timeoutMs: input.toolTimeoutMs,
          context: { agentLoopId: input.agentLoopId, executionId: input.executionId },
        }),
      );
      const kept = truncate(outcome.output, STEP_RESULT_MAX_CHARS);
      run.record({
        type: 'tool_call',
        iteration,
        call_id: call.id,
        server: outcome.server,
        tool: outcome.tool,
        arguments: stepArguments(outcome.arguments, STEP_RESULT_MAX_CHARS),
        result: outcome.error === null ? kept.text : null,
        truncated: outcome.error === null && kept.truncated,
        duration_ms: Math.round(outcome.durationMs),
        error: outcome.error,
        started_at: startedAt.toISOString(),
      });
      return outcome;
    },
  );
  run.totals.toolCalls += ran.filter((outcome) => outcome !== null).length;
  response.toolCalls.forEach((call, index) => {
    const outcome = ran[index];
    const content = !outcome
      ? notRunMessage(response.toolCalls.length, perTurn)
      : outcome.error === null
        ? outcome.output
        : `Error: ${outcome.output}`;
    messages.push({ role: 'tool', tool_call_id: call.id, content });
  });
}

/**
 * One tool call in an `execute_tool {tool}` span (GenAI conventions: the model's name for the
 * tool, the call id; the server's requests are its children and carry its `traceparent`), and in
 * the tool-call metrics. A tool's failure is a value the model sees; the span still fails with it.
 */
async function callTool(
  run: RunContext,
  call: ChatToolCall,
  work: () => Promise<ToolCallOutcome>,
): Promise<ToolCallOutcome> {
  const { tracer, toolCalls } = run.telemetry;
  const done = (outcome: ToolCallOutcome, span: Span | null) => {
    const failed = outcome.error !== null;
    toolCalls.observe({ outcome: failed ? 'error' : 'ok' }, outcome.durationMs / 1000);
    span?.setAttributes({ 'switchboard.tool.server': outcome.server || undefined });
    if (failed) span?.fail('tool_error');
    return outcome;
  };
  if (!tracer.enabled) return done(await work(), null);
  const attributes = {
    'gen_ai.operation.name': 'execute_tool',
    'gen_ai.tool.name': call.name,
    'gen_ai.tool.call.id': call.id,
    'gen_ai.tool.type': 'extension',
  };
  return tracer.inSpan(`execute_tool ${call.name}`, { attributes }, async (span) =>
    done(await work(), span),
  );
}
