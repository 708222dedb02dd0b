/**
 * One delivery attempt: sign the envelope per Standard Webhooks with the endpoint's secret, POST it
 * through the guarded outbound client, and classify what came back. Only the status line matters,
 * so the response body is never read: a receiver answering 200 with a large page still counts as
 * delivered, and nothing it sends back is stored.
 */
import { UpstreamError } from '@switchboard/kit/errors';
import type { HttpClient } from '@switchboard/kit/http/types';
import { isRetryableStatus, retryAfterMs } from '@switchboard/kit/retry';
import { signWebhook } from '@switchboard/kit/webhooks/signing';
import type { AttemptResult } from './delivery-plan.js';
import { RETRY_AFTER_CAP_MS } from './retry-schedule.js';

/** How long a receiver has to answer (Svix and Stripe use 15 s as well). */
export const DELIVERY_TIMEOUT_MS = 15_000;

export interface SendInput {
  http: HttpClient;
  url: string;
  secret: string;
  /** The event id: the `webhook-id`, the same on every attempt so receivers can de-duplicate. */
  webhookId: string;
  /** The exact JSON body to sign and send. */
  body: string;
  now: Date;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Sends one signed attempt; never throws for a receiver's failure, only reports it. */
export async function sendDelivery(input: SendInput): Promise<AttemptResult> {
  const headers = {
    'content-type': 'application/json',
    ...signWebhook({
      secret: input.secret,
      id: input.webhookId,
      timestamp: input.now,
      payload: input.body,
    }),
  };
  const started = performance.now();
  try {
    const response = await input.http.stream({
      method: 'POST',
      url: input.url,
      headers,
      body: input.body,
      timeoutMs: input.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      // A redirect is an answer, not a delivery: receivers must register their final URL.
      redirect: 'manual',
      ...(input.signal ? { signal: input.signal } : {}),
    });
    response.body.destroy();
    return {
      kind: 'response',
      statusCode: response.status,
      retryable: isRetryableStatus(response.status),
      retryAfterMs: retryAfterMs(response.headers, RETRY_AFTER_CAP_MS, input.now.getTime()),
      durationMs: response.durationMs,
    };
  } catch (error) {
    return {
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
      // Refused destinations and malformed URLs will not fix themselves; network trouble may.
      retryable: error instanceof UpstreamError ? error.retryable : true,
      durationMs: performance.now() - started,
    };
  }
}
