import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { startFakeMcpServer, type FakeMcpServer } from '@switchboard/testing/fakes/fake-mcp-server';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';

// A tool server and a callback receiver whose credentials live in the team's vault: the runner
// fills them when it connects and when it delivers, and no step or answer shows them.
const TOOLS_TOKEN = 'VAULT-TOOLS-TOKEN-4F2A9C';
const RECEIVER_TOKEN = 'vault-receiver-token-81d3';

const llm = new FakeLlm();
const receiver = new CallbackReceiver('');
let mcp: FakeMcpServer;

beforeAll(async () => {
  await Promise.all([llm.start(), receiver.start()]);
  mcp = await startFakeMcpServer();
});

afterAll(async () => {
  await Promise.all([llm.close(), receiver.close(), mcp.close()]);
});

const stack = useInProcessStack(() => ({ LLM_BASE_URL: llm.url, CALLBACK_RETRY_DELAYS_MS: '' }));

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await stack.app.request<{ data: T }>(method, path, { key: stack.team.key, body });
  if (res.status >= 300) throw new Error(`${method} ${path} -> ${res.status}: ${res.text}`);
  return res.body.data;
}

describe('a run whose tool server and callback use team secrets', () => {
  it('connects and delivers with the filled values and records none of them', async () => {
    await call('PUT', '/v1/secrets/TOOLS_TOKEN', { value: TOOLS_TOKEN });
    await call('PUT', '/v1/secrets/RECEIVER_TOKEN', { value: RECEIVER_TOKEN });
    const server = await call<{ id: string }>('POST', '/v1/mcp-servers', {
      name: 'vault',
      url: mcp.url,
      headers: { Authorization: 'Bearer {{secret.TOOLS_TOKEN}}' },
    });
    // The tool answers its argument upper-cased: here the secret itself, as a confused model might.
    const marker = llm.script('vaulted', [
      { toolCalls: [{ name: 'vault__shout', arguments: { text: TOOLS_TOKEN.toLowerCase() } }] },
      { content: 'Done.' },
    ]);
    const loop = await call<{ id: string; callback_secret: string }>('POST', '/v1/agent-loops', {
      name: 'Vaulted',
      system_prompt: 'Use the tools.',
      user_message: `Go. ${marker}`,
      mcp_servers: [server.id],
      callback_url: receiver.url,
      callback_headers: { 'X-Receiver-Token': '{{secret.RECEIVER_TOKEN}}' },
    });
    receiver.useSecret(loop.callback_secret);
    const run = await call<{ id: string }>('POST', `/v1/agent-loops/${loop.id}/run`);

    const callback = await receiver.delivered(run.id);
    expect(callback.verified).toBe(true);
    expect(callback.headers['x-receiver-token']).toBe(RECEIVER_TOKEN);
    expect(mcp.authorizations).toContain(`Bearer ${TOOLS_TOKEN}`);

    const execution = await stack.app.request('GET', `/v1/executions/${run.id}`, {
      key: stack.team.key,
    });
    expect(execution.text).toContain('"status":"completed"');
    expect(execution.text).toContain('[redacted]');
    // What the model was told of the tool's answer is redacted too.
    const second = await llm.waitFor((r) => r.script === 'vaulted', 2);
    for (const text of [
      execution.text,
      JSON.stringify(callback.body),
      JSON.stringify(second.body),
    ]) {
      expect(text).not.toContain(TOOLS_TOKEN);
      expect(text).not.toContain(RECEIVER_TOKEN);
    }
  }, 30_000);
});
