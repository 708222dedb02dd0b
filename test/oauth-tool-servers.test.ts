import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { EventRecord } from '@switchboard/contracts/events';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { McpOAuthGrantRepository } from '@switchboard/store/mcp-oauth-grant-repository';
import { ALL_TEAMS } from '@switchboard/store/port';
import { rawStoreText } from '@switchboard/store/testing/raw-store';
import { captureLogs } from '@switchboard/testing/api/log-capture';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import {
  authorizeInBrowser,
  startOAuthServer,
  type FakeOAuthServer,
} from '@switchboard/testing/fakes/oauth-server';
import {
  startProtectedMcpServer,
  type ProtectedMcpServer,
} from '@switchboard/testing/fakes/protected-mcp-server';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';

// A team connects an MCP server behind OAuth 2.1 (a real authorization server, oidc-provider, and
// an MCP server that checks its tokens' audience), and its agent loops call the server's tools.
const llm = new FakeLlm();
let as: FakeOAuthServer;
let mcp: ProtectedMcpServer;
/** A second server, whose required scope a test raises. */
let scoped: ProtectedMcpServer;

/** The tests during which the SDK read a credential without its issuer stamp (SEP-2352). */
const sdkWarnings: string[] = [];

beforeAll(async () => {
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('SEP-2352')) {
      sdkWarnings.push(expect.getState().currentTestName ?? '');
    } else warn(...args);
  });
  await llm.start();
  as = await startOAuthServer({
    clients: [
      {
        client_id: 'robot',
        client_secret: 'robot-secret-123456',
        grant_types: ['client_credentials'],
      },
    ],
  });
  mcp = await startProtectedMcpServer({ issuer: as.issuer });
  scoped = await startProtectedMcpServer({ issuer: as.issuer });
});

afterAll(async () => {
  await Promise.all([llm.close(), as.close(), mcp.close(), scoped.close()]);
});

// Every log line of the API and the runner, to look for tokens in.
const logs = captureLogs();
const stack = useInProcessStack(() => ({ LLM_BASE_URL: llm.url }), undefined, logs);

interface Server {
  id: string;
  auth: {
    type: string;
    status?: string;
    scopes?: string[];
    expires_at?: string | null;
    error?: string | null;
  };
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { data: T }; text: string }> {
  return stack.app.request<{ data: T }>(method, path, { key: stack.team.key, body });
}

async function runLoop(
  serverId: string,
  script: string,
): Promise<{ status: string; error: string | null; text: string }> {
  const marker = llm.script(script, [
    { toolCalls: [{ name: `${script}__whoami`, arguments: {} }] },
    { content: 'Done.' },
  ]);
  const loop = await call<{ id: string }>('POST', '/v1/agent-loops', {
    name: `Loop ${script}`,
    system_prompt: 'Use the tools.',
    user_message: `Who am I? ${marker}`,
    mcp_servers: [serverId],
  });
  const run = await call<{ status: string; error: string | null }>(
    'POST',
    `/v1/agent-loops/${loop.body.data.id}/run?wait=30`,
  );
  return { status: run.body.data.status, error: run.body.data.error, text: run.text };
}

/**
 * Connects `serverId` (at `resource`) as a person would; resolves with the callback URL the
 * authorization server sent them to and the authorization URL they started from.
 */
async function connect(
  serverId: string,
  resource = mcp.url,
): Promise<{ callback: string; authorizationUrl: URL }> {
  const started = await call<{ authorization_url: string; expires_at: string }>(
    'POST',
    `/v1/mcp-servers/${serverId}/oauth/authorize`,
  );
  expect(started.status).toBe(200);
  const url = new URL(started.body.data.authorization_url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('resource')).toBe(resource);
  // The authorization server sends the person to PUBLIC_BASE_URL's callback; here the API listens
  // on a port chosen at start, so the browser's last hop goes there.
  const redirected = await authorizeInBrowser(
    url.href,
    `${stack.app.config.PUBLIC_BASE_URL}/v1/oauth/callback`,
  );
  const callback = redirected.replace(stack.app.config.PUBLIC_BASE_URL, stack.app.baseUrl);
  const page = await fetch(callback);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('is connected');
  return { callback, authorizationUrl: url };
}

describe('tool servers behind OAuth', () => {
  let server: Server;

  it('connects with a person (dynamic registration, PKCE, resource, iss), then a loop calls its tool', async () => {
    const created = await call<Server>('POST', '/v1/mcp-servers', {
      name: 'protected',
      url: mcp.url,
      auth: { type: 'oauth' },
    });
    expect(created.status).toBe(201);
    server = created.body.data;
    expect(server.auth).toMatchObject({ type: 'oauth', status: 'needs_authorization' });

    // A run before anyone connected it fails at start, naming the server and the fix.
    const early = await runLoop(server.id, 'protected');
    expect(early.status).toBe('failed');
    expect(early.error).toMatch(/Tool server 'protected'.*needs authorization.*oauth\/authorize/);

    const { callback } = await connect(server.id);
    const shown = await call<Server>('GET', `/v1/mcp-servers/${server.id}`);
    expect(shown.body.data.auth).toMatchObject({
      status: 'connected',
      scopes: expect.arrayContaining(['tools:read']),
      expires_at: expect.any(String),
    });

    const run = await runLoop(server.id, 'protected');
    expect(run.status).toBe('completed');
    expect(run.text).toContain('You are ada.');

    // The same callback again: the state works once.
    const replay = await fetch(callback);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('already used');
  }, 60_000);

  it('refreshes after the server refuses a token, and never shows a token', async () => {
    const first = mcp.tokens.all.filter((t) => t.accepted).at(-1)!.token;
    mcp.refuse(first);
    const run = await runLoop(server.id, 'protected');
    expect(run.status).toBe('completed');
    expect(as.tokenRequests.all.some((r) => r.grantType === 'refresh_token' && r.ok)).toBe(true);
    const listed = await call<Server[]>('GET', '/v1/mcp-servers');
    const dump = await rawStoreText({
      dataDir: stack.app.dataDir,
      mongodbUri: stack.app.config.MONGODB_URI,
    });
    const logged = logs.text.join('\n');
    expect(logged).toContain('oauth'); // the flows did log, at debug level
    for (const { token } of mcp.tokens.all) {
      expect(listed.text).not.toContain(token);
      expect(run.text).not.toContain(token);
      expect(dump).not.toContain(token);
      expect(logged).not.toContain(token);
    }
  }, 60_000);

  it('asks for a person again once consent is revoked, and tells the team', async () => {
    const eventsBefore = await stack.app.store
      .collection<EventRecord>(EVENTS_COLLECTION)
      .find(ALL_TEAMS, { type: 'mcp_server.authorization_required' });
    await as.revokeConsent();
    mcp.refuse(mcp.tokens.all.filter((t) => t.accepted).at(-1)!.token);
    const run = await runLoop(server.id, 'protected');
    expect(run.text).toMatch(/needs authorization/);
    const shown = await call<Server>('GET', `/v1/mcp-servers/${server.id}`);
    expect(shown.body.data.auth).toMatchObject({ status: 'needs_authorization' });
    const events = await stack.app.store
      .collection<EventRecord>(EVENTS_COLLECTION)
      .find(ALL_TEAMS, { type: 'mcp_server.authorization_required' });
    expect(events.length).toBeGreaterThan(eventsBefore.length);
    const next = await runLoop(server.id, 'protected');
    expect(next.status).toBe('failed');
  }, 60_000);

  it('connects a client-credentials server without a person', async () => {
    const created = await call<Server>('POST', '/v1/mcp-servers', {
      name: 'robot',
      url: mcp.url,
      auth: {
        type: 'oauth',
        grant: 'client_credentials',
        client_id: 'robot',
        client_secret: 'robot-secret-123456',
      },
    });
    expect(created.body.data.auth).toMatchObject({
      status: 'connected',
      client_secret: '********3456',
    });
    expect(created.text).not.toContain('robot-secret-123456');
    const dump = await rawStoreText({
      dataDir: stack.app.dataDir,
      mongodbUri: stack.app.config.MONGODB_URI,
    });
    expect(dump).not.toContain('robot-secret-123456');
    const run = await runLoop(created.body.data.id, 'robot');
    expect(run.status).toBe('completed');
    expect(run.text).toContain('You are robot.');
  }, 60_000);

  it('serves its client metadata document, whose URL is its client id', async () => {
    const { PUBLIC_BASE_URL } = stack.app.config;
    const res = await fetch(`${stack.app.baseUrl}/v1/oauth/client-metadata.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      client_id: `${PUBLIC_BASE_URL}/v1/oauth/client-metadata.json`,
      redirect_uris: [`${PUBLIC_BASE_URL}/v1/oauth/callback`],
      grant_types: expect.arrayContaining(['authorization_code', 'refresh_token']),
      token_endpoint_auth_method: 'none',
    });
  });

  describe('asking for more', () => {
    let scopedId: string;

    it('asks a person to approve more scopes after a 403 insufficient_scope, then uses them', async () => {
      const created = await call<Server>('POST', '/v1/mcp-servers', {
        name: 'scoped',
        url: scoped.url,
        auth: { type: 'oauth' },
      });
      scopedId = created.body.data.id;
      await connect(scopedId, scoped.url);
      expect((await runLoop(scopedId, 'scoped')).status).toBe('completed');

      // The server now wants a scope the person never approved: no retry, a person is asked.
      scoped.requireScope('tools:write');
      const refused = await runLoop(scopedId, 'scoped');
      expect(refused.text).toMatch(/more scopes \(tools:write\)/);
      expect(scoped.tokens.all.at(-1)).toMatchObject({ accepted: false });
      const shown = await call<Server>('GET', `/v1/mcp-servers/${scopedId}`);
      expect(shown.body.data.auth).toMatchObject({
        status: 'needs_authorization',
        scopes: ['tools:write'],
      });
      const events = await stack.app.store
        .collection<EventRecord>(EVENTS_COLLECTION)
        .find(ALL_TEAMS, { type: 'mcp_server.authorization_required' });
      expect(events.map((event) => event.data)).toContainEqual(
        expect.objectContaining({ mcp_server_id: scopedId, scopes: ['tools:write'] }),
      );

      // Connecting again asks for the new scope too, and the tool works with it.
      const { authorizationUrl } = await connect(scopedId, scoped.url);
      expect(authorizationUrl.searchParams.get('scope')?.split(' ')).toContain('tools:write');
      const after = await runLoop(scopedId, 'scoped');
      expect(after.status).toBe('completed');
      expect(after.text).toContain('You are ada.');
    }, 60_000);

    it('disconnects: revokes the refresh token at the authorization server and forgets the tokens', async () => {
      const grants = new McpOAuthGrantRepository(stack.app.store);
      const grant = await grants.find(stack.team.team.id, scopedId);
      expect(grant?.refresh_token).toEqual(expect.any(String));
      expect(await as.provider.RefreshToken.find(grant!.refresh_token!)).toBeDefined();

      const removed = await call('DELETE', `/v1/mcp-servers/${scopedId}/oauth`);
      expect(removed.status).toBe(204);
      expect(await as.provider.RefreshToken.find(grant!.refresh_token!)).toBeUndefined();
      expect(as.revokedGrants.all.length).toBeGreaterThan(0);
      expect(await grants.find(stack.team.team.id, scopedId)).toBeNull();
      const shown = await call<Server>('GET', `/v1/mcp-servers/${scopedId}`);
      expect(shown.body.data.auth).toMatchObject({ status: 'needs_authorization' });
      const next = await runLoop(scopedId, 'scoped');
      expect(next.status).toBe('failed');
      expect(next.error).toMatch(/Tool server 'scoped'.*needs authorization/);
    }, 60_000);
  });

  it('keeps the authorization server stamps of tokens and clients (SEP-2352)', async () => {
    // Only a configured client's first use has no stamp yet (the SDK stamps it then).
    expect(sdkWarnings).toEqual([
      'tool servers behind OAuth connects a client-credentials server without a person',
    ]);
    const grants = new McpOAuthGrantRepository(stack.app.store);
    const servers = await call<Server[]>('GET', '/v1/mcp-servers');
    const connected = servers.body.data.filter((s) => s.auth.status === 'connected');
    expect(connected.length).toBeGreaterThan(0);
    for (const { id } of connected) {
      const grant = await grants.find(stack.team.team.id, id);
      expect(grant).toMatchObject({ token_issuer: as.issuer, client_info: { issuer: as.issuer } });
    }
  });
});
