import { describeIssues, type JsonSchemaValidator } from '@switchboard/kit/json-schema';
import { EXECUTION_OUTPUT_MAX_CHARS } from '@switchboard/contracts/execution';
import type {
  ChatMessage,
  ChatResponse,
  ChatTool,
  JsonSchemaResponseFormat,
} from '../llm/chat-model.js';
import type { RunContext, RunTotals } from './run-context.js';
import { truncate } from './steps.js';
import { assistantTurn, pushToolResults } from './tool-call.js';

/**
 * Runs that must end with a result of a loop's `output_schema`. The model is asked for it through
 * the endpoint's JSON-schema response format where the model has one (the catalog says so), else
 * through a `submit_result` tool whose parameters are the schema. An answer that does not
 * validate goes back to the model with the errors while iterations remain.
 */

/** The tool a model calls with its result when the endpoint has no JSON-schema response format. */
export const SUBMIT_RESULT_TOOL = 'submit_result';

export interface StructuredOutput {
  schema: Record<string, unknown>;
  mode: 'response_format' | 'tool';
  validator: JsonSchemaValidator;
}

/** What one model answer means for a run that must end with a structured result. */
export type StructuredVerdict =
  /** The result validated: the run ends with it. */
  | { ended: RunTotals }
  /** No valid result yet: what the model was told is in the conversation; `errors` says why. */
  | { retry: string }
  /** The answer asks for other tools: run them as usual. */
  | { tools: true };

/** The tool offered in `tool` mode. */
export function submitResultTool(output: StructuredOutput): ChatTool[] {
  if (output.mode !== 'tool') return [];
  return [
    {
      type: 'function',
      function: {
        name: SUBMIT_RESULT_TOOL,
        description:
          'Submit your final result. Call it alone, once you have everything, with the result as its arguments.',
        parameters: output.schema,
      },
    },
  ];
}

/** The response format asked for in `response_format` mode. */
export function responseFormatOf(output: StructuredOutput): JsonSchemaResponseFormat | undefined {
  if (output.mode !== 'response_format') return undefined;
  // Not strict: OpenAI's strict mode refuses schemas without additionalProperties: false on
  // every object, which users' schemas need not have; the answer is validated here anyway.
  return {
    type: 'json_schema',
    json_schema: { name: 'result', schema: output.schema, strict: false },
  };
}

function parseObject(text: string): Record<string, unknown> | string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
    return 'the result must be a JSON object';
  } catch (error) {
    return `the result is not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
}

type Checked = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/** The result checked against the schema: the object, or why not (one line). */
function check(output: StructuredOutput, text: string): Checked {
  const parsed = parseObject(text);
  if (typeof parsed === 'string') return { ok: false, error: parsed };
  const verdict = output.validator.validate(output.schema, parsed);
  return verdict.valid
    ? { ok: true, value: parsed }
    : { ok: false, error: describeIssues(verdict.issues) };
}

function completed(run: RunContext, structured: Record<string, unknown>): RunTotals {
  const kept = truncate(JSON.stringify(structured), EXECUTION_OUTPUT_MAX_CHARS);
  return run.end({
    status: 'completed',
    output: kept.text,
    outputTruncated: kept.truncated,
    structured,
  });
}

/** Judges one model answer; appends to `messages` what the model is told when it must retry. */
export function judgeAnswer(
  run: RunContext,
  output: StructuredOutput,
  messages: ChatMessage[],
  answer: ChatResponse,
): StructuredVerdict {
  if (output.mode === 'response_format') {
    if (answer.toolCalls.length > 0) return { tools: true };
    const result = check(output, answer.content ?? '');
    if (result.ok) return { ended: completed(run, result.value) };
    messages.push({ role: 'assistant', content: answer.content });
    messages.push({ role: 'user', content: retryText(result.error) });
    return { retry: result.error };
  }
  const submitted = answer.toolCalls.find((call) => call.name === SUBMIT_RESULT_TOOL);
  if (!submitted) {
    if (answer.toolCalls.length > 0) return { tools: true };
    const error = `no result was submitted: call ${SUBMIT_RESULT_TOOL} with it`;
    messages.push({ role: 'assistant', content: answer.content });
    messages.push({ role: 'user', content: retryText(error) });
    return { retry: error };
  }
  const result = check(output, submitted.arguments || '{}');
  if (result.ok) return { ended: completed(run, result.value) };
  messages.push(assistantTurn(answer));
  const notRun = `Error: not run: ${SUBMIT_RESULT_TOOL} was called in the same answer. Call tools first, then ${SUBMIT_RESULT_TOOL} alone.`;
  const results = Object.fromEntries(
    answer.toolCalls.map((call) => [
      call.id,
      call === submitted ? `Error: ${retryText(result.error)}` : notRun,
    ]),
  );
  pushToolResults(messages, answer.toolCalls, results);
  return { retry: result.error };
}

function retryText(error: string): string {
  return `Your result does not match the required JSON Schema: ${error}. Answer again with a result that matches it.`;
}

/** The end of a run that never gave a valid result. */
export function neverValidated(run: RunContext, lastError: string): RunTotals {
  return run.end({
    status: 'failed',
    error:
      `The run ended without a result matching the loop's output_schema ` +
      `(max_iterations ${run.input.maxIterations} reached). Last validation errors: ${lastError}`,
  });
}
