import { emptyBody } from '@switchboard/contracts/common';
import { mcpServerIdParams } from '@switchboard/contracts/mcp-server';
import {
  oauthAuthorizationResponse,
  oauthCallbackQuery,
} from '@switchboard/contracts/mcp-server-auth';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { sendCallbackPage } from './callback-page.js';
import type { McpOAuthService } from './oauth.service.js';

const TAG = 'Tool servers';

/** The OAuth routes of tool servers, the callback, and Switchboard's client metadata document. */
export function oauthRoutes(
  oauth: McpOAuthService,
  options: { publicBaseUrl: string; clientMetadata: Record<string, unknown> },
): RouteDefinition[] {
  const dashboardUrl = `${options.publicBaseUrl}/dashboard/tool-servers`;
  return [
    defineRoute({
      method: 'post',
      path: '/v1/mcp-servers/{id}/oauth/authorize',
      tag: TAG,
      summary: 'Start connecting a tool server behind OAuth: the URL a person opens to authorize',
      description:
        'For `auth.type: oauth` with the `authorization_code` grant. Discovery follows the MCP ' +
        'authorization spec (the 401 `WWW-Authenticate` `resource_metadata`, RFC 9728, RFC 8414 ' +
        'or OpenID discovery), through the guarded client. The person opens `authorization_url` ' +
        'before `expires_at` (10 minutes; its `state` works once); the authorization server ' +
        'sends them back to `GET /v1/oauth/callback`. 409 for a client_credentials server.',
      params: mcpServerIdParams,
      body: emptyBody,
      response: oauthAuthorizationResponse,
      errors: [404, 409, 502],
      handler: async ({ auth, params }) => ({ data: await oauth.authorize(auth.scope, params.id) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/mcp-servers/{id}/oauth',
      tag: TAG,
      summary:
        'Disconnect a tool server behind OAuth (its tokens revoked where the server offers it)',
      params: mcpServerIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => oauth.disconnect(auth.scope, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/oauth/callback',
      tag: TAG,
      summary: 'Where authorization servers send the person back (no API key)',
      description:
        'Exchanges the code (its `iss` checked, RFC 9207) and answers a small HTML page saying ' +
        'whether the server is connected. An unknown, used or expired `state` is a 400 page.',
      auth: false,
      query: oauthCallbackQuery,
      binaryResponse: true,
      errors: [400],
      handler: async ({ query, res }) => {
        const outcome = await oauth.callback(query);
        sendCallbackPage(res, outcome.status, { ...outcome, dashboardUrl });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/oauth/client-metadata.json',
      tag: TAG,
      summary:
        'Switchboard’s OAuth client metadata document (its client id where servers take one)',
      auth: false,
      binaryResponse: true,
      handler: async ({ res }) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.end(JSON.stringify(options.clientMetadata));
      },
    }),
  ];
}
