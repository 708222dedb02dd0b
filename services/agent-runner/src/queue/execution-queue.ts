import type { PendingInput } from '@switchboard/contracts/approvals';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import type {
  ExecutionRepository,
  Lease,
  RunFields,
} from '@switchboard/store/execution-repository';
import { encodeCheckpoint, type LoopCheckpoint } from '../loop/checkpoint.js';
import type { UsageTotals } from '../loop/pricing.js';
import type { LoopPause } from '../loop/run-context.js';
import { HeartbeatGate } from './heartbeat-gate.js';

export interface QueueOptions {
  /** This runner's identity, written as `lease_owner`. */
  owner: string;
  /** How long a claim lasts without a heartbeat. */
  leaseMs: number;
  now?: () => Date;
}

/** What a run did so far, whatever its status. */
export interface RunProgress {
  output: string | null;
  /** The output was cut to EXECUTION_OUTPUT_MAX_CHARS; false when not given. */
  outputTruncated?: boolean;
  iterations: number;
  toolCalls: number;
  usage: UsageTotals;
  model: string | null;
  /** The validated result of a loop with an output_schema. */
  structured?: Record<string, unknown> | null;
}

export interface TerminalFields extends RunProgress {
  status: 'completed' | 'failed' | 'timeout' | 'cancelled';
  error: string | null;
}

/** The fields that record what a run did: its result, usage and model (steps are events). */
function runFields(fields: RunProgress): RunFields {
  return {
    result: {
      output: fields.output,
      output_truncated: fields.outputTruncated ?? false,
      tool_calls: fields.toolCalls,
      iterations: fields.iterations,
      structured_json: fields.structured ? JSON.stringify(fields.structured) : null,
    },
    usage: fields.usage,
    model: fields.model,
  };
}

/**
 * The execution queue of one runner on the shared store (through ExecutionRepository). Every
 * state change is one atomic, guarded update, so several runners on one database never run the
 * same execution twice and a runner that lost its lease (or whose execution was cancelled) can no
 * longer write. The runner's own writes never overlap its heartbeat (HeartbeatGate).
 */
export class ExecutionQueue {
  private readonly now: () => Date;
  private readonly gate = new HeartbeatGate();

  constructor(
    private readonly executions: ExecutionRepository,
    private readonly options: QueueOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  get owner(): string {
    return this.options.owner;
  }

  private lease(): Lease {
    const until = new Date(this.now().getTime() + this.options.leaseMs).toISOString();
    return { owner: this.options.owner, until };
  }

  /**
   * Claims up to `limit` queued executions in fair-share order (QUEUE_ORDER), one atomic claim per
   * execution (a record still `queued` is taken by exactly one runner, and a claim whose reply was
   * lost is found again by its claim id rather than stranded).
   */
  async claimQueuedBatch(limit: number): Promise<ExecutionRecord[]> {
    const claimed: ExecutionRecord[] = [];
    while (claimed.length < limit) {
      const record = await this.executions.claimQueued(this.lease(), this.now().toISOString());
      if (!record) break;
      if (record.status === 'running') claimed.push(record);
    }
    return claimed;
  }

  /** Whether anything is queued: a cheap indexed read, so idle runners can look often. */
  hasQueued(): Promise<boolean> {
    return this.executions.hasQueued();
  }

  /**
   * Whether a running execution's lease has expired (a runner died), other than those this
   * runner is running (`running`).
   */
  hasExpired(running: readonly string[] = []): Promise<boolean> {
    return this.executions.hasExpired(this.now().toISOString(), running);
  }

  /**
   * Claims a running execution whose runner stopped renewing its lease (a crashed process). Never
   * one of `running`, the executions this runner is running: their lease may have lapsed while a
   * heartbeat was late, but their run is alive here, and taking one over would run it twice (or
   * end it as crashed).
   */
  async claimExpired(running: readonly string[] = []): Promise<ExecutionRecord | null> {
    const now = this.now().toISOString();
    const record = await this.executions.claimExpired(this.lease(), now, running);
    return record?.status === 'running' ? record : null;
  }

  /** Starts a taken-over execution again from its first step. */
  restart(id: string): Promise<ExecutionRecord | null> {
    return this.gate.write(() =>
      this.executions.restart(id, this.options.owner, this.now().toISOString()),
    );
  }

  /**
   * Extends the leases of the executions this runner is running (`ids`); one query however many.
   * Only those: a record leased to this runner that it does not run (a claim whose reply never
   * arrived) must expire so another runner takes it over.
   */
  renewLeases(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.gate.heartbeat(() => {
      const { owner, until } = this.lease();
      return this.executions.renewLeases(owner, ids, until);
    });
  }

  /**
   * Ids of executions this runner holds that were ended under it (the API's cancel moves them to
   * `cancelled` directly). One indexed query however many run.
   */
  endedUnderUs(): Promise<string[]> {
    return this.executions.endedUnder(this.options.owner);
  }

  /** Records the model in use; false when this runner no longer holds the execution. */
  async checkHeld(id: string, model: string): Promise<boolean> {
    const updated = await this.gate.write(() =>
      this.executions.recordModel(id, this.options.owner, model),
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
    const at = this.now();
    return this.gate.write(() =>
      this.executions.finish(record, this.options.owner, {
        status: fields.status,
        error: fields.error,
        run: runFields(fields),
        at,
        finalizeDueAt: new Date(at.getTime() + finalizeClaimMs),
      }),
    );
  }

  /**
   * Completes the record of an execution that was cancelled under us: the API already set the
   * status, the time and the callback; we add what the run had done and release the lease.
   */
  settleCancelled(id: string, fields: TerminalFields): Promise<ExecutionRecord | null> {
    return this.gate.write(() =>
      this.executions.settleCancelled(id, this.options.owner, runFields(fields)),
    );
  }

  /**
   * Pauses a held execution for decisions (`pause.approvals`), storing its checkpoint and letting
   * go of it; null when this runner no longer holds it.
   */
  pause(id: string, pause: LoopPause, progress: RunProgress): Promise<ExecutionRecord | null> {
    return this.gate.write(() =>
      this.executions.pause(id, this.options.owner, {
        status: pause.input ? 'awaiting_input' : 'awaiting_approval',
        approvals: pause.approvals,
        input: pause.input,
        checkpoint: encodeCheckpoint(pause.checkpoint),
        run: runFields(progress),
      }),
    );
  }

  /** Shows a held execution waiting in a call for a person's answer; false when not held. */
  async awaitInCall(id: string, input: PendingInput): Promise<boolean> {
    const updated = await this.gate.write(() =>
      this.executions.awaitInCall(id, this.options.owner, input),
    );
    return updated !== null;
  }

  /** A held execution's in-call question was settled: running again. */
  async answeredInCall(id: string): Promise<void> {
    await this.gate.write(() => this.executions.answeredInCall(id, this.options.owner));
  }

  /** Stores how far a held, resumed execution got; false when this runner no longer holds it. */
  async saveCheckpoint(id: string, checkpoint: LoopCheckpoint): Promise<boolean> {
    const saved = await this.gate.write(() =>
      this.executions.saveCheckpoint(id, this.options.owner, encodeCheckpoint(checkpoint)),
    );
    return saved !== null;
  }

  /** Puts a held execution back in the queue (graceful shutdown): another runner starts it anew. */
  release(id: string): Promise<ExecutionRecord | null> {
    return this.gate.write(() => this.executions.release(id, this.options.owner));
  }
}
