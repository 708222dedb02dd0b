import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { DeliveryRecord } from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';

import { ALL_TEAMS } from '@switchboard/store/port';
import { DELIVERIES_COLLECTION, newDeliveryRecord } from '../../src/events/delivery-record.js';
import { toEnvelope, type EventRecord } from '@switchboard/contracts/events';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { DeliveryQueue, DUE_ORDER } from '../../src/events/delivery-queue.js';
import { LEASE_MS } from '../../src/events/events.feature.js';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import { storeHanding } from '@switchboard/store/testing/store-handing';
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
import { removeTestData } from '@switchboard/store/testing/test-store';
import { currentEngine, itExact } from '@switchboard/store/testing/exactness';
import { loseReplyOfNextWrite } from '@switchboard/store/testing/lost-reply';

const TEAM = newId('team');
const data = channelDisconnected('Unauthorized');

let receiver: WebhookReceiver;
let clock: ManualClock;
const open: EventsHarness[] = [];
let dataDir: string | undefined;

/** A process over the shared data dir (the first one creates it). */
async function startProcess(): Promise<EventsHarness> {
  const harness = await startEventsHarness({ clock, ...(dataDir ? { dataDir } : {}) });
  dataDir = harness.dataDir;
  open.push(harness);
  return harness;
}

/** Stops a process's worker and closes its store, as a restart would. */
async function stopProcess(harness: EventsHarness): Promise<void> {
  open.splice(open.indexOf(harness), 1);
  await harness.close();
}

/** The `/hooks` endpoint on the receiver, stored by `process` for TEAM. */
function hooksEndpoint(process: EventsHarness) {
  return endpointOnReceiver(process, receiver, { path: '/hooks', teamId: TEAM });
}

/** A first process whose worker delivers the event once, answered with `status`. */
async function firstAttemptAnswered(status: number): Promise<EventsHarness> {
  const first = await startProcess();
  await hooksEndpoint(first);
  receiver.script('/hooks', [status]);
  first.worker.start();
  await first.events.emit(TEAM, 'channel.disconnected', data);
  await first.worker.idle();
  return first;
}

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  clock = new ManualClock();
  dataDir = undefined;
});

afterEach(async () => {
  for (const harness of open.splice(0)) await harness.close();
  if (dataDir) await removeTestData(dataDir);
  await receiver.close();
});

describe('event deliveries across restarts', () => {
  it('delivers an event emitted just before the process stopped, from the next process', async () => {
    const first = await startProcess();
    await hooksEndpoint(first);
    // The worker never ran here: the event is only in the outbox when the process goes away.
    await first.events.emit(TEAM, 'channel.disconnected', data);
    await stopProcess(first);
    expect(receiver.received.all).toHaveLength(0);

    const second = await startProcess();
    second.worker.start();
    await second.worker.idle();

    expect(receiver.received.all).toHaveLength(1);
    expect(receiver.received.all[0]).toMatchObject({ verified: true, payload: { data } });
    const [delivery] = await second.deliveries();
    expect(delivery?.status).toBe('delivered');
  });

  it('sends a retry that came due while no process was running', async () => {
    const first = await firstAttemptAnswered(503);
    await stopProcess(first);

    clock.advance(10_000);
    const second = await startProcess();
    second.worker.start();
    await second.worker.idle();

    const [delivery] = await second.deliveries();
    expect(delivery?.attempts.map((a) => a.status_code)).toEqual([503, 200]);
    expect(delivery?.status).toBe('delivered');
    const ids = receiver.received.all.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
  });

  it('takes over a delivery leased by a process that died mid-attempt once the lease expires', async () => {
    const first = await firstAttemptAnswered(500);
    // The retry comes due and a process claims it, then dies without recording anything.
    clock.advance(5_000);
    const crashed = new DeliveryQueue(first.store, clock, { leaseMs: LEASE_MS });
    expect(await crashed.claimDue('api-crashed')).not.toBeNull();
    await stopProcess(first);

    const second = await startProcess();
    second.worker.start();
    await second.worker.idle();
    expect(receiver.received.all).toHaveLength(1);

    clock.advance(LEASE_MS);
    second.worker.nudge();
    await second.worker.idle();

    expect(receiver.received.all).toHaveLength(2);
    const [delivery] = await second.deliveries();
    expect(delivery).toMatchObject({ status: 'delivered', lease_owner: null });
    expect(delivery?.attempts.map((a) => a.status_code)).toEqual([500, 200]);
  });

  it('sends a delivery whose claim landed but whose reply was lost at once, not after the lease', async () => {
    const first = await firstAttemptAnswered(500);
    clock.advance(5_000);
    const deliveries = first.store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);
    const queue = new DeliveryQueue(storeHanding(deliveries), clock, { leaseMs: LEASE_MS });
    loseReplyOfNextWrite(deliveries);
    const claimed = await queue.claimDue('api-a');
    expect(claimed).toMatchObject({ status: 'pending', lease_owner: 'api-a' });
    expect(await queue.claimDue('api-b')).toBeNull();
  });

  it('claims in the order of the deliveries queue index, so a backlog needs no sort per claim', () => {
    expect(DELIVERIES_COLLECTION.indexes).toContainEqual({ fields: [['status', 1], ...DUE_ORDER] });
  });

  it('gives an attempt cut short by a clean stop back to the next process, unrecorded', async () => {
    const first = await startProcess();
    await hooksEndpoint(first);
    receiver.script('/hooks', [{ hang: true }]);
    first.worker.start();
    await first.events.emit(TEAM, 'channel.disconnected', data);
    await receiver.received.waitFor();
    await stopProcess(first);

    const second = await startProcess();
    const [released] = await second.deliveries();
    expect(released).toMatchObject({ status: 'pending', attempts: [], lease_owner: null });
    second.worker.start();
    await second.worker.idle();

    const [delivery] = await second.deliveries();
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: [{ attempt: 1, status_code: 200 }],
    });
    expect(receiver.received.all.map((r) => r.answeredWith)).toEqual([null, 200]);
  });

  it('finishes a fan-out a dead process left half done without doubling its deliveries', async () => {
    const first = await startProcess();
    const endpoint = await hooksEndpoint(first);
    await first.events.emit(TEAM, 'channel.disconnected', data);
    // What a process that died mid-fan-out leaves: the event leased, its delivery inserted.
    const events = first.store.collection<EventRecord>(EVENTS_COLLECTION);
    const leaseEnd = new Date(clock.now().getTime() + LEASE_MS).toISOString();
    const event = await events.updateOne(ALL_TEAMS, {}, { $set: { dispatch_after: leaseEnd } });
    await first.store.collection<DeliveryRecord>(DELIVERIES_COLLECTION).insert(
      newDeliveryRecord({
        id: newId('delivery'),
        teamId: TEAM,
        webhookId: endpoint.id,
        event: toEnvelope(event as EventRecord),
        now: clock.now(),
      }),
    );
    await stopProcess(first);

    const second = await startProcess();
    second.worker.start();
    await second.worker.idle();
    clock.advance(LEASE_MS);
    second.worker.nudge();
    await second.worker.idle();

    expect(receiver.received.all).toHaveLength(1);
    expect(await second.deliveries()).toHaveLength(1);
    const after = await second.store
      .collection<EventRecord>(EVENTS_COLLECTION)
      .findById(ALL_TEAMS, event?.id ?? '');
    expect(after?.dispatch_status).toBe('dispatched');
  });

  itExact(
    'never sends one delivery from two processes sharing the database',
    currentEngine(),
    async () => {
      const first = await startProcess();
      const second = await startProcess();
      await hooksEndpoint(first);
      for (let i = 0; i < 20; i += 1) await first.events.emit(TEAM, 'channel.disconnected', data);
      first.worker.start();
      second.worker.start();
      await Promise.all([first.worker.idle(), second.worker.idle()]);
      // Each process may also have woken for the other's work; settle both once more.
      first.worker.nudge();
      second.worker.nudge();
      await Promise.all([first.worker.idle(), second.worker.idle()]);

      const ids = receiver.received.all.map((r) => r.payload?.id);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      const deliveries = await first.deliveries();
      expect(deliveries.every((d) => d.status === 'delivered' && d.attempts.length === 1)).toBe(
        true,
      );
    },
  );
});
