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
}

/** A decision on one approval, as the runner reads it when it resumes. */
export interface LoopDecision {
  decision: 'approve' | 'reject' | 'expired';
  reason: string | null;
  /** Edited arguments (approve only) as JSON text; null: the model's. */
  arguments_json: string | null;
}

/** The stored text of a checkpoint. */
export function encodeCheckpoint(checkpoint: LoopCheckpoint): string {
  return JSON.stringify(checkpoint);
}

/** A stored checkpoint, or null when there is none. */
export function decodeCheckpoint(text: string | null | undefined): LoopCheckpoint | null {
  return text ? (JSON.parse(text) as LoopCheckpoint) : null;
}
