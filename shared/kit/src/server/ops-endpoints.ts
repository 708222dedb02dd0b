/**
 * `GET /ready` and `GET /metrics` for services that are not the API (the catalog's Express app,
 * the runner's small server), answered as the API answers its own: readiness 200 or 503, metrics
 * only when they are on and, with a token set, only to `Authorization: Bearer <token>`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorCode } from '../errors.js';
import type { Metrics } from '../metrics/metrics.js';
import { sameSecret } from '../same-secret.js';
import { errorBody, type ClientErrorAnswer } from './client-errors.js';
import type { Readiness } from './readiness.js';

export interface OpsEndpointsDeps {
  readiness: Readiness;
  metrics: Metrics;
  /** When set, /metrics answers only requests bearing it. */
  metricsToken?: string | undefined;
  /** The service's error body; default `{ error: { code, message } }`. */
  renderError?: (answer: ClientErrorAnswer) => unknown;
  /** What /metrics says when metrics are off. */
  metricsOffMessage: string;
}

/** Whether `authorization` may read /metrics: anyone without a token, else the token's bearer. */
export function metricsAuthorized(
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  if (token === undefined) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && sameSecret(token, match[1]!);
}

/** A request handler answering the two paths; it returns false for any other request. */
export function opsEndpoints(
  deps: OpsEndpointsDeps,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const render = deps.renderError ?? errorBody;
  const fail = (res: ServerResponse, status: number, code: ApiErrorCode, message: string) =>
    sendJson(res, status, render({ status, code, message }));
  return (req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/ready' && path !== '/metrics') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      fail(res, 405, 'METHOD_NOT_ALLOWED', `Use GET ${path}.`);
      return true;
    }
    if (path === '/ready') {
      void deps.readiness.problem().then((problem) => {
        if (problem === null) sendJson(res, 200, { status: 'ready' });
        else fail(res, 503, 'SERVICE_UNAVAILABLE', `Not ready: ${problem}.`);
      });
      return true;
    }
    if (!deps.metrics.enabled) {
      fail(res, 404, 'ROUTE_NOT_FOUND', deps.metricsOffMessage);
    } else if (!metricsAuthorized(req.headers.authorization, deps.metricsToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      fail(res, 401, 'UNAUTHORIZED', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.');
    } else {
      void deps.metrics.render().then(
        ({ contentType, body }) => {
          res.statusCode = 200;
          res.setHeader('Content-Type', contentType);
          res.end(body);
        },
        () => fail(res, 500, 'INTERNAL_ERROR', 'The metrics could not be rendered.'),
      );
    }
    return true;
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}
