import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authorizeInBrowser } from '@switchboard/testing/fakes/oauth-server';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';
import { startFakeModel } from '../fake-model.js';
import { ROBOT_CLIENT, startOAuthMcpServer } from '../oauth-mcp-server.js';

// examples/oauth-tool-server.md as a user follows it: the example's model and OAuth-protected MCP
// server, the API and a runner, and the requests the guide makes.
let model: { url: string; close: () => Promise<unknown> };
let tools: Awaited<ReturnType<typeof startOAuthMcpServer>>;

beforeAll(async () => {
  [model, tools] = await Promise.all([startFakeModel(), startOAuthMcpServer()]);
});
afterAll(async () => {
  await Promise.all([model?.close(), tools?.close()]);
});

const stack = useInProcessStack(() => ({ LLM_BASE_URL: model.url }));

async function call<T>(method: string, path: string, body?: unknown) {
  const res = await stack.app.request<{ data: T }>(method, path, { key: stack.team.key, body });
  return { status: res.status, data: res.body.data, text: res.text };
}

/** Step 5: a loop with the server, run and waited for; the execution as the API answers it. */
async function runWith(serverId: string) {
  const loop = await call<{ id: string }>('POST', '/v1/agent-loops', {
    name: `Who am I (${serverId})`,
    system_prompt: 'Use the tools.',
    user_message: 'Who am I?',
    mcp_servers: [serverId],
  });
  return call<{ status: string; result: unknown; steps: unknown[] }>(
    'POST',
    `/v1/agent-loops/${loop.data.id}/run?wait=30`,
  );
}

describe('examples/oauth-tool-server.md', () => {
  it('registers, connects with a person, and a loop calls the tool with her token', async () => {
    const registered = await call<{ id: string; auth: { status: string } }>(
      'POST',
      '/v1/mcp-servers',
      { name: 'tracker', url: tools.url, auth: { type: 'oauth' } },
    );
    expect(registered.status).toBe(201);
    expect(registered.data.auth.status).toBe('needs_authorization');

    const started = await call<{ authorization_url: string }>(
      'POST',
      `/v1/mcp-servers/${registered.data.id}/oauth/authorize`,
    );
    const { PUBLIC_BASE_URL } = stack.app.config;
    const redirected = await authorizeInBrowser(
      started.data.authorization_url,
      `${PUBLIC_BASE_URL}/v1/oauth/callback`,
    );
    // The browser's last hop, to the API as this test started it.
    const page = await fetch(redirected.replace(PUBLIC_BASE_URL, stack.app.baseUrl));
    expect(await page.text()).toContain('<h1>Connected</h1>');
    const shown = await call<{ auth: { status: string } }>(
      'GET',
      `/v1/mcp-servers/${registered.data.id}`,
    );
    expect(shown.data.auth.status).toBe('connected');

    const run = await runWith(registered.data.id);
    expect(run.data).toMatchObject({
      status: 'completed',
      result: { output: 'From the tool: You are ada.' },
      steps: expect.arrayContaining([
        expect.objectContaining({ type: 'tool_call', tool: 'whoami', result: 'You are ada.' }),
      ]),
    });
  }, 60_000);

  it('connects the client-credentials server at once', async () => {
    const registered = await call<{ id: string; auth: { status: string } }>(
      'POST',
      '/v1/mcp-servers',
      {
        name: 'robot',
        url: tools.url,
        auth: { type: 'oauth', grant: 'client_credentials', ...ROBOT_CLIENT },
      },
    );
    expect(registered.data.auth.status).toBe('connected');
    const run = await runWith(registered.data.id);
    expect(run.data.status).toBe('completed');
    expect(run.text).toContain('You are robot.');
  }, 60_000);
});
