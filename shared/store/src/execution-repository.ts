/**
 * The one module that opens the executions (`executions`). The api queues, lists, reads and
 * cancels them; the runner's queue claims the queued in fair-share order, takes over expired
 * leases, renews its leases and writes the executions it holds; the runner's finalizer claims the
 * ended ones whose event and callback are due and records what it did. Every write a runner makes
 * to an execution it holds is guarded by its lease (`lease_owner`, still `running`), so a runner
 * that lost its lease, or whose execution was cancelled, can no longer write.
 */
import { randomUUID } from 'node:crypto';
import type { PendingApprovalRecord, PendingInput } from '@switchboard/contracts/approvals';
import {
  endingFields,
  PAUSED_EXECUTION_STATUSES,
  TERMINAL_EXECUTION_STATUSES,
  type DeliveryAttempt,
  type CallbackStatus,
  type ExecutionRecord,
  type ExecutionStatus,
  type TerminalExecutionStatus,
} from '@switchboard/contracts/execution';
import { getById } from './by-id.js';
import { EXECUTIONS_COLLECTION } from './collections.js';
import {
  ALL_TEAMS,
  type Collection,
  type DocumentStore,
  type Filter,
  type Page,
  type PageOptions,
  type Scope,
  type Sort,
  type Update,
} from './port.js';

/** Statuses that hold one of the team's concurrency slots (a paused run holds none). */
const OPEN_STATUSES: ExecutionStatus[] = ['queued', 'running'];

/**
 * Statuses of an execution a runner holds (under its lease): running, or waiting in a call for
 * the answer to a 2025-era tool server's question.
 */
const HELD_STATUSES: ExecutionStatus[] = ['running', 'awaiting_input'];

/** Statuses of a run not ended yet: what deleting its loop cancels. */
const UNENDED_STATUSES: ExecutionStatus[] = [...OPEN_STATUSES, ...PAUSED_EXECUTION_STATUSES];

/**
 * Fair share, then oldest first: a run's rank is how many of its team's executions were queued or
 * running when it was queued, so each team's first waiting run goes before any team's second,
 * and a team with a long backlog cannot starve one with a single run. The id breaks ties so
 * every runner sees one order. The order of EXECUTIONS_COLLECTION's queue index.
 */
export const QUEUE_ORDER: Sort = [
  ['fair_rank', 1],
  ['queued_at', 1],
  ['id', 1],
];

/** Expired leases, longest expired first; the order of EXECUTIONS_COLLECTION's lease index. */
export const EXPIRY_ORDER: Sort = [
  ['lease_expires_at', 1],
  ['id', 1],
];

/** Due finalizations, most overdue first; the order of EXECUTIONS_COLLECTION's finalize index. */
const FINALIZE_ORDER: Sort = [
  ['finalize_due_at', 1],
  ['id', 1],
];

/** The executions waiting on a runner or on their finalization, across every team (/metrics). */
export interface ExecutionBacklog {
  queued: number;
  running: number;
  /** When the longest-waiting queued execution was queued; null when none is queued. */
  oldestQueuedAt: string | null;
  /** Ended executions whose event or callback is still to be sent (retries due later too). */
  finalizing: number;
  /** When the most overdue finalization was due; null when none is due. */
  oldestFinalizeDueAt: string | null;
}

/** What a run did: its result, usage and model (its steps are events). */
export type RunFields = Pick<ExecutionRecord, 'result' | 'usage' | 'model'>;

/** What a run has done so far, reset when an execution starts again from its first step. */
const EMPTY_RUN = {
  steps: [],
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost_usd: null },
  result: { output: null, output_truncated: false, tool_calls: 0, iterations: 0 },
};

/** How a held execution pauses for a person. */
export interface Pause {
  status: 'awaiting_approval' | 'awaiting_input';
  approvals: PendingApprovalRecord[];
  /** The tool server's question (`awaiting_input`); null otherwise. */
  input: PendingInput | null;
  /** The runner's checkpoint as JSON text, from which any runner resumes the run. */
  checkpoint: string;
  run: RunFields;
}

/** A runner's lease: who holds an execution and until when (ISO time). */
export interface Lease {
  owner: string;
  until: string;
}

/** How a held execution ends. */
export interface Ending {
  status: TerminalExecutionStatus;
  error: string | null;
  run: RunFields;
  /** When it ended. */
  at: Date;
  /** When its finalization (event, callback) is due; the finalizer's claim until then. */
  finalizeDueAt: Date;
}

/** Running executions whose lease expired before `now`, except those of `ids`. */
function expired(now: string, ids: readonly string[]): Filter<ExecutionRecord> {
  return {
    status: { $in: HELD_STATUSES },
    lease_expires_at: { $lt: now },
    ...(ids.length > 0 ? { id: { $nin: [...ids] } } : {}),
  };
}

export class ExecutionRepository {
  private readonly executions: Collection<ExecutionRecord>;

  constructor(store: DocumentStore) {
    this.executions = store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
  }

  /** Stores a newly queued execution. */
  insert(record: ExecutionRecord): Promise<ExecutionRecord> {
    return this.executions.insert(record);
  }

  /** How many of the scope's executions are queued or running. */
  countOpen(scope: Scope): Promise<number> {
    return this.executions.count(scope, { status: { $in: OPEN_STATUSES } });
  }

  /** The execution; NotFoundError (404) also for another team's. */
  get(scope: Scope, id: string): Promise<ExecutionRecord> {
    return getById(this.executions, scope, id, 'execution');
  }

  /** One page of a loop's executions, optionally of one status. */
  pageForLoop(
    scope: Scope,
    loopId: string,
    status: ExecutionStatus | undefined,
    options: PageOptions,
  ): Promise<Page<ExecutionRecord>> {
    const filter = { agent_loop_id: loopId, ...(status ? { status } : {}) };
    return this.executions.findPage(scope, filter, options);
  }

  /** One page of the team's executions, optionally of one status (e.g. those awaiting approval). */
  pageForTeam(
    scope: Scope,
    status: ExecutionStatus | undefined,
    options: PageOptions,
  ): Promise<Page<ExecutionRecord>> {
    return this.executions.findPage(scope, status ? { status } : {}, options);
  }

  /** A loop's executions that have not ended (queued, running or paused). */
  unendedForLoop(scope: Scope, loopId: string): Promise<ExecutionRecord[]> {
    return this.executions.find(scope, {
      agent_loop_id: loopId,
      status: { $in: UNENDED_STATUSES },
    });
  }

  /**
   * Cancels the execution read as `current` at `at`, only if its status is still the one read (one
   * guarded update, so a race with its runner has one winner); null when it moved. The runner
   * holding it (`lease_owner` stays) sees the change and aborts its calls.
   */
  cancel(
    scope: Scope,
    current: ExecutionRecord,
    error: string,
    at: Date,
  ): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      scope,
      { id: current.id, status: current.status },
      { $set: { status: 'cancelled', error, ...endingFields(current, at) } },
    );
  }

  /** Whether anything is queued: a cheap indexed read, so idle runners can look often. */
  async hasQueued(): Promise<boolean> {
    return (await this.executions.findOne(ALL_TEAMS, { status: 'queued' })) !== null;
  }

  /**
   * Whether a running execution's lease expired before `now` (its runner died), other than
   * `running` (the asking runner's own).
   */
  async hasExpired(now: string, running: readonly string[] = []): Promise<boolean> {
    return (await this.executions.findOne(ALL_TEAMS, expired(now, running))) !== null;
  }

  /** Claims the first queued execution in QUEUE_ORDER, starting it at `startedAt`. */
  claimQueued(lease: Lease, startedAt: string): Promise<ExecutionRecord | null> {
    return this.claim({ status: 'queued' }, QUEUE_ORDER, lease, {
      status: 'running',
      started_at: startedAt,
    });
  }

  /**
   * Claims the running execution whose lease expired longest before `now`, other than `running`
   * (the claiming runner's own, alive though their heartbeat came late).
   */
  claimExpired(
    lease: Lease,
    now: string,
    running: readonly string[] = [],
  ): Promise<ExecutionRecord | null> {
    // One that died waiting in a call for an answer is running again for its new runner.
    return this.claim(expired(now, running), EXPIRY_ORDER, lease, {
      status: 'running',
      pending_input: null,
    });
  }

  /**
   * Claims one execution matching `filter` for `lease.owner`: one atomic claimOne (a record still
   * matching is taken by exactly one runner, and a claim whose reply was lost is found again by
   * its claim id rather than stranded). One found again after a lost reply may have ended since:
   * nothing to run, so its lease is let go at once (it is returned as it is).
   */
  private async claim(
    filter: Filter<ExecutionRecord>,
    sort: Sort,
    lease: Lease,
    fields: Update<ExecutionRecord>['$set'],
  ): Promise<ExecutionRecord | null> {
    const record = await this.executions.claimOne(
      ALL_TEAMS,
      filter,
      {
        $set: { ...fields, lease_owner: lease.owner, lease_expires_at: lease.until },
        $inc: { claim_count: 1 },
      },
      { sort, mark: ['claim_id', randomUUID()] },
    );
    if (record && record.status !== 'running') {
      await this.executions.updateOne(
        ALL_TEAMS,
        { id: record.id, lease_owner: lease.owner, status: { $ne: 'running' } },
        { $set: { lease_owner: null, lease_expires_at: null } },
      );
    }
    return record;
  }

  /** The filter of an execution `owner` holds: still running under its lease. */
  private held(id: string, owner: string): Filter<ExecutionRecord> {
    return { id, status: 'running', lease_owner: owner };
  }

  /** Starts a held execution again from its first step (a taken-over one). */
  restart(id: string, owner: string, startedAt: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(id, owner), {
      $set: { ...EMPTY_RUN, started_at: startedAt },
    });
  }

  /** Extends to `until` the leases `owner` holds on `ids` (still running); how many. */
  renewLeases(owner: string, ids: readonly string[], until: string): Promise<number> {
    return this.executions.updateMany(
      ALL_TEAMS,
      { lease_owner: owner, status: { $in: HELD_STATUSES }, id: { $in: [...ids] } },
      { $set: { lease_expires_at: until } },
    );
  }

  /** Ids of executions `owner` still holds that ended under it (cancelled by the api). */
  async endedUnder(owner: string): Promise<string[]> {
    const found = await this.executions.find(ALL_TEAMS, {
      lease_owner: owner,
      status: { $in: [...TERMINAL_EXECUTION_STATUSES] },
    });
    return found.map((record) => record.id);
  }

  /** Records the model a held execution runs; null when `owner` no longer holds it. */
  recordModel(id: string, owner: string, model: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(id, owner), { $set: { model } });
  }

  /**
   * Moves a held execution to its terminal status, atomically: what the run did, the lease
   * released, and (when the loop has a callback) the callback pending; null when not held.
   */
  finish(
    record: Pick<ExecutionRecord, 'id' | 'started_at' | 'callback'>,
    owner: string,
    ending: Ending,
  ): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(record.id, owner), {
      $set: {
        status: ending.status,
        ...ending.run,
        error: ending.error,
        lease_owner: null,
        lease_expires_at: null,
        checkpoint: null,
        ...endingFields(record, ending.at, ending.finalizeDueAt),
      },
    });
  }

  /**
   * Completes an execution cancelled under `owner`: the api already set the status, the time and
   * the callback; this adds what the run did and releases the lease.
   */
  settleCancelled(id: string, owner: string, run: RunFields): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      ALL_TEAMS,
      { id, status: 'cancelled', lease_owner: owner },
      { $set: { ...run, lease_owner: null, lease_expires_at: null } },
    );
  }

  /**
   * Pauses a held execution for a person: its approvals pending, its checkpoint stored, its lease
   * and its claims let go (a paused run holds no runner, and each resume is a claim of its own);
   * null when `owner` no longer holds it.
   */
  pause(id: string, owner: string, pause: Pause): Promise<ExecutionRecord | null> {
    const expiries = pause.approvals.map((approval) => approval.expires_at).sort();
    return this.executions.updateOne(ALL_TEAMS, this.held(id, owner), {
      $set: {
        status: pause.status,
        ...pause.run,
        pending_approvals: pause.approvals,
        pending_input: pause.input,
        approval_expires_at: expiries[0] ?? null,
        checkpoint: pause.checkpoint,
        lease_owner: null,
        lease_expires_at: null,
        claim_count: 0,
      },
    });
  }

  /**
   * Queues a paused execution again once its approvals are all decided (any runner resumes it
   * from its checkpoint); null when it is no longer awaiting approval (another decision, or a
   * cancel, moved it first). Every caller sets the same fields, so racing callers agree.
   */
  resumeDecided(scope: Scope, id: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      scope,
      { id, status: 'awaiting_approval' },
      { $set: { status: 'queued', pending_approvals: [], approval_expires_at: null } },
    );
  }

  /**
   * A held execution waits in a call for the answer to a tool server's question (a 2025-era
   * server keeps the call open): `awaiting_input` with the question, still held; null when not.
   */
  awaitInCall(id: string, owner: string, input: PendingInput): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(id, owner), {
      $set: { status: 'awaiting_input', pending_input: input },
    });
  }

  /** A held execution's question was answered (or given up): running again. */
  answeredInCall(id: string, owner: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      ALL_TEAMS,
      { id, status: 'awaiting_input', lease_owner: owner },
      { $set: { status: 'running', pending_input: null } },
    );
  }

  /**
   * Queues a run paused for a tool server's question again once it is answered (any runner makes
   * the call again with the answer); null when it no longer waits for one.
   */
  resumeAnswered(scope: Scope, id: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      scope,
      { id, status: 'awaiting_input', lease_owner: null },
      { $set: { status: 'queued', pending_input: null } },
    );
  }

  /** Executions awaiting approval of which one has expired at `now`, at most `limit`. */
  approvalsExpired(now: string, limit: number): Promise<ExecutionRecord[]> {
    return this.executions.find(
      ALL_TEAMS,
      { status: 'awaiting_approval', approval_expires_at: { $lte: now } },
      { sort: [['approval_expires_at', 1]], limit },
    );
  }

  /** Replaces the checkpoint of a held execution (a resumed run past its decided turn). */
  saveCheckpoint(id: string, owner: string, checkpoint: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(id, owner), { $set: { checkpoint } });
  }

  /** Puts a held execution back in the queue, its claim uncounted, to be started anew. */
  release(id: string, owner: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(id, owner), {
      $inc: { claim_count: -1 },
      $set: {
        status: 'queued',
        lease_owner: null,
        lease_expires_at: null,
        started_at: null,
        ...EMPTY_RUN,
      },
    });
  }

  /**
   * The backlog at `now`: each figure one indexed count or read, except the oldest queued, whose
   * sort by queue time reads every queued execution (the queue index orders them by fair rank).
   */
  async backlog(now: string): Promise<ExecutionBacklog> {
    const [queued, running, oldestQueued, finalizing, overdue] = await Promise.all([
      this.executions.count(ALL_TEAMS, { status: 'queued' }),
      this.executions.count(ALL_TEAMS, { status: 'running' }),
      this.executions.findOne(
        ALL_TEAMS,
        { status: 'queued' },
        {
          sort: [
            ['queued_at', 1],
            ['id', 1],
          ],
        },
      ),
      // Any due time at all (ISO strings sort after ''): a range on the finalize index.
      this.executions.count(ALL_TEAMS, { finalize_due_at: { $gt: '' } }),
      this.executions.findOne(
        ALL_TEAMS,
        { finalize_due_at: { $lte: now } },
        { sort: FINALIZE_ORDER },
      ),
    ]);
    return {
      queued,
      running,
      oldestQueuedAt: oldestQueued?.queued_at ?? null,
      finalizing,
      oldestFinalizeDueAt: overdue?.finalize_due_at ?? null,
    };
  }

  /** Whether any ended execution's finalization is due at `now`: a cheap indexed read. */
  async hasFinalizeDue(now: string): Promise<boolean> {
    return (await this.executions.findOne(ALL_TEAMS, { finalize_due_at: { $lte: now } })) !== null;
  }

  /** Claims the most overdue finalization at `now`, pushing its due time out to `until`. */
  claimFinalizeDue(now: string, until: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      ALL_TEAMS,
      { finalize_due_at: { $lte: now } },
      { $set: { finalize_due_at: until } },
      { sort: FINALIZE_ORDER },
    );
  }

  /** Sets when the finalization is next due (null: done) and notes its emitted event. */
  async setFinalizeDue(id: string, due: string | null, eventId: string): Promise<void> {
    await this.executions.updateOne(
      ALL_TEAMS,
      { id },
      { $set: { finalize_due_at: due, event_id: eventId } },
    );
  }

  /** Records one callback attempt, the callback's status after it and when the next is due. */
  async recordCallbackAttempt(
    id: string,
    attempt: DeliveryAttempt,
    status: CallbackStatus,
    nextAttemptAt: string | null,
  ): Promise<void> {
    await this.executions.updateOne(
      ALL_TEAMS,
      { id },
      {
        $push: { 'callback.attempts': attempt },
        $set: { 'callback.status': status, 'callback.next_attempt_at': nextAttemptAt },
      },
    );
  }
}
