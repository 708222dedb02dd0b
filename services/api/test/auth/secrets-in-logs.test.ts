import { describe, expect, it } from '@jest/globals';
import type { EventRecord } from '@switchboard/contracts/events';
import { ALL_TEAMS } from '@switchboard/store/port';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import type { AgentLoop } from '@switchboard/contracts/agent-loop';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { captureLogs } from '@switchboard/testing/api/log-capture';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord } from '../resource-helpers.js';

const BACKEND_TOKEN = 'Bearer backend-token-0f9e8d7c6b5a';
const TOOL_KEY = 'tool-server-key-1a2b3c4d5e6f';
const RECEIVER_TOKEN = 'receiver-token-9z8y7x6w5v';

const logs = captureLogs();
const app = useApp({ env: { LOG_LEVEL: 'debug' }, logDestination: logs.stream });
const backend = useFakeAiBackend();
const team = useTeam(app);

describe('secrets stored on resources', () => {
  it('never reach the logs, through writes, reads, updates, failures and the relay', async () => {
    backend.on('/broken', { kind: 'error', status: 500 });
    const setup = await setUpBot(app, team.key, {
      integrations: [
        { webhook_url: `${backend.url}/broken`, headers: { Authorization: BACKEND_TOKEN } },
        {
          webhook_url: `${backend.url}/echo`,
          headers: { Authorization: BACKEND_TOKEN },
          fallback: true,
        },
      ],
    });
    const integrationId = setup.integrationIds[0] as string;
    await app.request('GET', `/v1/integrations/${integrationId}`, { key: team.key });
    await app.request('GET', `/v1/bots/${setup.botId}/integrations`, { key: team.key });
    await app.request('PATCH', `/v1/integrations/${integrationId}`, {
      key: team.key,
      body: { headers: { Authorization: BACKEND_TOKEN, 'X-Bad': 'a\r\nb' } },
    });
    const reply = await postMessage(app, team.key, setup.channelId, { content: 'hello' });
    expect(reply.body.data.reply.content).toBe('echo: hello');

    const server = await createRecord<{ id: string }>(app, team, '/v1/mcp-servers', {
      name: 'Tools',
      url: 'https://tools.example.com/mcp',
      headers: { 'X-Api-Key': TOOL_KEY },
    });
    await app.request('GET', `/v1/mcp-servers/${server.id}`, { key: team.key });
    const loop = await createRecord<AgentLoop>(app, team, '/v1/agent-loops', {
      name: 'Loop',
      system_prompt: 's',
      user_message: 'u',
      mcp_servers: [server.id],
      callback_url: 'https://hooks.example.com/done',
      callback_headers: { Authorization: RECEIVER_TOKEN },
    });
    await app.request('GET', `/v1/agent-loops/${loop.id}`, { key: team.key });
    const webhook = await createRecord<{ secret: string }>(app, team, '/v1/webhooks', {
      // Loopback: the failure below emits integration.failed, which is delivered here (and refused).
      url: 'http://127.0.0.1:9/events',
      events: ['integration.failed'],
    });

    // The logs were written (so the check below means something) and hold none of the secrets.
    expect(logs.text.some((line) => line.includes(`/v1/integrations/${integrationId}`))).toBe(true);
    const logged = logs.text.join('\n');
    for (const secret of [
      'backend-token-0f9e8d7c6b5a',
      TOOL_KEY,
      RECEIVER_TOKEN,
      loop.callback_secret,
      webhook.secret,
      team.key,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('are redacted from a backend error that echoes them, wherever the attempt is reported', async () => {
    // A backend that quotes the request's credentials back in the spec's error body.
    backend.on('/echoing', {
      kind: 'reply',
      status: 401,
      body: { error: `token ${BACKEND_TOKEN} is not valid`, code: 'UNAUTHORIZED' },
    });
    const setup = await setUpBot(app, team.key, {
      integrations: [
        { webhook_url: `${backend.url}/echoing`, headers: { Authorization: BACKEND_TOKEN } },
      ],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'hi' });
    const reason = 'backend answered HTTP 401: UNAUTHORIZED: token [redacted] is not valid';
    expect(res.body.data.reply.integration_id).toBeNull();
    expect(res.body.data.reply.error).toContain(reason);
    const failed = await app.store
      .collection<EventRecord>(EVENTS_COLLECTION)
      .find(ALL_TEAMS, { type: 'integration.failed' });
    const attempts = failed.map((event) => JSON.stringify(event.data)).join('\n');
    expect(attempts).toContain('token [redacted] is not valid');
    const stored = await app.request(
      'GET',
      `/v1/conversations/${res.body.data.conversation_id}/messages`,
      {
        key: team.key,
      },
    );
    expect(JSON.stringify(stored.body)).toContain('[redacted]');
    for (const seen of [
      JSON.stringify(res.body),
      attempts,
      JSON.stringify(stored.body),
      logs.text.join('\n'),
    ]) {
      expect(seen).not.toContain('backend-token-0f9e8d7c6b5a');
    }
  });
});
