import type { McpAnswer, McpQuestion } from '@switchboard/kit/mcp/connect';

/**
 * The one interface every tool source implements (STYLE.md habit 8): registered MCP servers,
 * custom HTTP tool servers and the built-in tools all list tools, call a tool, and close.
 * Expected failures (a tool that reports an error) come back as values, never as exceptions.
 */

/** A JSON Schema object describing a tool's arguments, as MCP and OpenAI both expect it. */
export type JsonSchemaObject = Record<string, unknown>;

/** A tool as its own server names it. */
export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchemaObject;
  /** The hints the server declared (MCP `annotations`: readOnlyHint, destructiveHint...). */
  annotations?: Record<string, unknown>;
}

/** What the runner tells a tool server about the call (the spec's `context`). */
export interface ToolCallContext {
  agentLoopId: string;
  executionId: string;
}

export interface ToolCallOptions {
  /** Aborted on cancellation, the loop's timeout, or the tool's own time limit. */
  signal: AbortSignal;
  context: ToolCallContext;
  /** A call made again with the answers to the questions its first try asked (2026-era MCP). */
  answers?: ToolAnswers;
}

/** A server's questions about a call, which it wants answered before it goes on (MCP). */
export interface ToolQuestions {
  /** The questions by the server's keys. */
  questions: Record<string, McpQuestion>;
  /** The server's opaque state, echoed back with the answers. */
  requestState: string | null;
}

/** The answers a call is made again with, by the keys of its questions. */
export interface ToolAnswers {
  answers: Record<string, McpAnswer>;
  requestState: string | null;
}

/** A tool's answer: text for the model, and whether the tool itself reported a failure. */
export interface ToolResult {
  output: string;
  isError: boolean;
  /** The server asks questions before it answers (the call is to be made again with answers). */
  questions?: ToolQuestions;
}

export interface ToolSource {
  /** Registered server id (`mcp_...`) or the built-in's name; recorded on steps. */
  readonly id: string;
  /** Display name of the server; namespaces its tools for the model. */
  readonly name: string;
  /** Lists the server's tools; throws when the server cannot be reached or answers garbage. */
  listTools(signal: AbortSignal): Promise<ToolDefinition[]>;
  /** Calls one tool by its server-side name; throws only for transport-level failures. */
  callTool(
    name: string,
    args: Record<string, unknown>,
    options: ToolCallOptions,
  ): Promise<ToolResult>;
  /**
   * The arguments as the step log keeps them (e.g. credentials masked); the tool still receives
   * them whole. Default: as given.
   */
  recordedArguments?(name: string, args: Record<string, unknown>): unknown;
  /** Releases connections; safe to call more than once. */
  close(): Promise<void>;
}
