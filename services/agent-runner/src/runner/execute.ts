import type { Logger } from '@switchboard/kit/logger';
import { AbortScope } from '../abort-scope.js';
import type { ChatModel } from '../llm/chat-model.js';
import { decodeCheckpoint, type LoopCheckpoint, type LoopDecision } from '../loop/checkpoint.js';
import type { PriceLookup } from '../loop/pricing.js';
import {
  runAgentLoop,
  type AgentLoopDeps,
  type AgentLoopOutcome,
  type TeamBudget,
} from '../loop/run-agent-loop.js';
import type { ToolTurnLimits } from '../loop/tool-turn.js';
import { NO_RUN_TELEMETRY, type RunTelemetry } from '../loop/run-telemetry.js';
import type { Span } from '@switchboard/kit/telemetry/tracer';
import type { ExecutionQueue } from '../queue/execution-queue.js';
import { approvalSettings } from '@switchboard/contracts/agent-loop';
import {
  isTerminalStatus,
  type ExecutionRecord,
  type ExecutionStatus,
} from '@switchboard/contracts/execution';
import type { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import type { EventRepository } from '@switchboard/store/event-repository';
import { announcePause } from './pause.js';
import { askInCall } from './in-call-question.js';
import type { StructuredOutput } from '../loop/structured-result.js';
import { JsonSchemaValidator } from '@switchboard/kit/json-schema';
import { terminalEventType } from '@switchboard/contracts/execution-event';
import type {
  ExecutionEventLog,
  ExecutionEventWriter,
} from '@switchboard/store/execution-event-log';
import { openToolSources, type ToolSourceDeps } from '../tools/open-tool-sources.js';
import { Toolbox } from '../tools/toolbox.js';
import { AuthorizationRequiredError } from '@switchboard/kit/mcp/oauth/grant';
import { emptyUsage } from '../loop/pricing.js';

/** Why a runner stops working on an execution before the loop ends by itself. */
export type StopReason = 'cancelled' | 'shutdown' | 'lease_lost';

export interface ExecuteDeps {
  queue: ExecutionQueue;
  /** Where the run's state changes and steps are recorded as they happen (the live stream). */
  events: ExecutionEventLog;
  chat: ChatModel;
  prices: PriceLookup;
  tools: ToolSourceDeps;
  defaultModel: string;
  /** How many runners may start one execution (a crash ends a claim); beyond it, `failed`. */
  maxClaims: number;
  /** How long a just-ended execution's finalization stays claimed for this runner. */
  finalizeClaimMs: number;
  /** Bounds on the tool calls of one model answer; the loop's defaults when not given. */
  toolTurn?: ToolTurnLimits;
  /** The decisions on paused runs' approvals and questions, read when one is resumed. */
  decisions: Pick<ApprovalDecisions, 'forExecution' | 'find'>;
  /** The event outbox (`execution.approval_requested`). */
  outbox: Pick<EventRepository, 'insert'>;
  /** A team's spending this month against its monthly budget (null: it has none). */
  teamBudget?: (teamId: string) => Promise<TeamBudget | null>;
  /** How a loop's output_schema is asked of a model (STRUCTURED_OUTPUT and the catalog). */
  structuredMode?: (model: string) => StructuredOutput['mode'];
  logger: Logger;
  /** Spans and metrics of runs; default none. */
  telemetry?: RunTelemetry;
}

/** One validator for every run's output_schema: it keeps each schema it compiled. */
const OUTPUT_VALIDATOR = new JsonSchemaValidator();

class LeaseLostError extends Error {
  constructor() {
    super('This runner no longer holds the execution.');
  }
}

function crashedError(claims: number): string {
  return (
    `The runner executing this run stopped responding (its lease expired) ${claims - 1} time(s); ` +
    'the execution was ended instead of being started again.'
  );
}

/**
 * Runs one claimed execution to its end and records the outcome. `signal` aborts the run; its
 * reason (a StopReason) says whether to record a cancellation, hand the execution back
 * (shutdown), or write nothing (the lease was lost). Resolves with the ended record when this
 * runner holds its finalization (finalize it now), else null. Every state change and step is
 * also appended to the execution's events as it happens.
 */
export function executeClaimed(
  claimed: ExecutionRecord,
  deps: ExecuteDeps,
  signal: AbortSignal,
): Promise<ExecutionRecord | null> {
  const telemetry = deps.telemetry ?? NO_RUN_TELEMETRY;
  const { tracer } = telemetry;
  const count = (ended: ExecutionRecord | null, status?: ExecutionStatus) => {
    const counted = status ?? ended?.status;
    if (counted && isTerminalStatus(counted)) {
      telemetry.runs.inc({ status: counted });
    }
    return ended;
  };
  if (!tracer.enabled) return execute(claimed, deps, signal, null, count);
  const { loop } = claimed;
  const model = loop.model ?? deps.defaultModel;
  // A trace of its own (the run happens long after the request), linked to what queued it.
  return tracer.inSpan(
    `invoke_agent ${loop.name}`,
    {
      root: true,
      links: [claimed.traceparent],
      attributes: {
        'gen_ai.operation.name': 'invoke_agent',
        'gen_ai.agent.id': claimed.agent_loop_id,
        'gen_ai.agent.name': loop.name,
        'gen_ai.provider.name': telemetry.endpoint.provider,
        'gen_ai.request.model': model,
        'switchboard.execution.id': claimed.id,
        'switchboard.team.id': claimed.team_id,
        'switchboard.execution.claim': claimed.claim_count,
      },
    },
    (span) => execute(claimed, { ...deps, telemetry }, signal, span, count),
  );
}

type CountRun = (ended: ExecutionRecord | null, status?: ExecutionStatus) => ExecutionRecord | null;

async function execute(
  claimed: ExecutionRecord,
  deps: ExecuteDeps,
  signal: AbortSignal,
  span: Span | null,
  count: CountRun,
): Promise<ExecutionRecord | null> {
  const { queue, logger } = deps;
  const log = logger.child({ execution_id: claimed.id, agent_loop_id: claimed.agent_loop_id });
  const events = deps.events.writer(claimed.team_id, claimed.id);
  let record = claimed;
  const model = record.loop.model ?? deps.defaultModel;
  if (record.claim_count > deps.maxClaims) {
    log.warn({ claims: record.claim_count }, 'execution taken over too often; ending it as failed');
    const ended = await queue.finish(
      record,
      {
        status: 'failed',
        output: null,
        error: crashedError(record.claim_count),
        iterations: record.result.iterations,
        toolCalls: record.result.tool_calls,
        usage: record.usage,
        model: record.model ?? model,
      },
      deps.finalizeClaimMs,
    );
    if (ended) recordEnd(events, ended);
    await settled(events, log);
    span?.fail('runner_lost');
    return count(ended);
  }
  const checkpoint = decodeCheckpoint(record.checkpoint);
  if (record.claim_count > 1) {
    log.warn({ claims: record.claim_count }, 'taking over an execution whose runner died');
    // A run that paused before goes on from its checkpoint; one that never did starts anew.
    if (!checkpoint) record = (await queue.restart(record.id)) ?? record;
  }
  const resume = checkpoint
    ? { checkpoint, decisions: await deps.decisions.forExecution(record.team_id, record.id) }
    : undefined;
  events.append(
    resume
      ? { type: 'execution.resumed', status: 'running' }
      : { type: 'execution.started', status: 'running' },
  );

  const lease = new AbortScope([signal]);
  let leaseLost = false;
  /** Another runner holds the execution now: this one stops the run where it is. */
  const loseLease = (): never => {
    leaseLost = true;
    lease.abort('lease_lost');
    throw new LeaseLostError();
  };
  let outcome: AgentLoopOutcome;
  try {
    outcome = await runWithTools(record, model, deps, lease.signal, { log, events }, resume, {
      recordStep: (step) => {
        events.append({ type: 'execution.step', status: 'running', step });
      },
      checkpoint: async () => {
        // Steps are recorded in the background as they happen; the run stops if one could not
        // be, or once this runner no longer holds the execution.
        events.check();
        if (!(await queue.checkHeld(record.id, model))) loseLease();
      },
      saveCheckpoint: async (reached: LoopCheckpoint) => {
        if (!(await queue.saveCheckpoint(record.id, reached))) loseLease();
      },
    });
  } finally {
    lease.dispose();
  }
  // Every step is recorded before the end is.
  await settled(events, log);
  if (span) {
    span.setAttributes({
      'gen_ai.response.model': outcome.model,
      'gen_ai.usage.input_tokens': outcome.usage.prompt_tokens,
      'gen_ai.usage.output_tokens': outcome.usage.completion_tokens,
      'switchboard.execution.status': outcome.status,
      'switchboard.execution.iterations': outcome.iterations,
      'switchboard.execution.tool_calls': outcome.toolCalls,
    });
    // A pause is not a failure: the run's span ends there and the resumed run gets its own.
    if (outcome.status !== 'completed' && !outcome.pause) span.fail(outcome.status);
  }

  const reason: unknown = leaseLost ? 'lease_lost' : signal.reason;
  const { pause } = outcome;
  if (pause && reason === undefined) {
    const paused = await queue.pause(record.id, pause, outcome);
    if (paused) {
      await announcePause(paused, pause, { events, outbox: deps.outbox, log });
      return null;
    }
  }
  // A pause that could not be recorded (cancelled, shut down or lease lost meanwhile) is settled
  // as the stop reason says below; its status is only a placeholder there.
  const status =
    outcome.status === 'awaiting_approval' || outcome.status === 'awaiting_input'
      ? 'cancelled'
      : outcome.status;
  const fields = {
    status,
    output: outcome.output,
    outputTruncated: outcome.outputTruncated,
    error: outcome.error,
    iterations: outcome.iterations,
    toolCalls: outcome.toolCalls,
    usage: outcome.usage,
    model: outcome.model,
    structured: outcome.structured,
  };
  if (reason === 'shutdown') {
    span?.setAttributes({ 'switchboard.execution.status': 'handed_back' });
    if (await queue.release(record.id)) {
      events.append({ type: 'execution.queued', status: 'queued' });
      await settled(events, log);
    }
    log.info('execution handed back to the queue at shutdown');
    return null;
  }
  if (reason !== 'lease_lost' && reason !== 'cancelled') {
    const ended = await queue.finish(record, fields, deps.finalizeClaimMs);
    if (ended) {
      recordEnd(events, ended);
      await settled(events, log);
      log.info({ status: outcome.status, iterations: outcome.iterations }, 'execution ended');
      return count(ended);
    }
  }
  // Cancelled under us (or finish found the status already changed): add what the run did.
  // The finalizer worker picks its finalization up (the API made it due and recorded the end).
  if (await queue.settleCancelled(record.id, fields)) {
    log.info('execution cancelled');
    count(null, 'cancelled');
  }
  return null;
}

/** The outcome of a run that could not start (nothing ran, nothing was spent). */
function failedAtStart(error: string, model: string): AgentLoopOutcome {
  return {
    status: 'failed',
    output: null,
    outputTruncated: false,
    error,
    iterations: 0,
    toolCalls: 0,
    usage: emptyUsage(),
    model,
    steps: [],
    structured: null,
    pause: null,
  };
}

/** Opens the loop's tool servers, runs the loop with them, and closes them. */
async function runWithTools(
  record: ExecutionRecord,
  model: string,
  deps: ExecuteDeps,
  signal: AbortSignal,
  { log, events }: { log: Logger; events: ExecutionEventWriter },
  resume: { checkpoint: LoopCheckpoint; decisions: Map<string, LoopDecision> } | undefined,
  recording: Pick<AgentLoopDeps, 'recordStep' | 'checkpoint' | 'saveCheckpoint'>,
): Promise<AgentLoopOutcome> {
  const { loop } = record;
  const settings = approvalSettings(loop);
  const runningBeforeMs = resume?.checkpoint.elapsed_ms ?? 0;
  let sources: Awaited<ReturnType<typeof openToolSources>>;
  try {
    sources = await openToolSources(record.team_id, loop, deps.tools, {
      mode: settings.elicitation,
      askInCall: (server) =>
        askInCall(
          {
            queue: deps.queue,
            decisions: deps.decisions,
            events,
            teamId: record.team_id,
            executionId: record.id,
            log,
            runSignal: signal,
            timeoutMs: loop.tool_timeout * 1000,
          },
          server,
        ),
    });
  } catch (error) {
    if (!(error instanceof AuthorizationRequiredError)) throw error;
    log.warn({ mcp_server_id: error.server.id }, 'a tool server needs authorization');
    await deps.tools.authorizationRequired(record.team_id, error, record.id);
    return failedAtStart(error.message, model);
  }
  // Listing counts against the loop's timeout too, and each server gets at most tool_timeout:
  // a hanging server cannot stall the run.
  const startedAt = performance.now();
  const listing = new AbortScope([signal]).deadline(
    loop.timeout * 1000 - runningBeforeMs,
    () => 'timeout',
  );
  let toolbox: Toolbox;
  try {
    toolbox = await Toolbox.open(
      sources,
      {
        signal: listing.signal,
        timeoutMs: loop.tool_timeout * 1000,
        policies: settings.tool_policies,
      },
      log,
    );
  } finally {
    listing.dispose();
  }
  // A deadline that fired during listing used the time up, even where the clock reads a hair
  // under it (timers may fire early by a fraction of a millisecond): no model call follows.
  const listingTimedOut = listing.signal.reason === 'timeout';
  const elapsedBeforeMs = runningBeforeMs + (performance.now() - startedAt);
  const teamBudget = deps.teamBudget;
  try {
    return await runAgentLoop(
      {
        agentLoopId: record.agent_loop_id,
        executionId: record.id,
        systemPrompt: loop.system_prompt,
        userMessage: loop.user_message,
        model,
        maxIterations: loop.max_iterations,
        timeoutMs: listingTimedOut ? 0 : loop.timeout * 1000 - elapsedBeforeMs,
        timeoutSeconds: loop.timeout,
        toolTimeoutMs: loop.tool_timeout * 1000,
        approvalTimeoutMs: settings.approval_timeout * 1000,
        onApprovalTimeout: settings.on_approval_timeout,
        maxCostUsd: settings.max_cost_usd,
        elapsedBeforeMs,
        ...(resume ? { resume } : {}),
        ...(settings.output_schema
          ? {
              output: {
                schema: settings.output_schema,
                mode: deps.structuredMode?.(model) ?? 'tool',
                validator: OUTPUT_VALIDATOR,
              },
            }
          : {}),
      },
      {
        chat: deps.chat,
        toolbox,
        prices: deps.prices,
        signal,
        ...(deps.toolTurn ? { toolTurn: deps.toolTurn } : {}),
        ...(deps.telemetry ? { telemetry: deps.telemetry } : {}),
        ...(teamBudget ? { teamBudget: () => teamBudget(record.team_id) } : {}),
        ...recording,
      },
    );
  } finally {
    await toolbox.close();
  }
}

/** Appends the terminal event of an execution this runner ended (once, whoever got there first). */
function recordEnd(events: ExecutionEventWriter, ended: ExecutionRecord): void {
  if (!isTerminalStatus(ended.status)) return;
  events.append(
    { type: terminalEventType(ended.status), status: ended.status },
    { unlessEnded: true },
  );
}

/**
 * Waits for the events handed to the writer. One that could not be stored is logged, not thrown:
 * the execution record is the truth, and the API records a missing end when a stream asks.
 */
async function settled(events: ExecutionEventWriter, log: Logger): Promise<void> {
  await events
    .flush()
    .catch((error: unknown) =>
      log.warn({ err: error }, 'an execution event could not be recorded'),
    );
}
