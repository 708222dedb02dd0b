import { UpstreamError } from '@switchboard/kit/errors';
import type { FetchJson } from './sync.js';

const SYNC_TIMEOUT_MS = 30_000;
const MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/**
 * GETs JSON from the operator's sync URL. The URL comes from configuration (trusted), so private
 * and loopback addresses are allowed; the time and size limits still apply.
 */
export function createFetchJson(): FetchJson {
  return async (url) => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError({
        code: 'UPSTREAM_UNREACHABLE',
        message: `Cannot reach ${url}: ${(error as Error).message}`,
        retryable: true,
      });
    }
    if (!response.ok) {
      throw new UpstreamError({
        code: 'UPSTREAM_STATUS',
        message: `${url} answered HTTP ${response.status}`,
        status: response.status,
        retryable: response.status >= 500 || response.status === 429,
      });
    }
    const text = await response.text();
    if (text.length > MAX_RESPONSE_BYTES) {
      throw new UpstreamError({
        code: 'UPSTREAM_TOO_LARGE',
        message: `${url} answered more than ${MAX_RESPONSE_BYTES} bytes`,
      });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UpstreamError({
        code: 'UPSTREAM_INVALID_JSON',
        message: `${url} did not answer JSON`,
      });
    }
  };
}
