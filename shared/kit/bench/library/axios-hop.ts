/**
 * The library path for one outbound hop: axios, configured as the guarded client once used it
 * (one hop per call, redirects left to the guard, the body as a decompressed stream, any status
 * resolving, no environment proxy), in place of `sendHop` (src/http/fast/). `pnpm bench:kit`
 * measures one against the other; `test/send-hop-parity.test.ts` checks that both send and
 * receive alike.
 */
import type http from 'node:http';
import type { Readable } from 'node:stream';
import axios, { type AxiosInstance } from 'axios';
import type { Hop, Opened } from '../../src/http/fast/send-hop.js';
import type { RequestScope } from '../../src/http/scope.js';

export type SendHop = (hop: Hop, agent: http.Agent, scope: RequestScope) => Promise<Opened>;

/** An axios instance as the client configured it, and one hop through it. */
export function axiosHop(): SendHop {
  const instance: AxiosInstance = axios.create({
    adapter: 'http',
    proxy: false,
    maxRedirects: 0,
    responseType: 'stream',
    decompress: true,
    validateStatus: () => true,
    transformRequest: [(data: unknown) => data],
    maxContentLength: -1,
    maxBodyLength: -1,
  });
  delete instance.defaults.headers.common['Accept'];
  return async (hop, agent, scope) => {
    const controller = new AbortController();
    scope.cancelWith((reason) => controller.abort(reason));
    const response = await instance.request<Readable>({
      method: hop.method,
      url: hop.url.href,
      headers: hop.headers,
      data: hop.body,
      signal: controller.signal,
      httpAgent: agent,
      httpsAgent: agent,
    });
    return {
      status: response.status,
      statusText: response.statusText,
      headers: flattenHeaders(response.headers as Record<string, unknown>),
      stream: response.data,
      url: hop.url,
    };
  };
}

// AxiosHeaders keeps each header as an own property (set-cookie as an array).
function flattenHeaders(raw: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}
