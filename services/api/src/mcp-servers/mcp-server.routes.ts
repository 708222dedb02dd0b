import { paginationQuery } from '@switchboard/contracts/query';
import {
  createMcpServerBody,
  mcpServerIdParams,
  mcpServerListResponse,
  mcpServerResponse,
  mcpServerTestResponse,
  toPublicMcpServer,
  updateMcpServerBody,
} from '@switchboard/contracts/mcp-server';
import { emptyBody } from '@switchboard/contracts/common';
import type { McpServer, McpServerRecord } from '@switchboard/contracts/mcp-server';
import type { McpOAuth } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import type { McpOAuthService } from './oauth/oauth.service.js';
import type { HttpClient } from '@switchboard/kit/http/types';
import { fillSecretHeaders, type SecretRepository } from '@switchboard/store/secret-repository';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { probeToolServer } from './mcp-server-probe.js';
import type { McpServerService } from './mcp-server.service.js';

const TAG = 'Tool servers';

/** `/v1/mcp-servers` and `/v1/mcp-servers/{id}`; header values always masked. */
export function mcpServerRoutes(
  servers: McpServerService,
  deps: {
    http: HttpClient;
    secrets: Pick<SecretRepository, 'valuesOf'>;
    oauth: McpOAuthService;
    tokens: McpOAuth;
  },
): RouteDefinition[] {
  const { http, secrets, oauth, tokens } = deps;
  /** The public views of `records`, each with its OAuth connection (never a token). */
  const views = async (teamId: string, records: McpServerRecord[]): Promise<McpServer[]> => {
    const connections = await oauth.connections(teamId, records);
    return records.map((r) => toPublicMcpServer(r, connections.get(r.id) ?? null));
  };
  const view = async (teamId: string, record: McpServerRecord) =>
    (await views(teamId, [record]))[0]!;
  return [
    defineRoute({
      method: 'get',
      path: '/v1/mcp-servers',
      tag: TAG,
      summary: 'List registered tool servers, newest first',
      query: paginationQuery,
      response: mcpServerListResponse,
      handler: async ({ auth, query }) => {
        const page = await servers.list(auth.scope, query);
        const shown = await views(auth.teamId, page.items);
        return listResponse({ items: shown, total: page.total }, query, (server) => server);
      },
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/mcp-servers',
      tag: TAG,
      summary: 'Register a tool server (MCP Streamable HTTP, or the custom HTTP tool protocol)',
      description:
        'Transport `mcp` lists its own tools; transport `http` receives `POST {tool, parameters, context}` at `url` and needs `tools` in the registration. Names are unique per team (409).',
      body: createMcpServerBody,
      status: 201,
      response: mcpServerResponse,
      errors: [409],
      handler: async ({ auth, body }) => {
        const created = await servers.create(auth, body);
        await oauth.connectUnattended(created);
        return { data: await view(auth.teamId, created) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/mcp-servers/{id}',
      tag: TAG,
      summary: 'Get a tool server',
      params: mcpServerIdParams,
      response: mcpServerResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: await view(auth.teamId, await servers.get(auth.scope, params.id)),
      }),
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/mcp-servers/{id}',
      tag: TAG,
      summary: 'Update some of a tool server’s fields',
      description:
        '`headers` and `tools` replace the stored lists; a header value sent back exactly as masked keeps the stored secret.',
      params: mcpServerIdParams,
      body: updateMcpServerBody,
      response: mcpServerResponse,
      errors: [404, 409],
      handler: async ({ auth, params, body }) => {
        const updated = await servers.update(auth.scope, params.id, body);
        if (body.auth !== undefined) await oauth.connectUnattended(updated);
        return { data: await view(auth.teamId, updated) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/mcp-servers/{id}',
      tag: TAG,
      summary: 'Remove a tool server from the registry',
      description:
        'Refused with 409 while agent loops name it in mcp_servers (details.agent_loop_ids ' +
        'lists the first 20, details.agent_loop_count counts them all): ' +
        'remove it from those loops first. Executions already queued keep their snapshot and ' +
        'report the server as unavailable to the model.',
      params: mcpServerIdParams,
      status: 204,
      errors: [404, 409],
      handler: async ({ auth, params }) => servers.delete(auth.scope, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/v1/mcp-servers/{id}/test',
      tag: TAG,
      summary: 'Try a tool server: connect through the guarded client and list its tools',
      description:
        'Always 200 for a registered server: `ok` says whether it could be used, `error` why not. ' +
        'An MCP server is connected to and asked for its tools; a custom-protocol (`http`) server ' +
        'has no listing call, so it counts as reachable when its URL answers HTTP at all, and its ' +
        'tools are the registered ones. At most 10 s.',
      params: mcpServerIdParams,
      body: emptyBody,
      response: mcpServerTestResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: await probeToolServer(await servers.get(auth.scope, params.id), {
          http,
          fillHeaders: (headers) => fillSecretHeaders(secrets, auth.teamId, headers),
          tokens,
        }),
      }),
    }),
  ];
}
