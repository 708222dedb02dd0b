/**
 * The chat-completions shapes the loop engine works with: OpenAI's message format, which every
 * OpenAI-compatible endpoint (OpenRouter, vLLM, Ollama, LiteLLM, ...) accepts.
 */

export interface ChatToolCall {
  id: string;
  name: string;
  /** The function arguments exactly as the model produced them (a JSON string, maybe broken). */
  arguments: string;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A tool call in OpenAI's wire format, as it goes back into the conversation. */
export interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A tool offered to the model, in OpenAI's function format. */
export interface ChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** What the endpoint says the call cost (USD; OpenRouter's `usage.cost`), when it says. */
  costUsd?: number;
}

/** OpenAI's JSON-schema response format: the answer must be JSON of this schema. */
export interface JsonSchemaResponseFormat {
  type: 'json_schema';
  json_schema: { name: string; schema: Record<string, unknown>; strict: boolean };
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools: ChatTool[];
  /** Asks for a final answer of a JSON Schema (endpoints and models that support it). */
  responseFormat?: JsonSchemaResponseFormat;
  signal: AbortSignal;
}

export interface ChatResponse {
  /** The model that answered, as the endpoint reports it (falls back to the requested one). */
  model: string;
  content: string | null;
  toolCalls: ChatToolCall[];
  finishReason: string;
  usage: ChatUsage;
}

/** Anything that can answer one chat-completions request; throws ModelCallError when it cannot. */
export interface ChatModel {
  complete(request: ChatRequest): Promise<ChatResponse>;
}

/** The model could not be reached or answered with an error, after any retries. */
export class ModelCallError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;
  /** How long the endpoint asked us to wait (Retry-After), when it did. */
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    options: {
      status?: number;
      retryable: boolean;
      retryAfterMs?: number | undefined;
      cause?: unknown;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ModelCallError';
    this.status = options.status;
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
  }
}
