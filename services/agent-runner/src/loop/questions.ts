import type { PendingInput } from '@switchboard/contracts/approvals';
import { newId } from '@switchboard/kit/ids';
import type { McpAnswer, McpQuestion } from '@switchboard/kit/mcp/connect';
import type { ChatMessage } from '../llm/chat-model.js';
import type { ToolQuestions } from '../tools/tool-source.js';
import type { LoopDecision, PendingQuestions, PendingTurn } from './checkpoint.js';
import type { RunContext, RunTotals } from './run-context.js';
import { pushToolResults, runToolCall } from './tool-call.js';

/**
 * Questions a tool server asks in the middle of a call (MCP elicitation, 2026 era: the call
 * answers `input_required`), under the loop's `elicitation: "ask"`. Each question pauses the run
 * in `awaiting_input` with `pending_input`; once a person answers, any runner makes the call
 * again with the answers and the server's state, and the call either answers or asks again.
 */

/** Rounds of questions one call may ask before it is given up. */
const MAX_QUESTION_ROUNDS = 10;

/** A call's questions as waiting in the checkpoint. */
export function pendingQuestions(
  asked: ToolQuestions,
  args: string,
  rounds: number,
): PendingQuestions {
  return {
    questions: asked.questions,
    request_state: asked.requestState,
    answers: {},
    asking: null,
    arguments: args,
    rounds,
  };
}

/** A tool server's question as the execution shows it while a person answers, asked at `at`. */
export function pendingInputOf(server: string, question: McpQuestion, at: Date): PendingInput {
  const base = {
    id: newId('input'),
    server,
    message: question.message,
    requested_at: at.toISOString(),
  };
  return question.mode === 'url'
    ? { ...base, mode: 'url', url: question.url }
    : { ...base, mode: 'form', requested_schema: question.requestedSchema };
}

/** What the server is told of a person's decision on its question (anything else: cancel). */
export function answerOf(
  decided: Pick<LoopDecision, 'decision' | 'content_json'> | undefined,
): McpAnswer {
  const action =
    decided?.decision === 'accept' || decided?.decision === 'decline' ? decided.decision : 'cancel';
  return action === 'accept' && decided?.content_json
    ? { action, content: JSON.parse(decided.content_json) as Record<string, unknown> }
    : { action };
}

/** Records the answers people gave to the questions a resumed run waited for. */
export function applyAnswers(
  turn: PendingTurn,
  decisions: ReadonlyMap<string, LoopDecision>,
): void {
  for (const waiting of Object.values(turn.questions ?? {})) {
    if (!waiting.asking) continue;
    waiting.answers[waiting.asking.key] = answerOf(decisions.get(waiting.asking.input_id));
    waiting.asking = null;
  }
}

/**
 * Goes on with the calls of `turn` whose servers asked questions: asks the next unanswered one
 * (the run pauses: its end is returned), or makes the call again with the answers. Once every
 * call has answered, their results join the conversation and null is returned.
 */
export async function settleQuestions(
  run: RunContext,
  messages: ChatMessage[],
  turn: PendingTurn,
): Promise<RunTotals | null> {
  const pending = turn.questions ?? {};
  for (const call of turn.tool_calls) {
    let waiting = pending[call.id];
    while (waiting) {
      const key = Object.keys(waiting.questions).find((k) => !(k in waiting!.answers));
      const question = key === undefined ? undefined : waiting.questions[key];
      if (key !== undefined && question) {
        const server = run.deps.toolbox.toolOf(call.name)?.server ?? '';
        const input = pendingInputOf(server, question, run.now());
        waiting.asking = { key, input_id: input.id };
        const checkpoint = run.checkpoint(messages, {
          turn: { ...turn, questions: pending },
          budget: null,
        });
        return run.pauseForInput(input, checkpoint);
      }
      if (Object.keys(waiting.questions).length === 0 || waiting.rounds >= MAX_QUESTION_ROUNDS) {
        turn.results[call.id] =
          Object.keys(waiting.questions).length === 0
            ? 'Error: the tool server asked for input other than a question to the user (sampling or roots), which this runner does not give.'
            : `Error: the tool server kept asking questions (${waiting.rounds} rounds); the call was given up.`;
        delete pending[call.id];
        break;
      }
      const end = await runToolCall(run, call, turn.iteration, waiting.arguments, {
        answers: waiting.answers,
        requestState: waiting.request_state,
      });
      if (!end) return run.stopped();
      if ('questions' in end) {
        waiting = pendingQuestions(end.questions, waiting.arguments, waiting.rounds + 1);
        pending[call.id] = waiting;
        continue;
      }
      turn.results[call.id] = end.content;
      delete pending[call.id];
      waiting = undefined;
    }
  }
  pushToolResults(messages, turn.tool_calls, turn.results);
  return null;
}
