import { sharedRead } from '@switchboard/kit/metrics/metrics';
import { EventRepository } from '@switchboard/store/event-repository';
import type { Feature, FeatureContext } from '../feature.js';
import { DeliveryQueue } from './delivery-queue.js';
import { DELIVERY_TIMEOUT_MS, DeliveryWorker, type DeliveryWorkerDeps } from './delivery-worker.js';
import { EventOutbox } from './emit-event.js';
import { EventInterest } from './event-interest.js';
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

/** The outbox's and the deliveries' backlog on /metrics, read from the store when scraped. */
function registerDeliveryBacklog(
  ctx: FeatureContext,
  events: EventRepository,
  queue: DeliveryQueue,
): void {
  ctx.metrics.gauge({
    name: 'switchboard_events_undispatched',
    help: 'Events not yet fanned out to their webhook deliveries (every team).',
    labels: [],
    read: async () => [[{}, await events.countUndispatched()]],
  });
  const backlog = sharedRead(() => queue.backlog());
  ctx.metrics.gauge({
    name: 'switchboard_webhook_deliveries_pending',
    help: 'Webhook deliveries still to be sent, retries scheduled later included (every team).',
    labels: [],
    read: async () => [[{}, (await backlog()).pending]],
  });
  ctx.metrics.gauge({
    name: 'switchboard_webhook_deliveries_oldest_due_age_seconds',
    help: 'How long the longest-due webhook delivery has been due (0 when none is due).',
    labels: [],
    read: async () => {
      const { oldestDueAt } = await backlog();
      const age = oldestDueAt ? (ctx.clock.now().getTime() - Date.parse(oldestDueAt)) / 1000 : 0;
      return [[{}, Math.max(0, age)]];
    },
  });
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
    tracer: ctx.tracer,
    attempts: ctx.metrics.counter({
      name: 'switchboard_webhook_attempts_total',
      help: 'Webhook delivery attempts, by outcome (delivered, retry, failed).',
      labels: ['outcome'],
    }),
    ...workerOptions,
  });
  registerDeliveryBacklog(ctx, events, queue);
  const retention = new EventRetention({
    events,
    deliveries: queue,
    clock: ctx.clock,
    logger: ctx.logger.child({ component: 'event-retention' }),
    retentionDays: ctx.config.EVENT_RETENTION_DAYS,
    ...retentionOptions,
  });
  const interest = new EventInterest(ctx.store, {
    endpoints,
    ...(triggers ? { triggers } : {}),
  });
  const outbox = new EventOutbox({
    events,
    clock: ctx.clock,
    onEmitted: () => worker.nudge(),
    interest,
  });
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
