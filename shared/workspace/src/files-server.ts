/**
 * The `files` built-in tool server: a team's workspace as an MCP server (McpServer with zod input
 * and output schemas). The runner links it in process through the SDK's in-memory transport; the
 * API serves it to people's MCP clients at `POST /v1/mcp/workspace`. One server per team and
 * connection: the team is fixed when the server is made, never taken from a tool argument.
 */
import { McpServer } from '@modelcontextprotocol/server';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import { deleteFileTool } from './tools/delete-file.js';
import { registerFileResources } from './tools/file-resource.js';
import { fileExistsTool, fileInfoTool } from './tools/file-info.js';
import { listFilesTool } from './tools/list-files.js';
import { readFileTool } from './tools/read-file.js';
import { registerWorkspaceTool, type WorkspaceToolContext } from './tools/workspace-tool.js';
import { writeFileTool } from './tools/write-file.js';

export const FILES_SERVER_NAME = 'files';

/**
 * How long clients may keep the server/discover and tools/list answers (2026-07-28 cache hints):
 * the tools are the same for every team and change only with a release. File contents
 * (resources/read) keep the SDK's default: private to the caller and never fresh.
 */
export const FILES_LIST_TTL_MS = 60 * 60 * 1000;

/**
 * Creates the `files` MCP server for one team's workspace, for either protocol era: one per HTTP
 * request (the API's endpoint) or per connection (the runner, in process).
 */
export function createFilesServer(ctx: WorkspaceToolContext): McpServer {
  const server = new McpServer(
    { name: `switchboard-${FILES_SERVER_NAME}`, version: SWITCHBOARD_VERSION },
    {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      cacheHints: {
        'server/discover': { ttlMs: FILES_LIST_TTL_MS, cacheScope: 'public' },
        'tools/list': { ttlMs: FILES_LIST_TTL_MS, cacheScope: 'public' },
      },
      instructions:
        "The team's shared workspace: files that the team's agent loops and API users read and write. Paths look like reports/2026-11.md.",
    },
  );
  registerWorkspaceTool(server, readFileTool, ctx);
  registerWorkspaceTool(server, writeFileTool, ctx);
  registerWorkspaceTool(server, listFilesTool, ctx);
  registerWorkspaceTool(server, fileExistsTool, ctx);
  registerWorkspaceTool(server, fileInfoTool, ctx);
  registerWorkspaceTool(server, deleteFileTool, ctx);
  registerFileResources(server, ctx);
  return server;
}
