import { AbortScope } from '../abort-scope.js';
import type { ChatMessage, ChatModel, ChatResponse, ChatTool } from '../llm/chat-model.js';
import type { ToolCallOutcome, Toolbox } from '../tools/toolbox.js';
import { addUsage, emptyUsage, type PriceLookup, type UsageTotals } from './pricing.js';
import { EXECUTION_OUTPUT_MAX_CHARS } from '@switchboard/contracts/execution';
import { STEP_RESULT_MAX_CHARS, type ExecutionStep } from '@switchboard/contracts/execution-step';
import { stepArguments, truncate } from './steps.js';
import {
  mapWithConcurrency,
  notRunMessage,
  TOOL_CALL_CONCURRENCY_DEFAULT,
  TOOL_CALLS_PER_TURN_DEFAULT,
  type ToolTurnLimits,
} from './tool-turn.js';

export type TerminalStatus = 'completed' | 'failed' | 'timeout' | 'cancelled';

export interface AgentLoopInput {
  agentLoopId: string;
  executionId: string;
  systemPrompt: string;
  userMessage: string;
  model: string;
  maxIterations: number;
  /** Time left for the run (the loop's timeout minus what tool listing used); <= 0: none. */
  timeoutMs: number;
  /** The loop's configured timeout, for the error message; default timeoutMs in seconds. */
  timeoutSeconds?: number;
  toolTimeoutMs: number;
}

export interface AgentLoopDeps {
  chat: ChatModel;
  toolbox: Toolbox;
  prices: PriceLookup;
  /** Aborted when the execution is cancelled (or the runner must stop working on it). */
  signal: AbortSignal;
  /**
   * Persists the step log so far (the whole list): once per iteration and when the run ends, so
   * one store write covers a model call and the tool calls it asked for.
   */
  saveSteps: (steps: readonly ExecutionStep[]) => Promise<void>;
  /** Bounds on the tool calls of one model answer; default 8 at a time, 32 per answer. */
  toolTurn?: ToolTurnLimits;
  now?: () => Date;
}

export interface AgentLoopOutcome {
  status: TerminalStatus;
  output: string | null;
  /** The final answer was longer than EXECUTION_OUTPUT_MAX_CHARS and `output` is its start. */
  outputTruncated: boolean;
  error: string | null;
  iterations: number;
  toolCalls: number;
  usage: UsageTotals;
  /** The model of the last answer, as the endpoint reported it. */
  model: string;
  /** The whole step log; the caller stores it with the outcome (one write instead of two). */
  steps: ExecutionStep[];
}

type RunState = Omit<AgentLoopOutcome, 'steps'>;

class LoopTimeoutError extends Error {}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * An empty answer is final, as in LangGraph's ReAct agent and the OpenAI Agents SDK (no tool calls
 * ends the loop): a model may answer "" on purpose. Not when the endpoint says why nothing came:
 * the token limit cut it or a content filter withheld it; that is a failed run, not a result.
 */
function withheldAnswerError(finishReason: string): string | null {
  if (finishReason === 'length') {
    return 'The model returned an empty answer: it hit its output token limit (finish_reason length).';
  }
  if (finishReason === 'content_filter') {
    return 'The model returned an empty answer: a content filter withheld it (finish_reason content_filter).';
  }
  return null;
}

function maxIterationsError(input: AgentLoopInput, last: ChatResponse | null): string {
  const reached = `max_iterations (${input.maxIterations}) reached without a final answer.`;
  const skipped = last?.toolCalls.length ?? 0;
  return skipped === 0
    ? reached
    : `${reached} The ${skipped} tool call(s) of the last model answer were not run.`;
}

/**
 * Runs one agent loop: system prompt and task to the model, the model's tool calls in parallel
 * (bounded: `toolTurn`), their results back, until a final answer, `maxIterations` model calls, the timeout, or
 * cancellation. Never throws for a failed run: the outcome says how it ended.
 */
export async function runAgentLoop(
  input: AgentLoopInput,
  deps: AgentLoopDeps,
): Promise<AgentLoopOutcome> {
  const now = deps.now ?? (() => new Date());
  // One scope for the whole run: aborted by cancellation (deps.signal) or the loop's deadline.
  const scope = new AbortScope([deps.signal]).deadline(
    input.timeoutMs,
    () => new LoopTimeoutError(),
  );
  const signal = scope.signal;
  const state: RunState = {
    status: 'failed',
    output: null,
    outputTruncated: false,
    error: null,
    iterations: 0,
    toolCalls: 0,
    usage: emptyUsage(),
    model: input.model,
  };
  const log: ExecutionStep[] = [];
  let saved = 0;
  const record = (step: ExecutionStep) => {
    log.push(step);
  };
  const checkpoint = async () => {
    if (log.length === saved) return;
    saved = log.length;
    await deps.saveSteps([...log]);
  };
  const stopped = (): RunState | null => {
    if (deps.signal.aborted) {
      return { ...state, status: 'cancelled', error: 'The execution was cancelled.' };
    }
    if (scope.signal.reason instanceof LoopTimeoutError) {
      const seconds = input.timeoutSeconds ?? input.timeoutMs / 1000;
      return { ...state, status: 'timeout', error: `The execution timed out after ${seconds} s.` };
    }
    return null;
  };

  const run = async (): Promise<RunState> => {
    // A server that could not be listed gets a step, so the log says why its tools are missing;
    // the run goes on with the others.
    for (const failure of deps.toolbox.failures) {
      record({
        type: 'tools_list',
        server: failure.server,
        error: `The tool server could not be listed: ${failure.error}`,
        duration_ms: failure.durationMs,
        started_at: failure.startedAt.toISOString(),
      });
    }
    const tools: ChatTool[] = deps.toolbox.tools().map((tool) => ({
      type: 'function',
      function: {
        name: tool.modelName,
        description: tool.description,
        parameters: tool.inputSchema,
      },
    }));
    const messages: ChatMessage[] = [
      { role: 'system', content: input.systemPrompt },
      { role: 'user', content: input.userMessage },
    ];

    for (let iteration = 1; iteration <= input.maxIterations; iteration += 1) {
      // Listing may have used up the time, or a cancellation came in: no model call then.
      const before = stopped();
      if (before) return before;
      const startedAt = now();
      const started = performance.now();
      let response: ChatResponse;
      state.iterations = iteration;
      try {
        response = await deps.chat.complete({ model: input.model, messages, tools, signal });
      } catch (error) {
        const halted = stopped();
        const message = halted?.error ?? `The model call failed: ${describe(error)}`;
        record({
          type: 'model_call',
          iteration,
          model: input.model,
          prompt_tokens: 0,
          completion_tokens: 0,
          total_tokens: 0,
          latency_ms: Math.round(performance.now() - started),
          finish_reason: null,
          tool_calls_requested: 0,
          error: message,
          started_at: startedAt.toISOString(),
        });
        return halted ?? { ...state, status: 'failed', error: message };
      }
      state.usage = addUsage(state.usage, response.usage, input.model, deps.prices);
      state.model = response.model;
      record({
        type: 'model_call',
        iteration,
        model: response.model,
        prompt_tokens: response.usage.promptTokens,
        completion_tokens: response.usage.completionTokens,
        total_tokens: response.usage.totalTokens,
        latency_ms: Math.round(performance.now() - started),
        finish_reason: response.finishReason,
        tool_calls_requested: response.toolCalls.length,
        error: null,
        started_at: startedAt.toISOString(),
      });
      const halted = stopped();
      if (halted) return halted;

      if (response.toolCalls.length === 0) {
        const output = response.content ?? '';
        const withheld = output === '' ? withheldAnswerError(response.finishReason) : null;
        if (withheld) return { ...state, status: 'failed', error: withheld };
        const kept = truncate(output, EXECUTION_OUTPUT_MAX_CHARS);
        return {
          ...state,
          status: 'completed',
          output: kept.text,
          outputTruncated: kept.truncated,
        };
      }
      if (iteration === input.maxIterations) {
        // No model call is left to read their results: running them would only add side effects.
        return { ...state, status: 'failed', error: maxIterationsError(input, response) };
      }

      messages.push({
        role: 'assistant',
        content: response.content,
        tool_calls: response.toolCalls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      const { concurrency, perTurn } = deps.toolTurn ?? {
        concurrency: TOOL_CALL_CONCURRENCY_DEFAULT,
        perTurn: TOOL_CALLS_PER_TURN_DEFAULT,
      };
      const ran = await mapWithConcurrency(
        response.toolCalls.slice(0, perTurn),
        concurrency,
        async (call) => {
          // Stopped while earlier calls ran: the rest are not started.
          if (signal.aborted) return null;
          const callStarted = now();
          const outcome: ToolCallOutcome = await deps.toolbox.call(call.name, call.arguments, {
            signal,
            timeoutMs: input.toolTimeoutMs,
            context: { agentLoopId: input.agentLoopId, executionId: input.executionId },
          });
          const kept = truncate(outcome.output, STEP_RESULT_MAX_CHARS);
          record({
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
            started_at: callStarted.toISOString(),
          });
          return outcome;
        },
      );
      state.toolCalls += ran.filter((outcome) => outcome !== null).length;
      const haltedAfterTools = stopped();
      if (haltedAfterTools) return haltedAfterTools;
      await checkpoint();
      // Every call gets an answer (the chat API requires one per tool_call_id), in the order asked.
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
    // Only reached with maxIterations < 1, which the contract does not allow.
    return { ...state, status: 'failed', error: maxIterationsError(input, null) };
  };

  try {
    return { ...(await run()), steps: [...log] };
  } catch (error) {
    // Only saving the steps can throw here (store unreachable, lease lost): the run cannot go on.
    const ended = stopped() ?? {
      ...state,
      status: 'failed' as const,
      error: `The run broke: ${describe(error)}`,
    };
    return { ...ended, steps: [...log] };
  } finally {
    scope.dispose();
  }
}
