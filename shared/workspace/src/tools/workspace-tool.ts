/**
 * The shape of one `files` tool (one file per tool, like the MCP reference servers): zod input and
 * output schemas, and a `run` that answers text for the model plus the same facts as structured
 * content. Expected failures (a missing file, a stale if_match, a full workspace) are thrown as the
 * kit's errors and become tool errors the model reads, never protocol errors.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '@switchboard/kit/errors';
import type { z } from 'zod';
import type { Workspace } from '../workspace.js';

/** What every tool runs against: the workspace, for one team. */
export interface WorkspaceToolContext {
  workspace: Workspace;
  teamId: string;
}

export interface WorkspaceToolAnswer<O> {
  text: string;
  structured: O;
}

export interface WorkspaceTool<I extends z.ZodObject, O extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: O;
  readOnly: boolean;
  run(input: z.output<I>, ctx: WorkspaceToolContext): Promise<WorkspaceToolAnswer<z.output<O>>>;
}

/** Registers a tool on `server`; the kit's errors become `isError` results naming the problem. */
export function registerWorkspaceTool<I extends z.ZodObject, O extends z.ZodObject>(
  server: McpServer,
  tool: WorkspaceTool<I, O>,
  ctx: WorkspaceToolContext,
): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema.shape,
      outputSchema: tool.outputSchema.shape,
      annotations: {
        readOnlyHint: tool.readOnly,
        destructiveHint: !tool.readOnly,
        openWorldHint: false,
      },
    },
    (async (input: z.output<I>): Promise<CallToolResult> => {
      try {
        const answer = await tool.run(input, ctx);
        return {
          content: [{ type: 'text', text: answer.text }],
          structuredContent: answer.structured as Record<string, unknown>,
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return {
          content: [{ type: 'text', text: `${error.code}: ${error.message}` }],
          isError: true,
        };
      }
    }) as never,
  );
}
