/** The step log of an execution: one entry per model call and per tool call, in the order they ended. */

/** Longest tool result kept in the step log (the model itself gets more). */
export const MAX_STEP_RESULT_CHARS = 2_000;
/** Longest model answer kept in the step log. */
export const MAX_STEP_CONTENT_CHARS = 4_000;

export interface ModelCallStep {
  type: 'model_call';
  index: number;
  iteration: number;
  model: string;
  started_at: string;
  latency_ms: number;
  finish_reason: string | null;
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  content: string | null;
  tool_calls: Array<{ id: string; name: string }>;
  error: string | null;
}

export interface ToolCallStep {
  type: 'tool_call';
  index: number;
  iteration: number;
  tool_call_id: string;
  /** The name the model used (`<server>__<tool>`). */
  name: string;
  server: string;
  tool: string;
  arguments: unknown;
  started_at: string;
  duration_ms: number;
  result: string | null;
  result_truncated: boolean;
  error: string | null;
}

/** A tool server whose tools could not be listed when the execution started. */
export interface ToolServerErrorStep {
  type: 'tool_server_error';
  index: number;
  iteration: 0;
  server: string;
  started_at: string;
  error: string;
}

export type ExecutionStep = ModelCallStep | ToolCallStep | ToolServerErrorStep;

/** Cuts `text` to `max` characters and says whether it did. */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: `${text.slice(0, max)}…`, truncated: true };
}
