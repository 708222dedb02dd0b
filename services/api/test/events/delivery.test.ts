import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EventData, EventType } from '@switchboard/contracts/events';
import type { WebhookEndpointRecord } from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';
import { WEBHOOKS_COLLECTION } from '../../src/webhooks/webhook.repository.js';
import {
  channelDisconnected,
  endpointOnReceiver,
  startEventsHarness,
  type EventsHarness,
} from './harness.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '@switchboard/testing/fakes/webhook-receiver';
import { withFakeTimersOnly } from '@switchboard/testing/api/fake-timers';

const TEAM = newId('team');
const OTHER_TEAM = newId('team');

const disconnected = channelDisconnected('Unauthorized: the bot token was revoked');

const integrationFailed: EventData<'integration.failed'> = {
  bot_id: newId('bot'),
  conversation_id: newId('conversation'),
  message_id: newId('message'),
  attempts: [{ integration_id: newId('integration'), error: 'HTTP 500 from the backend' }],
};

let harness: EventsHarness;
let receiver: WebhookReceiver;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  harness = await startEventsHarness();
  harness.worker.start();
});

afterEach(async () => {
  await harness.close({ removeData: true });
  await receiver.close();
});

/** An endpoint on the receiver at `path`, with its secret registered for verification. */
async function endpointAt(
  path: string,
  events: EventType[] = ['channel.disconnected'],
  team = TEAM,
) {
  return endpointOnReceiver(harness, receiver, { path, teamId: team, events: [...events] });
}

/** Emits and waits until the worker has attempted everything that is due. */
async function emitAndSettle<T extends 'channel.disconnected' | 'integration.failed'>(
  type: T,
  data: EventData<T>,
  team = TEAM,
) {
  await harness.events.emit(team, type, data);
  await harness.worker.idle();
}

/** Moves the clock on and lets the worker attempt whatever came due. */
async function advanceAndSettle(ms: number) {
  harness.clock.advance(ms);
  harness.worker.nudge();
  await harness.worker.idle();
}

describe('event webhook deliveries', () => {
  it('delivers the envelope signed with the endpoint secret, webhook-id being the event id', async () => {
    const endpoint = await endpointAt('/hooks');
    await emitAndSettle('channel.disconnected', disconnected);

    const [request] = receiver.received.all;
    expect(receiver.received.all).toHaveLength(1);
    expect(request?.verified).toBe(true);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.payload).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-z]{26}$/),
      type: 'channel.disconnected',
      created_at: harness.clock.now().toISOString(),
      data: disconnected,
    });
    expect(request?.headers['webhook-id']).toBe(request?.payload?.id);

    const [delivery] = await harness.deliveries();
    expect(delivery).toMatchObject({
      webhook_id: endpoint.id,
      event_id: request?.payload?.id,
      event_type: 'channel.disconnected',
      status: 'delivered',
      next_attempt_at: null,
      attempts: [{ attempt: 1, status_code: 200, error: null }],
    });
  });

  it('sends each endpoint only the event types it subscribed to, and only its own team’s', async () => {
    await endpointAt('/disconnects', ['channel.disconnected']);
    await endpointAt('/failures', ['integration.failed']);
    await endpointAt('/both', ['channel.disconnected', 'integration.failed']);
    await endpointAt('/other-team', ['channel.disconnected', 'integration.failed'], OTHER_TEAM);

    await emitAndSettle('channel.disconnected', disconnected);
    await emitAndSettle('integration.failed', integrationFailed);

    const got = (path: string) =>
      receiver.received.all.filter((r) => r.path === path).map((r) => r.payload?.type);
    expect(got('/disconnects')).toEqual(['channel.disconnected']);
    expect(got('/failures')).toEqual(['integration.failed']);
    expect(got('/both').sort()).toEqual(['channel.disconnected', 'integration.failed']);
    expect(got('/other-team')).toEqual([]);
    expect(receiver.received.all.every((r) => r.verified)).toBe(true);
  });

  it('sends nothing to a disabled endpoint', async () => {
    const disabled = await harness.addEndpoint(TEAM, `${receiver.url}/off`, [
      'channel.disconnected',
    ]);
    await harness.store
      .collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION)
      .updateOne({ teamId: TEAM }, { id: disabled.id }, { $set: { enabled: false } });
    await endpointAt('/on');

    await emitAndSettle('channel.disconnected', disconnected);

    expect(receiver.received.all.map((r) => r.path)).toEqual(['/on']);
    const deliveries = await harness.deliveries();
    expect(deliveries.map((d) => d.webhook_id)).not.toContain(disabled.id);
  });

  it('retries a 500 after the 5-second step and records both attempts', async () => {
    await endpointAt('/flaky');
    receiver.script('/flaky', [500]);
    await emitAndSettle('channel.disconnected', disconnected);

    const [pending] = await harness.deliveries();
    const firstAt = Date.parse(pending?.attempts[0]?.at ?? '');
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: [{ attempt: 1, status_code: 500, error: 'HTTP 500 from the receiver.' }],
    });
    expect(pending?.next_attempt_at).toBe(new Date(firstAt + 5_000).toISOString());

    await advanceAndSettle(4_000);
    expect(receiver.received.all).toHaveLength(1);

    await advanceAndSettle(1_000);
    const [delivered] = await harness.deliveries();
    expect(delivered).toMatchObject({ status: 'delivered', next_attempt_at: null });
    expect(delivered?.attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const [first, second] = receiver.received.all;
    expect(second?.verified).toBe(true);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(Number(second?.headers['webhook-timestamp'])).toBeGreaterThan(
      Number(first?.headers['webhook-timestamp']),
    );
  });

  it('waits as long as a 429 asks in Retry-After', async () => {
    await endpointAt('/busy');
    receiver.script('/busy', [{ status: 429, headers: { 'retry-after': '120' } }]);
    await emitAndSettle('channel.disconnected', disconnected);

    const [delivery] = await harness.deliveries();
    const at = Date.parse(delivery?.attempts[0]?.at ?? '');
    expect(delivery?.next_attempt_at).toBe(new Date(at + 120_000).toISOString());
    await advanceAndSettle(60_000);
    expect(receiver.received.all).toHaveLength(1);
    await advanceAndSettle(60_000);
    expect(receiver.received.all).toHaveLength(2);
  });

  it('retries when the receiver cannot be reached, recording no status code', async () => {
    const closed = await startWebhookReceiver();
    const url = `${closed.url}/gone-away`;
    await closed.close();
    await harness.addEndpoint(TEAM, url, ['channel.disconnected']);
    await emitAndSettle('channel.disconnected', disconnected);

    const [delivery] = await harness.deliveries();
    expect(delivery?.status).toBe('pending');
    expect(delivery?.attempts[0]).toMatchObject({ attempt: 1, status_code: null });
    expect(delivery?.attempts[0]?.error).toMatch(/ECONNREFUSED|failed/);
  });

  it('fails for good on a 400 and never tries again', async () => {
    await endpointAt('/strict');
    receiver.script('/strict', [400]);
    await emitAndSettle('channel.disconnected', disconnected);
    await advanceAndSettle(11 * 3_600_000);

    const [delivery] = await harness.deliveries();
    expect(delivery).toMatchObject({
      status: 'failed',
      next_attempt_at: null,
      attempts: [{ status_code: 400 }],
    });
    expect(receiver.received.all).toHaveLength(1);
  });

  it('gives up after the eighth attempt, about 28 hours in', async () => {
    // The receiver checks webhook-timestamp against Date.now(), so Date follows the test clock
    // here (timers stay real: nothing in this test waits on time).
    await withFakeTimersOnly(
      ['Date'],
      async () => {
        await endpointAt('/down');
        receiver.script('/down', Array(8).fill(503));
        await emitAndSettle('channel.disconnected', disconnected);
        for (let step = 0; step < 7; step += 1) {
          const [delivery] = await harness.deliveries();
          const due = Date.parse(delivery?.next_attempt_at ?? '');
          harness.clock.advance(due - harness.clock.now().getTime());
          jest.setSystemTime(harness.clock.now());
          await advanceAndSettle(0);
        }
      },
      { now: harness.clock.now() },
    );
    const [delivery] = await harness.deliveries();
    expect(delivery?.attempts.map((a) => a.status_code)).toEqual(Array(8).fill(503));
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
    const hours =
      (Date.parse(delivery?.attempts[7]?.at ?? '') - Date.parse(delivery?.created_at ?? '')) /
      3_600_000;
    expect(Math.floor(hours)).toBe(27);
    expect(receiver.received.all.every((r) => r.verified)).toBe(true);
  });

  it('disables the endpoint on 410 Gone and sends it nothing more', async () => {
    const endpoint = await endpointAt('/retired');
    receiver.script('/retired', [410]);
    await emitAndSettle('channel.disconnected', disconnected);

    expect(await harness.endpoint(endpoint.id)).toMatchObject({
      enabled: false,
      disabled_reason: expect.stringContaining('410 Gone'),
    });
    const [delivery] = await harness.deliveries();
    expect(delivery).toMatchObject({ status: 'failed', attempts: [{ status_code: 410 }] });

    await emitAndSettle('channel.disconnected', disconnected);
    expect(receiver.received.all).toHaveLength(1);
    expect(await harness.deliveries()).toHaveLength(1);
  });

  it('drops pending retries of an endpoint disabled in the meantime, sending nothing more', async () => {
    const endpoint = await endpointAt('/paused');
    receiver.script('/paused', [500]);
    await emitAndSettle('channel.disconnected', disconnected);
    await harness.store
      .collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION)
      .updateOne({ teamId: TEAM }, { id: endpoint.id }, { $set: { enabled: false } });

    await advanceAndSettle(6_000);

    expect(receiver.received.all).toHaveLength(1);
    const [delivery] = await harness.deliveries();
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(delivery?.attempts).toHaveLength(1);
  });

  it('rejects event data that does not match the contract, storing nothing', async () => {
    await endpointAt('/hooks');
    const leaky = { ...disconnected, team_id: TEAM } as EventData<'channel.disconnected'>;
    await expect(harness.events.emit(TEAM, 'channel.disconnected', leaky)).rejects.toThrow(
      /Invalid channel.disconnected event data/,
    );
    await harness.worker.idle();
    expect(await harness.deliveries()).toHaveLength(0);
  });
});
