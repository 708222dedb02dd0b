import { beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_TEAMS } from '@switchboard/store/port';
import {
  useFakeAiBackend,
  type BackendBehaviour,
} from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const backend = useFakeAiBackend();
const team = useTeam(app);

beforeAll(() => {
  backend.on('/fallback', { kind: 'reply', body: { content: 'from the fallback' } });
});

function integrationFailedEvents() {
  return app.store
    .collection<{
      id: string;
      team_id: string;
      created_at: string;
      type: string;
      data: Record<string, unknown>;
    }>({ name: 'events' })
    .find(ALL_TEAMS, { type: 'integration.failed' });
}

const failures: Array<[string, BackendBehaviour, RegExp]> = [
  ['a 500', { kind: 'error', status: 500 }, /HTTP 500/],
  ['a 429', { kind: 'error', status: 429 }, /HTTP 429/],
  ['invalid JSON', { kind: 'invalid-json' }, /not valid JSON/],
  ['no content', { kind: 'reply', body: { text: 'wrong field' } }, /no string content/],
  ['a non-string content', { kind: 'reply', body: { content: 42 } }, /no string content/],
  ['a dropped connection', { kind: 'drop' }, /NETWORK_ERROR/],
  ['no answer within the timeout', { kind: 'hang' }, /timeout/],
];

describe('integration fallback', () => {
  it.each(failures)(
    'answers from the fallback when the primary gives %s',
    async (label, behaviour) => {
      const path = `/primary-${label.replace(/\W+/g, '-')}`;
      backend.on(path, behaviour);
      const setup = await setUpBot(app, team.key, {
        integrations: [
          { webhook_url: `${backend.url}${path}`, weight: 10, timeout: 1 },
          { webhook_url: `${backend.url}/fallback`, fallback: true, weight: 1 },
        ],
      });
      const res = await postMessage(app, team.key, setup.channelId, { content: `case ${label}` });
      expect(res.status).toBe(200);
      expect(res.body.data.reply).toMatchObject({
        content: 'from the fallback',
        integration_id: setup.integrationIds[1],
        error: null,
      });
      expect(res.body.data.message.status).toBe('answered');
    },
  );

  it('uses the highest-weight primary and never calls the other candidates', async () => {
    backend.on('/heavy', { kind: 'reply', body: { content: 'heavy' } });
    backend.on('/light', { kind: 'reply', body: { content: 'light' } });
    const setup = await setUpBot(app, team.key, {
      integrations: [
        { webhook_url: `${backend.url}/light`, weight: 1 },
        { webhook_url: `${backend.url}/heavy`, weight: 5 },
        { webhook_url: `${backend.url}/light`, weight: 0 },
      ],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'who answers?' });
    expect(res.body.data.reply.content).toBe('heavy');
    expect(backend.requests.all.filter((r) => r.path === '/light')).toHaveLength(0);
  });

  it("sends the bot's error_message, answers 200 and emits integration.failed when all fail", async () => {
    backend.on('/down-1', { kind: 'error', status: 503 });
    backend.on('/down-2', { kind: 'invalid-json' });
    const setup = await setUpBot(app, team.key, {
      bot: { error_message: 'We are offline, sorry.' },
      integrations: [
        { webhook_url: `${backend.url}/down-1`, weight: 3 },
        { webhook_url: `${backend.url}/down-2`, fallback: true },
      ],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'anyone?' });
    expect(res.status).toBe(200);
    const { reply, message } = res.body.data;
    expect(reply).toMatchObject({ content: 'We are offline, sorry.', integration_id: null });
    expect(reply.error).toMatch(/HTTP 503/);
    expect(reply.error).toMatch(/not valid JSON/);
    expect(message.status).toBe('failed');

    const events = await integrationFailedEvents();
    const event = events.find((e) => e.data.message_id === message.id);
    expect(event?.data).toEqual({
      bot_id: setup.botId,
      conversation_id: res.body.data.conversation_id,
      message_id: message.id,
      attempts: [
        {
          integration_id: setup.integrationIds[0],
          error: 'backend answered HTTP 503: BACKEND_ERROR: backend failed',
        },
        { integration_id: setup.integrationIds[1], error: 'response is not valid JSON' },
      ],
    });
  });

  it('sends the error_message when the bot has no enabled integration', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/off`, enabled: false }],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'hello?' });
    expect(res.status).toBe(200);
    expect(res.body.data.reply.integration_id).toBeNull();
    expect(res.body.data.reply.error).toMatch(/no enabled integration/);
    expect(backend.requests.all.filter((r) => r.path === '/off')).toHaveLength(0);
  });
});
