import type { BudgetApproval, PendingApprovalRecord } from '@switchboard/contracts/approvals';
import { newId } from '@switchboard/kit/ids';
import type { ChatMessage, ChatToolCall } from '../llm/chat-model.js';
import type { LoopCheckpoint, LoopDecision, PendingTurn } from './checkpoint.js';
import type { RunContext, RunTotals } from './run-context.js';
import { applyAnswers, pendingQuestions, settleQuestions } from './questions.js';
import { runToolCall } from './tool-call.js';

/**
 * Pausing for a person and going on after their decisions: calls of `ask` tools become tool-call
 * approvals, a run at its budget becomes a budget approval, and a resumed run carries out what
 * was decided (the approved calls run, rejected ones tell the model why) before its next model
 * call.
 */

function expiresAt(run: RunContext, at: Date): string {
  return new Date(at.getTime() + run.approvalTimeoutMs).toISOString();
}

/** The approvals the calls of `ask` tools among `calls` wait for, by call id. */
export function approvalsOf(
  run: RunContext,
  calls: readonly ChatToolCall[],
): Map<string, PendingApprovalRecord> {
  const approvals = new Map<string, PendingApprovalRecord>();
  const at = run.now();
  for (const call of calls) {
    const asked = run.deps.toolbox.forApproval(call.name, call.arguments);
    if (!asked) continue;
    approvals.set(call.id, {
      id: newId('approval'),
      kind: 'tool_call',
      server: asked.tool.server,
      tool: asked.tool.tool,
      model_tool_name: asked.tool.modelName,
      arguments_json: JSON.stringify(asked.arguments),
      annotations_json: JSON.stringify(asked.tool.annotations),
      input_schema_json: JSON.stringify(asked.tool.inputSchema),
      requested_at: at.toISOString(),
      expires_at: expiresAt(run, at),
    });
  }
  return approvals;
}

/**
 * Pauses the run before its next model call when it reached its own cost limit or, unless a
 * person let it go past, its team's monthly budget; null when it may go on.
 */
export async function budgetPause(
  run: RunContext,
  messages: ChatMessage[],
): Promise<RunTotals | null> {
  const spent = run.totals.usage.cost_usd ?? 0;
  const limit = run.costLimitUsd;
  if (limit !== null && spent >= limit) return pauseForBudget(run, messages, 'run', spent, limit);
  if (run.teamBudgetWaived || !run.deps.teamBudget) return null;
  const team = await run.deps.teamBudget();
  // The team's spending counts ended runs; this run's own cost so far is added to it.
  if (team && team.spentUsd + spent >= team.budgetUsd) {
    return pauseForBudget(run, messages, 'team', team.spentUsd + spent, team.budgetUsd);
  }
  return null;
}

function pauseForBudget(
  run: RunContext,
  messages: ChatMessage[],
  budget: BudgetApproval['budget'],
  spentUsd: number,
  limitUsd: number,
): RunTotals {
  const at = run.now();
  const approval: BudgetApproval = {
    id: newId('approval'),
    kind: 'budget',
    budget,
    spent_usd: spentUsd,
    limit_usd: limitUsd,
    requested_at: at.toISOString(),
    expires_at: expiresAt(run, at),
  };
  return run.pause(
    [approval],
    run.checkpoint(messages, { turn: null, budget: { approval_id: approval.id, budget } }),
  );
}

/**
 * Carries out the decisions a paused run waited for: a budget approval raises the limit (or,
 * rejected or expired, ends the run), a tool turn's approved calls run (with edited arguments
 * when given) and rejected or expired ones tell the model why. Null when the run goes on; the
 * run's end when a decision ended it.
 */
export async function applyDecisions(
  run: RunContext,
  messages: ChatMessage[],
  checkpoint: LoopCheckpoint,
  decisions: ReadonlyMap<string, LoopDecision>,
): Promise<RunTotals | null> {
  if (checkpoint.budget) {
    const decided = decisions.get(checkpoint.budget.approval_id);
    if (decided?.decision !== 'approve') {
      return run.end({ status: 'failed', error: budgetStopped(checkpoint.budget.budget, decided) });
    }
    if (checkpoint.budget.budget === 'run') {
      run.costLimitUsd = (run.costLimitUsd ?? 0) + (run.input.maxCostUsd ?? 0);
    } else {
      run.teamBudgetWaived = true;
    }
  }
  if (checkpoint.turn) return runDecidedTurn(run, messages, checkpoint.turn, decisions);
  return null;
}

async function runDecidedTurn(
  run: RunContext,
  messages: ChatMessage[],
  turn: PendingTurn,
  decisions: ReadonlyMap<string, LoopDecision>,
): Promise<RunTotals | null> {
  const results = { ...turn.results };
  const questions = { ...turn.questions };
  applyAnswers({ ...turn, questions }, decisions);
  for (const call of turn.tool_calls) {
    const approvalId = turn.awaiting[call.id];
    if (approvalId === undefined) continue;
    const decided = decisions.get(approvalId);
    if (decided?.decision === 'approve') {
      const args = decided.arguments_json ?? call.arguments;
      const end = await runToolCall(run, call, turn.iteration, args);
      if (end === null) return run.stopped();
      if ('questions' in end) questions[call.id] = pendingQuestions(end.questions, args, 1);
      else results[call.id] = end.content;
    } else if (decided?.decision === 'reject') {
      results[call.id] = rejectedMessage(decided.reason);
    } else if (run.input.onApprovalTimeout === 'fail') {
      return run.end({
        status: 'failed',
        error: `The approval of a call of tool '${call.name}' expired without a decision (on_approval_timeout: fail).`,
      });
    } else {
      results[call.id] =
        'Error: not run. The call needed a person’s approval and none came in time.';
    }
  }
  return settleQuestions(run, messages, { ...turn, results, questions, awaiting: {} });
}

function rejectedMessage(reason: string | null): string {
  return reason
    ? `Error: not run. A person rejected this call: ${reason}`
    : 'Error: not run. A person rejected this call.';
}

function budgetStopped(budget: 'run' | 'team', decided: LoopDecision | undefined): string {
  const which = budget === 'run' ? "the run's max_cost_usd" : "the team's monthly budget";
  if (!decided || decided.decision === 'expired') {
    return `The run reached ${which} and no one approved going on in time.`;
  }
  return `The run reached ${which} and a person stopped it${decided.reason ? `: ${decided.reason}` : '.'}`;
}
