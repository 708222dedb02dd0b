import { z } from 'zod';
import { AppError, UnauthorizedError } from '@switchboard/kit/errors';
import type { Metrics } from '@switchboard/kit/metrics/metrics';
import { metricsAuthorized } from '@switchboard/kit/server/ops-endpoints';
import type { Readiness } from '@switchboard/kit/server/readiness';
import { RouteNotFoundError } from './http-errors.js';
import { defineRoute, type RouteDefinition } from './route.js';

const TAG = 'System';

export interface SystemRouteDeps {
  /** The OpenAPI document, built on first request. */
  openApiDocument: () => unknown;
  readiness: Readiness;
  /** NO_METRICS when METRICS_TOKEN is unset: /metrics then answers 404. */
  metrics: Metrics;
  metricsToken: string | undefined;
}

/**
 * `GET /health` (liveness), `GET /ready` (readiness), `GET /metrics` and `GET /v1/openapi.json`:
 * without an API key, and documented like every route.
 */
export function systemRoutes(deps: SystemRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      tag: TAG,
      summary: 'Liveness: the process is up and serving requests',
      auth: false,
      response: z.strictObject({ status: z.literal('ok') }),
      handler: async () => ({ status: 'ok' as const }),
    }),
    defineRoute({
      method: 'get',
      path: '/ready',
      tag: TAG,
      summary: 'Readiness: the store answers and the process is not shutting down',
      description:
        'For load balancers: 503 SERVICE_UNAVAILABLE while the store does not answer a ping ' +
        'within 2 s, and from the moment the process starts shutting down (SIGTERM), so new ' +
        'traffic goes elsewhere while requests in flight finish. `/health` stays 200 meanwhile.',
      auth: false,
      response: z.strictObject({ status: z.literal('ready') }),
      errors: [503],
      handler: async () => {
        const problem = await deps.readiness.problem();
        if (problem !== null) {
          throw new AppError({ code: 'SERVICE_UNAVAILABLE', message: `Not ready: ${problem}.` });
        }
        return { status: 'ready' as const };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/metrics',
      tag: TAG,
      summary: 'Prometheus metrics of this process (text exposition format)',
      description:
        'Off (404) unless the server sets METRICS_TOKEN; then answered only to ' +
        '`Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Labels are route patterns, ' +
        'statuses, collections and outcomes: no ids, no teams, no secrets.',
      auth: false,
      binaryResponse: true,
      errors: [401, 404],
      handler: async ({ req, res }) => {
        if (!deps.metrics.enabled) throw new RouteNotFoundError(req.method ?? 'GET', req.path);
        if (!metricsAuthorized(req.headers.authorization, deps.metricsToken)) {
          res.setHeader('WWW-Authenticate', 'Bearer');
          throw new UnauthorizedError('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.');
        }
        const { contentType, body } = await deps.metrics.render();
        res.statusCode = 200;
        res.setHeader('Content-Type', contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/openapi.json',
      tag: TAG,
      summary: 'This API’s OpenAPI 3.1 document',
      auth: false,
      response: z.record(z.string(), z.unknown()),
      handler: async () => deps.openApiDocument() as Record<string, unknown>,
    }),
  ];
}
