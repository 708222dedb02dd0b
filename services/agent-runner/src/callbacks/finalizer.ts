import { ConflictError } from '@switchboard/kit/errors';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import { withRetry, type AttemptOutcome } from '@switchboard/kit/retry';
import { sendSignedWebhook } from '@switchboard/kit/webhooks/send';
import type { DeliveryAttempt } from '@switchboard/contracts/execution';
import { ALL_TEAMS, type Collection } from '@switchboard/store/port';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { newEventRecord, type EventRecord } from '@switchboard/contracts/events';
import { callbackBodyOf, completedEventId } from './callback-body.js';

export interface FinalizerOptions {
  executions: Collection<ExecutionRecord>;
  events: Collection<EventRecord>;
  /** Guarded client: callback URLs are user-registered. */
  http: HttpClient;
  logger: Logger;
  /** Attempts in all for one callback (first try included). */
  maxAttempts: number;
  /** Backoff between attempts (full jitter, exponential, Retry-After honoured within maxDelayMs). */
  minDelayMs: number;
  maxDelayMs: number;
  /** Time limit of one attempt. */
  attemptTimeoutMs: number;
  /**
   * How long a claimed finalization belongs to this worker (renewed before each retry wait). A
   * worker that dies holding one delays it by at most this long. Must exceed attemptTimeoutMs.
   */
  claimMs: number;
  userAgent: string;
  now?: () => Date;
}

/**
 * Finishes ended executions: emits `agent_loop.completed` into the events outbox and delivers the
 * signed callback with retries, recording every attempt. The work is persisted with the terminal
 * status (`finalize_due_at`), so a runner killed halfway leaves it for the next one.
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

  private lease(extraMs = 0): string {
    return new Date(this.now().getTime() + this.claimMs + extraMs).toISOString();
  }

  /** Whether any finalization is due: a cheap indexed read. */
  async hasDue(): Promise<boolean> {
    const filter = { finalize_due_at: { $lte: this.now().toISOString() } };
    return (await this.options.executions.findOne(ALL_TEAMS, filter)) !== null;
  }

  /** Claims the most overdue finalization, pushing its due time out as this worker's lease. */
  claimDue(): Promise<ExecutionRecord | null> {
    return this.options.executions.updateOne(
      ALL_TEAMS,
      { finalize_due_at: { $lte: this.now().toISOString() } },
      { $set: { finalize_due_at: this.lease() } },
      { sort: [['finalize_due_at', 1]] },
    );
  }

  /** Emits the event (once) and delivers the callback of a claimed execution. */
  async finalize(record: ExecutionRecord, signal?: AbortSignal): Promise<void> {
    // The event id is derived from the execution, so emitting again after a crash is harmless;
    // it is noted with the last write to save one.
    const eventId = record.event_id ?? (await this.emitEvent(record));
    if (record.callback?.status === 'pending') {
      const finished = await this.deliverCallback(record, signal);
      // Stopped while waiting to retry: due again at once, for whichever runner comes next.
      if (!finished) return this.setDue(record.id, this.now().toISOString(), eventId);
    }
    await this.setDue(record.id, null, eventId);
  }

  private async setDue(id: string, due: string | null, eventId: string): Promise<void> {
    await this.options.executions.updateOne(
      ALL_TEAMS,
      { id },
      { $set: { finalize_due_at: due, event_id: eventId } },
    );
  }

  private async emitEvent(record: ExecutionRecord): Promise<string> {
    const id = completedEventId(record.id);
    const data = callbackBodyOf(record);
    try {
      await this.options.events.insert(
        newEventRecord(id, record.team_id, 'agent_loop.completed', data, this.now()),
      );
    } catch (error) {
      // Already emitted by an earlier attempt that died before noting it.
      if (!(error instanceof ConflictError)) throw error;
    }
    return id;
  }

  /** Delivers with retries; false when `signal` stopped it before a final answer. */
  private async deliverCallback(record: ExecutionRecord, signal?: AbortSignal): Promise<boolean> {
    const callback = record.callback;
    if (!callback) return true;
    const payload = JSON.stringify(callbackBodyOf(record));
    const previous = callback.attempts.length;
    const remaining = Math.max(1, this.options.maxAttempts - previous);
    try {
      await withRetry(async (n) => this.attempt(record, payload, previous + n), {
        retries: remaining - 1,
        ...(signal ? { signal } : {}),
        minDelayMs: this.options.minDelayMs,
        maxDelayMs: this.options.maxDelayMs,
        onAttempt: async (report) => {
          // Keep the claim while we wait to retry; a dead worker's claim lapses on its own.
          if (report.willRetry) {
            await this.options.executions.updateOne(
              ALL_TEAMS,
              { id: record.id },
              {
                $set: {
                  finalize_due_at: this.lease(report.delayMs ?? 0),
                  'callback.next_attempt_at': new Date(
                    this.now().getTime() + (report.delayMs ?? 0),
                  ).toISOString(),
                },
              },
            );
          }
        },
      });
      await this.setCallbackStatus(record.id, 'delivered');
      return true;
    } catch (error) {
      if (signal?.aborted) return false;
      this.options.logger.warn(
        { execution_id: record.id, err: error instanceof Error ? error.message : String(error) },
        'callback delivery failed for good',
      );
      await this.setCallbackStatus(record.id, 'failed');
      return true;
    }
  }

  private setCallbackStatus(id: string, status: 'delivered' | 'failed') {
    return this.options.executions.updateOne(
      ALL_TEAMS,
      { id },
      { $set: { 'callback.status': status, 'callback.next_attempt_at': null } },
    );
  }

  private async attempt(
    record: ExecutionRecord,
    payload: string,
    attemptNumber: number,
  ): Promise<AttemptOutcome<void>> {
    const callback = record.callback;
    if (!callback) return { ok: true, value: undefined };
    const at = this.now();
    const result = await sendSignedWebhook({
      http: this.options.http,
      url: callback.url,
      secret: record.loop.callback_secret,
      webhookId: callback.webhook_id,
      body: payload,
      now: at,
      timeoutMs: this.options.attemptTimeoutMs,
      retryAfterCapMs: this.options.maxDelayMs,
      headers: { ...record.loop.callback_headers, 'User-Agent': this.options.userAgent },
    });
    const statusCode = result.kind === 'response' ? result.statusCode : null;
    const outcome: AttemptOutcome<void> =
      statusCode !== null && statusCode >= 200 && statusCode < 300
        ? { ok: true, value: undefined }
        : {
            ok: false,
            retryable: result.retryable,
            error: new Error(result.kind === 'error' ? result.message : `HTTP ${statusCode}`),
            ...(result.kind === 'response' && result.retryAfterMs !== undefined
              ? { retryAfterMs: result.retryAfterMs }
              : {}),
          };
    const attempt: DeliveryAttempt = {
      attempt: attemptNumber,
      at: at.toISOString(),
      status_code: statusCode,
      error: outcome.ok ? null : outcome.error.message,
      duration_ms: Math.round(result.durationMs),
    };
    await this.options.executions.updateOne(
      ALL_TEAMS,
      { id: record.id },
      { $push: { 'callback.attempts': attempt } },
    );
    return outcome;
  }
}
