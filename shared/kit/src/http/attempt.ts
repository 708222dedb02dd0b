import { UpstreamError } from '../errors.js';
import { isRetryableStatus, retryAfterMs, type AttemptOutcome } from '../retry.js';
import { httpError } from './http-errors.js';
import type { BodyFor, HttpClient, HttpRequest, HttpResponse, ResponseType } from './types.js';

/** Default cap on a server's Retry-After: 5 minutes. */
export const DEFAULT_RETRY_AFTER_CAP_MS = 5 * 60_000;

/**
 * One request as a withRetry attempt: 2xx is success; 408/425/429/5xx and retryable client errors
 * (network, timeout) are retryable failures carrying Retry-After; anything else fails for good.
 * Failures are UpstreamErrors (`HTTP_ERROR` with `status` for a non-2xx answer).
 */
export async function attemptRequest<R extends ResponseType = 'json'>(
  client: HttpClient,
  request: HttpRequest<R>,
  retryAfterCapMs = DEFAULT_RETRY_AFTER_CAP_MS,
): Promise<AttemptOutcome<HttpResponse<BodyFor<R>>>> {
  let response: HttpResponse<BodyFor<R>>;
  try {
    response = await client.request(request);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { ok: false, retryable: error.retryable, error };
  }
  if (response.status >= 200 && response.status <= 299) return { ok: true, value: response };
  const host = new URL(response.url).host;
  const retryable = isRetryableStatus(response.status);
  const error = httpError('HTTP_ERROR', `${host} answered HTTP ${response.status}.`, {
    host,
    status: response.status,
    retryable,
  });
  const wait = retryable ? retryAfterMs(response.headers, retryAfterCapMs) : undefined;
  return { ok: false, retryable, error, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
}
