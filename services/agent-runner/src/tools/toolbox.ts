import type { ToolPolicy } from '@switchboard/contracts/agent-loop';
import type { Logger } from '@switchboard/kit/logger';
import { AbortScope } from '../abort-scope.js';
import { assignToolNames } from './tool-names.js';
import { policyFor } from './tool-policies.js';
import type {
  JsonSchemaObject,
  ToolAnswers,
  ToolCallContext,
  ToolQuestions,
  ToolSource,
} from './tool-source.js';

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
  /** The hints the server declared ({} when none). */
  annotations: Record<string, unknown>;
  /** `ask`: each call waits for a person's approval (`deny`ed tools are not in the toolbox). */
  policy: 'allow' | 'ask';
}

/** A call of an `ask` tool as a person is shown it before deciding. */
export interface CallForApproval {
  tool: ToolboxTool;
  /** The arguments as the step log keeps them (secrets redacted). */
  arguments: Record<string, unknown>;
}

/** One finished tool call, ready to be recorded as a step and fed back to the model. */
export interface ToolCallOutcome {
  server: string;
  tool: string;
  /** As the step log keeps them (`ToolSource.recordedArguments`). */
  arguments: unknown;
  /** What the model receives (tool output, or an error text when `error` is set). */
  output: string;
  error: string | null;
  durationMs: number;
  /** The server asks questions before it answers: the call is to be made again with answers. */
  questions?: ToolQuestions;
}

export interface ToolboxCallOptions {
  signal: AbortSignal;
  timeoutMs: number;
  context: ToolCallContext;
  /** The answers to the questions the call's last try asked. */
  answers?: ToolAnswers;
}

/** A server whose tools could not be listed; its tools are missing from the run. */
export interface ToolSourceFailure {
  server: string;
  error: string;
  startedAt: Date;
  durationMs: number;
}

/** How the tools of one execution are listed. */
export interface ToolboxOpenOptions {
  /** Aborted when the run ends first (its timeout, cancellation). */
  signal: AbortSignal;
  /** Longest one source may take to list its tools: the loop's tool_timeout. */
  timeoutMs: number;
  /** The loop's `tool_policies`: denied tools are left out, `ask` tools are marked. */
  policies?: readonly ToolPolicy[];
}

class ToolTimeoutError extends Error {}

/**
 * Runs `work` with a signal that aborts after `timeoutMs` or when `outer` aborts, and settles by
 * then even if `work` ignores its signal (a source must never hold the run). A timeout rejects
 * with ToolTimeoutError, an outer abort with the outer signal's reason.
 */
async function withTimeout<T>(
  outer: AbortSignal,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const scope = new AbortScope([outer]).deadline(timeoutMs, () => new ToolTimeoutError());
  const aborted = new Promise<never>((_, reject) => {
    if (scope.signal.aborted) reject(scope.signal.reason);
    scope.signal.addEventListener('abort', () => reject(scope.signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    return await Promise.race([work(scope.signal), aborted]);
  } catch (error) {
    if (scope.signal.reason instanceof ToolTimeoutError) throw scope.signal.reason;
    throw error;
  } finally {
    scope.dispose();
  }
}

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

  /**
   * Lists every source's tools in parallel, each within `timeoutMs`; a source that fails or
   * times out is reported in `failures` and its tools are left out.
   */
  static async open(
    sources: readonly ToolSource[],
    options: ToolboxOpenOptions,
    logger?: Logger,
  ): Promise<Toolbox> {
    const startedAt = new Date();
    const started = performance.now();
    const listed = await Promise.all(
      sources.map(async (source) => {
        try {
          const tools = await withTimeout(options.signal, options.timeoutMs, (signal) =>
            source.listTools(signal),
          );
          return { source, tools, failure: null };
        } catch (error) {
          const reason =
            error instanceof ToolTimeoutError
              ? `listing timed out after ${options.timeoutMs / 1000} s (the loop's tool_timeout)`
              : options.signal.aborted
                ? 'listing was stopped (the run ended first)'
                : describe(error);
          logger?.warn({ server: source.name, err: reason }, 'tool listing failed');
          const durationMs = Math.round(performance.now() - started);
          const failure = { server: source.id, error: reason, startedAt, durationMs };
          return { source, tools: [], failure };
        }
      }),
    );
    const policies = options.policies ?? [];
    const flat = listed.flatMap(({ source, tools }) =>
      tools.flatMap((tool) => {
        const policy = policyFor(policies, source.id, tool.name);
        // A denied tool is never offered: the model cannot ask for what it does not see.
        return policy === 'deny' ? [] : [{ source, tool, policy }];
      }),
    );
    const names = assignToolNames(
      flat.map(({ source, tool }) => ({ server: source.name, tool: tool.name })),
    );
    const entries = flat.map(({ source, tool, policy }, index) => ({
      source,
      tool: {
        modelName: names[index] ?? tool.name,
        server: source.id,
        tool: tool.name,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: tool.annotations ?? {},
        policy,
      },
    }));
    const failures = listed.flatMap(({ failure }) => (failure ? [failure] : []));
    return new Toolbox(entries, sources, failures);
  }

  /** Every tool under its model-facing name. */
  tools(): ToolboxTool[] {
    return [...this.byModelName.values()].map((entry) => entry.tool);
  }

  /**
   * A call that must wait for a person's approval (its tool's policy is `ask`), as they are shown
   * it; null for a call that runs at once (other tools, unknown names, arguments that are not a
   * JSON object: those fail as usual and the model is told).
   */
  forApproval(modelName: string, rawArguments: string): CallForApproval | null {
    const entry = this.byModelName.get(modelName);
    if (entry?.tool.policy !== 'ask') return null;
    const args = parseArguments(rawArguments);
    if (typeof args === 'string') return null;
    const recorded = entry.source.recordedArguments?.(entry.tool.tool, args) ?? args;
    return { tool: entry.tool, arguments: recorded as Record<string, unknown> };
  }

  /** The tool the model knows as `modelName`, if there is one. */
  toolOf(modelName: string): ToolboxTool | undefined {
    return this.byModelName.get(modelName)?.tool;
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
    const recorded =
      typeof args === 'string'
        ? rawArguments
        : (entry?.source.recordedArguments?.(entry.tool.tool, args) ?? args);
    const finish = (output: string, error: string | null, server: string, tool: string) => ({
      server,
      tool,
      arguments: recorded,
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
      if (result.questions) {
        return { ...finish('', null, tool.server, tool.tool), questions: result.questions };
      }
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

  private callWithTimeout(
    source: ToolSource,
    name: string,
    args: Record<string, unknown>,
    options: ToolboxCallOptions,
  ) {
    return withTimeout(options.signal, options.timeoutMs, (signal) =>
      source.callTool(name, args, {
        signal,
        context: options.context,
        ...(options.answers ? { answers: options.answers } : {}),
      }),
    );
  }

  /** Closes every source (connections to MCP servers). */
  async close(): Promise<void> {
    await Promise.allSettled(this.sources.map((source) => source.close()));
  }
}
