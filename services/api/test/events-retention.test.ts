/**
 * Retention (src/events/event-retention.ts): what a prune deletes and what it keeps, through the
 * events feature over a real SQLite store (events-harness.ts) and through the running api, whose
 * delivery log then no longer lists what was pruned.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  newEventRecord,
  toEnvelope,
  type Delivery,
  type DeliveryRecord,
  type DeliveryStatus,
  type EventData,
  type EventRecord,
  type WebhookEndpoint,
} from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { EventRepository } from '@switchboard/store/event-repository';
import { ALL_TEAMS, type Collection, type DocumentStore } from '@switchboard/store/port';
import type { Clock } from '../src/clock.js';
import { DELIVERIES_COLLECTION, newDeliveryRecord } from '../src/events/delivery-record.js';
import { DeliveryQueue } from '../src/events/delivery-queue.js';
import { EventRetention, PRUNE_INTERVAL_MS } from '../src/events/event-retention.js';
import { LEASE_MS } from '../src/events/events.feature.js';
import { ManualClock } from './helpers/manual-clock.js';
import { storeHanding } from '@switchboard/store/testing/store-handing';
import { endpointOnReceiver, startEventsHarness, type EventsHarness } from './events-harness.js';
import { startWebhookReceiver } from './fakes/webhook-receiver.js';
import { withFakeTimersOnly } from './helpers/fake-timers.js';
import type { ErrorResponse } from './helpers/http.js';
import { captureLogs } from './helpers/log-capture.js';
import { startApp, type TestApp } from './helpers/start-app.js';
import { createTeam } from './helpers/teams.js';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNED_LOG = 'pruned events and deliveries past retention';
const TEAM = newId('team');

const disconnected: EventData<'channel.disconnected'> = {
  bot_id: newId('bot'),
  channel_id: newId('channel'),
  type: 'telegram',
  reason: 'Unauthorized: the bot token was revoked',
};

const ids = (...records: { id: string }[]) => records.map((r) => r.id).sort();

/** Stored records, written as the fan-out and the delivery worker leave them. */
class Seed {
  readonly events: Collection<EventRecord>;
  readonly deliveries: Collection<DeliveryRecord>;
  /** The owners over these very collection objects, so a test can spy on their reads. */
  readonly queue: DeliveryQueue;
  readonly outbox: EventRepository;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
    private readonly teamId = TEAM,
  ) {
    this.events = store.collection<EventRecord>(EVENTS_COLLECTION);
    this.deliveries = store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);
    this.queue = new DeliveryQueue(storeHanding(this.deliveries), clock, { leaseMs: LEASE_MS });
    this.outbox = new EventRepository(storeHanding(this.events));
  }

  /** An event fanned out (or still waiting for its fan-out) `days` ago. */
  event(status: EventRecord['dispatch_status'], days: number): Promise<EventRecord> {
    return this.events.insert({ ...this.eventAt(this.daysAgo(days)), dispatch_status: status });
  }

  /**
   * A delivery created `options.createdDays` ago (default `days`) whose last change was `days`
   * ago; a pending one has its next attempt an hour ahead; `leased` means an attempt holds it.
   */
  delivery(
    status: DeliveryStatus,
    days: number,
    options: { createdDays?: number; leased?: boolean; webhookId?: string } = {},
  ): Promise<DeliveryRecord> {
    const created = this.daysAgo(options.createdDays ?? days);
    const changed = this.daysAgo(days).toISOString();
    const inOneHour = new Date(this.clock.now().getTime() + 3_600_000).toISOString();
    const record = newDeliveryRecord({
      id: newId('delivery'),
      teamId: this.teamId,
      webhookId: options.webhookId ?? newId('webhook'),
      event: toEnvelope(this.eventAt(created)),
      now: created,
    });
    return this.deliveries.insert({
      ...record,
      status,
      updated_at: changed,
      next_attempt_at: status === 'pending' ? inOneHour : null,
      lease_owner: options.leased ? 'api-other-process' : null,
      lease_expires_at: options.leased ? inOneHour : changed,
    });
  }

  /** The ids left in each collection, sorted. */
  async remaining(): Promise<{ events: string[]; deliveries: string[] }> {
    return {
      events: ids(...(await this.events.find(ALL_TEAMS, {}))),
      deliveries: ids(...(await this.deliveries.find(ALL_TEAMS, {}))),
    };
  }

  private daysAgo(days: number): Date {
    return new Date(this.clock.now().getTime() - days * DAY_MS);
  }

  private eventAt(at: Date): EventRecord {
    return newEventRecord(newId('event'), this.teamId, 'channel.disconnected', disconnected, at);
  }
}

const silent = () => createLogger({ name: 'retention-test', level: 'silent' });

describe('event retention over the events feature', () => {
  let harness: EventsHarness;
  let seed: Seed;

  beforeEach(async () => {
    harness = await startEventsHarness();
    seed = new Seed(harness.store, harness.clock);
  });

  afterEach(async () => {
    await harness.retention.stop();
    await harness.close({ removeData: true });
  });

  /** A retention over the harness's store, with its own options (the feature's uses defaults). */
  function retention(options: Partial<ConstructorParameters<typeof EventRetention>[0]> = {}) {
    return new EventRetention({
      events: seed.outbox,
      deliveries: seed.queue,
      clock: harness.clock,
      logger: silent(),
      retentionDays: 30,
      ...options,
    });
  }

  it('deletes what the worker finished more than 30 days ago and keeps what is newer', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await endpointOnReceiver(harness, receiver, { path: '/hooks', teamId: TEAM });
      harness.worker.start();
      // One event with a delivery, one no endpoint wants: both dispatched by the real fan-out.
      await harness.events.emit(TEAM, 'channel.disconnected', disconnected);
      await harness.events.emit(TEAM, 'integration.failed', {
        bot_id: newId('bot'),
        conversation_id: newId('conversation'),
        message_id: newId('message'),
        attempts: [],
      });
      await harness.worker.idle();
      expect((await harness.deliveries()).map((d) => d.status)).toEqual(['delivered']);
      expect(receiver.received.all).toHaveLength(1);
    } finally {
      await receiver.close();
    }

    harness.clock.advance(31 * DAY_MS);
    const recentEvent = await seed.event('dispatched', 29);
    const recentDelivery = await seed.delivery('delivered', 29);

    expect(await harness.retention.prune()).toEqual({ events: 2, deliveries: 1 });
    expect(await seed.remaining()).toEqual({
      events: ids(recentEvent),
      deliveries: ids(recentDelivery),
    });
  });

  it('keeps pending events and pending or leased deliveries however old they are', async () => {
    const pendingEvent = await seed.event('pending', 90);
    await seed.event('dispatched', 31);
    const pendingDelivery = await seed.delivery('pending', 90);
    const beingRetried = await seed.delivery('failed', 90, { leased: true });
    await seed.delivery('delivered', 31);
    await seed.delivery('failed', 31);

    expect(await harness.retention.prune()).toEqual({ events: 1, deliveries: 2 });
    expect(await seed.remaining()).toEqual({
      events: ids(pendingEvent),
      deliveries: ids(pendingDelivery, beingRetried),
    });
  });

  it('counts a finished delivery’s window from its last attempt, not its creation', async () => {
    const retriedLately = await seed.delivery('failed', 10, { createdDays: 45 });
    await seed.delivery('failed', 31, { createdDays: 45 });

    expect(await harness.retention.prune()).toEqual({ events: 0, deliveries: 1 });
    expect((await seed.remaining()).deliveries).toEqual(ids(retriedLately));
  });

  it('deletes in chunks of the given size until a chunk comes back short', async () => {
    for (let i = 0; i < 7; i += 1) await seed.event('dispatched', 40);
    for (let i = 0; i < 4; i += 1) await seed.delivery('delivered', 40);
    for (let i = 0; i < 4; i += 1) await seed.delivery('failed', 40);
    const recentEvent = await seed.event('dispatched', 1);
    const recentDelivery = await seed.delivery('delivered', 1);
    const eventDeletes = jest.spyOn(seed.events, 'deleteMany');
    const deliveryDeletes = jest.spyOn(seed.deliveries, 'deleteMany');

    expect(await retention({ chunkSize: 3 }).prune()).toEqual({ events: 7, deliveries: 8 });

    const chunkSizes = (spy: typeof eventDeletes) =>
      spy.mock.calls.map(([, filter]) => (filter.id as { $in: unknown[] }).$in.length);
    expect(chunkSizes(eventDeletes)).toEqual([3, 3, 1]);
    expect(chunkSizes(deliveryDeletes)).toEqual([3, 1, 3, 1]);
    expect(await seed.remaining()).toEqual({
      events: ids(recentEvent),
      deliveries: ids(recentDelivery),
    });
  });

  it('keeps a delivery that a manual retry claims between the find and the delete', async () => {
    const claimed = await seed.delivery('failed', 40);
    await seed.delivery('failed', 40);
    const queue = seed.queue;
    const find = seed.deliveries.find.bind(seed.deliveries);
    // Another process's manual retry takes its lease right after the prune read it.
    let raced = false;
    jest.spyOn(seed.deliveries, 'find').mockImplementation(async (...args) => {
      const found = await find(...args);
      if (!raced && found.some((d) => d.id === claimed.id)) {
        raced = true;
        expect(await queue.claimById(ALL_TEAMS, claimed.id, 'api-other-process')).not.toBeNull();
      }
      return found;
    });

    expect(await retention().prune()).toEqual({ events: 0, deliveries: 1 });
    expect(raced).toBe(true);
    expect((await seed.remaining()).deliveries).toEqual(ids(claimed));
  });

  it('is harmless when two processes prune the same database at once', async () => {
    for (let i = 0; i < 10; i += 1) await seed.event('dispatched', 40);
    for (let i = 0; i < 10; i += 1) await seed.delivery('delivered', 40);
    // A second connection to the same SQLite file, as a second api process has.
    const otherStore = await openTestStore({
      dataDir: harness.dataDir,
      logger: silent(),
      clock: () => harness.clock.now(),
    });
    try {
      const other = new Seed(otherStore, harness.clock);
      const [mine, theirs] = await Promise.all([
        retention({ chunkSize: 2 }).prune(),
        retention({ chunkSize: 2, events: other.outbox, deliveries: other.queue }).prune(),
      ]);

      expect(mine.events + theirs.events).toBe(10);
      expect(mine.deliveries + theirs.deliveries).toBe(10);
      expect(await seed.remaining()).toEqual({ events: [], deliveries: [] });
    } finally {
      await otherStore.close();
    }
  });

  it('logs one info line with the counts when it deleted something, and nothing otherwise', async () => {
    const logs = captureLogs();
    const logger = createLogger({
      name: 'retention-test',
      level: 'info',
      destination: logs.stream,
    });
    const pruner = retention({ logger });
    await seed.event('dispatched', 40);
    await seed.event('dispatched', 40);
    await seed.delivery('failed', 40);

    await pruner.prune();
    await pruner.prune();

    expect(logs.lines.all).toHaveLength(1);
    expect(logs.lines.all[0]).toMatchObject({
      level: 30,
      msg: PRUNED_LOG,
      events_deleted: 2,
      deliveries_deleted: 1,
      retention_days: 30,
    });
    // Counts only: nothing of the records themselves.
    expect(logs.text[0]).not.toContain(disconnected.reason);
    expect(logs.text[0]).not.toContain(TEAM);
  });

  it('prunes at start-up, then every hour, and not after stop()', async () => {
    // Only the job's timer is faked; the store's own timers and the clock stay real.
    await withFakeTimersOnly(['setTimeout', 'clearTimeout'], async () => {
      const pruner = retention();
      await seed.event('dispatched', 31);
      pruner.start();
      await pruner.idle();
      expect((await seed.remaining()).events).toEqual([]);

      const ageing = await seed.event('dispatched', 29);
      harness.clock.advance(2 * DAY_MS);
      jest.advanceTimersByTime(PRUNE_INTERVAL_MS - 1);
      await pruner.idle();
      expect((await seed.remaining()).events).toEqual(ids(ageing));
      jest.advanceTimersByTime(1);
      await pruner.idle();
      expect((await seed.remaining()).events).toEqual([]);

      await pruner.stop();
      const afterStop = await seed.event('dispatched', 40);
      jest.advanceTimersByTime(2 * PRUNE_INTERVAL_MS);
      await pruner.idle();
      expect((await seed.remaining()).events).toEqual(ids(afterStop));
    });
  });
});

describe('event retention in the running api', () => {
  let dataDir: string;
  const running: TestApp[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-retention-'));
  });

  afterEach(async () => {
    for (const app of running.splice(0)) await app.close();
    await removeTestData(dataDir);
  });

  async function start(options: Parameters<typeof startApp>[0]): Promise<TestApp> {
    const app = await startApp({ dataDir, ...options });
    running.push(app);
    return app;
  }

  /** Closes `app` and starts the api again on the same data, as a redeploy does. */
  async function restart(app: TestApp, options: Parameters<typeof startApp>[0]): Promise<TestApp> {
    running.splice(running.indexOf(app), 1);
    await app.close();
    return start(options);
  }

  it('prunes at start-up with EVENT_RETENTION_DAYS, and the delivery log stops listing what went', async () => {
    const clock = new ManualClock();
    const first = await start({ clock });
    const team = await createTeam(first);
    const created = await first.request<{ data: WebhookEndpoint }>('POST', '/v1/webhooks', {
      key: team.key,
      body: { url: 'https://hooks.example.com/switchboard', events: ['channel.disconnected'] },
    });
    expect(created.status).toBe(201);
    const webhookId = created.body.data.id;
    const seed = new Seed(first.store, clock, team.team.id);
    const recent = await seed.delivery('delivered', 3, { webhookId });
    const stillRetrying = await seed.delivery('pending', 10, { webhookId });
    const oldDelivered = await seed.delivery('delivered', 10, { webhookId });
    await seed.delivery('failed', 10, { webhookId });
    const listed = async (app: TestApp, query = '') => {
      const res = await app.request<{ data: Delivery[] }>(
        'GET',
        `/v1/webhooks/${webhookId}/deliveries${query}`,
        { key: team.key },
      );
      expect(res.status).toBe(200);
      return res.body.data.map((d) => d.id);
    };
    expect(await listed(first)).toHaveLength(4);

    const logs = captureLogs();
    const second = await restart(first, {
      clock,
      env: { EVENT_RETENTION_DAYS: '7', LOG_LEVEL: 'info' },
      logDestination: logs.stream,
    });
    const pruned = await logs.lines.waitFor((line) => line.msg === PRUNED_LOG);

    expect(pruned).toMatchObject({ events_deleted: 0, deliveries_deleted: 2, retention_days: 7 });
    // Newest first: the recent delivery, then the one still being retried.
    expect(await listed(second)).toEqual([recent.id, stillRetrying.id]);
    expect(await listed(second, '?status=failed')).toEqual([]);
    const retry = await second.request<ErrorResponse>(
      'POST',
      `/v1/webhooks/${webhookId}/deliveries/${oldDelivered.id}/retry`,
      { key: team.key },
    );
    expect(retry.status).toBe(404);
    expect(retry.body.error).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
      details: { resource_type: 'delivery', resource_id: oldDelivered.id },
    });
  });
});
