/**
 * The shape of one `files` tool (one file per tool, like the MCP reference servers): zod input and
 * output schemas, truthful annotations, and a `run` that answers text for the model plus the same
 * facts as structured content. Expected failures (a missing file, a stale if_match, a full
 * workspace) are thrown as the kit's errors and become tool errors the model reads, never protocol
 * errors.
 */
import type {
  CallToolResult,
  McpServer,
  ResourceLink,
  StandardSchemaWithJSON,
  ToolAnnotations,
} from '@modelcontextprotocol/server';
import { AppError } from '@switchboard/kit/errors';
import { toolSchema } from '@switchboard/kit/mcp/tool-schema';
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
  /** A resource the answer points to (the whole of a file read in part). */
  link?: ResourceLink;
}

/** Tools that only look: no change to the workspace, nothing outside it. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };

/**
 * Tools that replace or remove a file: destructive (what was there is gone), idempotent (the same
 * call again leaves the workspace as the first left it), and closed-world.
 */
export const OVERWRITES: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
  openWorldHint: false,
};

export interface WorkspaceToolSpec<I extends z.ZodObject, O extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: O;
  annotations: ToolAnnotations;
  run(input: z.output<I>, ctx: WorkspaceToolContext): Promise<WorkspaceToolAnswer<z.output<O>>>;
}

export interface WorkspaceTool<
  I extends z.ZodObject,
  O extends z.ZodObject,
> extends WorkspaceToolSpec<I, O> {
  /** The schemas as the MCP SDK takes them, converted to JSON Schema once per process. */
  mcp: {
    inputSchema: StandardSchemaWithJSON<z.input<I>, z.output<I>>;
    outputSchema: StandardSchemaWithJSON<z.input<O>, z.output<O>>;
  };
}

/** A tool definition with its MCP schemas prepared (converted on first use, then shared). */
export function defineWorkspaceTool<I extends z.ZodObject, O extends z.ZodObject>(
  spec: WorkspaceToolSpec<I, O>,
): WorkspaceTool<I, O> {
  return {
    ...spec,
    mcp: { inputSchema: toolSchema(spec.inputSchema), outputSchema: toolSchema(spec.outputSchema) },
  };
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
      inputSchema: tool.mcp.inputSchema,
      outputSchema: tool.mcp.outputSchema,
      annotations: { title: tool.title, ...tool.annotations },
    },
    async (input): Promise<CallToolResult> => {
      try {
        const answer = await tool.run(input, ctx);
        return {
          content: [{ type: 'text', text: answer.text }, ...(answer.link ? [answer.link] : [])],
          structuredContent: answer.structured as Record<string, unknown>,
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return {
          content: [{ type: 'text', text: `${error.code}: ${error.message}` }],
          isError: true,
        };
      }
    },
  );
}
