import { Readable } from 'node:stream';
import type { UpstreamError } from '../errors.js';
import type { HttpClient, HttpMethod } from './types.js';

/** The WHATWG fetch signature, as libraries such as the MCP SDK accept it. */
export type GuardedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface GuardedFetchOptions {
  /** Limit on the wait for response headers; default: the client's default timeout. */
  timeoutMs?: number;
  /** Limit on each response body; default: the client's limit. */
  maxResponseBytes?: number;
}

// Statuses whose Response must not have a body.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch that goes through the guarded client: same SSRF rules, headers-wait deadline and body
 * size limit. Bodies stream (SSE works); a long-lived stream is ended by the caller's signal.
 * Failures reject like fetch: the signal's reason when aborted, else a TypeError whose `cause` is
 * the client's UpstreamError (message included).
 */
export function createGuardedFetch(
  client: HttpClient,
  options: GuardedFetchOptions = {},
): GuardedFetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw signal.reason;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    let res;
    try {
      res = await client.stream({
        method: request.method.toUpperCase() as HttpMethod,
        url: request.url,
        headers: Object.fromEntries(request.headers),
        ...(body ? { body } : {}),
        ...(signal ? { signal } : {}),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.maxResponseBytes === undefined
          ? {}
          : { maxResponseBytes: options.maxResponseBytes }),
        redirect: request.redirect === 'follow' ? 'follow' : 'manual',
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new TypeError((error as UpstreamError).message, { cause: error });
    }
    if (
      request.redirect === 'error' &&
      res.status >= 300 &&
      res.status < 400 &&
      res.headers['location']
    ) {
      res.body.destroy();
      throw new TypeError(
        `Redirect from ${new URL(res.url).host} not allowed (redirect: 'error').`,
      );
    }
    const noBody = NULL_BODY_STATUSES.has(res.status) || request.method === 'HEAD';
    if (noBody) res.body.destroy();
    const response = new Response(noBody ? null : (Readable.toWeb(res.body) as ReadableStream), {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
    // A constructed Response has an empty url; callers (and redirect logic) read the final one.
    Object.defineProperty(response, 'url', { value: res.url });
    return response;
  };
}
