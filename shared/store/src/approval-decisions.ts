/**
 * Decisions on pending approvals (and answers to tool servers' questions), exactly once: a decision is the insert of a record whose id is
 * the approval's, so of two people (or a person and the expiry sweep) deciding at once, on any
 * number of API processes and on either engine, exactly one insert succeeds. An insert of an
 * existing id fails atomically even where conditional updates are read-modify-write (FerretDB
 * 1.x), which is why the decision is not a guarded update of the execution.
 */
import { ConflictError } from '@switchboard/kit/errors';
import type { ApprovalOutcome, InputAction } from '@switchboard/contracts/approvals';
import { APPROVAL_DECISIONS_COLLECTION } from './collections.js';
import { teamScope, type BaseRecord, type Collection, type DocumentStore } from './port.js';

/**
 * A decision on an approval (`apr_` id: approve, reject, expired) or an answer to a tool
 * server's question (`inp_` id: accept, decline, cancel).
 */
export interface ApprovalDecisionRecord extends BaseRecord {
  execution_id: string;
  decision: ApprovalOutcome | InputAction;
  reason: string | null;
  /** Edited arguments (approve only) as JSON text; null: the model's. */
  arguments_json: string | null;
  /** An accepted question's answer as JSON text. */
  content_json?: string | null;
}

export class ApprovalDecisions {
  private readonly decisions: Collection<ApprovalDecisionRecord>;

  constructor(store: DocumentStore) {
    this.decisions = store.collection<ApprovalDecisionRecord>(APPROVAL_DECISIONS_COLLECTION);
  }

  /** True for the one caller that decides the approval first; false for every later one. */
  async decide(record: ApprovalDecisionRecord): Promise<boolean> {
    try {
      await this.decisions.insert(record);
      return true;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
  }

  /** The decision on one approval, or null. */
  find(teamId: string, approvalId: string): Promise<ApprovalDecisionRecord | null> {
    return this.decisions.findOne(teamScope(teamId), { id: approvalId });
  }

  /** The decisions taken on an execution's approvals, by approval id. */
  async forExecution(
    teamId: string,
    executionId: string,
  ): Promise<Map<string, ApprovalDecisionRecord>> {
    const found = await this.decisions.find(teamScope(teamId), { execution_id: executionId });
    return new Map(found.map((record) => [record.id, record]));
  }

  /** The approvals `execution` waits on that have no decision yet. */
  async undecided<P extends { id: string }>(execution: {
    id: string;
    team_id: string;
    pending_approvals?: readonly P[] | null;
  }): Promise<P[]> {
    const decided = await this.forExecution(execution.team_id, execution.id);
    return (execution.pending_approvals ?? []).filter((pending) => !decided.has(pending.id));
  }
}
