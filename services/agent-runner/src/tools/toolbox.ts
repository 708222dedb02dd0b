import type { Logger } from '@switchboard/kit/logger';
import { assignToolNames } from './tool-names.js';
import type { JsonSchemaObject, ToolCallContext, ToolSource } from './tool-source.js';

/** Longest tool output handed back to the model; the rest is cut with a note saying so. */
export const MAX_MODEL_TOOL_OUTPUT_CHARS = 20_000;

/** A tool as the model sees it, and where it really lives. */
export interface ToolboxTool {
  modelName: string;
  /** Server id (`mcp_...`) or built-in name. */
  server: string;
  tool: string;
  description: string;
  inputSchema: JsonSchemaObject;
}

/** One finished tool call, ready to be recorded as a step and fed back to the model. */
export interface ToolCallOutcome {
  server: string;
  tool: string;
  arguments: unknown;
  /** What the model receives (tool output, or an error text when `error` is set). */
  output: string;
  error: string | null;
  durationMs: number;
}

export interface ToolboxCallOptions {
  signal: AbortSignal;
  timeoutMs: number;
  context: ToolCallContext;
}

/** A server whose tools could not be listed; its tools are missing from the run. */
export interface ToolSourceFailure {
  server: string;
  error: string;
  startedAt: Date;
  durationMs: number;
}

class ToolTimeoutError extends Error {}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function parseArguments(raw: string): Record<string, unknown> | string {
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
    return 'the arguments must be a JSON object';
  } catch (error) {
    return `the arguments are not valid JSON (${describe(error)})`;
  }
}

function capForModel(output: string): string {
  if (output.length <= MAX_MODEL_TOOL_OUTPUT_CHARS) return output;
  const cut = output.length - MAX_MODEL_TOOL_OUTPUT_CHARS;
  return `${output.slice(0, MAX_MODEL_TOOL_OUTPUT_CHARS)}\n[... ${cut} more characters cut]`;
}

/**
 * The tools of one execution across all its sources, under unique model-facing names. Calls never
 * throw: errors, time-outs and garbage become outcomes with `error` set, which the model sees.
 */
export class Toolbox {
  private readonly byModelName: Map<string, { tool: ToolboxTool; source: ToolSource }>;

  private constructor(
    entries: Array<{ tool: ToolboxTool; source: ToolSource }>,
    private readonly sources: readonly ToolSource[],
    readonly failures: readonly ToolSourceFailure[],
  ) {
    this.byModelName = new Map(entries.map((entry) => [entry.tool.modelName, entry]));
  }

  /** Lists every source's tools in parallel; a source that fails is reported in `failures`. */
  static async open(
    sources: readonly ToolSource[],
    signal: AbortSignal,
    logger?: Logger,
  ): Promise<Toolbox> {
    const startedAt = new Date();
    const started = performance.now();
    const listed = await Promise.all(
      sources.map(async (source) => {
        try {
          return { source, tools: await source.listTools(signal), failure: null };
        } catch (error) {
          logger?.warn({ server: source.name, err: describe(error) }, 'tool listing failed');
          const durationMs = Math.round(performance.now() - started);
          const failure = { server: source.id, error: describe(error), startedAt, durationMs };
          return { source, tools: [], failure };
        }
      }),
    );
    const flat = listed.flatMap(({ source, tools }) => tools.map((tool) => ({ source, tool })));
    const names = assignToolNames(
      flat.map(({ source, tool }) => ({ server: source.name, tool: tool.name })),
    );
    const entries = flat.map(({ source, tool }, index) => ({
      source,
      tool: {
        modelName: names[index] ?? tool.name,
        server: source.id,
        tool: tool.name,
        description: tool.description,
        inputSchema: tool.inputSchema,
      },
    }));
    const failures = listed.flatMap(({ failure }) => (failure ? [failure] : []));
    return new Toolbox(entries, sources, failures);
  }

  /** Every tool under its model-facing name. */
  tools(): ToolboxTool[] {
    return [...this.byModelName.values()].map((entry) => entry.tool);
  }

  /** Runs one tool call the model asked for, with its own time limit. */
  async call(
    modelName: string,
    rawArguments: string,
    options: ToolboxCallOptions,
  ): Promise<ToolCallOutcome> {
    const started = performance.now();
    const entry = this.byModelName.get(modelName);
    const args = parseArguments(rawArguments);
    const finish = (output: string, error: string | null, server: string, tool: string) => ({
      server,
      tool,
      arguments: typeof args === 'string' ? rawArguments : args,
      output: capForModel(output),
      error,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
    });
    if (!entry) {
      const known = [...this.byModelName.keys()].join(', ') || 'none';
      const message = `Unknown tool '${modelName}'. Available tools: ${known}.`;
      return finish(message, message, '', modelName);
    }
    const { source, tool } = entry;
    if (typeof args === 'string') {
      const message = `Tool '${modelName}' was not called: ${args}.`;
      return finish(message, message, tool.server, tool.tool);
    }
    try {
      const result = await this.callWithTimeout(source, tool.tool, args, options);
      return finish(
        result.output,
        result.isError ? result.output || 'The tool reported an error.' : null,
        tool.server,
        tool.tool,
      );
    } catch (error) {
      const message =
        error instanceof ToolTimeoutError
          ? `Tool '${modelName}' timed out after ${options.timeoutMs / 1000} s.`
          : options.signal.aborted
            ? `Tool '${modelName}' was aborted.`
            : `Tool '${modelName}' failed: ${describe(error)}`;
      return finish(message, message, tool.server, tool.tool);
    }
  }

  private async callWithTimeout(
    source: ToolSource,
    name: string,
    args: Record<string, unknown>,
    options: ToolboxCallOptions,
  ) {
    const controller = new AbortController();
    // A source that ignores its signal must still not hold the run: race it against the abort.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
        once: true,
      });
    });
    aborted.catch(() => undefined);
    const onOuterAbort = () => controller.abort(options.signal.reason);
    options.signal.addEventListener('abort', onOuterAbort, { once: true });
    if (options.signal.aborted) controller.abort(options.signal.reason);
    const timer = setTimeout(() => controller.abort(new ToolTimeoutError()), options.timeoutMs);
    try {
      return await Promise.race([
        source.callTool(name, args, { signal: controller.signal, context: options.context }),
        aborted,
      ]);
    } catch (error) {
      if (controller.signal.reason instanceof ToolTimeoutError) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onOuterAbort);
    }
  }

  /** Closes every source (connections to MCP servers). */
  async close(): Promise<void> {
    await Promise.allSettled(this.sources.map((source) => source.close()));
  }
}
