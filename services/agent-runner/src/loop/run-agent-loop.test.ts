import { describe, expect, it } from '@jest/globals';
import {
  ModelCallError,
  type ChatModel,
  type ChatRequest,
  type ChatResponse,
} from '../llm/chat-model.js';
import { Toolbox } from '../tools/toolbox.js';
import type { ToolSource } from '../tools/tool-source.js';
import { runAgentLoop, type AgentLoopInput } from './run-agent-loop.js';
import type { ExecutionStep } from '@switchboard/contracts/execution-step';

const input: AgentLoopInput = {
  agentLoopId: 'loop_1',
  executionId: 'exec_1',
  systemPrompt: 'You are terse.',
  userMessage: 'Add 2 and 3.',
  model: 'openai/gpt-4o-mini',
  maxIterations: 3,
  timeoutMs: 60_000,
  toolTimeoutMs: 5_000,
};

const usage = { promptTokens: 100, completionTokens: 20, totalTokens: 120 };

function answer(content: string): ChatResponse {
  return { model: 'gpt-4o-mini', content, toolCalls: [], finishReason: 'stop', usage };
}

function toolCalls(...calls: Array<[string, string]>): ChatResponse {
  return {
    model: 'gpt-4o-mini',
    content: null,
    toolCalls: calls.map(([name, args], i) => ({ id: `call_${i}`, name, arguments: args })),
    finishReason: 'tool_calls',
    usage,
  };
}

/** A chat model that answers from a script and remembers what it was sent. */
function scripted(...responses: Array<ChatResponse | ((r: ChatRequest) => Promise<ChatResponse>)>) {
  const requests: ChatRequest[] = [];
  const model: ChatModel = {
    async complete(request) {
      requests.push(structuredClone({ ...request, signal: undefined }) as unknown as ChatRequest);
      const next = responses.shift();
      if (!next) throw new Error('script exhausted');
      return typeof next === 'function' ? next(request) : next;
    },
  };
  return { model, requests };
}

const math: ToolSource = {
  id: 'mcp_math',
  name: 'math',
  async listTools() {
    return [{ name: 'add', description: 'adds', inputSchema: { type: 'object' } }];
  },
  async callTool(_name, args) {
    return { output: String(Number(args.a) + Number(args.b)), isError: false };
  },
  async close() {},
};

async function run(chat: ChatModel, overrides: Partial<AgentLoopInput> = {}, signal?: AbortSignal) {
  const recorded: ExecutionStep[] = [];
  let checkpointed: ExecutionStep[] = [];
  const toolbox = await Toolbox.open([math], {
    signal: new AbortController().signal,
    timeoutMs: 1000,
  });
  const outcome = await runAgentLoop(
    { ...input, ...overrides },
    {
      chat,
      toolbox,
      prices: (id) =>
        id === input.model ? { inputPerMillion: 0.15, outputPerMillion: 0.6 } : null,
      signal: signal ?? new AbortController().signal,
      recordStep: (step) => recorded.push(step),
      checkpoint: async () => {
        checkpointed = [...recorded];
      },
    },
  );
  // Each step is told as it is recorded, in the order of the log that comes back with the
  // outcome; every checkpoint comes after a tool turn's steps.
  expect(recorded).toEqual(outcome.steps);
  expect(outcome.steps.slice(0, checkpointed.length)).toEqual(checkpointed);
  return { outcome, steps: outcome.steps };
}

describe('runAgentLoop', () => {
  it('runs the tool calls the model asks for, feeds the results back and completes', async () => {
    const { model, requests } = scripted(
      toolCalls(['math__add', '{"a":2,"b":3}'], ['math__add', '{"a":1,"b":1}']),
      answer('The sum is 5.'),
    );
    const { outcome, steps } = await run(model);
    expect(outcome).toMatchObject({
      status: 'completed',
      output: 'The sum is 5.',
      error: null,
      iterations: 2,
      toolCalls: 2,
      usage: { prompt_tokens: 200, completion_tokens: 40, total_tokens: 240, cost_usd: 0.000054 },
    });
    expect(requests[0]?.tools.map((t) => t.function.name)).toEqual(['math__add']);
    expect(requests[1]?.messages.slice(-2)).toEqual([
      { role: 'tool', tool_call_id: 'call_0', content: '5' },
      { role: 'tool', tool_call_id: 'call_1', content: '2' },
    ]);
    expect(steps.map((s) => s.type)).toEqual([
      'model_call',
      'tool_call',
      'tool_call',
      'model_call',
    ]);
    expect(steps[1]).toMatchObject({ server: 'mcp_math', tool: 'add', arguments: { a: 2, b: 3 } });
  });

  it('records each model call’s tokens and cost (null for a model the catalog has no price for)', async () => {
    const { model } = scripted(toolCalls(['math__add', '{"a":2,"b":3}']), answer('5'));
    const priced = await run(model);
    // 100 prompt tokens at $0.15/M + 20 completion tokens at $0.60/M, per call.
    expect(
      priced.steps.flatMap((s) =>
        s.type === 'model_call' ? [[s.prompt_tokens, s.completion_tokens, s.cost_usd]] : [],
      ),
    ).toEqual([
      [100, 20, 0.000027],
      [100, 20, 0.000027],
    ]);
    const { model: again } = scripted(answer('5'));
    const unpriced = await run(again, { model: 'acme/unlisted' });
    expect(unpriced.steps[0]).toMatchObject({
      type: 'model_call',
      total_tokens: 120,
      cost_usd: null,
    });
    expect(unpriced.outcome.usage.cost_usd).toBeNull();
  });

  it('fails with max_iterations and never runs the tool calls of the last allowed answer', async () => {
    const call = toolCalls(['math__add', '{"a":1,"b":1}']);
    const { model } = scripted(call, call, call);
    const { outcome, steps } = await run(model);
    expect(outcome).toMatchObject({ status: 'failed', iterations: 3, toolCalls: 2 });
    expect(outcome.error).toBe(
      'max_iterations (3) reached without a final answer. ' +
        'The 1 tool call(s) of the last model answer were not run.',
    );
    expect(steps.map((step) => step.type)).toEqual([
      'model_call',
      'tool_call',
      'model_call',
      'tool_call',
      'model_call',
    ]);
    expect(steps.at(-1)).toMatchObject({ iteration: 3, tool_calls_requested: 1 });
  });

  it('feeds a tool error back to the model and goes on', async () => {
    const { model, requests } = scripted(toolCalls(['math__missing', '{}']), answer('No tool.'));
    const { outcome, steps } = await run(model);
    expect(outcome.status).toBe('completed');
    expect(requests[1]?.messages.at(-1)?.content).toMatch(/^Error: Unknown tool 'math__missing'/);
    expect(steps[1]).toMatchObject({ type: 'tool_call', result: null });
  });

  it('fails with the model error when the model call fails', async () => {
    const { model } = scripted(async () => {
      throw new ModelCallError('HTTP 400 from the model endpoint: model not found', {
        status: 400,
        retryable: false,
      });
    });
    const { outcome, steps } = await run(model);
    expect(outcome).toMatchObject({ status: 'failed', iterations: 1 });
    expect(outcome.error).toBe(
      'The model call failed: HTTP 400 from the model endpoint: model not found',
    );
    expect(steps[0]).toMatchObject({ type: 'model_call', error: outcome.error });
  });

  it('ends as timeout and aborts the model call in flight when the timeout passes', async () => {
    let abortedInFlight = false;
    const { model } = scripted(
      (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => {
            abortedInFlight = true;
            reject(new Error('aborted'));
          });
        }),
    );
    const { outcome } = await run(model, { timeoutMs: 10 });
    expect(outcome).toMatchObject({
      status: 'timeout',
      error: 'The execution timed out after 0.01 s.',
    });
    expect(abortedInFlight).toBe(true);
  });

  it('ends as cancelled when cancelled while a model call runs', async () => {
    const cancel = new AbortController();
    const { model } = scripted(
      (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new Error('aborted')));
          cancel.abort();
        }),
    );
    const { outcome } = await run(model, {}, cancel.signal);
    expect(outcome).toMatchObject({ status: 'cancelled', error: 'The execution was cancelled.' });
  });

  it('makes no model call when listing the tools used up the whole timeout', async () => {
    const { model, requests } = scripted(answer('too late'));
    const { outcome } = await run(model, { timeoutMs: 0, timeoutSeconds: 5 });
    expect(outcome).toMatchObject({
      status: 'timeout',
      error: 'The execution timed out after 5 s.',
      iterations: 0,
    });
    expect(requests).toHaveLength(0);
  });

  it('completes with "" when the model deliberately answers nothing (finish_reason stop)', async () => {
    const { model } = scripted({ ...answer(''), content: null });
    const { outcome } = await run(model);
    expect(outcome).toMatchObject({ status: 'completed', output: '', error: null });
  });

  it('fails when the answer is empty because a filter or the token limit withheld it', async () => {
    const filtered = scripted({ ...answer(''), finishReason: 'content_filter' });
    expect((await run(filtered.model)).outcome).toMatchObject({
      status: 'failed',
      output: null,
      error:
        'The model returned an empty answer: a content filter withheld it (finish_reason content_filter).',
    });
    const cut = scripted({ ...answer(''), content: null, finishReason: 'length' });
    expect((await run(cut.model)).outcome).toMatchObject({
      status: 'failed',
      error:
        'The model returned an empty answer: it hit its output token limit (finish_reason length).',
    });
  });
});
