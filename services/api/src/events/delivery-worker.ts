/**
 * The delivery worker, run inside each api process. It fans pending outbox events out into
 * deliveries, then claims due deliveries and sends them, up to `concurrency` at a time. It wakes
 * within NUDGE_DELAY_MS when this process emits (`nudge`), and every `pollIntervalMs` for work
 * written by other processes (the agent runner's events, another api's leases that ran out,
 * retries coming due).
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryRecord } from '@switchboard/contracts/events';
import { BackgroundJob } from '@switchboard/kit/background-job';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import type { Counter } from '@switchboard/kit/metrics/metrics';
import { NO_TRACER, type Span, type Tracer } from '@switchboard/kit/telemetry/tracer';
import { sendSignedWebhook } from '@switchboard/kit/webhooks/send';
import type { Clock } from '../clock.js';
import { planAfterAttempt, type AttemptTrigger } from './delivery-plan.js';
import type { DeliveryQueue } from './delivery-queue.js';
import { FAN_OUT_BATCH, fanOutDueEvents, type FanOutDeps } from './event-fan-out.js';
import { WEBHOOK_RETRY_AFTER_CAP_MS } from '@switchboard/kit/retry-schedule';
import type { WebhookRepository } from '../webhooks/webhook.repository.js';

/** How long a receiver has to answer (Svix and Stripe use 15 s as well). */
export const DELIVERY_TIMEOUT_MS = 15_000;

const DEFAULT_POLL_INTERVAL_MS = 1_000;
/** How long a nudge waits so that a burst of emits shares one pass. */
const NUDGE_DELAY_MS = 5;
const DEFAULT_CONCURRENCY = 8;

export interface DeliveryWorkerDeps {
  queue: DeliveryQueue;
  fanOut: FanOutDeps;
  endpoints: Pick<WebhookRepository, 'findAnyTeam' | 'disable'>;
  http: HttpClient;
  clock: Clock;
  logger: Logger;
  /** Default 1 000 ms. */
  pollIntervalMs?: number;
  /** Attempts in flight at once; default 8. */
  concurrency?: number;
  /** Per-attempt timeout; default DELIVERY_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Jitter source in [0, 1); default Math.random. */
  random?: () => number;
  /** A `webhook delivery` span per attempt; default none. */
  tracer?: Tracer;
  /** Attempts by outcome (delivered, retry, failed); default none. */
  attempts?: Counter<'outcome'>;
}

/** Runs deliveries in the background; `start` once, `nudge` after emitting, `stop` on shutdown. */
export class DeliveryWorker {
  /** This process's lease identity. */
  readonly owner = `api-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private readonly job: BackgroundJob;

  constructor(private readonly deps: DeliveryWorkerDeps) {
    this.job = new BackgroundJob({
      name: 'delivery worker pass',
      logger: deps.logger,
      intervalMs: deps.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
      nudgeDelayMs: NUDGE_DELAY_MS,
      pass: () => this.pump(),
    });
  }

  /** Starts the poll loop and looks for work at once. */
  start(): void {
    if (!this.abort.signal.aborted) this.job.start();
  }

  /**
   * Looks for work within NUDGE_DELAY_MS. Coalesced: the nudges of a burst (a busy relay emits
   * hundreds of events a second) share one pass, and nudges during a pass cause one more.
   */
  nudge(): void {
    this.job.nudge();
  }

  /**
   * Resolves once every event and delivery due now has been attempted and recorded, including
   * retries that come due meanwhile. For tests and for a clean stop.
   */
  async idle(): Promise<void> {
    do {
      await this.job.idle();
      await Promise.all([...this.inFlight]);
    } while (this.job.pending || this.inFlight.size > 0);
  }

  /** Stops polling, aborts attempts in flight (their deliveries stay pending) and waits for them. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.job.stop();
    await this.idle();
  }

  private async pump(): Promise<void> {
    const concurrency = this.deps.concurrency ?? DEFAULT_CONCURRENCY;
    let fannedOut = FAN_OUT_BATCH;
    while (!this.job.stopped && fannedOut === FAN_OUT_BATCH) {
      fannedOut = await fanOutDueEvents(this.deps.fanOut);
    }
    while (!this.job.stopped) {
      if (this.inFlight.size >= concurrency) {
        await Promise.race(this.inFlight);
        continue;
      }
      const delivery = await this.deps.queue.claimDue(this.owner);
      if (!delivery) break;
      const running = this.attempt(delivery, 'automatic')
        .then(() => undefined)
        .catch((error: unknown) =>
          this.deps.logger.error(
            { err: error, delivery_id: delivery.id },
            'webhook delivery attempt broke; the delivery is retried when its lease ends',
          ),
        )
        .finally(() => {
          this.inFlight.delete(running);
          // A freed slot may be needed by deliveries that were due while all slots were busy.
          this.nudge();
        });
      this.inFlight.add(running);
    }
  }

  /**
   * Sends one delivery this worker has claimed (as `owner`) and records the outcome; returns the
   * delivery as stored afterwards. Used for automatic attempts and, with `manual`, by the
   * redelivery route.
   */
  attempt(delivery: DeliveryRecord, trigger: AttemptTrigger): Promise<DeliveryRecord | null> {
    const tracer = this.deps.tracer ?? NO_TRACER;
    if (!tracer.enabled) return this.send(delivery, trigger, null);
    const attributes = {
      'switchboard.team.id': delivery.team_id,
      'switchboard.delivery.id': delivery.id,
      'switchboard.delivery.trigger': trigger,
      'switchboard.event.id': delivery.event_id,
      'switchboard.event.type': delivery.event_type,
      'switchboard.webhook.id': delivery.webhook_id,
    };
    // An automatic attempt starts a trace of its own, whatever request woke the worker; a
    // manual one belongs to the redelivery request.
    const root = trigger === 'automatic';
    return tracer.inSpan('webhook delivery', { root, attributes }, (span) =>
      this.send(delivery, trigger, span),
    );
  }

  private async send(
    delivery: DeliveryRecord,
    trigger: AttemptTrigger,
    span: Span | null,
  ): Promise<DeliveryRecord | null> {
    const { queue, endpoints, clock, logger } = this.deps;
    const owner = this.owner;
    const endpoint = await endpoints.findAnyTeam(delivery.webhook_id);
    if (!endpoint || !endpoint.enabled || endpoint.team_id !== delivery.team_id) {
      // Deleted or disabled endpoints receive nothing; a manual retry is refused before this.
      span?.setAttributes({ 'switchboard.delivery.outcome': 'abandoned' });
      return queue.abandon(delivery, owner);
    }
    const now = clock.now();
    const result = await sendSignedWebhook({
      http: this.deps.http,
      url: endpoint.url,
      secret: endpoint.secret,
      webhookId: delivery.event_id,
      body: JSON.stringify(delivery.payload),
      now,
      timeoutMs: this.deps.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      retryAfterCapMs: WEBHOOK_RETRY_AFTER_CAP_MS,
      signal: this.abort.signal,
    });
    // Cut short by stop(): not the receiver's failure, so the next process sends it at once.
    if (result.kind === 'error' && this.abort.signal.aborted) {
      span?.setAttributes({ 'switchboard.delivery.outcome': 'released' });
      return queue.release(delivery, owner);
    }
    const plan = planAfterAttempt({
      status: delivery.status,
      attemptsSoFar: delivery.attempts.length,
      nextAttemptAt: delivery.next_attempt_at,
      trigger,
      result,
      now: clock.now(),
      ...(this.deps.random ? { random: this.deps.random } : {}),
    });
    const outcome = plan.status === 'pending' ? 'retry' : plan.status;
    this.deps.attempts?.inc({ outcome });
    if (span) {
      span.setAttributes({
        'switchboard.delivery.attempt': plan.attempt.attempt,
        'switchboard.delivery.outcome': outcome,
        'http.response.status_code': plan.attempt.status_code ?? undefined,
      });
      if (outcome !== 'delivered') {
        span.fail(result.kind === 'error' ? 'network_error' : String(result.statusCode));
      }
    }
    const recorded = await queue.record(delivery, owner, plan);
    if (plan.disableEndpoint) {
      await this.deps.endpoints.disable(
        endpoint.id,
        `The endpoint answered 410 Gone at ${plan.attempt.at}; enable it again to resume deliveries.`,
      );
    }
    logger.info(
      {
        delivery_id: delivery.id,
        event_id: delivery.event_id,
        webhook_id: endpoint.id,
        status: plan.status,
        status_code: plan.attempt.status_code,
        attempt: plan.attempt.attempt,
      },
      'webhook delivery attempted',
    );
    return recorded;
  }
}
