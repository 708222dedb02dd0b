import { EventRepository } from '@switchboard/store/event-repository';
import type { Feature, FeatureContext } from '../feature.js';
import { DeliveryQueue } from './delivery-queue.js';
import { DELIVERY_TIMEOUT_MS, DeliveryWorker, type DeliveryWorkerDeps } from './delivery-worker.js';
import { EventOutbox } from './emit-event.js';
import type { EventTriggerStep } from './event-fan-out.js';
import { EventRetention, type EventRetentionDeps } from './event-retention.js';
import { eventRoutes } from './events.routes.js';
import { WebhookRepository } from '../webhooks/webhook.repository.js';

/** How long a claim protects a fan-out or an attempt: the attempt's timeout plus a margin. */
export const LEASE_MS = DELIVERY_TIMEOUT_MS + 45_000;

/**
 * Worker tuning (poll interval, concurrency, timeout, jitter source) and retention tuning (chunk
 * size, prune interval); the defaults suit production.
 */
export type EventsFeatureOptions = Pick<
  DeliveryWorkerDeps,
  'pollIntervalMs' | 'concurrency' | 'timeoutMs' | 'random'
> & {
  retention?: Pick<EventRetentionDeps, 'chunkSize' | 'intervalMs'>;
  /** Event triggers of agent loops, started by the fan-out. */
  triggers?: EventTriggerStep;
};

export interface EventsFeature {
  feature: Feature;
  /** `events.emit(teamId, type, data)`: hand this to whatever emits. */
  events: EventOutbox;
  /** Started and stopped through the feature's start/stop (the app does it). */
  worker: DeliveryWorker;
  /** Prunes events and deliveries past EVENT_RETENTION_DAYS; started and stopped likewise. */
  retention: EventRetention;
  /** The deliveries (for the webhooks feature's delivery log). */
  deliveryQueue: DeliveryQueue;
}

/** Event webhooks: the outbox, the delivery worker, retention and the manual-retry route. */
export function createEventsFeature(
  ctx: FeatureContext,
  { retention: retentionOptions, triggers, ...workerOptions }: EventsFeatureOptions = {},
): EventsFeature {
  const events = new EventRepository(ctx.store);
  const endpoints = new WebhookRepository(ctx.store);
  const queue = new DeliveryQueue(ctx.store, ctx.clock, { leaseMs: LEASE_MS });
  const worker = new DeliveryWorker({
    queue,
    fanOut: {
      events,
      endpoints,
      deliveries: queue,
      clock: ctx.clock,
      leaseMs: LEASE_MS,
      ...(triggers ? { triggers } : {}),
    },
    endpoints,
    http: ctx.http,
    clock: ctx.clock,
    logger: ctx.logger.child({ component: 'webhook-deliveries' }),
    ...workerOptions,
  });
  const retention = new EventRetention({
    events,
    deliveries: queue,
    clock: ctx.clock,
    logger: ctx.logger.child({ component: 'event-retention' }),
    retentionDays: ctx.config.EVENT_RETENTION_DAYS,
    ...retentionOptions,
  });
  const outbox = new EventOutbox({ events, clock: ctx.clock, onEmitted: () => worker.nudge() });
  return {
    feature: {
      name: 'events',
      routes: eventRoutes({ endpoints, queue, worker }),
      start: () => {
        worker.start();
        retention.start();
      },
      stop: async () => {
        await Promise.all([worker.stop(), retention.stop()]);
      },
    },
    events: outbox,
    worker,
    retention,
    deliveryQueue: queue,
  };
}
