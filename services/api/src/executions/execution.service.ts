import {
  isTerminalStatus,
  queuedExecution,
  toPublicExecution,
  type Execution,
  type ExecutionRecord,
  type ExecutionStatus,
} from '@switchboard/contracts/execution';
import { terminalEventType } from '@switchboard/contracts/execution-event';
import type { PaginationQuery } from '@switchboard/contracts/query';
import type { ExecutionTrigger, RunInput } from '@switchboard/contracts/run-input';
import type { Plan } from '@switchboard/contracts/teams';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { ExecutionRepository } from '@switchboard/store/execution-repository';
import { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import { approvalSettings } from '@switchboard/contracts/agent-loop';
import { newId } from '@switchboard/kit/ids';
import type { Tracer } from '@switchboard/kit/telemetry/tracer';
import { teamScope, type DocumentStore, type Page, type Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import { AgentLoopRepository } from '../agent-loops/agent-loop.repository.js';
import { pageOptions } from '../http/pagination.js';
import { RunAdmission } from './run-admission.js';
import { RunBudget } from './run-budget.js';
import { prepareRun } from './run-input.js';

/** How often cancel re-reads a record whose status moved under it (queued → running → ended). */
const CANCEL_ATTEMPTS = 3;

export interface ExecutionServiceDeps {
  store: DocumentStore;
  clock: Clock;
  /** Executions queued or running at once per team, by plan. */
  concurrencyLimits: Readonly<Record<Plan, number>>;
  /** A team's plan, for runs started without a caller (schedules, events, trigger URLs). */
  planOf: (teamId: string) => Promise<Plan>;
  /** The executions' events (state changes and steps); default: a log on `store`. */
  events?: ExecutionEventLog;
  /** Told the id of an execution this process appended an event to (wakes its streams). */
  onEvent?: (executionId: string) => void;
  /** Whose current span a queued run keeps (`traceparent`) for its trace to link to. */
  tracer?: Tracer;
}

/** One run to queue, whatever started it. */
export interface QueueRunRequest {
  teamId: string;
  /** The team's plan when the caller knows it; looked up otherwise. */
  plan?: Plan;
  agentLoopId: string;
  /** The run's user_message, variables and metadata; none runs the loop as it is. */
  input?: RunInput;
  /** What started the run; default `{ type: 'api' }`. */
  trigger?: ExecutionTrigger;
}

/**
 * Executions of agent loops: `queueRun` only queues (the agent runner claims and runs them), within
 * the team's cap on executions queued or running; `cancel` ends a queued or running execution at
 * once and leaves the rest to the runner (it aborts the run in flight, emits the event and
 * delivers the callback).
 */
export class ExecutionService {
  private readonly executions: ExecutionRepository;
  private readonly loops: AgentLoopRepository;
  private readonly admission: RunAdmission;
  private readonly decisions: ApprovalDecisions;
  private readonly budget: RunBudget;
  private readonly clock: Clock;
  readonly events: ExecutionEventLog;

  constructor(private readonly deps: ExecutionServiceDeps) {
    this.clock = deps.clock;
    this.events = deps.events ?? new ExecutionEventLog(deps.store, () => deps.clock.now());
    this.executions = new ExecutionRepository(deps.store);
    this.loops = new AgentLoopRepository(deps.store);
    this.admission = new RunAdmission(deps.store, deps.clock);
    this.decisions = new ApprovalDecisions(deps.store);
    this.budget = new RunBudget(deps.store, deps.clock);
  }

  /**
   * Queues one execution of a loop: a snapshot of its settings with the run's input applied
   * (placeholders filled), and what started it. The one way every trigger (API, schedule, event,
   * trigger URL) starts a run. 404 for an unknown loop, 422 for a placeholder without a value, 403
   * BUDGET_EXCEEDED when the team spent its monthly budget, 429 CONCURRENCY_LIMIT_EXCEEDED when
   * the team is at its cap.
   */
  async queueRun(request: QueueRunRequest): Promise<Execution> {
    const scope = teamScope(request.teamId);
    const loop = await this.loops.get(scope, request.agentLoopId);
    const prepared = prepareRun(loop, request.input);
    const [, plan] = await Promise.all([
      this.budget.check(request.teamId),
      request.plan ?? this.deps.planOf(request.teamId),
    ]);
    const {
      id: _id,
      team_id: _team,
      created_at: _c,
      updated_at: _u,
      event_triggers: _triggers,
      has_event_triggers: _hasTriggers,
      ...settings
    } = loop;
    const snapshot = {
      ...settings,
      ...approvalSettings(settings),
      system_prompt: prepared.systemPrompt,
      user_message: prepared.userMessage,
    };
    const id = newId('execution');
    const traceparent = this.deps.tracer?.traceparent();
    const record = await this.admission.admit(
      request.teamId,
      this.deps.concurrencyLimits[plan],
      () => this.executions.countOpen(scope),
      async (rank) => {
        // Recorded before the execution exists, so no runner's `started` can come first.
        await this.events.append(request.teamId, id, {
          type: 'execution.queued',
          status: 'queued',
        });
        return this.executions.insert({
          ...queuedExecution({
            id,
            teamId: request.teamId,
            agentLoopId: loop.id,
            loop: snapshot,
            now: this.clock.now(),
            input: prepared.input,
            trigger: request.trigger ?? { type: 'api' },
          }),
          fair_rank: rank,
          ...(traceparent ? { traceparent } : {}),
        });
      },
    );
    this.deps.onEvent?.(id);
    return toPublicExecution(record);
  }

  /** The queue and the finalizations waiting, across every team (/metrics). */
  backlog(now: string): ReturnType<ExecutionRepository['backlog']> {
    return this.executions.backlog(now);
  }

  /** One page of a loop's executions, newest first, optionally of one status. */
  async listForLoop(
    scope: Scope,
    loopId: string,
    query: PaginationQuery & { status?: ExecutionStatus | undefined },
  ): Promise<Page<Execution>> {
    await this.loops.get(scope, loopId);
    const page = await this.executions.pageForLoop(scope, loopId, query.status, pageOptions(query));
    return { items: await this.withSteps(scope, page.items), total: page.total };
  }

  /** One page of the team's executions across its loops, newest first, optionally of one status. */
  async listForTeam(
    scope: Scope,
    query: PaginationQuery & { status?: ExecutionStatus | undefined },
  ): Promise<Page<Execution>> {
    const page = await this.executions.pageForTeam(scope, query.status, pageOptions(query));
    return { items: await this.withSteps(scope, page.items), total: page.total };
  }

  /** The execution with its step log; 404 also for another team's. */
  async get(scope: Scope, id: string): Promise<Execution> {
    const [found] = await this.withSteps(scope, [await this.find(scope, id)]);
    return found!;
  }

  /** The stored execution; 404 also for another team's. */
  find(scope: Scope, id: string): Promise<ExecutionRecord> {
    return this.executions.get(scope, id);
  }

  private async withSteps(scope: Scope, records: ExecutionRecord[]): Promise<Execution[]> {
    const [logs, shown] = await Promise.all([
      this.events.steps(
        scope,
        records.filter((record) => record.steps.length === 0).map((record) => record.id),
      ),
      Promise.all(records.map((record) => this.withUndecided(record))),
    ]);
    return shown.map((record) => toPublicExecution(record, logs.get(record.id)));
  }

  /**
   * The record with only the approvals still waiting for a decision: of several approvals, those
   * decided already stay on the record until the last one is decided and the run resumes.
   */
  private async withUndecided(record: ExecutionRecord): Promise<ExecutionRecord> {
    const pending = record.pending_approvals ?? [];
    if (record.status !== 'awaiting_approval' || pending.length < 2) return record;
    return { ...record, pending_approvals: await this.decisions.undecided(record) };
  }

  /**
   * Cancels a queued, running or paused execution; an execution that already ended is returned as it is
   * (idempotent). Each move is one guarded update, so a race with the runner has one winner.
   */
  async cancel(scope: Scope, id: string, options: CancelOptions = {}): Promise<Execution> {
    const why = options.loopDeleted ? ': its agent loop was deleted' : '';
    for (let attempt = 0; attempt < CANCEL_ATTEMPTS; attempt += 1) {
      const record = await this.find(scope, id);
      if (isTerminalStatus(record.status)) return this.get(scope, id);
      const error =
        record.status === 'queued'
          ? `The execution was cancelled before it started${why}.`
          : `The execution was cancelled${why}.`;
      const updated = await this.executions.cancel(scope, record, error, this.clock.now());
      if (updated) {
        await this.events.append(
          updated.team_id,
          id,
          { type: 'execution.cancelled', status: 'cancelled' },
          { unlessEnded: true },
        );
        this.deps.onEvent?.(id);
        return this.get(scope, id);
      }
    }
    return this.get(scope, id);
  }

  /**
   * Records the end of an ended execution whose end is not in its events yet (its runner died
   * between the two writes, or it ended before executions had events), so its stream can end.
   */
  async recordEndIfMissing(record: ExecutionRecord): Promise<void> {
    if (!isTerminalStatus(record.status)) return;
    const appended = await this.events.append(
      record.team_id,
      record.id,
      { type: terminalEventType(record.status), status: record.status },
      { unlessEnded: true },
    );
    if (appended) this.deps.onEvent?.(record.id);
  }

  /**
   * Cancels every unended (queued, running or paused) execution of a loop, through `cancel`, when the loop is
   * deleted: none starts afterwards and a running one is aborted by its runner. The records stay
   * readable at GET /executions/{id}.
   */
  async cancelOpenForLoop(scope: Scope, loopId: string): Promise<void> {
    const open = await this.executions.unendedForLoop(scope, loopId);
    for (const record of open) await this.cancel(scope, record.id, { loopDeleted: true });
  }
}

export interface CancelOptions {
  /** The cancel comes from deleting the execution's loop; the error says so. */
  loopDeleted?: boolean;
}
