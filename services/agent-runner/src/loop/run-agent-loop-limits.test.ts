import { describe, expect, it } from '@jest/globals';
import { EXECUTION_OUTPUT_MAX_CHARS, queuedExecution } from '@switchboard/contracts/execution';
import { createAgentLoopBody } from '@switchboard/contracts/agent-loop';
import { callbackBodyOf } from '../callbacks/callback-body.js';
import type { ChatModel, ChatRequest, ChatResponse } from '../llm/chat-model.js';
import { Toolbox } from '../tools/toolbox.js';
import type { ToolSource } from '../tools/tool-source.js';
import { runAgentLoop, type AgentLoopDeps } from './run-agent-loop.js';
import { stepArguments, truncate } from './steps.js';
import { STEP_RESULT_MAX_CHARS } from '@switchboard/contracts/execution-step';
import { mapWithConcurrency } from './tool-turn.js';

const usage = { promptTokens: 10, completionTokens: 5, totalTokens: 15 };

function answer(content: string): ChatResponse {
  return { model: 'm', content, toolCalls: [], finishReason: 'stop', usage };
}

function manyCalls(count: number): ChatResponse {
  const toolCalls = Array.from({ length: count }, (_, i) => ({
    id: `call_${i}`,
    name: 'slow__echo',
    arguments: JSON.stringify({ n: i }),
  }));
  return { model: 'm', content: null, toolCalls, finishReason: 'tool_calls', usage };
}

/** A model answering from a script, keeping the messages of every request. */
function scripted(...responses: ChatResponse[]) {
  const requests: ChatRequest['messages'][] = [];
  const chat: ChatModel = {
    async complete(request) {
      requests.push(structuredClone(request.messages));
      const next = responses.shift();
      if (!next) throw new Error('script exhausted');
      return next;
    },
  };
  return { chat, requests };
}

/** A tool server that counts how many of its calls are in flight at once. */
function countingServer() {
  const seen = { calls: 0, inFlight: 0, maxInFlight: 0 };
  const source: ToolSource = {
    id: 'mcp_slow',
    name: 'slow',
    async listTools() {
      return [{ name: 'echo', description: 'echoes', inputSchema: { type: 'object' } }];
    },
    async callTool(_name, args) {
      seen.calls += 1;
      seen.inFlight += 1;
      seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
      // Yield to the event loop, so unbounded calls would all be in flight together.
      await new Promise((resolve) => setImmediate(resolve));
      seen.inFlight -= 1;
      return { output: `echo ${String(args.n)}`, isError: false };
    },
    async close() {},
  };
  return { source, seen };
}

async function run(chat: ChatModel, source: ToolSource, toolTurn?: AgentLoopDeps['toolTurn']) {
  const signal = new AbortController().signal;
  const toolbox = await Toolbox.open([source], { signal, timeoutMs: 1000 });
  return runAgentLoop(
    {
      agentLoopId: 'loop_1',
      executionId: 'exec_1',
      systemPrompt: 'You are terse.',
      userMessage: 'Go.',
      model: 'm',
      maxIterations: 3,
      timeoutMs: 60_000,
      toolTimeoutMs: 5_000,
    },
    {
      chat,
      toolbox,
      prices: () => null,
      signal,
      ...(toolTurn ? { toolTurn } : {}),
    },
  );
}

describe('runAgentLoop > bounded outputs', () => {
  it('cuts a final answer longer than 100,000 characters and flags it', async () => {
    const { source } = countingServer();
    const long = 'a'.repeat(EXECUTION_OUTPUT_MAX_CHARS - 1) + '😀' + 'b'.repeat(50_000);
    const outcome = await run(scripted(answer(long)).chat, source);
    expect(outcome.status).toBe('completed');
    expect(outcome.outputTruncated).toBe(true);
    // The emoji straddles the cut: it goes whole rather than leaving half a surrogate pair.
    expect(outcome.output).toBe('a'.repeat(EXECUTION_OUTPUT_MAX_CHARS - 1));
  });

  it('keeps an answer of exactly 100,000 characters whole and unflagged', async () => {
    const { source } = countingServer();
    const exact = 'x'.repeat(EXECUTION_OUTPUT_MAX_CHARS);
    const outcome = await run(scripted(answer(exact)).chat, source);
    expect(outcome).toMatchObject({ status: 'completed', output: exact, outputTruncated: false });
  });

  it('puts the flag in the callback body, false for executions stored without it', () => {
    const loop = {
      ...createAgentLoopBody.parse({ name: 'L', system_prompt: 's', user_message: 'u' }),
      callback_secret: 'whsec_x',
    };
    const queued = queuedExecution({ teamId: 't', agentLoopId: 'loop_1', loop, now: new Date() });
    const ended = { ...queued, status: 'completed' as const, completed_at: queued.queued_at };
    const cut = { ...ended, result: { ...ended.result, output: 'a', output_truncated: true } };
    expect(callbackBodyOf(cut).result).toEqual({
      output: 'a',
      output_truncated: true,
      tool_calls: 0,
      iterations: 0,
      iterations_used: 0,
      structured: null,
    });
    const legacy = { ...ended, result: { output: 'a', tool_calls: 0, iterations: 0 } };
    expect(callbackBodyOf(legacy as typeof ended).result.output_truncated).toBe(false);
  });
});

describe('runAgentLoop > tool calls of one answer', () => {
  it('runs at most 8 at a time and 32 per answer; the rest are tool errors to the model', async () => {
    const { source, seen } = countingServer();
    const { chat, requests } = scripted(manyCalls(40), answer('done'));
    const outcome = await run(chat, source);
    expect(outcome).toMatchObject({ status: 'completed', toolCalls: 32 });
    expect(seen).toMatchObject({ calls: 32, maxInFlight: 8 });
    expect(outcome.steps.filter((step) => step.type === 'tool_call')).toHaveLength(32);
    // Every call is answered, in the order asked: results first, then the skipped ones.
    const toolMessages = (requests[1] ?? []).filter((message) => message.role === 'tool');
    expect(toolMessages.map((message) => message.tool_call_id)).toEqual(
      Array.from({ length: 40 }, (_, i) => `call_${i}`),
    );
    expect(toolMessages[31]?.content).toBe('echo 31');
    expect(toolMessages[32]?.content).toMatch(
      /^Error: not run\. You asked for 40 tool calls in one answer; at most 32 run per answer/,
    );
  });

  it('keeps huge arguments out of the step log but sends them whole to the tool', async () => {
    const { source } = countingServer();
    const big = 'z'.repeat(50_000);
    const call = {
      model: 'm',
      content: null,
      toolCalls: [{ id: 'call_0', name: 'slow__echo', arguments: JSON.stringify({ n: big }) }],
      finishReason: 'tool_calls',
      usage,
    };
    const { chat, requests } = scripted(call, answer('done'));
    const outcome = await run(chat, source);
    const step = outcome.steps.find((s) => s.type === 'tool_call');
    const kept = step && 'arguments' in step ? step.arguments : null;
    expect(typeof kept).toBe('string');
    expect(String(kept)).toMatch(/^\{"n":"z+\.\.\. \[46\d{3} more characters not kept\]$/);
    expect(String(kept).length).toBeLessThan(STEP_RESULT_MAX_CHARS + 50);
    const reply = (requests[1] ?? []).find((message) => message.role === 'tool');
    expect(reply?.content).toBe(
      `echo ${big}`.slice(0, 20_000) + '\n[... 30005 more characters cut]',
    );
  });

  it('honours other limits given by the runner', async () => {
    const { source, seen } = countingServer();
    const outcome = await run(scripted(manyCalls(5), answer('done')).chat, source, {
      concurrency: 2,
      perTurn: 3,
    });
    expect(outcome.toolCalls).toBe(3);
    expect(seen).toMatchObject({ calls: 3, maxInFlight: 2 });
  });
});

describe('mapWithConcurrency', () => {
  it('keeps results in input order whatever order the work finishes in', async () => {
    const delays = [3, 0, 2, 1];
    const results = await mapWithConcurrency(delays, 2, async (ticks, index) => {
      for (let i = 0; i < ticks; i += 1) await new Promise((resolve) => setImmediate(resolve));
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30]);
  });
});

describe('truncate', () => {
  it('cuts at the limit and reports whether it cut', () => {
    expect(truncate('abcdef', 4)).toEqual({ text: 'abcd', truncated: true });
    expect(truncate('abcd', 4)).toEqual({ text: 'abcd', truncated: false });
  });
});

describe('stepArguments', () => {
  it('keeps small arguments as they are', () => {
    expect(stepArguments({ q: 'owls' }, 100)).toEqual({ q: 'owls' });
  });
});
