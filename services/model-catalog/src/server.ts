import { McpServer, type CallToolResult } from '@modelcontextprotocol/server';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import { ToolError, type ToolDeps } from './tools/tool-definition.js';
import { CATALOG_TOOL_ANNOTATIONS, type PreparedTool, type Toolbox } from './tools/toolbox.js';

export const SERVER_NAME = 'switchboard-model-catalog';

/**
 * How long clients may keep the server/discover and tools/list answers (2026-07-28 cache hints).
 * The tools and their schemas change only with a new release, and are the same for every caller.
 */
export const TOOLS_LIST_TTL_MS = 60 * 60 * 1000;

const INSTRUCTIONS =
  'Catalog of AI models with prices per 1M tokens, tiers (Budget < $1, Standard $1-5, Premium > $5 input), ' +
  'context windows and capabilities. Use recommend-model to choose, search-models to find ids, ' +
  'get-model-details for one model, list-models to browse by tier.';

export interface ServerDeps extends ToolDeps {
  /** The tools with their schemas, prepared once per process (createToolbox). */
  toolbox: Toolbox;
}

/**
 * One catalog tool on `server`: the SDK checks the arguments with the tool's zod input schema (a
 * bad value is a tool error naming the parameter and its allowed range) and the answer against its
 * output schema; an expected failure (an unknown model id) is a tool error the model can read.
 */
function registerCatalogTool(server: McpServer, prepared: PreparedTool, deps: ToolDeps): void {
  const { tool, inputSchema, outputSchema } = prepared;
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema,
      outputSchema,
      annotations: { title: tool.title, ...CATALOG_TOOL_ANNOTATIONS },
    },
    (args): CallToolResult => {
      try {
        const output = tool.run(args, deps);
        return {
          content: [{ type: 'text', text: output.text }],
          structuredContent: output.data as Record<string, unknown>,
        };
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        return { content: [{ type: 'text', text: error.message }], isError: true };
      }
    },
  );
}

/**
 * A new MCP server with the four catalog tools, for one HTTP request or one stdio connection, of
 * either protocol era. Cheap to make: the tools' JSON Schemas come converted from the toolbox.
 */
export function createServer(deps: ServerDeps): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: 'Switchboard model catalog', version: SWITCHBOARD_VERSION },
    {
      // The tool list is fixed for the life of the process: nothing to notify.
      capabilities: { tools: { listChanged: false } },
      instructions: INSTRUCTIONS,
      cacheHints: {
        'server/discover': { ttlMs: TOOLS_LIST_TTL_MS, cacheScope: 'public' },
        'tools/list': { ttlMs: TOOLS_LIST_TTL_MS, cacheScope: 'public' },
      },
    },
  );
  for (const prepared of deps.toolbox.tools) registerCatalogTool(server, prepared, deps);
  return server;
}
