/**
 * One signed webhook attempt, the mechanism behind event deliveries and agent-loop callbacks: sign
 * the body per Standard Webhooks, POST it through the guarded client, and classify the answer.
 * Only the status line matters, so the response body is never read (a receiver answering 200 with
 * a large page still counts, and nothing it sends back is kept). A redirect is an answer, not a
 * delivery: receivers register their final URL. A failure's message is redacted of the headers
 * and the secret the attempt used, since attempts are stored and shown to the team.
 */
import { UpstreamError } from '../errors.js';
import type { HttpClient } from '../http/types.js';
import { createRedactor, headerSecrets } from '../redact.js';
import { isRetryableStatus, retryAfterMs } from '../retry.js';
import { signWebhook } from './signing.js';

/** What one attempt produced, classified by the retry rules (408, 425, 429, 5xx, network). */
export type WebhookAttemptResult =
  | {
      kind: 'response';
      statusCode: number;
      /** Whether the status is worth retrying (408, 425, 429, 5xx). */
      retryable: boolean;
      /** The receiver's Retry-After, capped. */
      retryAfterMs?: number | undefined;
      durationMs: number;
    }
  | { kind: 'error'; message: string; retryable: boolean; durationMs: number };

export interface SignedWebhookInput {
  http: HttpClient;
  url: string;
  /** The `whsec_` secret to sign with. */
  secret: string;
  /** The `webhook-id`: the same on every attempt so receivers can de-duplicate. */
  webhookId: string;
  /** The exact JSON body to sign and send. */
  body: string;
  now: Date;
  timeoutMs: number;
  /** Longest Retry-After reported back. */
  retryAfterCapMs: number;
  /** Sent as well (e.g. a loop's callback_headers); content type and signature headers win. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends one signed attempt; never throws for a receiver's failure, only reports it. */
export async function sendSignedWebhook(input: SignedWebhookInput): Promise<WebhookAttemptResult> {
  const headers = {
    ...input.headers,
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
      timeoutMs: input.timeoutMs,
      redirect: 'manual',
      ...(input.signal ? { signal: input.signal } : {}),
    });
    response.body.destroy();
    return {
      kind: 'response',
      statusCode: response.status,
      retryable: isRetryableStatus(response.status),
      retryAfterMs: retryAfterMs(response.headers, input.retryAfterCapMs, input.now.getTime()),
      durationMs: response.durationMs,
    };
  } catch (error) {
    const redact = createRedactor([...headerSecrets(input.headers), input.secret]);
    return {
      kind: 'error',
      message: redact(error instanceof Error ? error.message : String(error)),
      // Refused destinations and malformed URLs will not fix themselves; network trouble may.
      retryable: error instanceof UpstreamError ? error.retryable : true,
      durationMs: performance.now() - started,
    };
  }
}
