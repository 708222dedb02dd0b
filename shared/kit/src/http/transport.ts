import http from 'node:http';
import https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AgentPair } from './agents.js';
import { assertDestinationAllowed, isUnguarded, type DestinationPolicy } from './destination.js';
import { httpError } from './http-errors.js';
import type { RequestScope } from './scope.js';
import type { HttpMethod } from './types.js';

export interface ClientContext {
  policy: DestinationPolicy;
  guardedAgents: AgentPair;
  openAgents: AgentPair;
  maxRedirects: number;
}

export interface Outgoing {
  method: HttpMethod;
  url: URL;
  headers: Record<string, string>;
  body: Buffer | undefined;
  redirect: 'follow' | 'manual';
}

export interface Opened {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  stream: Readable;
  url: URL;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
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
// Headers that may follow a redirect to another origin; everything else may be a credential.
const CROSS_ORIGIN_SAFE = new Set(['accept', 'accept-language', 'content-type', 'user-agent']);

/**
 * Sends the request and follows redirects itself, so every hop is checked against the SSRF rules
 * and goes out through the right agents. Resolves once response headers arrive.
 */
export async function openResponse(
  ctx: ClientContext,
  outgoing: Outgoing,
  scope: RequestScope,
): Promise<Opened> {
  let { method, url, headers, body } = outgoing;
  for (let redirects = 0; ; redirects++) {
    scope.throwIfAborted();
    assertDestinationAllowed(url, ctx.policy);
    const agents = isUnguarded(url, ctx.policy) ? ctx.openAgents : ctx.guardedAgents;
    const agent = url.protocol === 'https:' ? agents.https : agents.http;
    const opened = await send({ method, url, headers, body }, agent, scope);
    const location = opened.headers['location'];
    if (outgoing.redirect === 'manual' || !REDIRECT_STATUSES.has(opened.status) || !location) {
      return opened;
    }
    opened.stream.destroy();
    if (redirects >= ctx.maxRedirects) {
      throw httpError(
        'TOO_MANY_REDIRECTS',
        `More than ${ctx.maxRedirects} redirects from ${url.host}.`,
        {
          host: url.host,
        },
      );
    }
    const next = resolveLocation(location, url);
    if (
      opened.status === 303 ||
      ((opened.status === 301 || opened.status === 302) && method === 'POST')
    ) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = undefined;
      headers = omit(headers, (name) => name === 'content-type' || name === 'content-length');
    }
    if (next.origin !== url.origin) headers = omit(headers, (name) => !CROSS_ORIGIN_SAFE.has(name));
    url = next;
  }
}

function resolveLocation(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch {
    throw httpError('INVALID_URL', `Redirect from ${base.host} has an invalid Location.`, {
      host: base.host,
    });
  }
}

function omit(headers: Record<string, string>, drop: (lowerName: string) => boolean) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop(name.toLowerCase())));
}

/**
 * One hop: a plain node:http(s) request through the chosen agent (so the address checks run at
 * connect time), resolved when the response headers arrive. The body is decompressed on the way.
 */
function send(
  hop: Pick<Outgoing, 'method' | 'url' | 'headers' | 'body'>,
  agent: http.Agent,
  scope: RequestScope,
): Promise<Opened> {
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
