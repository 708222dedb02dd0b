import type { ChatMessage, ChatResponse, ChatToolCall } from '../llm/chat-model.js';
import type { Span } from '@switchboard/kit/telemetry/tracer';
import type { ToolCallOutcome } from '../tools/toolbox.js';
import type { ToolAnswers, ToolQuestions } from '../tools/tool-source.js';
import { STEP_RESULT_MAX_CHARS } from '@switchboard/contracts/execution-step';
import type { RunContext } from './run-context.js';
import { stepArguments, truncate } from './steps.js';

/** How one tool call ended: what the model is told, or the server's questions first. */
export type ToolCallEnd = { content: string } | { questions: ToolQuestions };

/**
 * Runs one tool call (with `rawArguments`, default the model's, and the answers to questions its
 * last try asked), records it as a step once it answers, and returns what the model is told or
 * the server's questions; null when the run was stopped before it started.
 */
export async function runToolCall(
  run: RunContext,
  call: ChatToolCall,
  iteration: number,
  rawArguments: string = call.arguments,
  answers?: ToolAnswers,
): Promise<ToolCallEnd | null> {
  const { input, deps } = run;
  // Stopped while earlier calls ran: the rest are not started.
  if (run.signal.aborted) return null;
  const startedAt = run.now();
  const outcome = await callTool(run, call, () =>
    deps.toolbox.call(call.name, rawArguments, {
      signal: run.signal,
      timeoutMs: input.toolTimeoutMs,
      context: { agentLoopId: input.agentLoopId, executionId: input.executionId },
      ...(answers ? { answers } : {}),
    }),
  );
  if (outcome.questions) return { questions: outcome.questions };
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
  run.totals.toolCalls += 1;
  return { content: outcome.error === null ? outcome.output : `Error: ${outcome.output}` };
}

/** The model's answer as the assistant turn that asked for its tool calls. */
export function assistantTurn(answer: Pick<ChatResponse, 'content' | 'toolCalls'>): ChatMessage {
  return {
    role: 'assistant',
    content: answer.content,
    tool_calls: answer.toolCalls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    })),
  };
}

/** One tool message per call, in the order the model asked. */
export function pushToolResults(
  messages: ChatMessage[],
  calls: readonly ChatToolCall[],
  results: Record<string, string>,
): void {
  for (const call of calls) {
    messages.push({ role: 'tool', tool_call_id: call.id, content: results[call.id] ?? '' });
  }
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
