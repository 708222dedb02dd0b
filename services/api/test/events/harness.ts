/**
 * The events feature on its own, for worker-level tests: a real SQLite store in a temp DATA_DIR,
 * the real guarded HTTP client, a controllable clock, and `createEventsFeature` exactly as the
 * app builds it. Endpoints are stored the way the webhooks feature stores them.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeliveryRecord, WebhookEndpointRecord } from '@switchboard/contracts/events';
import { newWebhookSecret } from '@switchboard/contracts/webhook-secret';
import type { EventData, EventType } from '@switchboard/contracts/events';
import { createHttpClient } from '@switchboard/kit/http/client';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { ALL_TEAMS, type DocumentStore } from '@switchboard/store/port';
import { loadApiConfig } from '../../src/config.js';
import { DELIVERIES_COLLECTION } from '../../src/events/delivery-record.js';
import { createEventsFeature, type EventsFeature } from '../../src/events/events.feature.js';
import { WEBHOOKS_COLLECTION } from '../../src/webhooks/webhook.repository.js';
import type { WebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import { openTestStore, removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';
import { NO_METRICS } from '@switchboard/kit/metrics/metrics';
import { NO_TRACER } from '@switchboard/kit/telemetry/tracer';

export interface EventsHarness extends EventsFeature {
  store: DocumentStore;
  clock: ManualClock;
  dataDir: string;
  /** Stores an endpoint of `teamId`; returns it with its secret. */
  addEndpoint(
    teamId: string,
    url: string,
    events: EventType[],
    options?: { enabled?: boolean },
  ): Promise<WebhookEndpointRecord>;
  endpoint(id: string): Promise<WebhookEndpointRecord | null>;
  /** Every delivery, oldest first. */
  deliveries(): Promise<DeliveryRecord[]>;
  /** Stops the worker and closes the store; the data dir stays unless `removeData`. */
  close(options?: { removeData?: boolean }): Promise<void>;
}

/** Opens the store in `dataDir` (a new temp dir by default) and builds the events feature. */
export async function startEventsHarness(
  options: { dataDir?: string; clock?: ManualClock } = {},
): Promise<EventsHarness> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'switchboard-events-')));
  const clock = options.clock ?? new ManualClock();
  const config = loadApiConfig({ ...testStoreEnv(dataDir), ALLOW_PRIVATE_NETWORK: 'true' });
  const logger = createLogger({ name: 'events-test', level: 'silent', destination: 'stderr' });
  const store = await openTestStore({ dataDir, logger, clock: () => clock.now() });
  const http = createHttpClient({ allowPrivateNetwork: true, logger });
  // Jitter fixed at the middle, so each wait is exactly the scheduled one.
  const feature = createEventsFeature(
    { config, logger, store, clock, http, tracer: NO_TRACER, metrics: NO_METRICS },
    { random: () => 0.5, pollIntervalMs: 60_000 },
  );
  const endpoints = store.collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION);
  const deliveries = store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);
  return {
    ...feature,
    store,
    clock,
    dataDir,
    addEndpoint: async (teamId, url, events, endpointOptions = {}) => {
      const at = clock.now().toISOString();
      return endpoints.insert({
        id: newId('webhook'),
        team_id: teamId,
        url,
        events,
        description: null,
        enabled: endpointOptions.enabled ?? true,
        disabled_reason: null,
        secret: newWebhookSecret(),
        created_at: at,
        updated_at: at,
      });
    },
    endpoint: (id) => endpoints.findById(ALL_TEAMS, id),
    deliveries: () =>
      deliveries.find(
        ALL_TEAMS,
        {},
        {
          sort: [
            ['created_at', 1],
            ['id', 1],
          ],
        },
      ),
    close: async (closeOptions = {}) => {
      await feature.worker.stop();
      http.close();
      await store.close();
      if (closeOptions.removeData) await removeTestData(dataDir);
    },
  };
}

/**
 * Stores an endpoint of `teamId` for `events` (default `channel.disconnected`) at `path` on the
 * receiver, and registers its secret there so the receiver verifies what arrives.
 */
export async function endpointOnReceiver(
  harness: EventsHarness,
  receiver: WebhookReceiver,
  options: { path: string; teamId: string; events?: EventType[] },
): Promise<WebhookEndpointRecord> {
  const events = options.events ?? ['channel.disconnected'];
  const endpoint = await harness.addEndpoint(options.teamId, receiver.url + options.path, events);
  receiver.setSecret(options.path, endpoint.secret);
  return endpoint;
}

/** The data of a `channel.disconnected` event of a new telegram channel, lost for `reason`. */
export function channelDisconnected(reason: string): EventData<'channel.disconnected'> {
  return { bot_id: newId('bot'), channel_id: newId('channel'), type: 'telegram', reason };
}
