/**
 * Executions of agent loops (contract-decisions.md, "Agent loops and executions").
 *
 * Lifecycle: the API inserts `queued` with a snapshot of the loop (`loop`); a runner claims it
 * (`lease_owner`, `lease_expires_at`, heartbeats extend the lease) and moves it to `running`, then
 * to exactly one terminal status. The API's cancel moves `queued` or `running` straight to
 * `cancelled`; a runner that sees the status change under its lease aborts its in-flight calls and
 * never overwrites a terminal status. Whoever sets a terminal status also sets `callback.status`
 * to `pending` (when the loop has a callback_url) so the runner's callback worker delivers it.
 */
import { newId } from '@switchboard/kit/ids';
import { z } from 'zod';
import { dataEnvelope, idOf, listEnvelope, pathIdOf, publicView, timestamp } from './common.js';
import { paginationQuery } from './query.js';
import type { AgentLoop, LaterSettings } from './agent-loop.js';
import {
  pendingApproval,
  pendingInput,
  toPublicApproval,
  type PendingApprovalRecord,
  type PendingInput,
} from './approvals.js';
import { executionStep, withStepDefaults, type ExecutionStep } from './execution-step.js';
import {
  executionInput,
  executionTrigger,
  publicInput,
  storeInput,
  type ExecutionInput,
  type ExecutionTrigger,
  type StoredExecutionInput,
} from './run-input.js';

export const EXECUTION_STATUSES = [
  'queued',
  'running',
  'awaiting_approval',
  'awaiting_input',
  'completed',
  'failed',
  'timeout',
  'cancelled',
] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];
export const TERMINAL_EXECUTION_STATUSES = ['completed', 'failed', 'timeout', 'cancelled'] as const;
export type TerminalExecutionStatus = (typeof TERMINAL_EXECUTION_STATUSES)[number];

/** Statuses of a run paused for a person: it holds no runner and no concurrency slot. */
export const PAUSED_EXECUTION_STATUSES = ['awaiting_approval', 'awaiting_input'] as const;
export type PausedExecutionStatus = (typeof PAUSED_EXECUTION_STATUSES)[number];

/** True for the statuses an execution never leaves. */
export function isTerminalStatus(status: ExecutionStatus): status is TerminalExecutionStatus {
  return (TERMINAL_EXECUTION_STATUSES as readonly string[]).includes(status);
}

const count = z.number().int().min(0);

export const executionUsage = z.strictObject({
  prompt_tokens: count,
  completion_tokens: count,
  total_tokens: count,
  cost_usd: z
    .number()
    .min(0)
    .nullable()
    .meta({ description: "From the catalog's prices; null when the model's price is unknown" }),
});
export type ExecutionUsage = z.output<typeof executionUsage>;

/**
 * Longest final answer stored, returned and sent in the callback (the cap on message content):
 * a longer one is cut and flagged `output_truncated`, as OpenAI marks an answer cut at its token
 * limit incomplete rather than failing the run.
 */
export const EXECUTION_OUTPUT_MAX_CHARS = 100_000;

export const executionResult = z.strictObject({
  output: z
    .string()
    .nullable()
    .meta({
      description: `The agent's final answer, at most ${EXECUTION_OUTPUT_MAX_CHARS} characters`,
    }),
  output_truncated: z.boolean().meta({
    description: `True when the answer was longer than ${EXECUTION_OUTPUT_MAX_CHARS} characters and was cut`,
  }),
  tool_calls: count,
  iterations: count.meta({ description: 'Model calls made' }),
  structured: z.record(z.string(), z.unknown()).nullable().meta({
    description: "The result, validated against the loop's output_schema; null without one",
  }),
});
export type ExecutionResult = z.output<typeof executionResult>;

/**
 * The result as stored: the structured result is user JSON, kept as text (MongoDB refuses some
 * keys); absent on executions stored before structured results existed.
 */
export type StoredExecutionResult = Omit<ExecutionResult, 'structured'> & {
  structured_json?: string | null;
};

export const CALLBACK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

export const deliveryAttempt = z.strictObject({
  attempt: z.number().int().min(1),
  at: timestamp,
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: count,
});
export type DeliveryAttempt = z.output<typeof deliveryAttempt>;

export const callbackDelivery = z.strictObject({
  url: z.string(),
  webhook_id: z.string().meta({ description: 'The webhook-id header; the same on every retry' }),
  status: z.enum(CALLBACK_STATUSES).nullable().meta({
    description: 'null until the execution ends; pending while retrying',
  }),
  attempts: z.array(deliveryAttempt),
  next_attempt_at: timestamp.nullable(),
});
export type CallbackDelivery = z.output<typeof callbackDelivery>;

export const execution = z
  .strictObject({
    id: idOf('execution'),
    agent_loop_id: idOf('agentLoop'),
    status: z.enum(EXECUTION_STATUSES),
    result: executionResult,
    error: z.string().nullable(),
    steps: z.array(executionStep),
    usage: executionUsage,
    model: z.string().nullable().meta({ description: 'Model used; null until the run starts' }),
    callback: callbackDelivery.nullable().meta({ description: 'null when the loop has none' }),
    pending_approvals: z.array(pendingApproval).meta({
      description: 'While `awaiting_approval`: what waits for a decision ([] otherwise)',
    }),
    pending_input: pendingInput
      .nullable()
      .meta({ description: "While `awaiting_input`: the tool server's question" }),
    input: executionInput,
    trigger: executionTrigger,
    queued_at: timestamp,
    started_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    duration_seconds: count.nullable().meta({
      description: '`duration_ms` rounded to whole seconds; null until the execution ends',
    }),
    duration_ms: count.nullable().meta({
      description: 'From `started_at` (or the end, when it never started) to `completed_at`',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Execution' });
export type Execution = z.output<typeof execution>;

/**
 * The loop settings an execution runs with, copied when it is queued (executions queued before
 * approvals and budgets existed lack those settings: `approvalSettings` gives their defaults).
 */
export type AgentLoopSnapshot = Omit<
  AgentLoop,
  'id' | 'created_at' | 'updated_at' | 'event_triggers' | LaterSettings
> &
  Partial<Pick<AgentLoop, LaterSettings>>;

/**
 * An execution as stored: public fields plus team, lease, loop snapshot and the runner's
 * bookkeeping, none of which is ever returned (toPublicExecution picks the public fields).
 */
export interface ExecutionRecord extends Omit<
  Execution,
  'input' | 'trigger' | 'pending_approvals' | 'pending_input' | 'result' | 'duration_ms'
> {
  /** Absent on executions that ended before it was stored: derived from their timestamps. */
  duration_ms?: number | null;
  team_id: string;
  result: StoredExecutionResult;
  /** Absent on executions stored before approvals existed. */
  pending_approvals?: PendingApprovalRecord[];
  pending_input?: PendingInput | null;
  /**
   * When the first pending approval expires (null unless `awaiting_approval`): the indexed field
   * the expiry sweep looks for.
   */
  approval_expires_at?: string | null;
  /**
   * A paused run's state as JSON text (the runner's `LoopCheckpoint`: the conversation so far,
   * counters, running time, the tool turn waiting for decisions), from which any runner resumes
   * it; null or absent for a run that has not paused.
   */
  checkpoint?: string | null;
  /** Which runner holds the execution; null while queued or after it ended. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** How many times a runner claimed it; a crashed run is retried at most a bounded number. */
  claim_count: number;
  /**
   * Settings in clear (secrets included) as they were when queued, with the run's input applied:
   * `system_prompt` and `user_message` are the texts the run is given.
   */
  loop: AgentLoopSnapshot;
  /** The run's input, user JSON as text; absent on executions queued before runs took input. */
  input?: StoredExecutionInput;
  /** What started the run; absent on executions queued before triggers existed (api). */
  trigger?: ExecutionTrigger;
  /**
   * When the runner's finalizer should emit `agent_loop.completed` and deliver the callback (also
   * the finalizer's claim lease). Whoever ends an execution sets it.
   */
  finalize_due_at?: string | null;
  /** The `agent_loop.completed` event's id once emitted. */
  event_id?: string | null;
  /** Random token of the runner's batch claim that took the execution (tells claimers apart). */
  claim_id?: string | null;
  /**
   * The team's executions queued or running when this one was queued: runners claim the lowest
   * rank first (then the oldest), so one team's backlog cannot starve another team's runs.
   * Absent on executions queued before ranks existed (they go first).
   */
  fair_rank?: number;
  /**
   * The W3C `traceparent` of what queued it (the API request, the schedule's pass), when tracing
   * was on: the run's span links to it, so a trace viewer leads from one to the other.
   */
  traceparent?: string;
}

/**
 * How long an execution ran: milliseconds from its start (its end, when it never started) to its
 * end, and the same rounded to whole seconds (the spec's integer `duration_seconds`); nulls until
 * it ends. Every view of an execution (record, API, callback) takes both from here.
 */
export function durationsOf(
  record: Pick<ExecutionRecord, 'started_at' | 'completed_at' | 'duration_ms'>,
): { duration_ms: number | null; duration_seconds: number | null } {
  if (!record.completed_at) return { duration_ms: null, duration_seconds: null };
  const completed = Date.parse(record.completed_at);
  const started = record.started_at ? Date.parse(record.started_at) : completed;
  const ms = record.duration_ms ?? Math.max(0, completed - started);
  return { duration_ms: ms, duration_seconds: Math.round(ms / 1000) };
}

/**
 * The stored fields every move to a terminal status sets, whoever makes it (the runner, or the
 * API's cancel): when it ended, how long it ran, its finalization (event and callback) due at
 * `finalizeDueAt` (default: at once), and the callback pending when the loop has one.
 */
export function endingFields(
  record: Pick<ExecutionRecord, 'started_at' | 'callback'>,
  completed: Date,
  finalizeDueAt: Date = completed,
): Record<string, unknown> {
  const completedAt = completed.toISOString();
  return {
    completed_at: completedAt,
    ...durationsOf({ started_at: record.started_at, completed_at: completedAt }),
    finalize_due_at: finalizeDueAt.toISOString(),
    ...(record.callback
      ? { 'callback.status': 'pending', 'callback.next_attempt_at': completed.toISOString() }
      : {}),
  };
}

/**
 * A new `queued` execution of a loop, as `POST /agent-loops/{id}/run` stores it: nothing run yet,
 * the loop's settings snapshotted, and a callback delivery (with its lasting webhook id) when the
 * loop has a callback_url.
 */
export function queuedExecution(input: {
  teamId: string;
  agentLoopId: string;
  loop: AgentLoopSnapshot;
  now: Date;
  /** What the run was given; default: the loop's user_message, no variables or metadata. */
  input?: ExecutionInput;
  /** Default: a run through the API. */
  trigger?: ExecutionTrigger;
  /** A preassigned id (the concurrency slot is taken for it before it is stored). */
  id?: string;
}): ExecutionRecord {
  const now = input.now.toISOString();
  const callbackUrl = input.loop.callback_url;
  return {
    id: input.id ?? newId('execution'),
    team_id: input.teamId,
    agent_loop_id: input.agentLoopId,
    status: 'queued',
    result: { output: null, output_truncated: false, tool_calls: 0, iterations: 0 },
    error: null,
    steps: [],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost_usd: null },
    model: null,
    pending_approvals: [],
    pending_input: null,
    callback: callbackUrl
      ? {
          url: callbackUrl,
          webhook_id: newId('delivery'),
          status: null,
          attempts: [],
          next_attempt_at: null,
        }
      : null,
    queued_at: now,
    started_at: null,
    completed_at: null,
    duration_seconds: null,
    duration_ms: null,
    created_at: now,
    updated_at: now,
    lease_owner: null,
    lease_expires_at: null,
    claim_count: 0,
    loop: input.loop,
    input: storeInput(
      input.input ?? { user_message: input.loop.user_message, variables: {}, metadata: {} },
    ),
    trigger: input.trigger ?? { type: 'api' },
  };
}

/** The result as stored; executions ended before outputs were capped have no flag (false). */
export function resultOf(record: Pick<ExecutionRecord, 'result'>): ExecutionResult {
  const stored: Partial<StoredExecutionResult> = record.result;
  const json = stored.structured_json;
  return publicView(
    executionResult,
    { ...record.result, structured: null },
    {
      output_truncated: stored.output_truncated ?? false,
      structured: json ? (JSON.parse(json) as Record<string, unknown>) : null,
    },
  );
}

/**
 * The public view of a stored execution: lease, loop snapshot and any other internals dropped.
 * `steps` is its step log from the execution events; executions recorded before steps became
 * events keep theirs on the record.
 */
export function toPublicExecution(record: ExecutionRecord, steps: ExecutionStep[] = []): Execution {
  const input = publicInput(record.input, record.loop.user_message);
  const result = resultOf(record);
  return publicView(
    execution,
    {
      ...record,
      ...durationsOf(record),
      input,
      result,
      trigger: record.trigger ?? { type: 'api' },
      pending_approvals: [],
      pending_input: null,
    },
    {
      steps: record.steps.length > 0 ? record.steps.map(withStepDefaults) : steps,
      result,
      usage: publicView(executionUsage, record.usage),
      callback: record.callback && publicView(callbackDelivery, record.callback),
      // Only a paused run waits for anything (a cancelled one keeps its record of what it was).
      pending_approvals:
        record.status === 'awaiting_approval'
          ? (record.pending_approvals ?? []).map(toPublicApproval)
          : [],
      pending_input: record.status === 'awaiting_input' ? (record.pending_input ?? null) : null,
    },
  );
}

/** Body of the callback POST and `data` of the `agent_loop.completed` event. */
export const callbackBody = z
  .strictObject({
    agent_loop_id: z.string(),
    agent_loop_name: z.string(),
    execution_id: z.string(),
    status: z.enum(TERMINAL_EXECUTION_STATUSES),
    result: z.strictObject({
      output: z.string().nullable(),
      output_truncated: z.boolean(),
      tool_calls: count,
      iterations: count,
      iterations_used: count,
      structured: z.record(z.string(), z.unknown()).nullable(),
    }),
    metadata: z.strictObject({
      started_at: timestamp.nullable(),
      completed_at: timestamp,
      duration_seconds: count,
      duration_ms: count,
      model: z.string().nullable(),
      tokens_used: count,
      run_metadata: z
        .record(z.string(), z.unknown())
        .meta({ description: 'The `metadata` the run was given ({} when none)' }),
    }),
    error: z.string().nullable(),
  })
  .meta({ id: 'AgentLoopCallback' });
export type CallbackBody = z.output<typeof callbackBody>;

export const executionListQuery = paginationQuery.extend({
  status: z.enum(EXECUTION_STATUSES).optional(),
});
export const executionIdParams = z.strictObject({ id: pathIdOf('execution') });
export const executionResponse = dataEnvelope(execution);
export const executionListResponse = listEnvelope(execution);
