import type { McpServer, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { AppError } from '@switchboard/kit/errors';
import { MODEL_TIERS, type CatalogModel } from '@switchboard/contracts/catalog';
import type { Catalog } from '../catalog/catalog.js';

/** What every tool needs: the loaded catalog (with its search index). */
export interface ToolDeps {
  catalog: Catalog;
}

/** The answer of a tool: markdown for people and models, and the same facts as structured data. */
export interface ToolOutput<Data> {
  text: string;
  data: Data;
}

/**
 * One tool, independent of transport: MCP registers it with `registerTool`, the custom `/call`
 * protocol runs the same `run` after parsing parameters with the same `inputSchema`.
 */
export interface CatalogTool<Input extends z.ZodObject, Output extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  inputSchema: Input;
  outputSchema: Output;
  run(args: z.output<Input>, deps: ToolDeps): ToolOutput<z.output<Output>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of tools with different schemas
export type AnyCatalogTool = CatalogTool<any, any>;

/** An expected failure of a tool (an unknown model id); the transport turns it into a tool error. */
export class ToolError extends AppError {}

/** Registers a catalog tool on an MCP server with read-only, closed-world annotations. */
export function registerCatalogTool<Input extends z.ZodObject, Output extends z.ZodObject>(
  server: McpServer,
  tool: CatalogTool<Input, Output>,
  deps: ToolDeps,
): void {
  // The SDK has already validated the arguments against inputSchema (failures become tool errors).
  // The cast: the SDK's callback type is conditional on the schema and stays unresolved for a
  // generic Input, though at run time it is exactly (args, extra) => CallToolResult.
  const handler = ((args: unknown): CallToolResult => {
    try {
      const output = tool.run(args as z.output<Input>, deps);
      return {
        content: [{ type: 'text', text: output.text }],
        structuredContent: output.data as Record<string, unknown>,
      };
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      return { content: [{ type: 'text', text: error.message }], isError: true };
    }
  }) as unknown;
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
      annotations: {
        title: tool.title,
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    handler as ToolCallback<Input>,
  );
}

/** The facts every tool reports about a model, in structured form. */
export const modelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  tier: z.enum(MODEL_TIERS),
  input_price_per_million: z.number(),
  output_price_per_million: z.number(),
  context_length: z.number(),
  supports_tools: z.boolean(),
  supports_vision: z.boolean(),
  supports_audio: z.boolean(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** The structured summary of one model. */
export function summarize(model: CatalogModel): ModelSummary {
  return {
    id: model.id,
    name: model.name,
    provider: model.provider.name,
    tier: model.tier,
    input_price_per_million: model.input_price_per_million,
    output_price_per_million: model.output_price_per_million,
    context_length: model.context_length,
    supports_tools: model.supports_tools,
    supports_vision: model.supports_vision,
    supports_audio: model.supports_audio,
  };
}
