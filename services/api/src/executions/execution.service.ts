import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import {
  endingFields,
  isTerminalStatus,
  queuedExecution,
  toPublicExecution,
  type Execution,
  type ExecutionRecord,
  type ExecutionStatus,
} from '@switchboard/contracts/execution';
import type { PaginationQuery } from '@switchboard/contracts/query';
import { getById } from '@switchboard/store/by-id';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import type { Collection, DocumentStore, Page, Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import { AGENT_LOOPS_COLLECTION } from '../agent-loops/agent-loop.service.js';
import { pageOptions } from '../http/pagination.js';

/** How often cancel re-reads a record whose status moved under it (queued → running → ended). */
const CANCEL_ATTEMPTS = 3;

/**
 * Executions of agent loops: `run` only queues (the agent runner claims and runs them); `cancel`
 * ends a queued or running execution at once and leaves the rest to the runner (it aborts the run
 * in flight, emits the event and delivers the callback).
 */
export class ExecutionService {
  private readonly executions: Collection<ExecutionRecord>;
  private readonly loops: Collection<AgentLoopRecord>;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.executions = store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
    this.loops = store.collection<AgentLoopRecord>(AGENT_LOOPS_COLLECTION);
  }

  /** Queues an execution of the loop with a snapshot of its settings; 404 for an unknown loop. */
  async run(auth: { teamId: string; scope: Scope }, loopId: string): Promise<Execution> {
    const loop = await getById(this.loops, auth.scope, loopId, 'agent_loop');
    const { id: _id, team_id: _team, created_at: _c, updated_at: _u, ...snapshot } = loop;
    const record = await this.executions.insert(
      queuedExecution({
        teamId: auth.teamId,
        agentLoopId: loop.id,
        loop: snapshot,
        now: this.clock.now(),
      }),
    );
    return toPublicExecution(record);
  }

  /** One page of a loop's executions, newest first, optionally of one status. */
  async listForLoop(
    scope: Scope,
    loopId: string,
    query: PaginationQuery & { status?: ExecutionStatus | undefined },
  ): Promise<Page<Execution>> {
    await getById(this.loops, scope, loopId, 'agent_loop');
    const filter = { agent_loop_id: loopId, ...(query.status ? { status: query.status } : {}) };
    const page = await this.executions.findPage(scope, filter, pageOptions(query));
    return { items: page.items.map(toPublicExecution), total: page.total };
  }

  /** The execution with its step log; 404 also for another team's. */
  async get(scope: Scope, id: string): Promise<Execution> {
    return toPublicExecution(await getById(this.executions, scope, id, 'execution'));
  }

  /**
   * Cancels a queued or running execution; an execution that already ended is returned as it is
   * (idempotent). Each move is one guarded update, so a race with the runner has one winner.
   */
  async cancel(scope: Scope, id: string, options: CancelOptions = {}): Promise<Execution> {
    const why = options.loopDeleted ? ': its agent loop was deleted' : '';
    for (let attempt = 0; attempt < CANCEL_ATTEMPTS; attempt += 1) {
      const record = await getById(this.executions, scope, id, 'execution');
      if (isTerminalStatus(record.status)) return toPublicExecution(record);
      const updated = await this.executions.updateOne(
        scope,
        { id, status: record.status },
        {
          $set: {
            status: 'cancelled',
            error:
              record.status === 'queued'
                ? `The execution was cancelled before it started${why}.`
                : `The execution was cancelled${why}.`,
            // The runner holding it (lease_owner stays) sees the change and aborts its calls.
            ...endingFields(record, this.clock.now()),
          },
        },
      );
      if (updated) return toPublicExecution(updated);
    }
    return this.get(scope, id);
  }

  /**
   * Cancels every queued or running execution of a loop, through `cancel`, when the loop is
   * deleted: none starts afterwards and a running one is aborted by its runner. The records stay
   * readable at GET /executions/{id}.
   */
  async cancelOpenForLoop(scope: Scope, loopId: string): Promise<void> {
    const open = await this.executions.find(scope, {
      agent_loop_id: loopId,
      status: { $in: ['queued', 'running'] },
    });
    for (const record of open) await this.cancel(scope, record.id, { loopDeleted: true });
  }
}

export interface CancelOptions {
  /** The cancel comes from deleting the execution's loop; the error says so. */
  loopDeleted?: boolean;
}
