import type {
  ChatMessage,
  ChatRequest,
  ChatResponse,
  ChatTool,
  JsonSchemaResponseFormat,
} from '../llm/chat-model.js';
import { secondsSince } from '@switchboard/kit/metrics/metrics';
import { errorType, type Span } from '@switchboard/kit/telemetry/tracer';
import { EXECUTION_OUTPUT_MAX_CHARS } from '@switchboard/contracts/execution';
import { addUsage, callCost } from './pricing.js';
import { describe, type RunContext, type RunTotals } from './run-context.js';
import { truncate } from './steps.js';

/** The model's answer, or how the run ended when the call failed or was stopped. */
export type ModelTurn = { answer: ChatResponse } | { ended: RunTotals };

/** Calls the model once with the conversation so far and records the call as a step. */
export async function callModel(
  run: RunContext,
  messages: ChatMessage[],
  tools: ChatTool[],
  iteration: number,
  responseFormat?: JsonSchemaResponseFormat,
): Promise<ModelTurn> {
  const { input, deps } = run;
  const startedAt = run.now();
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  run.totals.iterations = iteration;
  let response: ChatResponse;
  try {
    response = await complete(run, {
      model: input.model,
      messages,
      tools,
      ...(responseFormat ? { responseFormat } : {}),
      signal: run.signal,
    });
  } catch (error) {
    const halted = run.stopped();
    const message = halted?.error ?? `The model call failed: ${describe(error)}`;
    run.record({
      type: 'model_call',
      iteration,
      model: input.model,
      prompt_tokens: 0,
      completion_tokens: 0,
      total_tokens: 0,
      cost_usd: null,
      latency_ms: latency(),
      finish_reason: null,
      tool_calls_requested: 0,
      error: message,
      started_at: startedAt.toISOString(),
    });
    return { ended: halted ?? run.end({ status: 'failed', error: message }) };
  }
  // What the endpoint says it cost; else priced by the loop's model id (the catalog's), whatever
  // name the endpoint answers with.
  const cost = response.usage.costUsd ?? callCost(response.usage, input.model, deps.prices);
  run.totals.usage = addUsage(run.totals.usage, response.usage, cost);
  run.totals.model = response.model;
  run.record({
    type: 'model_call',
    iteration,
    model: response.model,
    prompt_tokens: response.usage.promptTokens,
    completion_tokens: response.usage.completionTokens,
    total_tokens: response.usage.totalTokens,
    cost_usd: cost,
    latency_ms: latency(),
    finish_reason: response.finishReason,
    tool_calls_requested: response.toolCalls.length,
    error: null,
    started_at: startedAt.toISOString(),
  });
  const halted = run.stopped();
  return halted ? { ended: halted } : { answer: response };
}

/**
 * One model call in a `chat {model}` span (GenAI conventions: its HTTP request is the child), and
 * in the model-call and token metrics.
 */
async function complete(run: RunContext, request: ChatRequest): Promise<ChatResponse> {
  const { tracer, endpoint, modelCalls, tokens } = run.telemetry;
  const started = performance.now();
  const call = async (span: Span | null) => {
    try {
      const response = await run.deps.chat.complete(request);
      modelCalls.observe({ outcome: 'ok' }, secondsSince(started));
      tokens.inc({ type: 'input' }, response.usage.promptTokens);
      tokens.inc({ type: 'output' }, response.usage.completionTokens);
      span?.setAttributes({
        'gen_ai.response.model': response.model,
        'gen_ai.usage.input_tokens': response.usage.promptTokens,
        'gen_ai.usage.output_tokens': response.usage.completionTokens,
        'gen_ai.response.finish_reasons': [response.finishReason],
      });
      return response;
    } catch (error) {
      modelCalls.observe({ outcome: 'error' }, secondsSince(started));
      const status = (error as { status?: number }).status;
      span?.fail(status === undefined ? errorType(error) : String(status));
      throw error;
    }
  };
  if (!tracer.enabled) return call(null);
  const attributes = {
    'gen_ai.operation.name': 'chat',
    'gen_ai.provider.name': endpoint.provider,
    'gen_ai.request.model': request.model,
    'server.address': endpoint.host,
    'server.port': endpoint.port,
  };
  return tracer.inSpan(`chat ${request.model}`, { kind: 'client', attributes }, call);
}

/**
 * An answer without tool calls ends the run, as in LangGraph's ReAct agent and the OpenAI Agents
 * SDK; an empty one too (a model may answer "" on purpose), unless the endpoint says why nothing
 * came: the token limit cut it or a content filter withheld it, which fails the run. Null when
 * the model asked for tools.
 */
export function finalAnswer(run: RunContext, response: ChatResponse): RunTotals | null {
  if (response.toolCalls.length > 0) return null;
  const output = response.content ?? '';
  const withheld = output === '' ? withheldAnswerError(response.finishReason) : null;
  if (withheld) return run.end({ status: 'failed', error: withheld });
  const kept = truncate(output, EXECUTION_OUTPUT_MAX_CHARS);
  return run.end({ status: 'completed', output: kept.text, outputTruncated: kept.truncated });
}

function withheldAnswerError(finishReason: string): string | null {
  if (finishReason === 'length') {
    return 'The model returned an empty answer: it hit its output token limit (finish_reason length).';
  }
  if (finishReason === 'content_filter') {
    return 'The model returned an empty answer: a content filter withheld it (finish_reason content_filter).';
  }
  return null;
}

/** The run's end when max_iterations model calls gave no final answer. */
export function maxIterationsReached(run: RunContext, last: ChatResponse | null): RunTotals {
  const reached = `max_iterations (${run.input.maxIterations}) reached without a final answer.`;
  const skipped = last?.toolCalls.length ?? 0;
  const error =
    skipped === 0
      ? reached
      : `${reached} The ${skipped} tool call(s) of the last model answer were not run.`;
  return run.end({ status: 'failed', error });
}
