import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { Catalog } from './catalog/catalog.js';
import { registerGetModelDetailsTool } from './tools/get-model-details.js';
import { registerListModelsTool } from './tools/list-models.js';
import { registerRecommendModelTool } from './tools/recommend-model.js';
import { registerSearchModelsTool } from './tools/search-models.js';

export const SERVER_NAME = 'switchboard-model-catalog';
export const SERVER_VERSION = '0.1.0';

export interface ServerDeps {
  catalog: Catalog;
  /**
   * Shared JSON Schema validator. Without one the SDK compiles a new Ajv instance per server (a
   * few milliseconds), which a server-per-request transport should pay once, not per request.
   */
  jsonSchemaValidator?: jsonSchemaValidator;
}

/**
 * A new MCP server with the four catalog tools. Cheap to create: the catalog and its search index
 * are built once and shared, so the HTTP transport makes one server per request.
 */
export function createServer(deps: ServerDeps): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: 'Switchboard model catalog', version: SERVER_VERSION },
    {
      capabilities: { tools: {} },
      ...(deps.jsonSchemaValidator ? { jsonSchemaValidator: deps.jsonSchemaValidator } : {}),
      instructions:
        'Catalog of AI models with prices per 1M tokens, tiers (Budget < $1, Standard $1-5, Premium > $5 input), ' +
        'context windows and capabilities. Use recommend-model to choose, search-models to find ids, ' +
        'get-model-details for one model, list-models to browse by tier.',
    },
  );
  registerRecommendModelTool(server, deps);
  registerListModelsTool(server, deps);
  registerGetModelDetailsTool(server, deps);
  registerSearchModelsTool(server, deps);
  return server;
}
