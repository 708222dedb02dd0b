/**
 * The one module that opens the execution-events collection: appends an execution's events at
 * consecutive sequence numbers, and reads them back in order (the live stream, the step log).
 * A record's id is `{execution_id}:{seq}`, so two writers in different processes racing for the
 * same number cannot both store it: the loser reads the new end and tries the next number. The
 * numbers therefore have no gaps, and a reader that has seen N only ever needs N + 1 next.
 */
import {
  isTerminalEvent,
  toExecutionEvent,
  type ExecutionEvent,
  type ExecutionEventRecord,
  type ExecutionEventType,
} from '@switchboard/contracts/execution-event';
import type { ExecutionStatus } from '@switchboard/contracts/execution';
import type { ExecutionStep } from '@switchboard/contracts/execution-step';
import { ConflictError } from '@switchboard/kit/errors';
import { EXECUTION_EVENTS_COLLECTION } from './collections.js';
import { ALL_TEAMS, type Collection, type DocumentStore, type Scope } from './port.js';

/** An event to append. */
export interface NewExecutionEvent {
  type: ExecutionEventType;
  status: ExecutionStatus;
  step?: ExecutionStep;
}

/** Appends lost to other writers in a row before giving up (only a stuck store gets there). */
const APPEND_TRIES = 20;

function eventId(executionId: string, seq: number): string {
  return `${executionId}:${seq}`;
}

const BY_SEQ = [['seq', 1]] as const;

export class ExecutionEventLog {
  private readonly events: Collection<ExecutionEventRecord>;

  constructor(
    store: DocumentStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = store.collection<ExecutionEventRecord>(EXECUTION_EVENTS_COLLECTION);
  }

  /**
   * Appends `event` after the execution's last one. With `unlessEnded`, appends nothing (null)
   * when the last event already ended the execution: the end is recorded once.
   */
  async append(
    teamId: string,
    executionId: string,
    event: NewExecutionEvent,
    options: { unlessEnded?: boolean } = {},
  ): Promise<ExecutionEventRecord | null> {
    for (let tries = 0; tries < APPEND_TRIES; tries += 1) {
      const last = await this.last(ALL_TEAMS, executionId);
      if (options.unlessEnded && last && isTerminalEvent(last.type)) return null;
      const stored = await this.insertAt(teamId, executionId, (last?.seq ?? 0) + 1, event);
      if (stored) return stored;
    }
    throw new Error(`Could not append an event to execution ${executionId}: too many races.`);
  }

  /**
   * A writer for one execution that appends in call order (concurrent callers are queued) and
   * remembers the next number, so an append costs one insert unless another writer got between.
   */
  writer(teamId: string, executionId: string): ExecutionEventWriter {
    let next: number | null = null;
    let chain: Promise<unknown> = Promise.resolve();
    let failure: { error: unknown } | null = null;
    const appendNow = async (event: NewExecutionEvent, unlessEnded: boolean): Promise<void> => {
      for (let tries = 0; tries < APPEND_TRIES; tries += 1) {
        if (next === null) {
          const last = await this.last(ALL_TEAMS, executionId);
          // Another process recorded the end meanwhile (the API's repair of a missing end).
          if (unlessEnded && last && isTerminalEvent(last.type)) return;
          next = (last?.seq ?? 0) + 1;
        }
        if (await this.insertAt(teamId, executionId, next, event)) {
          next += 1;
          return;
        }
        next = null;
      }
      throw new Error(`Could not append an event to execution ${executionId}: too many races.`);
    };
    return {
      append: (event, options = {}) => {
        chain = chain
          .then(() => appendNow(event, options.unlessEnded ?? false))
          .catch((error: unknown) => {
            failure ??= { error };
          });
      },
      flush: async () => {
        await chain;
        if (failure) throw failure.error;
      },
      check: () => {
        if (failure) throw failure.error;
      },
    };
  }

  /** The execution's last event, or null before its first. */
  last(scope: Scope, executionId: string): Promise<ExecutionEventRecord | null> {
    return this.events.findOne(scope, { execution_id: executionId }, { sort: [['seq', -1]] });
  }

  /** Up to `limit` events after sequence number `afterSeq`, in order. */
  async after(
    scope: Scope,
    executionId: string,
    afterSeq: number,
    limit: number,
  ): Promise<ExecutionEvent[]> {
    const records = await this.events.find(
      scope,
      { execution_id: executionId, seq: { $gt: afterSeq } },
      { sort: BY_SEQ, limit },
    );
    return records.map(toExecutionEvent);
  }

  /**
   * Of `waiting` (execution id -> the number a reader waits for), the executions whose awaited
   * event exists: one lookup by id however many readers wait, so one process can watch many
   * streams with a single cheap query per poll.
   */
  async arrived(waiting: ReadonlyMap<string, number>): Promise<Set<string>> {
    if (waiting.size === 0) return new Set();
    const ids = [...waiting].map(([executionId, seq]) => eventId(executionId, seq));
    const found = await this.events.find(ALL_TEAMS, { id: { $in: ids } });
    return new Set(found.map((record) => record.execution_id));
  }

  /**
   * The step logs of these executions, each in the order the steps were recorded. An execution
   * started again (handed back at a runner's shutdown, or taken over from a dead runner) starts
   * from its first step: its log is the steps after its last start.
   */
  async steps(
    scope: Scope,
    executionIds: readonly string[],
  ): Promise<Map<string, ExecutionStep[]>> {
    const logs = new Map<string, ExecutionStep[]>(executionIds.map((id) => [id, []]));
    if (executionIds.length === 0) return logs;
    const records = await this.events.find(
      scope,
      {
        execution_id: { $in: [...executionIds] },
        type: { $in: ['execution.queued', 'execution.started', 'execution.step'] },
      },
      { sort: [['execution_id', 1], ...BY_SEQ] },
    );
    for (const record of records) {
      const step = toExecutionEvent(record).data.step;
      if (step) logs.get(record.execution_id)?.push(step);
      else logs.set(record.execution_id, []);
    }
    return logs;
  }

  private async insertAt(
    teamId: string,
    executionId: string,
    seq: number,
    event: NewExecutionEvent,
  ): Promise<ExecutionEventRecord | null> {
    try {
      return await this.events.insert({
        id: eventId(executionId, seq),
        team_id: teamId,
        execution_id: executionId,
        seq,
        type: event.type,
        status: event.status,
        step_json: event.step ? JSON.stringify(event.step) : null,
        created_at: this.now().toISOString(),
      });
    } catch (error) {
      if (error instanceof ConflictError) return null;
      throw error;
    }
  }
}

/**
 * Appends one execution's events in order. `flush` waits for those already handed over and throws
 * the first error any of them met (the caller may fire appends and check at its checkpoints).
 */
export interface ExecutionEventWriter {
  /** With `unlessEnded`, dropped when another writer has recorded the execution's end. */
  append(event: NewExecutionEvent, options?: { unlessEnded?: boolean }): void;
  flush(): Promise<void>;
  /** Throws the first error an append met so far, without waiting for those in flight. */
  check(): void;
}
