import { describe, expect, it } from '@jest/globals';
import type { McpServerTestResult } from '@switchboard/contracts/mcp-server';
import { SecretRepository } from '@switchboard/store/secret-repository';
import { teamScope } from '@switchboard/store/port';
import { captureLogs } from '@switchboard/testing/api/log-capture';
import { useStarted } from '@switchboard/testing/api/hooks';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { startFakeMcpServer } from '@switchboard/testing/fakes/fake-mcp-server';
import { createRecord } from '../resource-helpers.js';

const BACKEND_TOKEN = 'backend-vault-token-7c1d';
const ROTATED_TOKEN = 'backend-vault-token-rotated-93af';
const TOOLS_TOKEN = 'tools-vault-token-5e2b';

const logs = captureLogs();
const app = useApp({ env: { LOG_LEVEL: 'debug' }, logDestination: logs.stream });
const backend = useFakeAiBackend();
const mcp = useStarted(startFakeMcpServer, (server) => server.close());
const team = useTeam(app);

const putSecret = async (name: string, value: string) => {
  const res = await app.request('PUT', `/v1/secrets/${name}`, { key: team.key, body: { value } });
  expect([200, 201]).toContain(res.status);
};

function expectNowhereInLogs(...values: string[]): void {
  for (const value of values) expect(logs.text.join('\n')).not.toContain(value);
}

describe('secret references are filled at call time', () => {
  it('sends an integration the secret’s current value, rotated by a PUT', async () => {
    await putSecret('BACKEND_TOKEN', BACKEND_TOKEN);
    const setup = await setUpBot(app, team.key, {
      integrations: [
        {
          webhook_url: `${backend.url}/vault`,
          headers: { Authorization: 'Bearer {{secret.BACKEND_TOKEN}}' },
        },
      ],
    });
    const first = await postMessage(app, team.key, setup.channelId, { content: 'one' });
    expect(first.body.data.reply.content).toBe('echo: one');
    const sent = await backend.requests.waitFor((r) => r.path === '/vault');
    expect(sent.headers.authorization).toBe(`Bearer ${BACKEND_TOKEN}`);

    await putSecret('BACKEND_TOKEN', ROTATED_TOKEN);
    await postMessage(app, team.key, setup.channelId, { content: 'two' });
    const rotated = await backend.requests.waitFor((r) => r.path === '/vault', 2);
    expect(rotated.headers.authorization).toBe(`Bearer ${ROTATED_TOKEN}`);
    expectNowhereInLogs(BACKEND_TOKEN, ROTATED_TOKEN);
  });

  it('redacts a filled value that a failing backend echoes back', async () => {
    await putSecret('ECHOED_TOKEN', 'echoed-vault-token-44aa');
    backend.on('/echoes', {
      kind: 'reply',
      status: 401,
      body: { error: 'refused Bearer echoed-vault-token-44aa', code: 'DENIED' },
    });
    const setup = await setUpBot(app, team.key, {
      integrations: [
        {
          webhook_url: `${backend.url}/echoes`,
          headers: { Authorization: 'Bearer {{secret.ECHOED_TOKEN}}' },
        },
      ],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'hi' });
    expect(res.status).toBe(200);
    const messages = await app.request(
      'GET',
      `/v1/conversations/${res.body.data.conversation_id}/messages`,
      {
        key: team.key,
      },
    );
    expect(res.text + messages.text).toContain('[redacted]');
    expect(res.text + messages.text).not.toContain('echoed-vault-token-44aa');
    expectNowhereInLogs('echoed-vault-token-44aa');
  });

  it('fails the attempt naming a secret deleted under the header', async () => {
    await putSecret('GONE_TOKEN', 'gone-vault-token-1');
    const setup = await setUpBot(app, team.key, {
      integrations: [
        { webhook_url: `${backend.url}/gone`, headers: { 'X-Key': '{{secret.GONE_TOKEN}}' } },
      ],
    });
    // As a delete racing the header's save would leave it (the API refuses it otherwise).
    await new SecretRepository(app.store).delete(teamScope(team.team.id), 'GONE_TOKEN');
    const res = await postMessage(app, team.key, setup.channelId, { content: 'hi' });
    expect(res.text).toContain("team secret(s) 'GONE_TOKEN'");
    expect(backend.requests.all.filter((r) => r.path === '/gone')).toHaveLength(0);
  });

  it('tests a tool server with its secret filled in', async () => {
    await putSecret('TOOLS_TOKEN', TOOLS_TOKEN);
    const server = await createRecord<{ id: string }>(app, team, '/v1/mcp-servers', {
      name: 'Vaulted tools',
      url: mcp.url,
      headers: { Authorization: 'Bearer {{secret.TOOLS_TOKEN}}' },
    });
    const res = await app.request<{ data: McpServerTestResult }>(
      'POST',
      `/v1/mcp-servers/${server.id}/test`,
      { key: team.key },
    );
    expect(res.body.data).toMatchObject({ ok: true });
    expect(res.body.data.tools.map((tool) => tool.name)).toContain('shout');
    expect(mcp.authorizations.at(-1)).toBe(`Bearer ${TOOLS_TOKEN}`);
    expectNowhereInLogs(TOOLS_TOKEN);
  });
});
