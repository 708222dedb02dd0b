import { AbortScope } from '../abort-scope.js';
import type { ChatModel } from '../llm/chat-model.js';
import type { Toolbox } from '../tools/toolbox.js';
import { emptyUsage, type PriceLookup, type UsageTotals } from './pricing.js';
import type { ExecutionStep } from '@switchboard/contracts/execution-step';
import type { ToolTurnLimits } from './tool-turn.js';
import { NO_RUN_TELEMETRY, type RunTelemetry } from './run-telemetry.js';

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
  now?: () => Date;
}

/** How a run stands: its counters, and how it ended once it has. */
export interface RunTotals {
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
}

export interface AgentLoopOutcome extends RunTotals {
  /** The whole step log, in the order the steps were recorded. */
  steps: ExecutionStep[];
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
  readonly now: () => Date;
  readonly telemetry: RunTelemetry;

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
    this.totals = {
      status: 'failed',
      output: null,
      outputTruncated: false,
      error: null,
      iterations: 0,
      toolCalls: 0,
      usage: emptyUsage(),
      model: input.model,
    };
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
    return { ...ended, steps: [...this.steps] };
  }

  dispose(): void {
    this.scope.dispose();
  }
}
