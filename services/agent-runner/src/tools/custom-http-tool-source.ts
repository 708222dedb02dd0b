import { z } from 'zod';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { ToolCallOptions, ToolDefinition, ToolResult, ToolSource } from './tool-source.js';

/** Most a custom tool server's answer may weigh. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

const successBody = z.object({
  success: z.literal(true),
  result: z.object({ output: z.unknown() }).passthrough(),
});
const failureBody = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string().optional(), message: z.string().optional() }).passthrough(),
});

export interface CustomHttpToolSourceOptions {
  id: string;
  name: string;
  /** The URL exactly as registered; every call POSTs to it. */
  url: string;
  headers: Record<string, string>;
  /** The tools listed in the registration (the protocol has no listing call). */
  tools: Array<{ name: string; description: string; input_schema: Record<string, unknown> }>;
  http: HttpClient;
}

function asText(output: unknown): string {
  return typeof output === 'string' ? output : JSON.stringify(output ?? null);
}

function preview(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? '').slice(0, 200);
}

/**
 * A tool server speaking the spec's custom protocol: `POST {tool, parameters, context}` answered
 * by `{success: true, result: {output}}` or `{success: false, error: {code, message}}`.
 */
export class CustomHttpToolSource implements ToolSource {
  readonly id: string;
  readonly name: string;

  constructor(private readonly options: CustomHttpToolSourceOptions) {
    this.id = options.id;
    this.name = options.name;
  }

  async listTools(): Promise<ToolDefinition[]> {
    return this.options.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.input_schema,
    }));
  }

  async callTool(
    name: string,
    args: Record<string, unknown>,
    options: ToolCallOptions,
  ): Promise<ToolResult> {
    const response = await this.options.http.request({
      method: 'POST',
      url: this.options.url,
      headers: this.options.headers,
      json: {
        tool: name,
        parameters: args,
        context: {
          agent_loop_id: options.context.agentLoopId,
          execution_id: options.context.executionId,
        },
      },
      // The toolbox enforces tool_timeout through the signal; this is only a backstop.
      timeoutMs: 3_600_000,
      maxResponseBytes: MAX_RESPONSE_BYTES,
      signal: options.signal,
    });
    const success = successBody.safeParse(response.body);
    if (success.success && response.status >= 200 && response.status < 300) {
      return { output: asText(success.data.result.output), isError: false };
    }
    const failure = failureBody.safeParse(response.body);
    if (failure.success) {
      const { code, message } = failure.data.error;
      return { output: `${code ?? 'TOOL_ERROR'}: ${message ?? 'the tool failed'}`, isError: true };
    }
    if (response.status === 401 || response.status === 403) {
      return {
        output: `The tool server refused the call (HTTP ${response.status}): check the headers registered for it.`,
        isError: true,
      };
    }
    throw new Error(
      `the tool server answered HTTP ${response.status} with a body that is not the tool protocol: ${preview(response.body)}`,
    );
  }

  async close(): Promise<void> {}
}
