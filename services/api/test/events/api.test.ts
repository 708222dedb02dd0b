import { describe, expect, it } from '@jest/globals';
import type {
  Delivery,
  DeliveryRecord,
  EventEnvelope,
  WebhookEndpointRecord,
} from '@switchboard/contracts/events';
import { newWebhookSecret } from '@switchboard/contracts/webhook-secret';
import { newId } from '@switchboard/kit/ids';
import { DELIVERIES_COLLECTION } from '../../src/events/delivery-record.js';
import { newDeliveryRecord } from '../../src/events/delivery-record.js';
import type { EventRecord } from '@switchboard/contracts/events';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { WEBHOOKS_COLLECTION } from '../../src/webhooks/webhook.repository.js';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const receiver = useWebhookReceiver();
const app = useApp();
const team = useTeam(app);
const otherTeam = useTeam(app, { name: 'Other team' });

const endpoints = () => app.store.collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION);
const deliveries = () => app.store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);

/** An endpoint of `owner` on the receiver at `path`, stored as the webhooks feature stores it. */
async function endpointAt(path: string, owner = team, enabled = true) {
  const at = new Date().toISOString();
  const endpoint = await endpoints().insert({
    id: newId('webhook'),
    team_id: owner.team.id,
    url: receiver.url + path,
    events: ['channel.disconnected'],
    description: null,
    enabled,
    disabled_reason: null,
    secret: newWebhookSecret(),
    created_at: at,
    updated_at: at,
  });
  receiver.setSecret(path, endpoint.secret);
  return endpoint;
}

function envelope(): EventEnvelope {
  return {
    id: newId('event'),
    type: 'channel.disconnected',
    created_at: new Date().toISOString(),
    data: { bot_id: newId('bot'), channel_id: newId('channel'), type: 'telegram', reason: 'x' },
  };
}

/** A delivery in the given state, as the worker leaves it after earlier attempts. */
async function storedDelivery(
  endpoint: WebhookEndpointRecord,
  state: Pick<DeliveryRecord, 'status' | 'next_attempt_at' | 'attempts'>,
) {
  const record = newDeliveryRecord({
    id: newId('delivery'),
    teamId: endpoint.team_id,
    webhookId: endpoint.id,
    event: envelope(),
    now: new Date(),
  });
  return deliveries().insert({ ...record, ...state });
}

const retryPath = (webhookId: string, deliveryId: string) =>
  `/v1/webhooks/${webhookId}/deliveries/${deliveryId}/retry`;

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('events through the running api', () => {
  it('delivers an event another process wrote to the outbox', async () => {
    await endpointAt('/from-runner');
    const event = envelope();
    // Exactly what the agent runner inserts (README.md in src/events).
    await app.store.collection<EventRecord>(EVENTS_COLLECTION).insert({
      ...event,
      team_id: team.team.id,
      dispatch_status: 'pending',
      dispatch_after: event.created_at,
    });

    const received = await receiver.received.waitFor((r) => r.path === '/from-runner');
    expect(received.verified).toBe(true);
    expect(received.payload).toEqual(event);
    expect(received.headers['webhook-id']).toBe(event.id);
  });
});

describe('POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry', () => {
  it('sends a failed delivery again at once and returns it with the attempt recorded', async () => {
    const endpoint = await endpointAt('/manual');
    const failed = await storedDelivery(endpoint, {
      status: 'failed',
      next_attempt_at: null,
      attempts: [
        {
          attempt: 1,
          at: new Date().toISOString(),
          status_code: 400,
          error: 'HTTP 400',
          duration_ms: 3,
        },
      ],
    });

    const res = await app.request<{ data: Delivery }>('POST', retryPath(endpoint.id, failed.id), {
      key: team.key,
    });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: failed.id,
      status: 'delivered',
      next_attempt_at: null,
      attempts: [
        { attempt: 1, status_code: 400 },
        { attempt: 2, status_code: 200, error: null },
      ],
    });
    expect(res.body.data).not.toHaveProperty('lease_owner');
    expect(res.body.data).not.toHaveProperty('team_id');
    const sent = receiver.received.all.filter((r) => r.path === '/manual');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ verified: true, payload: failed.payload });
    expect(sent[0]?.headers['webhook-id']).toBe(failed.event_id);
  });

  it('keeps a pending delivery’s next automatic attempt when the manual one fails', async () => {
    const endpoint = await endpointAt('/still-down');
    receiver.script('/still-down', [503]);
    const nextAttemptAt = inOneHour();
    const pending = await storedDelivery(endpoint, {
      status: 'pending',
      next_attempt_at: nextAttemptAt,
      attempts: [],
    });

    const res = await app.request<{ data: Delivery }>('POST', retryPath(endpoint.id, pending.id), {
      key: team.key,
    });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      next_attempt_at: nextAttemptAt,
      attempts: [{ attempt: 1, status_code: 503, error: 'HTTP 503 from the receiver.' }],
    });
  });

  it('refuses with 409 while the endpoint is disabled, sending nothing', async () => {
    const endpoint = await endpointAt('/disabled', team, false);
    const failed = await storedDelivery(endpoint, {
      status: 'failed',
      next_attempt_at: null,
      attempts: [],
    });

    const res = await app.request<ErrorResponse>('POST', retryPath(endpoint.id, failed.id), {
      key: team.key,
    });

    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.message).toMatch(/disabled/);
    expect(receiver.received.all.filter((r) => r.path === '/disabled')).toHaveLength(0);
  });

  it('answers 404 for unknown ids, another endpoint’s delivery and another team’s records', async () => {
    const mine = await endpointAt('/mine');
    const sibling = await endpointAt('/sibling');
    const theirs = await endpointAt('/theirs', otherTeam);
    const delivery = await storedDelivery(mine, {
      status: 'failed',
      next_attempt_at: null,
      attempts: [],
    });
    const theirDelivery = await storedDelivery(theirs, {
      status: 'failed',
      next_attempt_at: null,
      attempts: [],
    });

    const cases: Array<[string, string, string, string]> = [
      [newId('webhook'), delivery.id, 'webhook', 'unknown endpoint'],
      [mine.id, newId('delivery'), 'delivery', 'unknown delivery'],
      [sibling.id, delivery.id, 'delivery', 'delivery of another endpoint'],
      [theirs.id, theirDelivery.id, 'webhook', 'another team’s endpoint'],
    ];
    for (const [webhookId, deliveryId, resourceType] of cases) {
      const res = await app.request<ErrorResponse>('POST', retryPath(webhookId, deliveryId), {
        key: team.key,
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({
        code: 'RESOURCE_NOT_FOUND',
        details: { resource_type: resourceType },
      });
    }
    expect(receiver.received.all.filter((r) => r.path === '/theirs')).toHaveLength(0);
  });

  it('requires an API key', async () => {
    const res = await app.request<ErrorResponse>(
      'POST',
      retryPath(newId('webhook'), newId('delivery')),
    );
    expect(res.status).toBe(401);
  });
});
