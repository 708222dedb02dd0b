import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '@switchboard/kit/logger';
import type { McpAnswer, McpQuestion } from '@switchboard/kit/mcp/connect';
import { AbortScope } from '../abort-scope.js';
import { answerOf, pendingInputOf } from '../loop/questions.js';
import type { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import type { ExecutionEventWriter } from '@switchboard/store/execution-event-log';
import type { ExecutionQueue } from '../queue/execution-queue.js';

/** How often a run waiting in a call looks for the person's answer (a cheap read by id). */
export const IN_CALL_ANSWER_POLL_MS = 250;

export interface InCallQuestionDeps {
  queue: Pick<ExecutionQueue, 'awaitInCall' | 'answeredInCall'>;
  decisions: Pick<ApprovalDecisions, 'find'>;
  events: ExecutionEventWriter;
  teamId: string;
  executionId: string;
  log: Logger;
  /** The run's own signal (cancellation, shutdown, a lost lease): the wait ends with the run. */
  runSignal: AbortSignal;
  /** The call's time limit (the loop's tool_timeout): no answer by then, no wait. */
  timeoutMs: number;
  pollMs?: number;
}

/**
 * Puts a 2025-era tool server's question to a person while the server keeps the call open: the
 * execution shows `awaiting_input` with the question (still held by this runner, which keeps its
 * lease), and the answer, given through the API, is read back and handed to the server. The wait
 * is bounded by the call's own time limit (the loop's tool_timeout): past it, the call fails and
 * the run goes on. A 2026-era server's question pauses the run instead (loop/questions.ts).
 */
export function askInCall(
  deps: InCallQuestionDeps,
  server: string,
): (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer> {
  return async (question, requestSignal) => {
    // An AbortScope, not AbortSignal.timeout: its deadline always fires (see abort-scope.ts).
    const scope = new AbortScope([requestSignal, deps.runSignal]).deadline(
      deps.timeoutMs,
      () => 'timeout',
    );
    const { signal } = scope;
    const input = pendingInputOf(server, question, new Date());
    if (!(await deps.queue.awaitInCall(deps.executionId, input))) return { action: 'cancel' };
    deps.events.append({ type: 'execution.awaiting_input', status: 'awaiting_input' });
    try {
      for (;;) {
        const decided = await deps.decisions.find(deps.teamId, input.id);
        if (decided) return answerOf(decided);
        await delay(deps.pollMs ?? IN_CALL_ANSWER_POLL_MS, undefined, { signal });
      }
    } catch (error) {
      if (!signal.aborted) throw error;
      deps.log.info({ input_id: input.id }, 'no answer before the call’s time limit');
      return { action: 'cancel' };
    } finally {
      scope.dispose();
      await deps.queue.answeredInCall(deps.executionId);
      deps.events.append({ type: 'execution.resumed', status: 'running' });
    }
  };
}
