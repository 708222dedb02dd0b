import http from 'node:http';
import https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { RequestScope } from '../scope.js';
import type { HttpMethod } from '../types.js';

/** One request as it goes out on one hop (redirects are separate hops). */
export interface Hop {
  method: HttpMethod;
  url: URL;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

export interface Opened {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  stream: Readable;
  url: URL;
}

// What the client asks for (it also decodes zlib-wrapped deflate); a caller's own value wins.
const ACCEPT_ENCODING = 'gzip, br';
// Flush on every chunk so a truncated body still yields what arrived, as a browser would.
const ZLIB_OPTIONS = {
  flush: zlib.constants.Z_SYNC_FLUSH,
  finishFlush: zlib.constants.Z_SYNC_FLUSH,
};
const BROTLI_OPTIONS = {
  flush: zlib.constants.BROTLI_OPERATION_FLUSH,
  finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
};

/**
 * One hop: a plain node:http(s) request through the chosen agent (so the address checks run at
 * connect time), resolved when the response headers arrive; the body is decompressed on the way.
 * In place of an HTTP client library: the guard follows redirects and checks each hop itself, so
 * all a hop needs is this (why it stays: ./README.md).
 */
export function sendHop(hop: Hop, agent: http.Agent, scope: RequestScope): Promise<Opened> {
  const { method, url, body } = hop;
  const headers = hasHeader(hop.headers, 'accept-encoding')
    ? hop.headers
    : { ...hop.headers, 'Accept-Encoding': ACCEPT_ENCODING };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<Opened>((resolve, reject) => {
    const req = transport.request(url, { method, headers, agent }, (res) => {
      const flat = flattenHeaders(res.headers);
      resolve({
        status: res.statusCode ?? 0,
        statusText: res.statusMessage ?? '',
        headers: flat,
        stream: decoded(res, flat, method),
        url,
      });
    });
    // Errors after the response arrived reach its body stream; this only settles the wait.
    req.on('error', reject);
    // The scope ending (deadline, caller's abort) destroys the request, and with it the body.
    scope.cancelWith((reason) => req.destroy(reason));
    req.end(body);
  });
}

/** The body as sent, or decompressed (then without its content-encoding header). */
function decoded(res: http.IncomingMessage, headers: Record<string, string>, method: string) {
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (!encoding) return res;
  if (method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) {
    delete headers['content-encoding'];
    return res;
  }
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate'
      ? zlib.createUnzip(ZLIB_OPTIONS)
      : encoding === 'br'
        ? zlib.createBrotliDecompress(BROTLI_OPTIONS)
        : undefined;
  if (!decoder) return res;
  delete headers['content-encoding'];
  return pipeline(res, decoder, () => undefined);
}

function hasHeader(headers: Record<string, string>, lowerName: string): boolean {
  for (const name in headers) if (name.toLowerCase() === lowerName) return true;
  return false;
}

// Node lower-cases names and joins repeated headers itself; set-cookie stays an array.
function flattenHeaders(raw: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
