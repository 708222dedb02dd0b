import type { StandardSchemaWithJSON, ToolAnnotations } from '@modelcontextprotocol/server';
import type { FieldIssue } from '@switchboard/kit/errors';
import { toolSchema } from '@switchboard/kit/mcp/tool-schema';
import { toFieldIssues } from '@switchboard/kit/validation';
import { getModelDetailsTool } from './get-model-details.js';
import { listModelsTool } from './list-models.js';
import { recommendModelTool } from './recommend-model.js';
import { searchModelsTool } from './search-models.js';
import {
  ToolError,
  type AnyCatalogTool,
  type ToolDeps,
  type ToolOutput,
} from './tool-definition.js';

/** The four catalog tools, in the order tools/list shows them. */
export const CATALOG_TOOLS: readonly AnyCatalogTool[] = [
  recommendModelTool,
  listModelsTool,
  getModelDetailsTool,
  searchModelsTool,
];

/**
 * Every tool only reads the shipped catalog: no side effects, the same answer every time, and no
 * world outside the catalog file.
 */
export const CATALOG_TOOL_ANNOTATIONS: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** What one call came to; expected failures are values, so each transport words them its own way. */
export type ToolCallOutcome =
  | { status: 'ok'; output: ToolOutput<Record<string, unknown>> }
  | { status: 'unknown-tool'; message: string }
  | { status: 'invalid-arguments'; message: string; fields: FieldIssue[] }
  | { status: 'tool-error'; error: ToolError };

/** A tool with its schemas as the MCP SDK takes them, converted to JSON Schema once per process. */
export interface PreparedTool {
  tool: AnyCatalogTool;
  inputSchema: StandardSchemaWithJSON<unknown, Record<string, unknown>>;
  outputSchema: StandardSchemaWithJSON;
}

/** The catalog tools with everything a transport needs, prepared once per process. */
export interface Toolbox {
  /** Every tool, for the MCP servers made per request (server.ts). */
  readonly tools: readonly PreparedTool[];
  readonly names: readonly string[];
  /** Parses `args` with the tool's input schema and runs it. Unexpected errors are thrown. */
  call(name: string, args: unknown): ToolCallOutcome;
}

/**
 * Builds the toolbox over a loaded catalog: the prepared tools the MCP servers register (the SDK
 * checks arguments with each tool's zod schema) and `call` for the custom `/call` protocol, which
 * checks them with the same schemas, so both word a bad argument the same way.
 */
export function createToolbox(deps: ToolDeps): Toolbox {
  const byName = new Map(CATALOG_TOOLS.map((tool) => [tool.name, tool]));
  const names = CATALOG_TOOLS.map((tool) => tool.name);
  return {
    tools: CATALOG_TOOLS.map((tool) => ({
      tool,
      inputSchema: toolSchema(tool.inputSchema),
      outputSchema: toolSchema(tool.outputSchema),
    })),
    names,
    call(name, args) {
      const tool = byName.get(name);
      if (!tool) {
        return {
          status: 'unknown-tool',
          message: `Unknown tool '${name}'. Available tools: ${names.join(', ')}.`,
        };
      }
      const parsed = tool.inputSchema.safeParse(args ?? {});
      if (!parsed.success) {
        const fields = toFieldIssues(parsed.error);
        const problems = fields.map((f) => f.message).join('; ');
        return {
          status: 'invalid-arguments',
          message: `Invalid arguments for ${name}: ${problems}`,
          fields,
        };
      }
      try {
        return { status: 'ok', output: tool.run(parsed.data, deps) };
      } catch (error) {
        if (error instanceof ToolError) return { status: 'tool-error', error };
        throw error;
      }
    },
  };
}
