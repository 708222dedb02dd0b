/**
 * An MCP server behind OAuth 2.1 with its own authorization server, to try connecting a tool
 * server the way remote MCP servers ask for it, on one machine (step by step in
 * oauth-tool-server.md):
 *
 *   pnpm example:oauth-mcp-server      # prints the MCP server's URL and the authorization server's
 *
 * The authorization server is `oidc-provider` (resource indicators, PKCE, dynamic registration,
 * rotating refresh tokens, client credentials for the client `robot` / `robot-secret-123456`); it
 * signs one person, `ada`, in and has her consent to whatever is asked, so a browser goes straight
 * back to Switchboard. The MCP server answers 401 with its resource metadata (RFC 9728) until it
 * gets a token the authorization server signed for it, and has one tool, `whoami`.
 */
import { startOAuthServer } from '@switchboard/testing/fakes/oauth-server';
import { startProtectedMcpServer } from '@switchboard/testing/fakes/protected-mcp-server';
import { isMain } from './listen.js';

/** The client the authorization server knows in advance (the client-credentials grant). */
export const ROBOT_CLIENT = { client_id: 'robot', client_secret: 'robot-secret-123456' };

/** Starts both servers; resolves with the MCP URL, the issuer and a close function. */
export async function startOAuthMcpServer() {
  const authorizationServer = await startOAuthServer({
    clients: [{ ...ROBOT_CLIENT, grant_types: ['client_credentials'] }],
  });
  const mcp = await startProtectedMcpServer({ issuer: authorizationServer.issuer });
  return {
    url: mcp.url,
    issuer: authorizationServer.issuer,
    close: () => Promise.all([mcp.close(), authorizationServer.close()]),
  };
}

if (isMain(import.meta.url)) {
  const { url, issuer } = await startOAuthMcpServer();
  console.log(`MCP server (the tool server to register): ${url}`);
  console.log(`Authorization server: ${issuer}`);
  console.log(`Client credentials: ${ROBOT_CLIENT.client_id} / ${ROBOT_CLIENT.client_secret}`);
}
