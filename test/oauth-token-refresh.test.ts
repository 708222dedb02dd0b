import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import { McpOAuth, type OAuthToolServer } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import { McpOAuthGrantRepository } from '@switchboard/store/mcp-oauth-grant-repository';
import type { KeyedStore } from '@switchboard/store/sealing/sealing-store';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { currentEngine, itExact } from '@switchboard/store/testing/exactness';
import {
  authorizeInBrowser,
  startOAuthServer,
  type FakeOAuthServer,
} from '@switchboard/testing/fakes/oauth-server';
import {
  startProtectedMcpServer,
  type ProtectedMcpServer,
} from '@switchboard/testing/fakes/protected-mcp-server';

// The token side of tool servers behind OAuth, as two processes (two runners: two store
// connections, two coordinators) see it, against a real authorization server whose refresh
// tokens rotate: a refresh token reused is refused (and its grant revoked), so only one may
// refresh at a time.
const CALLBACK = 'https://switchboard.example.com/v1/oauth/callback';
const TEAM = 'team_01jz0000000000000000000001';
let as: FakeOAuthServer;
let mcp: ProtectedMcpServer;
let dataDir: string;
let stores: KeyedStore[] = [];
const http = createHttpClient({ allowPrivateNetwork: true });

beforeAll(async () => {
  // 30 s tokens: under the client's refresh margin (60 s), so each use refreshes first.
  as = await startOAuthServer({ accessTokenTtl: 30 });
  mcp = await startProtectedMcpServer({ issuer: as.issuer });
});
afterAll(async () => {
  http.close();
  await Promise.all([as.close(), mcp.close()]);
});
afterEach(async () => {
  await Promise.all(stores.map((store) => store.close()));
  stores = [];
  if (dataDir) await removeTestData(dataDir);
});

/** A process's coordinator over its own store connection. */
async function processCoordinator(owner: string, fetchHttp = http): Promise<McpOAuth> {
  const store = await openTestStore({ dataDir });
  stores.push(store);
  return new McpOAuth({
    grants: new McpOAuthGrantRepository(store),
    fetch: createGuardedFetch(fetchHttp, { timeoutMs: 10_000 }),
    identity: { redirectUrl: CALLBACK, clientName: 'Switchboard test' },
    owner,
  });
}

function toolServer(id: string, url = mcp.url): OAuthToolServer {
  return { id, name: id, teamId: TEAM, settings: { url, grant: 'authorization_code', scopes: [] } };
}

describe('OAuth tokens across processes', () => {
  // The refresh lock is one atomic update of the grant: not atomic on FerretDB (see itExact).
  itExact(
    'takes turns refreshing a rotating refresh token when two runners need a token at once',
    currentEngine(),
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-oauth-'));
      const [api, runnerA, runnerB] = await Promise.all([
        processCoordinator('api'),
        processCoordinator('runner-a'),
        processCoordinator('runner-b'),
      ]);
      const server = toolServer('mcp_01jz0000000000000000000001');
      const pending = await api.beginAuthorization(server, 'state-1');
      const callback = new URL(await authorizeInBrowser(pending.authorizationUrl, CALLBACK));
      await api.completeAuthorization(server, {
        code: callback.searchParams.get('code')!,
        iss: callback.searchParams.get('iss') ?? undefined,
        codeVerifier: pending.codeVerifier,
        discovery: pending.discovery,
      });
      const refreshesBefore = as.tokenRequests.all.filter((r) => r.grantType === 'refresh_token');
      expect(refreshesBefore).toHaveLength(0);

      // Both see a token about to expire (30 s left, under the 60 s margin) and want a fresh one at
      // once. They take turns: each refresh spends the refresh token the one before it stored, so
      // the authorization server, which refuses a reused one, accepts both.
      const [a, b] = await Promise.all([runnerA.accessToken(server), runnerB.accessToken(server)]);
      const refreshes = as.tokenRequests.all.filter((r) => r.grantType === 'refresh_token');
      expect(refreshes).toEqual([
        { grantType: 'refresh_token', ok: true },
        { grantType: 'refresh_token', ok: true },
      ]);
      expect(a).not.toBe(b);
      // The last token works at the MCP server (its audience is the server).
      const latest = await runnerA.accessToken(server).catch(() => b);
      const answer = await fetch(mcp.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${latest}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
      expect(answer.status).not.toBe(401);
      expect(mcp.tokens.all.at(-1)).toEqual({ token: latest, accepted: true });
    },
    60_000,
  );

  it('refuses an authorization server at a private address, even when the tool server is trusted', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-oauth-'));
    // The tool server names an authorization server on the operator's private network.
    const evil = await startProtectedMcpServer({
      issuer: as.issuer,
      authorizationServers: ['https://10.0.0.7/'],
    });
    // SSRF rules on, as in production; only the tool server itself is trusted (it is on loopback).
    const strict = createHttpClient({
      allowPrivateNetwork: false,
      trustedOrigins: [new URL(evil.url).origin],
    });
    try {
      const oauth = await processCoordinator('api', strict);
      const attempt = oauth.beginAuthorization(
        toolServer('mcp_01jz0000000000000000000002', evil.url),
        's',
      );
      await expect(attempt).rejects.toMatchObject({ code: 'OAUTH_FAILED' });
      await expect(attempt).rejects.toThrow(/10\.0\.0\.7.*(private|not allowed|blocked)/i);
    } finally {
      strict.close();
      await evil.close();
    }
  }, 60_000);
});
