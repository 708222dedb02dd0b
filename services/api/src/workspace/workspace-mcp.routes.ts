/**
 * `POST /v1/mcp/workspace`: the team's workspace as an MCP server for people's MCP clients
 * (Claude Desktop, VS Code, the MCP Inspector), over Streamable HTTP in stateless mode, with the
 * team's API key as the Bearer token. Each request gets its own server and transport, bound to the
 * caller's team, so no state or team can leak from one request to another.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createFilesServer } from '@switchboard/workspace/files-server';
import type { Workspace } from '@switchboard/workspace/workspace';
import { defineRoute, type RouteDefinition } from '../http/route.js';

/** The MCP endpoint route. */
export function workspaceMcpRoutes(workspace: Workspace): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/v1/mcp/workspace',
      tag: 'Workspace',
      summary: "The team's workspace as an MCP server (Streamable HTTP, stateless)",
      description:
        'A JSON-RPC request of the Model Context Protocol (initialize, tools/list, tools/call) with `Accept: application/json, text/event-stream`; the tools are those of the `files` built-in (read_file, write_file, list_files, file_exists, file_info, delete_file) on the caller’s team workspace. Stateless: no `Mcp-Session-Id`, GET and DELETE answer 405.',
      handler: async ({ auth, req, res }) => {
        const server = createFilesServer({ workspace, teamId: auth.teamId });
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        res.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res, req.body);
      },
    }),
  ];
}
