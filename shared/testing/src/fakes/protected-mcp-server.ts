/**
 * An MCP server (the SDK's v2 server package) behind OAuth, as the MCP authorization spec has
 * resource servers behave: without a valid token a 401 whose `WWW-Authenticate` names its
 * protected resource metadata (RFC 9728, also at the well-known URL), which names its
 * authorization server; a token is accepted only if the authorization server signed it for this
 * server (audience = its URL, RFC 8707) and unexpired; a tool needing a scope the token lacks is
 * a 403 `insufficient_scope`. It records the tokens it saw and can refuse chosen ones.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/server';
import { createMcpNodeHandler } from '@switchboard/kit/mcp/node-endpoint';
import { toolSchema } from '@switchboard/kit/mcp/tool-schema';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { Recorder } from './http-server.js';

export interface ProtectedMcpServer {
  /** The MCP endpoint: `http://127.0.0.1:<port>/mcp` (the resource). */
  url: string;
  /** Every bearer token presented, accepted or not. */
  tokens: Recorder<{ token: string; accepted: boolean }>;
  /** Refuses `token` from now on (401), as if the authorization server had revoked it. */
  refuse(token: string): void;
  /** Asks for `scope` on every call from now on (a token without it gets 403 insufficient_scope). */
  requireScope(scope: string): void;
  close(): Promise<void>;
}

export interface ProtectedMcpServerOptions {
  /** The issuer its tokens must come from. */
  issuer: string;
  /** What its resource metadata names as authorization servers (default: the issuer). */
  authorizationServers?: string[];
  /** Scope every call needs (default `tools:read`). */
  requiredScope?: string;
}

export async function startProtectedMcpServer(
  options: ProtectedMcpServerOptions,
): Promise<ProtectedMcpServer> {
  const http = createServer();
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const resource = `${base}/mcp`;
  const metadataUrl = `${base}/.well-known/oauth-protected-resource/mcp`;
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/jwks`));
  const tokens = new Recorder<{ token: string; accepted: boolean }>();
  const refused = new Set<string>();
  let required = options.requiredScope ?? 'tools:read';
  const mcp = createMcpNodeHandler({
    allowedOrigins: null,
    maxBodyBytes: 1024 * 1024,
    factory: (ctx) => {
      const server = new McpServer({ name: 'protected-tools', version: '1.0.0' });
      server.registerTool(
        'whoami',
        {
          description: 'Says who the token was issued to',
          inputSchema: toolSchema(z.object({})),
        },
        () => ({
          content: [
            { type: 'text', text: `You are ${String(ctx.authInfo?.extra?.sub ?? 'nobody')}.` },
          ],
        }),
      );
      return server;
    },
  });
  const challenge = (res: ServerResponse, status: number, extra = '') => {
    res.statusCode = status;
    res.setHeader(
      'WWW-Authenticate',
      `Bearer resource_metadata="${metadataUrl}"${extra}, scope="${required}"`,
    );
    res.end();
  };
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/.well-known/oauth-protected-resource/mcp') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            resource,
            authorization_servers: options.authorizationServers ?? [options.issuer],
            scopes_supported: [required],
            bearer_methods_supported: ['header'],
          }),
        );
        return;
      }
      if (path !== '/mcp') {
        res.statusCode = 404;
        res.end();
        return;
      }
      const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return challenge(res, 401);
      let claims: Record<string, unknown>;
      try {
        if (refused.has(token)) throw new Error('refused');
        ({ payload: claims } = await jwtVerify(token, jwks, {
          issuer: options.issuer,
          audience: resource,
        }));
      } catch {
        tokens.push({ token, accepted: false });
        return challenge(res, 401, ', error="invalid_token"');
      }
      const scopes = String(claims.scope ?? '').split(' ');
      if (!scopes.includes(required)) {
        tokens.push({ token, accepted: false });
        return challenge(res, 403, ', error="insufficient_scope"');
      }
      tokens.push({ token, accepted: true });
      (req as IncomingMessage & { auth?: unknown }).auth = {
        token,
        clientId: String(claims.client_id ?? ''),
        scopes,
        extra: { sub: claims.sub },
      };
      await mcp(req, res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return {
    url: resource,
    tokens,
    refuse: (token) => refused.add(token),
    requireScope: (scope) => {
      required = scope;
    },
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
