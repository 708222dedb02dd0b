import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListToolsRequestSchema,
  type CallToolResult,
  type JSONRPCErrorResponse,
  type JSONRPCRequest,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import { z } from 'zod';
import { received } from './tools/params.js';
import type { Toolbox } from './tools/toolbox.js';

export const SERVER_NAME = 'switchboard-model-catalog';

const INSTRUCTIONS =
  'Catalog of AI models with prices per 1M tokens, tiers (Budget < $1, Standard $1-5, Premium > $5 input), ' +
  'context windows and capabilities. Use recommend-model to choose, search-models to find ids, ' +
  'get-model-details for one model, list-models to browse by tier.';

export interface ServerDeps {
  /** The tools with their schemas, prepared once per process (createToolbox). */
  toolbox: Toolbox;
  /**
   * Shared JSON Schema validator. Without one the SDK compiles a new Ajv instance per server (a
   * few milliseconds), which a server-per-request transport should pay once, not per request.
   */
  jsonSchemaValidator?: jsonSchemaValidator;
}

/**
 * A JSON-RPC error response. The SDK answers a thrown error with its numeric `code` and its
 * `message`; McpError would prefix the message with "MCP error -32602: ", which the client's own
 * McpError then prefixes a second time.
 */
class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The params of tools/call as the MCP schema has them (CallToolRequestParams). */
const callParamsSchema = z.looseObject({
  name: z.string({
    error: (issue) => `params.name must name a tool as a string (got ${received(issue.input)})`,
  }),
  arguments: z
    .record(z.string(), z.unknown(), {
      error: (issue) =>
        `params.arguments must be an object of the tool's parameters (got ${received(issue.input)})`,
    })
    .optional(),
});

/**
 * tools/call, with the MCP spec's two kinds of error: a request the protocol cannot take (params
 * that are not CallToolRequestParams, an unknown tool) is a JSON-RPC error -32602 (Invalid
 * params); a bad argument value or an unknown model id is a tool error (`isError`) naming the
 * problem, which the model can read and correct (spec 2025-11-25, tools, "Error Handling").
 */
export function callTool(toolbox: Toolbox, request: JSONRPCRequest): CallToolResult {
  const params = callParamsSchema.safeParse(request.params ?? {});
  if (!params.success) {
    const problems = params.error.issues.map((issue) => issue.message).join('; ');
    throw new ProtocolError(ErrorCode.InvalidParams, `Invalid tools/call params: ${problems}`);
  }
  const outcome = toolbox.call(params.data.name, params.data.arguments);
  switch (outcome.status) {
    case 'ok':
      return {
        content: [{ type: 'text', text: outcome.output.text }],
        structuredContent: outcome.output.data,
      };
    case 'unknown-tool':
      throw new ProtocolError(ErrorCode.InvalidParams, outcome.message);
    case 'tool-error':
      return { content: [{ type: 'text', text: outcome.error.message }], isError: true };
    case 'invalid-arguments':
      return { content: [{ type: 'text', text: outcome.message }], isError: true };
  }
}

/** The SDK's JSON-RPC answer to a request whose handler threw `error` (shared/protocol.js). */
export function errorResponse(id: RequestId, error: unknown): JSONRPCErrorResponse {
  const { code, message, data } = error as { code?: unknown; message?: string; data?: unknown };
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: Number.isSafeInteger(code) ? (code as number) : ErrorCode.InternalError,
      message: message ?? 'Internal error',
      ...(data !== undefined && { data }),
    },
  };
}

/**
 * A new MCP server with the four catalog tools. It is the SDK's low-level `Server` rather than
 * `McpServer` because the HTTP transport makes one per request: `McpServer` converts every zod
 * schema to JSON Schema on each tools/list and re-validates each result against its output schema,
 * while here the toolbox's definitions are computed once and the tools' outputs are typed by
 * construction (the tests validate them through a real client). Arguments are still parsed with
 * each tool's zod input schema, and a bad argument is a tool error (`isError`) naming the parameter.
 *
 * tools/call is answered by the fallback handler rather than `setRequestHandler`: the SDK parses a
 * registered method's request before any handler runs, and answers `"arguments": null` or `[]`
 * with -32603 (Internal error) and the raw zod issue list, where the spec calls a request that
 * fails the CallToolRequest schema a protocol error, -32602, and a client needs to read why.
 */
export function createServer(deps: ServerDeps): Server {
  const server = new Server(
    { name: SERVER_NAME, title: 'Switchboard model catalog', version: SWITCHBOARD_VERSION },
    {
      capabilities: { tools: {} },
      instructions: INSTRUCTIONS,
      ...(deps.jsonSchemaValidator ? { jsonSchemaValidator: deps.jsonSchemaValidator } : {}),
    },
  );
  const tools = deps.toolbox.definitions;
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...tools] }));
  server.fallbackRequestHandler = async (request) => {
    if (request.method === 'tools/call') return callTool(deps.toolbox, request);
    throw new ProtocolError(ErrorCode.MethodNotFound, 'Method not found');
  };
  return server;
}
