import { setImmediate as nextTick } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import type { Delivery, WebhookEndpoint } from '@switchboard/contracts/events';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectFieldErrors, expectNotFound } from '../resource-helpers.js';

type Created = WebhookEndpoint & { secret: string };
type List<T> = { data: T[]; meta: { total: number } };

const app = useApp();
const backend = useFakeAiBackend();
const receiver = useWebhookReceiver();
const owner = useTeam(app);
const other = useTeam(app);

function register(body: Record<string, unknown> = {}, team = owner) {
  return createRecord<Created>(app, team, '/v1/webhooks', {
    url: 'https://hooks.example.com/in',
    events: ['agent_loop.completed'],
    ...body,
  });
}

describe('POST /v1/webhooks', () => {
  it('registers an endpoint and shows its secret only in the creation response', async () => {
    const created = await register({ description: 'Ops alerts' });
    expect(created).toEqual({
      id: expect.stringMatching(/^whk_[0-9a-z]{26}$/),
      url: 'https://hooks.example.com/in',
      events: ['agent_loop.completed'],
      description: 'Ops alerts',
      enabled: true,
      disabled_reason: null,
      secret: expect.stringMatching(/^whsec_/),
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const got = await app.request('GET', `/v1/webhooks/${created.id}`, { key: owner.key });
    expect(got.body).toEqual({ data: { ...created, secret: undefined } });
    expect(got.text).not.toContain(created.secret);
    const list = await app.request('GET', '/v1/webhooks', { key: owner.key });
    expect(list.text).not.toContain(created.secret);
  });

  it.each([
    ['no events', { events: [] }, ['events']],
    ['an unknown event', { events: ['bot.deleted'] }, ['events.0']],
    ['a repeated event', { events: ['integration.failed', 'integration.failed'] }, ['events']],
    ['a non-URL', { url: 'hooks' }, ['url']],
    ['a secret chosen by the caller', { secret: 'whsec_mine' }, ['secret']],
  ])('rejects %s with 422', async (_label, body, paths) => {
    const res = await app.request('POST', '/v1/webhooks', {
      key: owner.key,
      body: { url: 'https://hooks.example.com/in', events: ['agent_loop.completed'], ...body },
    });
    expectFieldErrors(res, paths);
  });

  it('requires url and events', async () => {
    const res = await app.request('POST', '/v1/webhooks', { key: owner.key, body: {} });
    expectFieldErrors(res, ['url', 'events']);
  });
});

describe('/v1/webhooks/{id}', () => {
  it('lists, updates and deletes endpoints', async () => {
    const team = await createTeam(app);
    const first = await register({}, team);
    const second = await register({ events: ['integration.failed'] }, team);
    const list = await app.request<List<WebhookEndpoint>>('GET', '/v1/webhooks', { key: team.key });
    expect(list.body.data.map((w) => w.id)).toEqual([second.id, first.id]);

    const patched = await app.request<{ data: WebhookEndpoint }>(
      'PATCH',
      `/v1/webhooks/${first.id}`,
      { key: team.key, body: { enabled: false, events: ['channel.disconnected'] } },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ enabled: false, events: ['channel.disconnected'] });

    expect(
      (await app.request('DELETE', `/v1/webhooks/${first.id}`, { key: team.key })).status,
    ).toBe(204);
    expectNotFound(
      await app.request('GET', `/v1/webhooks/${first.id}`, { key: team.key }),
      'webhook',
      first.id,
    );
  });

  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['DELETE', ''],
    ['GET', '/deliveries'],
  ])("answers %s %s on another team's endpoint with 404 webhook", async (method, tail) => {
    const created = await register();
    const res = await app.request(method, `/v1/webhooks/${created.id}${tail}`, {
      key: other.key,
      ...(method === 'PATCH' ? { body: { enabled: false } } : {}),
    });
    expectNotFound(res, 'webhook', created.id);
  });
});

describe('GET /v1/webhooks/{id}/deliveries', () => {
  it('shows the signed delivery of a real event with its attempts', async () => {
    const created = await createRecord<Created>(app, owner, '/v1/webhooks', {
      url: `${receiver.url}/messages`,
      events: ['bot.message_received'],
    });
    receiver.setSecret('/messages', created.secret);
    const setup = await setUpBot(app, owner.key, {
      integrations: [{ webhook_url: `${backend.url}/echo` }],
    });
    const posted = await postMessage(app, owner.key, setup.channelId, { content: 'hello' });
    expect(posted.status).toBe(200);

    const arrived = await receiver.received.waitFor((r) => r.path === '/messages');
    expect(arrived.verified).toBe(true);
    expect(arrived.payload).toMatchObject({
      type: 'bot.message_received',
      data: { bot_id: setup.botId, channel_id: setup.channelId },
    });

    const delivered = await waitForDelivery(created.id, (d) => d.status === 'delivered');
    expect(delivered).toMatchObject({
      webhook_id: created.id,
      event_type: 'bot.message_received',
      event_id: arrived.payload?.id,
      status: 'delivered',
      attempts: [expect.objectContaining({ attempt: 1, status_code: 200, error: null })],
      payload: arrived.payload,
    });
    const failedOnly = await app.request<List<Delivery>>(
      'GET',
      `/v1/webhooks/${created.id}/deliveries?status=failed`,
      { key: owner.key },
    );
    expect(failedOnly.body.data).toEqual([]);
  });

  it('rejects an unknown status filter with 422', async () => {
    const created = await register();
    const res = await app.request('GET', `/v1/webhooks/${created.id}/deliveries?status=lost`, {
      key: owner.key,
    });
    expectFieldErrors(res, ['status']);
  });
});

/** The endpoint's newest delivery once it satisfies `done` (the worker records after sending). */
async function waitForDelivery(id: string, done: (d: Delivery) => boolean): Promise<Delivery> {
  for (let round = 0; round < 500; round += 1) {
    const res = await app.request<List<Delivery>>('GET', `/v1/webhooks/${id}/deliveries`, {
      key: owner.key,
    });
    const [newest] = res.body.data;
    if (newest && done(newest)) return newest;
    await nextTick();
  }
  throw new Error(`delivery of ${id} never reached the expected state`);
}
