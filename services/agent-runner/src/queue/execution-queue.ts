import { randomUUID } from 'node:crypto';
import {
  ALL_TEAMS,
  type Collection,
  type Filter,
  type Sort,
  type Update,
} from '@switchboard/store/port';
import { endingFields, TERMINAL_EXECUTION_STATUSES } from '@switchboard/contracts/execution';
import type { UsageTotals } from '../loop/pricing.js';
import { HeartbeatGate } from './heartbeat-gate.js';
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
  private readonly gate = new HeartbeatGate();

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
   * Claims up to `limit` queued executions in fair-share order (QUEUE_ORDER), one atomic claim per
   * execution (the store's claimOne: a record still `queued` is taken by exactly one runner, and a
   * claim whose reply was lost is found again by its claim id rather than stranded).
   */
  async claimQueuedBatch(limit: number): Promise<ExecutionRecord[]> {
    const claimed: ExecutionRecord[] = [];
    while (claimed.length < limit) {
      const record = await this.claim({ status: 'queued' }, QUEUE_ORDER, {
        status: 'running',
        started_at: this.now().toISOString(),
      });
      if (!record) break;
      if (record.status === 'running') claimed.push(record);
    }
    return claimed;
  }

  /**
   * Claims one execution matching `filter` for this runner. One found again after a lost reply
   * may have been cancelled since: nothing to run, so its lease is let go at once.
   */
  private async claim(
    filter: Filter,
    sort: Sort,
    fields: Record<string, unknown>,
  ): Promise<ExecutionRecord | null> {
    const record = await this.executions.claimOne(
      ALL_TEAMS,
      filter,
      {
        $set: { ...fields, lease_owner: this.options.owner, lease_expires_at: this.leaseUntil() },
        $inc: { claim_count: 1 },
      },
      { sort, mark: ['claim_id', randomUUID()] },
    );
    if (record && record.status !== 'running') {
      await this.executions.updateOne(
        ALL_TEAMS,
        { id: record.id, lease_owner: this.options.owner, status: { $ne: 'running' } },
        { $set: { lease_owner: null, lease_expires_at: null } },
      );
    }
    return record;
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
  async claimExpired(): Promise<ExecutionRecord | null> {
    const record = await this.claim(
      { status: 'running', lease_expires_at: { $lt: this.now().toISOString() } },
      EXPIRY_ORDER,
      {},
    );
    return record?.status === 'running' ? record : null;
  }

  /** Starts a taken-over execution again from its first step. */
  restart(id: string): Promise<ExecutionRecord | null> {
    return this.gate.write(() =>
      this.executions.updateOne(ALL_TEAMS, this.held(id), {
        $set: { ...EMPTY_RUN, started_at: this.now().toISOString() },
      }),
    );
  }

  /**
   * Extends the leases of the executions this runner is running (`ids`); one query however many.
   * Only those: a record leased to this runner that it does not run (a claim whose reply never
   * arrived) must expire so another runner takes it over.
   */
  renewLeases(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.gate.heartbeat(() =>
      this.executions.updateMany(
        ALL_TEAMS,
        { lease_owner: this.options.owner, status: 'running', id: { $in: [...ids] } },
        { $set: { lease_expires_at: this.leaseUntil() } },
      ),
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
    const updated = await this.gate.write(() =>
      this.executions.updateOne(ALL_TEAMS, this.held(id), { $set: { model } }),
    );
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
    return this.gate.write(() =>
      this.executions.updateOne(
        ALL_TEAMS,
        this.held(record.id),
        terminalUpdate(record, fields, now, new Date(now.getTime() + finalizeClaimMs)),
      ),
    );
  }

  /**
   * Completes the record of an execution that was cancelled under us: the API already set the
   * status, the time and the callback; we add what the run had done and release the lease.
   */
  settleCancelled(id: string, fields: TerminalFields): Promise<ExecutionRecord | null> {
    return this.gate.write(() =>
      this.executions.updateOne(
        ALL_TEAMS,
        { id, status: 'cancelled', lease_owner: this.options.owner },
        { $set: { ...runFields(fields), lease_owner: null, lease_expires_at: null } },
      ),
    );
  }

  /** Puts a held execution back in the queue (graceful shutdown): another runner starts it anew. */
  release(id: string): Promise<ExecutionRecord | null> {
    return this.gate.write(() =>
      this.executions.updateOne(ALL_TEAMS, this.held(id), {
        $inc: { claim_count: -1 },
        $set: {
          status: 'queued',
          lease_owner: null,
          lease_expires_at: null,
          started_at: null,
          ...EMPTY_RUN,
        },
      }),
    );
  }
}
