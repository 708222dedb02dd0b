import { AbortScope } from '../abort-scope.js';
import type { ChatModel } from '../llm/chat-model.js';
import type { Toolbox } from '../tools/toolbox.js';
import { emptyUsage, type PriceLookup, type UsageTotals } from './pricing.js';
import type { PendingApprovalRecord, PendingInput } from '@switchboard/contracts/approvals';
import type { ExecutionStep } from '@switchboard/contracts/execution-step';
import type { ChatMessage } from '../llm/chat-model.js';
import type { LoopCheckpoint, LoopDecision } from './checkpoint.js';
import type { StructuredOutput } from './structured-result.js';
import type { ToolTurnLimits } from './tool-turn.js';
import { NO_RUN_TELEMETRY, type RunTelemetry } from './run-telemetry.js';

export type TerminalStatus = 'completed' | 'failed' | 'timeout' | 'cancelled';

/** How a run ends this time: a terminal status, or paused for a person's decision. */
export type RunStatus = TerminalStatus | 'awaiting_approval' | 'awaiting_input';

/** A run paused for decisions: what waits for them, and the state to resume from. */
export interface LoopPause {
  approvals: PendingApprovalRecord[];
  /** The question a tool server asks (with no approvals pending). */
  input: PendingInput | null;
  checkpoint: LoopCheckpoint;
}

/** A team's spending this month against its monthly budget. */
export interface TeamBudget {
  spentUsd: number;
  budgetUsd: number;
}

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
  /** How long an approval waits for a decision (the loop's approval_timeout). */
  approvalTimeoutMs?: number;
  /** What an expired approval does (the loop's on_approval_timeout); default reject. */
  onApprovalTimeout?: 'reject' | 'fail';
  /** The loop's max_cost_usd: the cost at which the run pauses for a budget approval. */
  maxCostUsd?: number | null;
  /** Running time spent before this attempt (a resumed run's, and listing tools). */
  elapsedBeforeMs?: number;
  /** The loop's output_schema and how the model is asked for it; none: a text answer. */
  output?: StructuredOutput;
  /** The state to resume from (a run paused before), and the decisions taken since. */
  resume?: { checkpoint: LoopCheckpoint; decisions: ReadonlyMap<string, LoopDecision> };
}

/** Approvals wait a day unless the loop says otherwise. */
const APPROVAL_TIMEOUT_DEFAULT_MS = 86_400_000;

export interface AgentLoopDeps {
  chat: ChatModel;
  toolbox: Toolbox;
  prices: PriceLookup;
  /** Aborted when the execution is cancelled (or the runner must stop working on it). */
  signal: AbortSignal;
  /** Told each step as it is recorded (the live event stream); must not throw. */
  recordStep?: (step: ExecutionStep) => void;
  /**
   * Called after each tool turn, before the next model call: persists what is pending and throws
   * when the run cannot go on (the store is unreachable, the lease was lost).
   */
  checkpoint?: () => Promise<void>;
  /** Bounds on the tool calls of one model answer; default 8 at a time, 32 per answer. */
  toolTurn?: ToolTurnLimits;
  /** Spans and metrics of the model and tool calls; default none. */
  telemetry?: RunTelemetry;
  /**
   * Stores the state a resumed run reached once its decided turn ran, so a runner that dies
   * later does not run the approved calls again.
   */
  saveCheckpoint?: (checkpoint: LoopCheckpoint) => Promise<void>;
  /** The team's spending against its monthly budget, or null when it has none. */
  teamBudget?: () => Promise<TeamBudget | null>;
  now?: () => Date;
}

/** How a run stands: its counters, and how it ended once it has. */
export interface RunTotals {
  status: RunStatus;
  output: string | null;
  /** The final answer was longer than EXECUTION_OUTPUT_MAX_CHARS and `output` is its start. */
  outputTruncated: boolean;
  error: string | null;
  iterations: number;
  toolCalls: number;
  usage: UsageTotals;
  /** The model of the last answer, as the endpoint reported it. */
  model: string;
  /** The validated result of a loop with an output_schema; null otherwise. */
  structured: Record<string, unknown> | null;
}

export interface AgentLoopOutcome extends RunTotals {
  /** The whole step log, in the order the steps were recorded. */
  steps: ExecutionStep[];
  /** Set when the run paused (`awaiting_approval`). */
  pause: LoopPause | null;
}

class LoopTimeoutError extends Error {}

/** Error text of anything thrown. */
export function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * One run's shared state: its abort signal (cancellation or the loop's deadline), running totals,
 * and the step log. The loop's steps read and add to it.
 */
export class RunContext {
  readonly totals: RunTotals;
  readonly steps: ExecutionStep[] = [];
  private readonly scope: AbortScope;
  private readonly startedAt = performance.now();
  private paused: LoopPause | null = null;
  readonly now: () => Date;
  readonly telemetry: RunTelemetry;
  /** The cost at which the run pauses next; raised by each approved budget pause. */
  costLimitUsd: number | null;
  teamBudgetWaived: boolean;

  constructor(
    readonly input: AgentLoopInput,
    readonly deps: AgentLoopDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
    this.telemetry = deps.telemetry ?? NO_RUN_TELEMETRY;
    this.scope = new AbortScope([deps.signal]).deadline(
      input.timeoutMs,
      () => new LoopTimeoutError(),
    );
    const resumed = input.resume?.checkpoint;
    this.totals = {
      status: 'failed',
      output: null,
      outputTruncated: false,
      error: null,
      iterations: resumed?.iterations ?? 0,
      toolCalls: resumed?.tool_calls ?? 0,
      usage: resumed?.usage ?? emptyUsage(),
      model: resumed?.model ?? input.model,
      structured: null,
    };
    this.costLimitUsd = resumed ? resumed.cost_limit_usd : (input.maxCostUsd ?? null);
    this.teamBudgetWaived = resumed?.team_budget_waived ?? false;
  }

  /** Milliseconds an approval waits for a decision. */
  get approvalTimeoutMs(): number {
    return this.input.approvalTimeoutMs ?? APPROVAL_TIMEOUT_DEFAULT_MS;
  }

  /** The run's state now, to resume from: `turn` or `budget` say what waits for decisions. */
  checkpoint(
    messages: ChatMessage[],
    waiting: Pick<LoopCheckpoint, 'turn' | 'budget'> = { turn: null, budget: null },
  ): LoopCheckpoint {
    return {
      messages: [...messages],
      iterations: this.totals.iterations,
      tool_calls: this.totals.toolCalls,
      usage: this.totals.usage,
      model: this.totals.model,
      elapsed_ms: Math.round(
        (this.input.elapsedBeforeMs ?? 0) + performance.now() - this.startedAt,
      ),
      cost_limit_usd: this.costLimitUsd,
      team_budget_waived: this.teamBudgetWaived,
      ...waiting,
    };
  }

  /** The run as it pauses now for `approvals`, to resume from `checkpoint`. */
  pause(approvals: PendingApprovalRecord[], checkpoint: LoopCheckpoint): RunTotals {
    this.paused = { approvals, input: null, checkpoint };
    return this.end({ status: 'awaiting_approval' });
  }

  /** The run as it pauses now for a tool server's question, to resume from `checkpoint`. */
  pauseForInput(input: PendingInput, checkpoint: LoopCheckpoint): RunTotals {
    this.paused = { approvals: [], input, checkpoint };
    return this.end({ status: 'awaiting_input' });
  }

  /** Aborted by cancellation or the deadline: in-flight model and tool calls stop. */
  get signal(): AbortSignal {
    return this.scope.signal;
  }

  record(step: ExecutionStep): void {
    this.steps.push(step);
    this.deps.recordStep?.(step);
  }

  /** The run as it ends now, with `fields` (status, error, output) set. */
  end(fields: Partial<RunTotals> & Pick<RunTotals, 'status'>): RunTotals {
    return { ...this.totals, ...fields };
  }

  /** How the run ends if it was cancelled or timed out, else null. */
  stopped(): RunTotals | null {
    if (this.deps.signal.aborted) {
      return this.end({ status: 'cancelled', error: 'The execution was cancelled.' });
    }
    if (this.scope.signal.reason instanceof LoopTimeoutError) {
      const seconds = this.input.timeoutSeconds ?? this.input.timeoutMs / 1000;
      return this.end({ status: 'timeout', error: `The execution timed out after ${seconds} s.` });
    }
    return null;
  }

  outcome(ended: RunTotals): AgentLoopOutcome {
    const paused = ended.status === 'awaiting_approval' || ended.status === 'awaiting_input';
    const pause = paused ? this.paused : null;
    return { ...ended, steps: [...this.steps], pause };
  }

  dispose(): void {
    this.scope.dispose();
  }
}
