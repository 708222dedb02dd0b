import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Toolbox, MAX_MODEL_TOOL_OUTPUT_CHARS } from './toolbox.js';
import type { ToolCallOptions, ToolDefinition, ToolResult, ToolSource } from './tool-source.js';

type Handler = (args: Record<string, unknown>, options: ToolCallOptions) => Promise<ToolResult>;

function source(name: string, tools: Record<string, Handler>, listError?: Error): ToolSource {
  return {
    id: `id-${name}`,
    name,
    async listTools(): Promise<ToolDefinition[]> {
      if (listError) throw listError;
      return Object.keys(tools).map((tool) => ({
        name: tool,
        description: `${tool} of ${name}`,
        inputSchema: { type: 'object' },
      }));
    },
    async callTool(tool, args, options) {
      const handler = tools[tool];
      if (!handler) throw new Error(`no ${tool}`);
      return handler(args, options);
    },
    async close() {},
  };
}

const context = { agentLoopId: 'loop_1', executionId: 'exec_1' };
const opened: Toolbox[] = [];

async function open(sources: ToolSource[]): Promise<Toolbox> {
  const toolbox = await Toolbox.open(sources, {
    signal: new AbortController().signal,
    timeoutMs: 1000,
  });
  opened.push(toolbox);
  return toolbox;
}

afterEach(async () => {
  jest.useRealTimers();
  await Promise.all(opened.splice(0).map((toolbox) => toolbox.close()));
});

describe('Toolbox', () => {
  it('routes a namespaced call to the server that owns the tool, under its own name', async () => {
    const seen: unknown[] = [];
    const toolbox = await open([
      source('a', { search: async (args) => ({ output: `a:${String(args.q)}`, isError: false }) }),
      source('b', {
        search: async (args) => {
          seen.push(args);
          return { output: `b:${String(args.q)}`, isError: false };
        },
      }),
    ]);
    expect(toolbox.tools().map((t) => t.modelName)).toEqual(['a__search', 'b__search']);
    const outcome = await toolbox.call('b__search', '{"q":"x"}', {
      signal: new AbortController().signal,
      timeoutMs: 1000,
      context,
    });
    expect(outcome).toMatchObject({ server: 'id-b', tool: 'search', output: 'b:x', error: null });
    expect(seen).toEqual([{ q: 'x' }]);
  });

  it('turns invalid JSON arguments, unknown tools and thrown errors into tool errors', async () => {
    const toolbox = await open([
      source('s', {
        boom: async () => {
          throw new Error('connection reset');
        },
      }),
    ]);
    const options = { signal: new AbortController().signal, timeoutMs: 1000, context };
    const badJson = await toolbox.call('s__boom', '{not json', options);
    expect(badJson.error).toMatch(/not valid JSON/);
    const unknown = await toolbox.call('s__nope', '{}', options);
    expect(unknown.error).toMatch(/Unknown tool 's__nope'.*s__boom/);
    const thrown = await toolbox.call('s__boom', '{}', options);
    expect(thrown.error).toBe("Tool 's__boom' failed: connection reset");
    expect(thrown.output).toBe(thrown.error);
  });

  it('reports a tool that outlives its time limit as timed out, even if it ignores the signal', async () => {
    let receivedSignal: AbortSignal | undefined;
    const toolbox = await open([
      source('slow', {
        wait: (_args, options) => {
          receivedSignal = options.signal;
          return new Promise<ToolResult>(() => undefined);
        },
      }),
    ]);
    const outcome = await toolbox.call('slow__wait', '{}', {
      signal: new AbortController().signal,
      timeoutMs: 20,
      context,
    });
    expect(outcome.error).toBe("Tool 'slow__wait' timed out after 0.02 s.");
    expect(receivedSignal?.aborted).toBe(true);
  });

  it('aborts an in-flight call when the run is cancelled', async () => {
    const run = new AbortController();
    const toolbox = await open([
      source('s', {
        wait: (_args, options) =>
          new Promise<ToolResult>((_, reject) => {
            options.signal.addEventListener('abort', () => reject(new Error('aborted by signal')));
            run.abort();
          }),
      }),
    ]);
    const outcome = await toolbox.call('s__wait', '{}', {
      signal: run.signal,
      timeoutMs: 60_000,
      context,
    });
    expect(outcome.error).toBe("Tool 's__wait' was aborted.");
  });

  it('passes a tool-reported error to the model and cuts very long output', async () => {
    const toolbox = await open([
      source('s', {
        fail: async () => ({ output: 'quota exceeded', isError: true }),
        big: async () => ({ output: 'y'.repeat(MAX_MODEL_TOOL_OUTPUT_CHARS + 5), isError: false }),
      }),
    ]);
    const options = { signal: new AbortController().signal, timeoutMs: 1000, context };
    expect(await toolbox.call('s__fail', '', options)).toMatchObject({
      error: 'quota exceeded',
      output: 'quota exceeded',
    });
    const big = await toolbox.call('s__big', '{}', options);
    expect(big.output).toMatch(/\[\.\.\. 5 more characters cut\]$/);
  });

  it('keeps the run going without the tools of a server that cannot be listed', async () => {
    const toolbox = await open([
      source('down', {}, new Error('ECONNREFUSED')),
      source('up', { ping: async () => ({ output: 'pong', isError: false }) }),
    ]);
    expect(toolbox.tools().map((t) => t.modelName)).toEqual(['up__ping']);
    expect(toolbox.failures).toEqual([
      {
        server: 'id-down',
        error: 'ECONNREFUSED',
        startedAt: expect.any(Date),
        durationMs: expect.any(Number),
      },
    ]);
  });

  it("gives up on a server that never answers its listing after the loop's tool_timeout", async () => {
    jest.useFakeTimers();
    let listingSignal: AbortSignal | undefined;
    const hanging: ToolSource = {
      ...source('hang', {}),
      // Ignores its signal on purpose: the toolbox must not depend on the source honouring it.
      listTools: (signal) => {
        listingSignal = signal;
        return new Promise<ToolDefinition[]>(() => undefined);
      },
    };
    const opening = Toolbox.open(
      [hanging, source('up', { ping: async () => ({ output: 'pong', isError: false }) })],
      {
        signal: new AbortController().signal,
        timeoutMs: 2000,
      },
    );
    await jest.advanceTimersByTimeAsync(2000);
    const toolbox = await opening;
    opened.push(toolbox);
    expect(toolbox.tools().map((t) => t.modelName)).toEqual(['up__ping']);
    expect(toolbox.failures).toMatchObject([
      {
        server: 'id-hang',
        error: "listing timed out after 2 s (the loop's tool_timeout)",
      },
    ]);
    expect(listingSignal?.aborted).toBe(true);
  });

  it('stops listing when the run ends first (the loop timeout or a cancellation)', async () => {
    const run = new AbortController();
    const hanging: ToolSource = {
      ...source('hang', {}),
      listTools: () => {
        run.abort('timeout');
        return new Promise<ToolDefinition[]>(() => undefined);
      },
    };
    const toolbox = await Toolbox.open([hanging], { signal: run.signal, timeoutMs: 60_000 });
    opened.push(toolbox);
    expect(toolbox.failures).toMatchObject([
      { server: 'id-hang', error: 'listing was stopped (the run ended first)' },
    ]);
  });
});
