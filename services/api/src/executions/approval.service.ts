import type {
  ApprovalDecisionBody,
  ApprovalOutcome,
  InputAction,
  InputAnswerBody,
  PendingApprovalRecord,
  PendingInput,
} from '@switchboard/contracts/approvals';
import type { Execution, ExecutionRecord } from '@switchboard/contracts/execution';
import { ConflictError, NotFoundError, ValidationError } from '@switchboard/kit/errors';
import { JsonSchemaValidator } from '@switchboard/kit/json-schema';
import type { Logger } from '@switchboard/kit/logger';
import { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import { ExecutionRepository } from '@switchboard/store/execution-repository';
import { teamScope, type DocumentStore, type Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { ExecutionService } from './execution.service.js';

/** Executions whose expired approvals one sweep settles at most. */
const EXPIRY_BATCH = 100;

export interface ApprovalServiceDeps {
  store: DocumentStore;
  clock: Clock;
  executions: ExecutionService;
  logger: Logger;
}

/**
 * Decisions on the approvals of paused executions. Each decision is claimed once (an insert under
 * the approval's id, exact on every engine and across API processes); the execution is queued
 * again once every approval it waits for is decided, and any runner resumes it from its
 * checkpoint. Approvals nobody decides in time are settled as expired by `expireDue`.
 */
export class ApprovalService {
  private readonly records: ExecutionRepository;
  private readonly decisions: ApprovalDecisions;
  private readonly schemas = new JsonSchemaValidator();

  constructor(private readonly deps: ApprovalServiceDeps) {
    this.records = new ExecutionRepository(deps.store);
    this.decisions = new ApprovalDecisions(deps.store);
  }

  /**
   * Approves or rejects one pending approval and answers the execution. 404 for an unknown
   * approval, 422 for edited arguments its tool's schema refuses, 409 when it was decided already
   * or has expired.
   */
  async decide(
    scope: Scope,
    executionId: string,
    approvalId: string,
    body: ApprovalDecisionBody,
  ): Promise<Execution> {
    const record = await this.deps.executions.find(scope, executionId);
    const approval = record.pending_approvals?.find((pending) => pending.id === approvalId);
    if (!approval || record.status !== 'awaiting_approval') {
      const decided = await this.decisions.find(record.team_id, approvalId);
      if (decided) throw alreadyDecided(decided.decision as ApprovalOutcome);
      if (!approval) throw new NotFoundError('approval', approvalId);
      throw new ConflictError(
        `The execution no longer waits for this approval (it is ${record.status}).`,
        { status: record.status },
      );
    }
    if (Date.parse(approval.expires_at) <= this.deps.clock.now().getTime()) {
      await this.settleExpired(record);
      throw alreadyDecided('expired');
    }
    if (body.arguments !== undefined) this.checkArguments(approval, body.arguments);
    const decided = await this.decisions.decide({
      id: approval.id,
      team_id: record.team_id,
      execution_id: record.id,
      decision: body.decision,
      reason: body.reason ?? null,
      arguments_json: body.arguments === undefined ? null : JSON.stringify(body.arguments),
      created_at: this.deps.clock.now().toISOString(),
    });
    if (!decided) {
      const first = await this.decisions.find(record.team_id, approvalId);
      throw alreadyDecided((first?.decision ?? 'approve') as ApprovalOutcome);
    }
    await this.resumeIfDecided(scope, record);
    return this.deps.executions.get(scope, executionId);
  }

  /**
   * Answers the question a tool server asked (MCP elicitation) and answers the execution. 404 for
   * an unknown question, 422 for content its schema refuses, 409 when it was answered already or
   * the run no longer waits for it. A run paused for it is queued again; a run waiting in the
   * call (a 2025-era server) reads the answer itself.
   */
  async answer(
    scope: Scope,
    executionId: string,
    inputId: string,
    body: InputAnswerBody,
  ): Promise<Execution> {
    const record = await this.deps.executions.find(scope, executionId);
    const pending = record.pending_input;
    if (!pending || pending.id !== inputId || record.status !== 'awaiting_input') {
      const answered = await this.decisions.find(record.team_id, inputId);
      if (answered) throw alreadyAnswered(answered.decision as InputAction);
      throw new NotFoundError('input', inputId);
    }
    if (body.action === 'accept') this.checkContent(pending, body.content);
    const decided = await this.decisions.decide({
      id: inputId,
      team_id: record.team_id,
      execution_id: record.id,
      decision: body.action,
      reason: null,
      arguments_json: null,
      content_json: body.content === undefined ? null : JSON.stringify(body.content),
      created_at: this.deps.clock.now().toISOString(),
    });
    if (!decided) {
      const first = await this.decisions.find(record.team_id, inputId);
      throw alreadyAnswered((first?.decision ?? body.action) as InputAction);
    }
    if (await this.records.resumeAnswered(scope, record.id)) {
      this.deps.logger.info({ execution_id: record.id }, 'question answered; queued to resume');
    }
    return this.deps.executions.get(scope, executionId);
  }

  /** An accepted form answer must fit the schema the server asked with. */
  private checkContent(pending: PendingInput, content: Record<string, unknown> | undefined): void {
    if (pending.mode !== 'form' || !pending.requested_schema) return;
    this.assertFits(pending.requested_schema, content ?? {}, 'content');
  }

  /** Edited arguments must fit the tool's input schema, as the model's would. */
  private checkArguments(approval: PendingApprovalRecord, args: Record<string, unknown>): void {
    if (approval.kind !== 'tool_call') {
      throw new ValidationError([
        { path: 'arguments', message: 'only a tool call approval takes arguments' },
      ]);
    }
    const schema = JSON.parse(approval.input_schema_json) as Record<string, unknown>;
    this.assertFits(schema, args, 'arguments');
  }

  /** A 422 naming each place `value` (the body's `field`) does not fit `schema`. */
  private assertFits(schema: Record<string, unknown>, value: unknown, field: string): void {
    const check = this.schemas.validate(schema, value);
    if (check.valid) return;
    throw new ValidationError(
      check.issues.map((issue) => ({
        path: issue.path ? `${field}.${issue.path}` : field,
        message: issue.message,
      })),
    );
  }

  /**
   * Queues the execution again when each of its approvals has a decision. Two deciders of its
   * last two approvals may both get here: both set the same fields, and one update applies.
   */
  private async resumeIfDecided(scope: Scope, record: ExecutionRecord): Promise<void> {
    if ((await this.decisions.undecided(record)).length > 0) return;
    if (await this.records.resumeDecided(scope, record.id)) {
      this.deps.logger.info({ execution_id: record.id }, 'execution decided; queued to resume');
    }
  }

  /** Settles the approvals of `record` whose time is up as expired (a person's decision wins). */
  private async settleExpired(record: ExecutionRecord): Promise<void> {
    const now = this.deps.clock.now();
    for (const approval of record.pending_approvals ?? []) {
      if (Date.parse(approval.expires_at) > now.getTime()) continue;
      await this.decisions.decide({
        id: approval.id,
        team_id: record.team_id,
        execution_id: record.id,
        decision: 'expired',
        reason: null,
        arguments_json: null,
        created_at: now.toISOString(),
      });
    }
    await this.resumeIfDecided(teamScope(record.team_id), record);
  }

  /** Settles every approval past its expiry (the background sweep); how many executions. */
  async expireDue(): Promise<number> {
    const due = await this.records.approvalsExpired(
      this.deps.clock.now().toISOString(),
      EXPIRY_BATCH,
    );
    for (const record of due) await this.settleExpired(record);
    return due.length;
  }
}

function alreadyDecided(decision: ApprovalOutcome): ConflictError {
  return new ConflictError(
    decision === 'expired'
      ? 'This approval expired; the loop’s on_approval_timeout settled it.'
      : `This approval was already decided (${decision === 'approve' ? 'approved' : 'rejected'}).`,
    { decision },
  );
}

function alreadyAnswered(action: InputAction): ConflictError {
  return new ConflictError(`This question was already answered (${action}).`, { action });
}
