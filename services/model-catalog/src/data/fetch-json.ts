import { UpstreamError } from '@switchboard/kit/errors';
import { createHttpClient } from '@switchboard/kit/http/client';
import type { Logger } from '@switchboard/kit/logger';
import type { FetchJson } from './sync.js';

const SYNC_TIMEOUT_MS = 60_000;
/** The 2026 listing is about 1 MB; leave room for growth without accepting anything. */
const MAX_RESPONSE_BYTES = 50 * 1024 * 1024;

/**
 * GETs JSON through the shared guarded client. The URL comes from the operator (CATALOG_SYNC_URL
 * or `--url`), so its origin is trusted (it may be a local mirror); redirects elsewhere are still
 * checked, and the time and size limits always apply.
 */
export function createFetchJson(options: { logger?: Logger } = {}): FetchJson {
  return async (url) => {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      throw new UpstreamError({
        code: 'INVALID_URL',
        message: `'${url}' is not an absolute http(s) URL.`,
      });
    }
    const client = createHttpClient({
      allowPrivateNetwork: false,
      trustedOrigins: [origin],
      userAgent: 'Switchboard-model-catalog-sync',
      defaultTimeoutMs: SYNC_TIMEOUT_MS,
      maxResponseBytes: MAX_RESPONSE_BYTES,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    try {
      const response = await client.request({ url, headers: { Accept: 'application/json' } });
      if (response.status < 200 || response.status >= 300) {
        throw new UpstreamError({
          code: 'HTTP_ERROR',
          message: `${url} answered HTTP ${response.status}.`,
          status: response.status,
          retryable: response.status >= 500 || response.status === 429,
        });
      }
      if (!response.parsedJson) {
        throw new UpstreamError({
          code: 'INVALID_JSON',
          message: `${url} did not answer with JSON.`,
        });
      }
      return response.body;
    } finally {
      client.close();
    }
  };
}
