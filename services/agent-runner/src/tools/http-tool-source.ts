import { z } from 'zod';
import { maskSecret } from '@switchboard/contracts/common';
import { headerMap } from '@switchboard/contracts/headers';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createRedactor } from '@switchboard/kit/redact';
import type { ToolCallOptions, ToolDefinition, ToolResult, ToolSource } from './tool-source.js';

const HTTP_TOOL_SERVER = 'http';
const HTTP_TOOL_NAME = 'request';

export interface HttpToolLimits {
  /** Largest response body the tool reads; default 1 MiB. */
  maxResponseBytes: number;
  /** Longest one request may take; default 30 000 ms (the loop's tool_timeout also applies). */
  timeoutMs: number;
}

const argumentsSchema = z.strictObject({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).default('GET'),
  url: z.string().url(),
  // The API's rule for stored headers: framing and routing headers (Host, Content-Length,
  // Transfer-Encoding, Connection, ...) are set by the client; a model-chosen value is refused.
  headers: headerMap.default({}),
  body: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

/** Header names whose values authenticate a request: masked in the step log, redacted in answers. */
const CREDENTIAL_HEADER = /auth|cookie|token|secret|key|password|session/i;

function credentialHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => CREDENTIAL_HEADER.test(name)),
  );
}

const INPUT_SCHEMA = {
  type: 'object',
  properties: {
    method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], default: 'GET' },
    url: { type: 'string', description: 'Absolute https:// URL' },
    headers: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description:
        'Request headers, e.g. Authorization. Host, Content-Length, Transfer-Encoding and other ' +
        'framing headers are set by the tool and refused here.',
    },
    body: {
      description: 'Request body: a JSON object or array (sent as JSON) or a string (sent as is)',
    },
  },
  required: ['url'],
  additionalProperties: false,
};

/**
 * The built-in `http` tool server: one tool, `request`, that issues GET/POST/PUT/DELETE/PATCH
 * through the guarded client (public https destinations only unless ALLOW_PRIVATE_NETWORK) and
 * returns the status, content type and the parsed JSON or text body.
 */
export class HttpToolSource implements ToolSource {
  readonly id = HTTP_TOOL_SERVER;
  readonly name = HTTP_TOOL_SERVER;

  constructor(
    private readonly http: HttpClient,
    private readonly limits: HttpToolLimits,
  ) {}

  async listTools(): Promise<ToolDefinition[]> {
    return [
      {
        name: HTTP_TOOL_NAME,
        description:
          'Send an HTTP request (GET, POST, PUT, DELETE or PATCH) with optional headers and body. ' +
          `Returns the status, content type and body (JSON parsed, else text; at most ${this.limits.maxResponseBytes} bytes).`,
        inputSchema: INPUT_SCHEMA,
      },
    ];
  }

  async callTool(
    name: string,
    args: Record<string, unknown>,
    options: ToolCallOptions,
  ): Promise<ToolResult> {
    if (name !== HTTP_TOOL_NAME) return { output: `Unknown tool '${name}'.`, isError: true };
    const parsed = argumentsSchema.safeParse(args);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
      );
      return { output: `Invalid arguments: ${problems.join('; ')}`, isError: true };
    }
    const { method, url, headers, body } = parsed.data;
    const response = await this.http.request({
      method,
      url,
      headers,
      ...(body === undefined ? {} : typeof body === 'string' ? { body } : { json: body }),
      timeoutMs: this.limits.timeoutMs,
      maxResponseBytes: this.limits.maxResponseBytes,
      signal: options.signal,
    });
    const output = {
      status: response.status,
      content_type: response.headers['content-type'] ?? null,
      body: response.body,
    };
    // An endpoint that echoes the request (httpbin's /anything) would repeat the credentials.
    const redact = createRedactor(Object.values(credentialHeaders(headers)));
    return { output: redact(JSON.stringify(output)), isError: false };
  }

  /** The call as the step log keeps it: credential header values masked like stored secrets. */
  recordedArguments(_name: string, args: Record<string, unknown>): unknown {
    const { headers } = args;
    if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return args;
    const entries = Object.entries(headers as Record<string, unknown>).map(([name, value]) => [
      name,
      typeof value === 'string' && CREDENTIAL_HEADER.test(name) ? maskSecret(value) : value,
    ]);
    return { ...args, headers: Object.fromEntries(entries) };
  }

  async close(): Promise<void> {}
}
