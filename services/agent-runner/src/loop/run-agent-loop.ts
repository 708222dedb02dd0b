import type { ChatMessage, ChatTool } from '../llm/chat-model.js';
import type { Toolbox } from '../tools/toolbox.js';
import { callModel, finalAnswer, maxIterationsReached } from './model-turn.js';
import {
  describe,
  RunContext,
  type AgentLoopDeps,
  type AgentLoopInput,
  type AgentLoopOutcome,
  type RunTotals,
} from './run-context.js';
import { applyDecisions, budgetPause } from './approvals.js';
import {
  judgeAnswer,
  neverValidated,
  responseFormatOf,
  submitResultTool,
} from './structured-result.js';
import { runToolTurn } from './tool-turn.js';

export type {
  AgentLoopDeps,
  AgentLoopInput,
  AgentLoopOutcome,
  LoopPause,
  RunStatus,
  TeamBudget,
  TerminalStatus,
} from './run-context.js';

/**
 * Runs one agent loop: system prompt and task to the model, the model's tool calls in parallel
 * (bounded: `toolTurn`), their results back, until a final answer, `maxIterations` model calls,
 * the timeout, or cancellation. Never throws for a failed run: the outcome says how it ended.
 */
export async function runAgentLoop(
  input: AgentLoopInput,
  deps: AgentLoopDeps,
): Promise<AgentLoopOutcome> {
  const run = new RunContext(input, deps);
  try {
    return run.outcome(await loop(run));
  } catch (error) {
    // Only a checkpoint can throw here (store unreachable, lease lost): the run cannot go on.
    const ended =
      run.stopped() ?? run.end({ status: 'failed', error: `The run broke: ${describe(error)}` });
    return run.outcome(ended);
  } finally {
    run.dispose();
  }
}

async function loop(run: RunContext): Promise<RunTotals> {
  const { input, deps } = run;
  recordListingFailures(run, deps.toolbox);
  const { output } = input;
  const tools = [...toolsOf(deps.toolbox), ...(output ? submitResultTool(output) : [])];
  const responseFormat = output ? responseFormatOf(output) : undefined;
  const resumed = input.resume;
  const messages: ChatMessage[] = resumed
    ? [...resumed.checkpoint.messages]
    : [
        { role: 'system', content: input.systemPrompt },
        { role: 'user', content: input.userMessage },
      ];
  if (resumed) {
    const decided = await applyDecisions(run, messages, resumed.checkpoint, resumed.decisions);
    if (decided) return decided;
    const after = run.stopped();
    if (after) return after;
    await deps.saveCheckpoint?.(run.checkpoint(messages));
  }
  for (
    let iteration = run.totals.iterations + 1;
    iteration <= input.maxIterations;
    iteration += 1
  ) {
    // Listing may have used up the time, or a cancellation came in: no model call then.
    const before = run.stopped();
    if (before) return before;
    const overBudget = await budgetPause(run, messages);
    if (overBudget) return overBudget;
    const turn = await callModel(run, messages, tools, iteration, responseFormat);
    if ('ended' in turn) return turn.ended;
    if (output) {
      const verdict = judgeAnswer(run, output, messages, turn.answer);
      if ('ended' in verdict) return verdict.ended;
      if ('retry' in verdict) {
        if (iteration === input.maxIterations) return neverValidated(run, verdict.retry);
        continue;
      }
    } else {
      const final = finalAnswer(run, turn.answer);
      if (final) return final;
    }
    // No model call is left to read their results: running them would only add side effects.
    if (iteration === input.maxIterations) return maxIterationsReached(run, turn.answer);
    const paused = await runToolTurn(run, messages, turn.answer, iteration);
    const after = run.stopped();
    if (after) return after;
    if (paused) return paused;
    await deps.checkpoint?.();
  }
  // Only reached with maxIterations < 1, which the contract does not allow.
  return maxIterationsReached(run, null);
}

/** A server whose tools could not be listed gets a step, so the log says why they are missing. */
function recordListingFailures(run: RunContext, toolbox: Toolbox): void {
  for (const failure of toolbox.failures) {
    run.record({
      type: 'tools_list',
      server: failure.server,
      error: `The tool server could not be listed: ${failure.error}`,
      duration_ms: failure.durationMs,
      started_at: failure.startedAt.toISOString(),
    });
  }
}

function toolsOf(toolbox: Toolbox): ChatTool[] {
  return toolbox.tools().map((tool) => ({
    type: 'function',
    function: { name: tool.modelName, description: tool.description, parameters: tool.inputSchema },
  }));
}
