/**
 * A server span and the request-duration histogram for each request a service serves, when
 * tracing or metrics are on (`requestTelemetry` returns null otherwise, and the service adds
 * nothing to its requests). Both are keyed by the route pattern the request matched
 * (`/v1/bots/{id}`), never its path: ids stay out of metric labels, and capabilities (file tokens,
 * trigger URLs) out of spans.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DURATION_BUCKETS_S, secondsSince, type Metrics } from '../metrics/metrics.js';
import type { SpanAttributes, Tracer } from '../telemetry/tracer.js';

/** The route label of requests no route matched (a 404, static files). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The status label of a request whose client left before the response was sent (nginx's). */
export const CLIENT_CLOSED_STATUS = '499';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Runs `handle` for the request inside its span, and records both when the response is done. */
export type ObserveRequest = (
  req: IncomingMessage,
  res: ServerResponse,
  handle: () => void,
) => void;

export interface RequestTelemetryOptions {
  tracer: Tracer;
  metrics: Metrics;
  /** The pattern of the route that served the request, once it is done; undefined: none. */
  routeOf: (req: IncomingMessage) => string | undefined;
  /** More span attributes known once the request is done (the calling team). */
  attributesOf?: (req: IncomingMessage) => SpanAttributes;
}

export function requestTelemetry(options: RequestTelemetryOptions): ObserveRequest | null {
  const { tracer, metrics, routeOf, attributesOf } = options;
  if (!tracer.enabled && !metrics.enabled) return null;
  const durations = metrics.histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of requests served, by method, route pattern and status.',
    labels: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS_S,
  });
  return (req, res, handle) => {
    const started = performance.now();
    const method = KNOWN_METHODS.has(req.method ?? '') ? req.method! : 'OTHER';
    const span = tracer.enabled
      ? tracer.startSpan(method, {
          kind: 'server',
          remoteParent: req.headers,
          attributes: {
            'http.request.method': method,
            'url.scheme': 'http',
            'network.protocol.version': req.httpVersion,
          },
        })
      : null;
    // 'close' comes once the response is sent, or when the client leaves before.
    res.on('close', () => {
      const route = routeOf(req);
      const finished = res.writableFinished;
      const status = finished ? String(res.statusCode) : CLIENT_CLOSED_STATUS;
      durations.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status_code: status },
        secondsSince(started),
      );
      if (!span) return;
      if (route) span.updateName(`${method} ${route}`);
      span.setAttributes({
        'http.route': route,
        'http.response.status_code': res.headersSent ? res.statusCode : undefined,
        ...attributesOf?.(req),
      });
      // Server spans fail on 5xx only: a 4xx is the caller's mistake, answered as designed.
      if (!finished) span.fail('client_closed');
      else if (res.statusCode >= 500) span.fail(String(res.statusCode));
      span.end();
    });
    if (span) tracer.withSpan(span, handle);
    else handle();
  };
}
