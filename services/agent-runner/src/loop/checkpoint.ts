import type { McpAnswer, McpQuestion } from '@switchboard/kit/mcp/connect';
import type { ChatMessage, ChatToolCall } from '../llm/chat-model.js';
import type { UsageTotals } from './pricing.js';

/**
 * A paused run's state, stored on the execution (as JSON text) when it pauses for a person and
 * read back by whichever runner resumes it: the conversation so far, the counters, the running
 * time spent (the loop's timeout counts only that), the budget as raised by approvals, and the
 * tool turn or budget check waiting for decisions. The step log is not in it: steps are events.
 */
export interface LoopCheckpoint {
  messages: ChatMessage[];
  /** Model calls made. */
  iterations: number;
  tool_calls: number;
  usage: UsageTotals;
  model: string;
  /** Running time spent so far (ms), listing tools included; paused time is not counted. */
  elapsed_ms: number;
  /** The cost at which the run pauses next (max_cost_usd, raised by each budget approval). */
  cost_limit_usd: number | null;
  /** A person approved going on past the team's monthly budget. */
  team_budget_waived: boolean;
  /** The tool turn waiting for decisions; null when the run paused before a model call. */
  turn: PendingTurn | null;
  /** The budget approval the run paused for, if it did. */
  budget: { approval_id: string; budget: 'run' | 'team' } | null;
}

/** A model answer's tool calls, some run, some waiting for a person's decision. */
export interface PendingTurn {
  iteration: number;
  /** Every tool call of the answer, in the order the model asked. */
  tool_calls: ChatToolCall[];
  /** What the model is told for each call that already has an answer, by call id. */
  results: Record<string, string>;
  /** The approval each waiting call waits for, by call id. */
  awaiting: Record<string, string>;
  /** Calls whose server asked questions before answering, by call id (2026-era MCP). */
  questions?: Record<string, PendingQuestions>;
}

/** A call whose server asked questions (MCP elicitation), waiting for a person's answers. */
export interface PendingQuestions {
  questions: Record<string, McpQuestion>;
  /** The server's opaque state, echoed back with the answers. */
  request_state: string | null;
  /** The answers given so far, by question key. */
  answers: Record<string, McpAnswer>;
  /** The question put to a person now: its key and the pending input's id. */
  asking: { key: string; input_id: string } | null;
  /** The arguments the call is made with (JSON text). */
  arguments: string;
  /** How many times the server asked so far (a server that never stops asking is cut off). */
  rounds: number;
}

/** A decision on one approval, as the runner reads it when it resumes. */
export interface LoopDecision {
  /** On an approval: approve, reject or expired; on an input: accept, decline or cancel. */
  decision: 'approve' | 'reject' | 'expired' | 'accept' | 'decline' | 'cancel';
  reason: string | null;
  /** Edited arguments (approve only) as JSON text; null: the model's. */
  arguments_json: string | null;
  /** An accepted input's content as JSON text. */
  content_json?: string | null;
}

/** The stored text of a checkpoint. */
export function encodeCheckpoint(checkpoint: LoopCheckpoint): string {
  return JSON.stringify(checkpoint);
}

/** A stored checkpoint, or null when there is none. */
export function decodeCheckpoint(text: string | null | undefined): LoopCheckpoint | null {
  return text ? (JSON.parse(text) as LoopCheckpoint) : null;
}
