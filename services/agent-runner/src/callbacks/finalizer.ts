import { ConflictError } from '@switchboard/kit/errors';
import type { EventRepository } from '@switchboard/store/event-repository';
import type { ExecutionRepository } from '@switchboard/store/execution-repository';
import type { DocumentStore } from '@switchboard/store/port';
import type { UsageRollup } from '@switchboard/store/usage-rollup';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import type { Counter } from '@switchboard/kit/metrics/metrics';
import { NO_TRACER, type Span, type Tracer } from '@switchboard/kit/telemetry/tracer';
import {
  WEBHOOK_RETRY_AFTER_CAP_MS,
  WEBHOOK_RETRY_DELAYS_MS,
} from '@switchboard/kit/retry-schedule';
import { planAfterAttempt } from '@switchboard/kit/webhooks/attempt-policy';
import { sendSignedWebhook, type WebhookAttemptResult } from '@switchboard/kit/webhooks/send';
import {
  fillSecretHeaders,
  MissingSecretError,
  type SecretRepository,
} from '@switchboard/store/secret-repository';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { newEventRecord } from '@switchboard/contracts/events';
import { callbackBodyOf, eventIdFor } from './callback-body.js';

export interface FinalizerOptions {
  executions: Pick<
    ExecutionRepository,
    'hasFinalizeDue' | 'claimFinalizeDue' | 'setFinalizeDue' | 'recordCallbackAttempt'
  >;
  events: Pick<EventRepository, 'insertStep'>;
  /** Writes the event and the execution's usage count as one unit. */
  store: Pick<DocumentStore, 'writeTogether'>;
  /** Guarded client: callback URLs are user-registered. */
  http: HttpClient;
  /** The team secrets vault: fills `{{secret.NAME}}` in callback headers at each attempt. */
  secrets: Pick<SecretRepository, 'valuesOf'>;
  logger: Logger;
  /**
   * Waits before retries 1..n (each with ±20 % jitter; a longer Retry-After, up to
   * retryAfterCapMs, wins); default the kit's Standard Webhooks schedule, 5 s .. 10 h over ~28 h.
   */
  retryDelaysMs?: readonly number[];
  /** Longest a receiver's Retry-After may push a retry out; default 1 h. */
  retryAfterCapMs?: number;
  /** Time limit of one attempt. */
  attemptTimeoutMs: number;
  /**
   * How long a claimed finalization belongs to this worker (one attempt). A worker that dies
   * holding one delays it by at most this long. Must exceed attemptTimeoutMs.
   */
  claimMs: number;
  userAgent: string;
  /** Daily usage counters, bumped once per execution, with its event. */
  usage?: Pick<UsageRollup, 'addStep'>;
  now?: () => Date;
  /** In [0, 1), for the jitter; injectable for tests. */
  random?: () => number;
  /** A `callback delivery` span per attempt; default none. */
  tracer?: Tracer;
  /** Callback attempts by outcome (delivered, retry, failed); default none. */
  attempts?: Counter<'outcome'>;
}

/**
 * Finishes ended executions: emits `agent_loop.completed` into the events outbox and delivers the
 * signed callback, recording every attempt. The work is persisted with the terminal status
 * (`finalize_due_at`), so a runner killed halfway leaves it for the next one. Each claim makes one
 * attempt; a retry is scheduled by setting `finalize_due_at` (and `callback.next_attempt_at`) to
 * when it is due, so waits of hours cost nothing while they last.
 */
export class Finalizer {
  private readonly now: () => Date;

  constructor(private readonly options: FinalizerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** How long a claimed finalization is ours before another worker may take it. */
  get claimMs(): number {
    return Math.max(this.options.claimMs, this.options.attemptTimeoutMs + 1_000);
  }

  private lease(): string {
    return new Date(this.now().getTime() + this.claimMs).toISOString();
  }

  /** Whether any finalization is due: a cheap indexed read. */
  hasDue(): Promise<boolean> {
    return this.options.executions.hasFinalizeDue(this.now().toISOString());
  }

  /** Claims the most overdue finalization, pushing its due time out as this worker's lease. */
  claimDue(): Promise<ExecutionRecord | null> {
    return this.options.executions.claimFinalizeDue(this.now().toISOString(), this.lease());
  }

  /** Emits the event (once) and delivers the callback of a claimed execution. */
  async finalize(record: ExecutionRecord, signal?: AbortSignal): Promise<void> {
    // The event id is derived from the execution, so emitting again after a crash is harmless;
    // it is noted with the last write to save one.
    const eventId = record.event_id ?? (await this.emitEvent(record));
    if (record.callback?.status === 'pending') {
      // Shutting down: leave the attempt to whichever runner comes next, at once.
      if (signal?.aborted) return this.setDue(record.id, this.now().toISOString(), eventId);
      const nextAttemptAt = await this.attemptCallback(record);
      // A retry is due later: the record waits in the store, not in this process, so a receiver
      // that is down for hours holds no worker and survives restarts.
      if (nextAttemptAt) return this.setDue(record.id, nextAttemptAt, eventId);
    }
    await this.setDue(record.id, null, eventId);
  }

  private setDue(id: string, due: string | null, eventId: string): Promise<void> {
    return this.options.executions.setFinalizeDue(id, due, eventId);
  }

  private async emitEvent(record: ExecutionRecord): Promise<string> {
    const id = eventIdFor(record.id);
    const event = newEventRecord(
      id,
      record.team_id,
      'agent_loop.completed',
      callbackBodyOf(record),
      this.now(),
      // A run an event started passes its depth on, so event triggers can end a chain.
      record.trigger?.depth ?? 0,
    );
    // The execution is counted with its event, as one unit: never twice, and (on SQLite) never
    // lost to a crash between the two.
    const counted = this.options.usage?.addStep(
      record.team_id,
      new Date(record.completed_at ?? this.now().toISOString()),
      {
        [`executions_${record.status}`]: 1,
        tokens: record.usage?.total_tokens ?? 0,
        cost_usd: record.usage?.cost_usd ?? 0,
      },
    );
    try {
      await this.options.store.writeTogether([
        this.options.events.insertStep(event),
        ...(counted ? [counted] : []),
      ]);
    } catch (error) {
      // Already emitted (and counted) by an earlier attempt that died before noting it.
      if (!(error instanceof ConflictError)) throw error;
    }
    return id;
  }

  /**
   * Makes one attempt and records it. Returns when the next attempt is due (ISO time), or null
   * once the callback is delivered or failed for good.
   */
  private attemptCallback(record: ExecutionRecord): Promise<string | null> {
    const tracer = this.options.tracer ?? NO_TRACER;
    if (!tracer.enabled) return this.sendCallback(record, null);
    // A trace of its own, linked to the request that queued the run.
    const options = {
      root: true,
      links: [record.traceparent],
      attributes: {
        'switchboard.execution.id': record.id,
        'switchboard.team.id': record.team_id,
        'switchboard.callback.webhook_id': record.callback?.webhook_id,
        'switchboard.callback.attempt': (record.callback?.attempts.length ?? 0) + 1,
      },
    };
    return tracer.inSpan('callback delivery', options, (span) => this.sendCallback(record, span));
  }

  private async sendCallback(record: ExecutionRecord, span: Span | null): Promise<string | null> {
    const callback = record.callback;
    if (!callback) return null;
    const at = this.now();
    const result = await this.send(record, callback.url, callback.webhook_id, at);
    const plan = planAfterAttempt({
      result,
      attemptsSoFar: callback.attempts.length,
      at,
      now: this.now(),
      schedule: {
        delaysMs: this.options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS,
        ...(this.options.retryAfterCapMs === undefined
          ? {}
          : { retryAfterCapMs: this.options.retryAfterCapMs }),
        ...(this.options.random ? { random: this.options.random } : {}),
      },
    });
    const { record: attempt, nextAttemptAt } = plan;
    const { outcome } = plan;
    this.options.attempts?.inc({ outcome });
    if (span) {
      span.setAttributes({
        'switchboard.callback.outcome': outcome,
        'http.response.status_code': attempt.status_code ?? undefined,
      });
      if (outcome !== 'delivered') {
        span.fail(result.kind === 'error' ? 'network_error' : String(result.statusCode));
      }
    }
    await this.options.executions.recordCallbackAttempt(
      record.id,
      attempt,
      plan.outcome === 'retry' ? 'pending' : plan.outcome,
      nextAttemptAt,
    );
    if (plan.outcome === 'failed') {
      this.options.logger.warn(
        { execution_id: record.id, attempts: attempt.attempt, err: attempt.error },
        'callback delivery failed for good',
      );
    }
    return nextAttemptAt;
  }

  /**
   * One signed attempt with the callback headers' secret references filled; a secret deleted
   * since is a failed attempt naming it (retried: the team may create it again).
   */
  private async send(
    record: ExecutionRecord,
    url: string,
    webhookId: string,
    at: Date,
  ): Promise<WebhookAttemptResult> {
    let headers: Record<string, string>;
    try {
      ({ headers } = await fillSecretHeaders(
        this.options.secrets,
        record.team_id,
        record.loop.callback_headers,
      ));
    } catch (error) {
      if (!(error instanceof MissingSecretError)) throw error;
      return { kind: 'error', message: error.message, retryable: true, durationMs: 0 };
    }
    return sendSignedWebhook({
      http: this.options.http,
      url,
      secret: record.loop.callback_secret,
      webhookId,
      body: JSON.stringify(callbackBodyOf(record)),
      now: at,
      timeoutMs: this.options.attemptTimeoutMs,
      retryAfterCapMs: this.options.retryAfterCapMs ?? WEBHOOK_RETRY_AFTER_CAP_MS,
      headers: { ...headers, 'User-Agent': this.options.userAgent },
    });
  }
}
