/**
 * `POST /v1/mcp/workspace`: the team's workspace as an MCP server for people's MCP clients
 * (Claude Desktop, VS Code, the MCP Inspector), over Streamable HTTP, stateless, with the team's
 * API key as the Bearer token. The SDK's own entry answers both protocol eras (a 2026-07-28
 * client with `server/discover`, a 2025-era one with `initialize`), each request with its own
 * `files` server bound to the caller's team, so no state or team can leak from one request to
 * another. A browser page from an origin that is not allowed is refused (403).
 */
import type { McpRequestContext } from '@modelcontextprotocol/server';
import { createMcpNodeHandler } from '@switchboard/kit/mcp/node-endpoint';
import { createFilesServer } from '@switchboard/workspace/files-server';
import type { Workspace } from '@switchboard/workspace/workspace';
import { defineRoute, type RouteDefinition } from '../http/route.js';

/** Bodies of MCP requests to the workspace (a write_file carries the file's content). */
const MAX_MCP_BODY_BYTES = 8 * 1024 * 1024;

export interface WorkspaceMcpOptions {
  /** Hostnames of the browser origins allowed to call the endpoint (the MCP Origin check). */
  allowedOrigins: readonly string[];
}

/** The team id the route verified, as the SDK hands it to the factory (`ctx.authInfo`). */
function teamOf(ctx: McpRequestContext): string {
  const teamId = ctx.authInfo?.extra?.['teamId'];
  if (typeof teamId !== 'string') throw new Error('workspace MCP request without a team');
  return teamId;
}

/** The MCP endpoint route. */
export function workspaceMcpRoutes(
  workspace: Workspace,
  options: WorkspaceMcpOptions,
): RouteDefinition[] {
  const mcp = createMcpNodeHandler({
    factory: (ctx) => createFilesServer({ workspace, teamId: teamOf(ctx) }),
    allowedOrigins: options.allowedOrigins,
    maxBodyBytes: MAX_MCP_BODY_BYTES,
  });
  return [
    defineRoute({
      method: 'post',
      path: '/v1/mcp/workspace',
      tag: 'Workspace',
      summary: "The team's workspace as an MCP server (Streamable HTTP, stateless)",
      description:
        'A JSON-RPC request of the Model Context Protocol, revision 2026-07-28 (`server/discover`, then any request with the `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` headers and the `_meta` envelope) or 2025-06-18 / 2025-11-25 (`initialize`, `tools/list`, `tools/call`, `resources/read`), with `Accept: application/json, text/event-stream`. The tools are those of the `files` built-in (read_file, write_file, list_files, file_exists, file_info, delete_file) on the caller’s team workspace; a file read in part is linked whole as a `workspace://files/{path}` resource. Stateless: no `Mcp-Session-Id`, GET and DELETE answer 405. A request whose `Origin` is not allowed answers 403.',
      errors: [403],
      handler: async ({ auth, req, res }) => {
        const authInfo = {
          token: '',
          clientId: auth.keyId,
          scopes: [],
          extra: { teamId: auth.teamId },
        };
        await mcp(Object.assign(req, { auth: authInfo }), res, req.body);
      },
    }),
  ];
}
