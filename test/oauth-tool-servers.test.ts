import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventRecord } from '@switchboard/contracts/events';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { ALL_TEAMS } from '@switchboard/store/port';
import { rawStoreText } from '@switchboard/store/testing/raw-store';
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

beforeAll(async () => {
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
});

afterAll(async () => {
  await Promise.all([llm.close(), as.close(), mcp.close()]);
});

const stack = useInProcessStack(() => ({ LLM_BASE_URL: llm.url }));

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

/** Connects `serverId` as a person would; resolves with the callback URL the server sent them to. */
async function connect(serverId: string): Promise<string> {
  const started = await call<{ authorization_url: string; expires_at: string }>(
    'POST',
    `/v1/mcp-servers/${serverId}/oauth/authorize`,
  );
  expect(started.status).toBe(200);
  const url = new URL(started.body.data.authorization_url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('resource')).toBe(mcp.url);
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
  return callback;
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

    const callback = await connect(server.id);
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
    for (const { token } of mcp.tokens.all) {
      expect(listed.text).not.toContain(token);
      expect(run.text).not.toContain(token);
      expect(dump).not.toContain(token);
    }
  }, 60_000);

  it('asks for a person again once consent is revoked, and tells the team', async () => {
    await as.revokeConsent();
    mcp.refuse(mcp.tokens.all.filter((t) => t.accepted).at(-1)!.token);
    const run = await runLoop(server.id, 'protected');
    expect(run.text).toMatch(/needs authorization/);
    const shown = await call<Server>('GET', `/v1/mcp-servers/${server.id}`);
    expect(shown.body.data.auth).toMatchObject({ status: 'needs_authorization' });
    const events = await stack.app.store
      .collection<EventRecord>(EVENTS_COLLECTION)
      .find(ALL_TEAMS, { type: 'mcp_server.authorization_required' });
    expect(events.length).toBeGreaterThan(0);
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
    const run = await runLoop(created.body.data.id, 'robot');
    expect(run.status).toBe('completed');
    expect(run.text).toContain('You are robot.');
  }, 60_000);
});
