import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { Toolbox } from './tools/toolbox.js';

export const SERVER_NAME = 'switchboard-model-catalog';
export const SERVER_VERSION = '0.1.0';

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
 * A new MCP server with the four catalog tools. It is the SDK's low-level `Server` rather than
 * `McpServer` because the HTTP transport makes one per request: `McpServer` converts every zod
 * schema to JSON Schema on each tools/list and re-validates each result against its output schema,
 * while here the toolbox's definitions are computed once and the tools' outputs are typed by
 * construction (the tests validate them through a real client). Arguments are still parsed with
 * each tool's zod input schema, and a bad argument is a tool error (`isError`) naming the parameter.
 */
export function createServer(deps: ServerDeps): Server {
  const server = new Server(
    { name: SERVER_NAME, title: 'Switchboard model catalog', version: SERVER_VERSION },
    {
      capabilities: { tools: {} },
      instructions: INSTRUCTIONS,
      ...(deps.jsonSchemaValidator ? { jsonSchemaValidator: deps.jsonSchemaValidator } : {}),
    },
  );
  const tools = deps.toolbox.definitions;
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...tools] }));
  server.setRequestHandler(CallToolRequestSchema, (request): CallToolResult => {
    const outcome = deps.toolbox.call(request.params.name, request.params.arguments);
    switch (outcome.status) {
      case 'ok':
        return {
          content: [{ type: 'text', text: outcome.output.text }],
          structuredContent: outcome.output.data,
        };
      case 'tool-error':
        return { content: [{ type: 'text', text: outcome.error.message }], isError: true };
      default:
        return { content: [{ type: 'text', text: outcome.message }], isError: true };
    }
  });
  return server;
}
