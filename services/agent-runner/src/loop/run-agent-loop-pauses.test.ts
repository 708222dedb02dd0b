import { describe, expect, it } from '@jest/globals';
import type { ChatModel, ChatRequest, ChatResponse } from '../llm/chat-model.js';
import { Toolbox } from '../tools/toolbox.js';
import type { ToolSource } from '../tools/tool-source.js';
import type { LoopCheckpoint, LoopDecision } from './checkpoint.js';
import { runAgentLoop, type AgentLoopInput, type TeamBudget } from './run-agent-loop.js';

// Pausing for decisions and resuming from a checkpoint, with a scripted model and an in-memory
// tool source (the end-to-end proofs, both engines and other runners, are in test/approvals).
const input: AgentLoopInput = {
  agentLoopId: 'loop_1',
  executionId: 'exec_1',
  systemPrompt: 'You keep notes.',
  userMessage: 'Write it.',
  model: 'openai/gpt-4o-mini',
  maxIterations: 5,
  timeoutMs: 60_000,
  toolTimeoutMs: 5_000,
};
const usage = { promptTokens: 1_000_000, completionTokens: 0, totalTokens: 1_000_000 };

function answer(content: string): ChatResponse {
  return { model: 'gpt-4o-mini', content, toolCalls: [], finishReason: 'stop', usage };
}

function calls(...names: string[]): ChatResponse {
  return {
    model: 'gpt-4o-mini',
    content: null,
    toolCalls: names.map((name, i) => ({ id: `call_${i}`, name, arguments: '{"text":"x"}' })),
    finishReason: 'tool_calls',
    usage,
  };
}

function scripted(...responses: ChatResponse[]) {
  const requests: ChatRequest[] = [];
  const model: ChatModel = {
    async complete(request) {
      requests.push(structuredClone({ ...request, signal: undefined }) as unknown as ChatRequest);
      const next = responses.shift();
      if (!next) throw new Error('script exhausted');
      return next;
    },
  };
  return { model, requests };
}

const ran: string[] = [];
const notes: ToolSource = {
  id: 'mcp_notes',
  name: 'notes',
  async listTools() {
    return [
      { name: 'read', description: 'reads', inputSchema: { type: 'object' } },
      {
        name: 'write',
        description: 'writes',
        inputSchema: { type: 'object' },
        annotations: { destructiveHint: true },
      },
    ];
  },
  async callTool(name, args) {
    ran.push(`${name}:${JSON.stringify(args)}`);
    return { output: `${name} ok`, isError: false };
  },
  async close() {},
};

async function run(
  chat: ChatModel,
  overrides: Partial<AgentLoopInput> = {},
  teamBudget?: () => Promise<TeamBudget | null>,
) {
  const toolbox = await Toolbox.open([notes], {
    signal: new AbortController().signal,
    timeoutMs: 1000,
    policies: [{ server: 'mcp_notes', tool: 'write', action: 'ask' }],
  });
  const saved: LoopCheckpoint[] = [];
  const outcome = await runAgentLoop(
    { ...input, ...overrides },
    {
      chat,
      toolbox,
      // $1 per million prompt tokens: each model call costs $1.
      prices: () => ({ inputPerMillion: 1, outputPerMillion: 0 }),
      signal: new AbortController().signal,
      saveCheckpoint: async (checkpoint) => {
        saved.push(checkpoint);
      },
      ...(teamBudget ? { teamBudget } : {}),
    },
  );
  return { outcome, saved };
}

function resumeWith(checkpoint: LoopCheckpoint, decisions: Record<string, LoopDecision>) {
  return { resume: { checkpoint, decisions: new Map(Object.entries(decisions)) } };
}

describe('runAgentLoop > approvals', () => {
  it('runs the allowed calls of an answer and pauses for the asked ones', async () => {
    ran.length = 0;
    const { outcome } = await run(scripted(calls('notes__read', 'notes__write')).model);
    expect(outcome.status).toBe('awaiting_approval');
    expect(ran).toEqual(['read:{"text":"x"}']);
    expect(outcome.pause?.approvals).toEqual([
      expect.objectContaining({
        kind: 'tool_call',
        server: 'mcp_notes',
        tool: 'write',
        model_tool_name: 'notes__write',
        arguments_json: '{"text":"x"}',
        annotations_json: '{"destructiveHint":true}',
      }),
    ]);
    const turn = outcome.pause?.checkpoint.turn;
    expect(turn?.results).toEqual({ call_0: 'read ok' });
    expect(Object.keys(turn?.awaiting ?? {})).toEqual(['call_1']);
    expect(outcome.pause?.checkpoint.iterations).toBe(1);
  });

  it('resumes: an approved call runs with edited arguments, and the answers go back in order', async () => {
    ran.length = 0;
    const first = await run(scripted(calls('notes__read', 'notes__write')).model);
    const checkpoint = first.outcome.pause!.checkpoint;
    const approvalId = first.outcome.pause!.approvals[0]!.id;
    ran.length = 0;
    const chat = scripted(answer('Written.'));
    const { outcome, saved } = await run(
      chat.model,
      resumeWith(checkpoint, {
        [approvalId]: { decision: 'approve', reason: null, arguments_json: '{"text":"edited"}' },
      }),
    );
    expect(outcome).toMatchObject({ status: 'completed', output: 'Written.', iterations: 2 });
    expect(outcome.toolCalls).toBe(2);
    expect(ran).toEqual(['write:{"text":"edited"}']);
    const tools = chat.requests[0]!.messages.filter((m) => m.role === 'tool');
    expect(tools.map((m) => m.content)).toEqual(['read ok', 'write ok']);
    // Stored before the next model call, without the decided turn.
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ turn: null, budget: null, iterations: 1 });
  });

  it('times out at once when a resumed run has no running time left', async () => {
    const first = await run(scripted(calls('notes__write')).model);
    const checkpoint = { ...first.outcome.pause!.checkpoint, elapsed_ms: 60_000 };
    const approvalId = first.outcome.pause!.approvals[0]!.id;
    const { outcome } = await run(scripted(answer('late')).model, {
      // What the runner gives a resumed run: the timeout less the running time already spent.
      timeoutMs: input.timeoutMs - checkpoint.elapsed_ms,
      timeoutSeconds: 60,
      ...resumeWith(checkpoint, {
        [approvalId]: { decision: 'reject', reason: 'no', arguments_json: null },
      }),
    });
    expect(outcome).toMatchObject({
      status: 'timeout',
      error: 'The execution timed out after 60 s.',
    });
  });
});

describe('runAgentLoop > budgets', () => {
  it('pauses before the model call that would start past max_cost_usd, and approving raises it once', async () => {
    const first = await run(scripted(calls('notes__read'), calls('notes__read')).model, {
      maxCostUsd: 2,
    });
    expect(first.outcome.status).toBe('awaiting_approval');
    expect(first.outcome.pause?.approvals).toEqual([
      expect.objectContaining({ kind: 'budget', budget: 'run', spent_usd: 2, limit_usd: 2 }),
    ]);
    expect(first.outcome.usage.cost_usd).toBe(2);
    const approvalId = first.outcome.pause!.approvals[0]!.id;
    const second = await run(
      scripted(calls('notes__read'), calls('notes__read'), answer('never')).model,
      {
        maxCostUsd: 2,
        ...resumeWith(first.outcome.pause!.checkpoint, {
          [approvalId]: { decision: 'approve', reason: null, arguments_json: null },
        }),
      },
    );
    expect(second.outcome.status).toBe('awaiting_approval');
    expect(second.outcome.pause?.approvals[0]).toMatchObject({ spent_usd: 4, limit_usd: 4 });
  });

  it('fails a run whose budget approval is rejected, with the reason', async () => {
    const first = await run(scripted(calls('notes__read')).model, { maxCostUsd: 1 });
    const approvalId = first.outcome.pause!.approvals[0]!.id;
    const { outcome } = await run(scripted().model, {
      maxCostUsd: 1,
      ...resumeWith(first.outcome.pause!.checkpoint, {
        [approvalId]: { decision: 'reject', reason: 'too dear', arguments_json: null },
      }),
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      error: "The run reached the run's max_cost_usd and a person stopped it: too dear",
    });
  });

  it("pauses at the team's monthly budget, counting this run's cost so far", async () => {
    const { outcome } = await run(scripted(calls('notes__read')).model, {}, async () => ({
      spentUsd: 9.5,
      budgetUsd: 10,
    }));
    expect(outcome.pause?.approvals).toEqual([
      expect.objectContaining({ kind: 'budget', budget: 'team', spent_usd: 10.5, limit_usd: 10 }),
    ]);
  });
});
