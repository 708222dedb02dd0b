import { redactError, type Redact } from '@switchboard/kit/redact';
import type { ToolCallOptions, ToolDefinition, ToolResult, ToolSource } from './tool-source.js';

/** `value` with `redact` applied to every string in it (object keys included). */
function redactStrings(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redact(key), redactStrings(item, redact)]),
    );
  }
  return value;
}

/**
 * A tool source whose answers and errors pass through the execution's redaction step before
 * anyone reads them: a tool server that echoes its request headers in an error (both transports)
 * would otherwise put its own credentials in the model's context, the step log and the runner's
 * log.
 */
export class RedactingToolSource implements ToolSource {
  readonly id: string;
  readonly name: string;

  constructor(
    private readonly source: ToolSource,
    private readonly redact: Redact,
  ) {
    this.id = source.id;
    this.name = source.name;
  }

  async listTools(signal: AbortSignal): Promise<ToolDefinition[]> {
    try {
      return await this.source.listTools(signal);
    } catch (error) {
      throw redactError(error, this.redact);
    }
  }

  async callTool(
    name: string,
    args: Record<string, unknown>,
    options: ToolCallOptions,
  ): Promise<ToolResult> {
    try {
      const result = await this.source.callTool(name, args, options);
      return { ...result, output: this.redact(result.output) };
    } catch (error) {
      throw redactError(error, this.redact);
    }
  }

  /** As the source records them, every string redacted too (the step log, approvals). */
  recordedArguments(name: string, args: Record<string, unknown>): unknown {
    const recorded = this.source.recordedArguments
      ? this.source.recordedArguments(name, args)
      : args;
    return redactStrings(recorded, this.redact);
  }

  close(): Promise<void> {
    return this.source.close();
  }
}
