import { validateHeaderName, validateHeaderValue } from 'node:http';
import { Readable } from 'node:stream';
import { createGuardedAgents, createOpenAgents } from './agents.js';
import { boundedChunks, decodeBody, readBounded, tooLarge } from './body.js';
import { normaliseOrigins, parseRequestUrl } from './destination.js';
import { downloadWith } from './download.js';
import { httpError } from './http-errors.js';
import { RequestScope } from './scope.js';
import { traceRequest } from './trace-request.js';
import { openResponse, type ClientContext, type Outgoing } from './transport.js';
import type {
  BodyFor,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpRequest,
  HttpResponse,
  ResponseType,
  StreamRequest,
  StreamResponse,
} from './types.js';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/**
 * The one guarded outbound HTTP client (node:http underneath, never an environment proxy, which
 * would connect for us and bypass the address checks): https and public addresses only unless
 * allowed, checked at connect time and on every redirect; bounded time and size; any status resolves.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const ctx: ClientContext = {
    policy: {
      allowPrivateNetwork: options.allowPrivateNetwork,
      trustedOrigins: normaliseOrigins(options.trustedOrigins ?? []),
    },
    guardedAgents: createGuardedAgents(),
    openAgents: createOpenAgents(),
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
  };
  const userAgent = options.userAgent ?? 'Switchboard';
  const defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const defaultMaxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const log = options.logger;
  const tracer = options.tracer;

  function outgoing(request: StreamRequest): Outgoing {
    const url = parseRequestUrl(request.url);
    const method = (request.method ?? 'GET').toUpperCase();
    if (!METHODS.has(method))
      throw httpError('INVALID_REQUEST', `Unsupported HTTP method ${method}.`);
    if (request.json !== undefined && request.body !== undefined) {
      throw httpError('INVALID_REQUEST', 'Give either json or body, not both.');
    }
    const headers = { ...request.headers };
    assertValidHeaders(headers);
    const has = (name: string) => Object.keys(headers).some((h) => h.toLowerCase() === name);
    if (!has('user-agent')) headers['User-Agent'] = userAgent;
    // The current span is this request's client span (traceRequest), so receivers continue it.
    if (tracer?.enabled) tracer.inject(headers);
    let body: Buffer | undefined;
    if (request.json !== undefined) {
      body = Buffer.from(serialise(request.json));
      if (!has('content-type')) headers['Content-Type'] = 'application/json';
    } else if (request.body !== undefined) {
      body = Buffer.from(request.body);
    }
    return {
      method: method as HttpMethod,
      url,
      headers,
      body,
      redirect: request.redirect ?? 'follow',
    };
  }

  /**
   * Sends the request and waits for the response headers. With `wholeBody`, the deadline also
   * covers reading the body; otherwise only the headers. The caller reads the body and then
   * disposes of `scope`.
   */
  async function open(req: StreamRequest, wholeBody: boolean) {
    const out = outgoing(req);
    const started = performance.now();
    const host = out.url.host;
    const scope = new RequestScope(host, req.timeoutMs ?? defaultTimeoutMs, req.signal);
    try {
      const opened = await openResponse(ctx, out, scope);
      if (!wholeBody) scope.stopTimer();
      const limit = req.maxResponseBytes ?? defaultMaxBytes;
      const durationMs = performance.now() - started;
      log?.debug({ method: out.method, host, status: opened.status, durationMs }, 'outbound');
      return { opened, scope, host, limit, durationMs };
    } catch (error) {
      scope.dispose();
      const mapped = scope.toError(error);
      log?.debug({ method: out.method, host, code: mapped.code }, 'outbound failed');
      throw mapped;
    }
  }

  async function openStream(req: StreamRequest, wholeBody: boolean): Promise<StreamResponse> {
    const { opened, scope, host, limit, durationMs } = await open(req, wholeBody);
    const chunks = boundedChunks(opened.stream, limit, host, (e) => scope.toError(e));
    const body = Readable.from(chunks, { objectMode: false });
    body.once('close', () => scope.dispose());
    const { status, statusText, headers } = opened;
    return { status, statusText, headers, body, url: opened.url.href, durationMs };
  }

  async function request<R extends ResponseType = 'json'>(
    req: HttpRequest<R>,
  ): Promise<HttpResponse<BodyFor<R>>> {
    const started = performance.now();
    // The body is read straight from the response: no stream in between on this hot path.
    const { opened, scope, host, limit } = await open(req, true);
    let raw: Buffer;
    try {
      if (announcesMoreThan(req.method, opened.headers, limit)) {
        opened.stream.destroy();
        throw tooLarge(host, limit);
      }
      raw = await readBounded(opened.stream, limit, host, (e) => scope.toError(e));
    } catch (error) {
      // Body failures arrive already mapped (TIMEOUT, ABORTED, RESPONSE_TOO_LARGE, NETWORK_ERROR).
      log?.debug({ host, code: codeOf(error) }, 'outbound body failed');
      throw error;
    } finally {
      scope.dispose();
    }
    const { headers } = opened;
    const decoded = decodeBody(raw, headers['content-type'], req.responseType ?? 'json');
    return {
      status: opened.status,
      headers,
      body: decoded.body as BodyFor<R>,
      parsedJson: decoded.parsedJson,
      durationMs: performance.now() - started,
      url: opened.url.href,
    };
  }

  return {
    request: (req) => traceRequest(tracer, req, () => request(req)),
    stream: (req) => traceRequest(tracer, req, () => openStream(req, false)),
    download: (req) => downloadWith((r) => traceRequest(tracer, r, () => openStream(r, true)), req),
    close() {
      for (const agents of [ctx.guardedAgents, ctx.openAgents]) {
        agents.http.destroy();
        agents.https.destroy();
      }
    },
  };
}

// Checked up front so a bad header is INVALID_REQUEST before any connection is made.
function assertValidHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      throw httpError(
        'INVALID_REQUEST',
        `Header '${name.slice(0, 64)}' has an invalid name or value.`,
      );
    }
  }
}

/**
 * Whether the response announces a body over `limit` bytes (an identity Content-Length): it fails
 * before a byte of it is read. A compressed body's length says nothing of its decoded size.
 */
function announcesMoreThan(
  method: string | undefined,
  headers: Record<string, string>,
  limit: number,
): boolean {
  const encoding = headers['content-encoding'];
  if (method?.toUpperCase() === 'HEAD' || (encoding !== undefined && encoding !== 'identity'))
    return false;
  return Number(headers['content-length']) > limit;
}

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

function serialise(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    throw httpError('INVALID_REQUEST', 'The json body cannot be serialised.', { cause: error });
  }
}
