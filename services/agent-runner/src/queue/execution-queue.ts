import { randomUUID } from 'node:crypto';
import { ALL_TEAMS, type Collection, type Sort, type Update } from '@switchboard/store/port';
import { endingFields, TERMINAL_EXECUTION_STATUSES } from '@switchboard/contracts/execution';
import type { UsageTotals } from '../loop/pricing.js';
import type { ExecutionRecord } from '@switchboard/contracts/execution';

export interface QueueOptions {
  /** This runner's identity, written as `lease_owner`. */
  owner: string;
  /** How long a claim lasts without a heartbeat. */
  leaseMs: number;
  now?: () => Date;
}

export interface TerminalFields {
  status: 'completed' | 'failed' | 'timeout' | 'cancelled';
  output: string | null;
  /** The output was cut to EXECUTION_OUTPUT_MAX_CHARS; false when not given. */
  outputTruncated?: boolean;
  error: string | null;
  iterations: number;
  toolCalls: number;
  usage: UsageTotals;
  model: string | null;
}

const EMPTY_USAGE: UsageTotals = {
  prompt_tokens: 0,
  completion_tokens: 0,
  total_tokens: 0,
  cost_usd: null,
};

/** What a run has done so far, reset when an execution starts again from its first step. */
const EMPTY_RUN = {
  steps: [],
  usage: EMPTY_USAGE,
  result: { output: null, output_truncated: false, tool_calls: 0, iterations: 0 },
};

/**
 * Fair share, then oldest first: a run's rank is how many of its team's executions were queued or
 * running when it was queued, so each team's first waiting run goes before any team's second,
 * and a team with a long backlog cannot starve one with a single run. The id breaks ties so
 * every runner sees one order.
 */
const QUEUE_ORDER: Sort = [
  ['fair_rank', 1],
  ['queued_at', 1],
  ['id', 1],
];

/** The fields that record what a run did: its result, usage and model (steps are events). */
function runFields(fields: TerminalFields) {
  return {
    result: {
      output: fields.output,
      output_truncated: fields.outputTruncated ?? false,
      tool_calls: fields.toolCalls,
      iterations: fields.iterations,
    },
    usage: fields.usage,
    model: fields.model,
  };
}

/**
 * The `$set` that ends an execution: status, result, timing, the lease released and, when the
 * loop has a callback, the callback due at `finalizeDueAt`.
 */
function terminalUpdate(
  record: Pick<ExecutionRecord, 'started_at' | 'callback'>,
  fields: TerminalFields,
  completed: Date,
  finalizeDueAt: Date = completed,
): Update<ExecutionRecord> {
  return {
    $set: {
      status: fields.status,
      ...runFields(fields),
      error: fields.error,
      lease_owner: null,
      lease_expires_at: null,
      ...endingFields(record, completed, finalizeDueAt),
    },
  };
}

/**
 * The execution queue on the shared store. Every state change is one atomic, guarded update, so
 * several runners on one database never run the same execution twice and a runner that lost its
 * lease (or whose execution was cancelled) can no longer write.
 */
export class ExecutionQueue {
  private readonly now: () => Date;

  constructor(
    private readonly executions: Collection<ExecutionRecord>,
    private readonly options: QueueOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  get owner(): string {
    return this.options.owner;
  }

  private leaseUntil(): string {
    return new Date(this.now().getTime() + this.options.leaseMs).toISOString();
  }

  private held(id: string) {
    return { id, status: 'running', lease_owner: this.options.owner } as const;
  }

  /**
   * Claims up to `limit` queued executions in fair-share order (QUEUE_ORDER) with three store calls however many:
   * read candidates, one guarded `updateMany` (a record still `queued` is taken by exactly one
   * runner), read back which ones are ours. A burst of work starts without one write per claim.
   */
  async claimQueuedBatch(limit: number): Promise<ExecutionRecord[]> {
    const candidates = await this.executions.find(
      ALL_TEAMS,
      { status: 'queued' },
      { sort: QUEUE_ORDER, limit },
    );
    if (candidates.length === 0) return [];
    const ids = candidates.map((record) => record.id);
    const claimId = randomUUID();
    await this.executions.updateMany(
      ALL_TEAMS,
      { status: 'queued', id: { $in: ids } },
      {
        $set: {
          status: 'running',
          lease_owner: this.options.owner,
          lease_expires_at: this.leaseUntil(),
          started_at: this.now().toISOString(),
          claim_id: claimId,
        },
        $inc: { claim_count: 1 },
      },
    );
    const ours = await this.executions.find(
      ALL_TEAMS,
      { id: { $in: ids }, claim_id: claimId },
      { sort: QUEUE_ORDER },
    );
    // One cancelled between our claim and the read-back: nothing to run, let go of it.
    const ended = ours.filter((record) => record.status !== 'running').map((r) => r.id);
    if (ended.length > 0) {
      await this.executions.updateMany(
        ALL_TEAMS,
        { id: { $in: ended }, lease_owner: this.options.owner, status: { $ne: 'running' } },
        { $set: { lease_owner: null, lease_expires_at: null } },
      );
    }
    return ours.filter((record) => record.status === 'running');
  }

  /** Whether anything is queued: a cheap indexed read, so idle runners can look often. */
  async hasQueued(): Promise<boolean> {
    return (await this.executions.findOne(ALL_TEAMS, { status: 'queued' })) !== null;
  }

  /** Whether a running execution's lease has expired (a runner died). */
  async hasExpired(): Promise<boolean> {
    const filter = { status: 'running', lease_expires_at: { $lt: this.now().toISOString() } };
    return (await this.executions.findOne(ALL_TEAMS, filter)) !== null;
  }

  /** Claims a running execution whose runner stopped renewing its lease (a crashed process). */
  claimExpired(): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      ALL_TEAMS,
      { status: 'running', lease_expires_at: { $lt: this.now().toISOString() } },
      {
        $set: { lease_owner: this.options.owner, lease_expires_at: this.leaseUntil() },
        $inc: { claim_count: 1 },
      },
      { sort: [['lease_expires_at', 1]] },
    );
  }

  /** Starts a taken-over execution again from its first step. */
  restart(id: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(id), {
      $set: { ...EMPTY_RUN, started_at: this.now().toISOString() },
    });
  }

  /** Extends the leases of every execution this runner holds; one query however many run. */
  renewLeases(): Promise<number> {
    return this.executions.updateMany(
      ALL_TEAMS,
      { lease_owner: this.options.owner, status: 'running' },
      { $set: { lease_expires_at: this.leaseUntil() } },
    );
  }

  /**
   * Ids of executions this runner holds that were ended under it (the API's cancel moves them to
   * `cancelled` directly). One indexed query however many run.
   */
  async endedUnderUs(): Promise<string[]> {
    const found = await this.executions.find(ALL_TEAMS, {
      lease_owner: this.options.owner,
      status: { $in: [...TERMINAL_EXECUTION_STATUSES] },
    });
    return found.map((record) => record.id);
  }

  /** Records the model in use; false when this runner no longer holds the execution. */
  async checkHeld(id: string, model: string): Promise<boolean> {
    const updated = await this.executions.updateOne(ALL_TEAMS, this.held(id), {
      $set: { model },
    });
    return updated !== null;
  }

  /**
   * Moves a held execution to its terminal status, atomically. Its finalization (event, callback)
   * is claimed for this runner for `finalizeClaimMs`, so it can finalize at once without another
   * write; if the runner dies first, the claim lapses and any runner's finalizer takes it.
   */
  finish(
    record: Pick<ExecutionRecord, 'id' | 'started_at' | 'callback'>,
    fields: TerminalFields,
    finalizeClaimMs = 0,
  ): Promise<ExecutionRecord | null> {
    const now = this.now();
    return this.executions.updateOne(
      ALL_TEAMS,
      this.held(record.id),
      terminalUpdate(record, fields, now, new Date(now.getTime() + finalizeClaimMs)),
    );
  }

  /**
   * Completes the record of an execution that was cancelled under us: the API already set the
   * status, the time and the callback; we add what the run had done and release the lease.
   */
  settleCancelled(id: string, fields: TerminalFields): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(
      ALL_TEAMS,
      { id, status: 'cancelled', lease_owner: this.options.owner },
      {
        $set: { ...runFields(fields), lease_owner: null, lease_expires_at: null },
      },
    );
  }

  /** Puts a held execution back in the queue (graceful shutdown): another runner starts it anew. */
  release(id: string): Promise<ExecutionRecord | null> {
    return this.executions.updateOne(ALL_TEAMS, this.held(id), {
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
}
