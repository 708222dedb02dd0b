import type { RequestListener } from 'node:http';
import express from 'express';
import { createHttpClient } from '@switchboard/kit/http/client';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import { NO_METRICS, type Metrics } from '@switchboard/kit/metrics/metrics';
import { Readiness } from '@switchboard/kit/server/readiness';
import { NO_TRACER, type Tracer } from '@switchboard/kit/telemetry/tracer';
import { SWITCHBOARD_VERSION, USER_AGENT } from '@switchboard/kit/version';
import type { DocumentStore } from '@switchboard/store/port';
import { ApiKeyService } from './api-keys/api-key.service.js';
import { authenticate } from './auth/authenticate.js';
import { RateLimiter } from './auth/rate-limiter.js';
import { systemClock, type Clock, type Timers } from './clock.js';
import type { ApiConfig } from './config.js';
import { buildFeatures } from './features.js';
import { CHANNEL_PLATFORMS } from '@switchboard/contracts/platforms/index';
import { dashboardRouter } from './http/dashboard.js';
import { docsRouter } from './http/docs.js';
import { errorHandler, errorResponder } from './http/error-handler.js';
import { IdempotencyKeys } from './http/idempotency/idempotency-keys.js';
import { IdempotencyPrune } from './http/idempotency/idempotency-prune.js';
import { OnceClaims } from './jobs/once-claims.js';
import { RouteNotFoundError } from './http/http-errors.js';
import { jsonBodyReader } from './http/json-body.js';
import { routeDispatcher } from './http/fast/route-dispatch.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { requestLogger } from './http/fast/request-logger.js';
import { requestTelemetry } from '@switchboard/kit/server/request-telemetry';
import { getAuth } from './auth/auth-context.js';
import { matchedRoute } from './http/route-server.js';
import { storeLatency } from '@switchboard/store/observed-store';
import { systemRoutes } from './http/system.routes.js';
import type { RouteDefinition } from './http/route.js';
import { meRoutes } from './teams/me.routes.js';
import { TeamService } from './teams/team.service.js';

export interface AppDeps {
  config: ApiConfig;
  logger: Logger;
  store: DocumentStore;
  clock?: Clock;
  /** Platform rate-limit waits and per-chat send pacing; default real time (tests: virtual). */
  timers?: Timers;
  /** Outbound client; by default one built from config (ALLOW_PRIVATE_NETWORK), closed by stop(). */
  http?: HttpClient;
  /** Spans of requests, relayed messages and deliveries; default none (NO_TRACER). */
  tracer?: Tracer;
  /** What GET /metrics shows; default none (NO_METRICS: /metrics answers 404). */
  metrics?: Metrics;
}

export interface ApiApp {
  /** Serves every request; pass it to `http.createServer`. */
  listener: RequestListener;
  /** Every declared route (the registry behind validation, OpenAPI and the fuzz tests). */
  routes: readonly RouteDefinition[];
  /** Starts background work (webhook deliveries); call once the server listens. */
  start(): void;
  /** Stops background work and waits for it; call before closing the store. */
  stop(): Promise<void>;
  /** What GET /ready answers; `shutDown()` it first when the process stops. */
  readiness: Readiness;
}

const OPENAPI_PATH = '/v1/openapi.json';

/** Builds the API over already-opened dependencies; opening and closing them is main.ts's job. */
export function createApp(deps: AppDeps): ApiApp {
  const { config, logger } = deps;
  const tracer = deps.tracer ?? NO_TRACER;
  const metrics = deps.metrics ?? NO_METRICS;
  // Timed per operation only when someone collects the figures.
  const store = storeLatency(deps.store, metrics);
  const readiness = new Readiness({ check: () => store.ping() });
  const clock = deps.clock ?? systemClock;
  const teams = new TeamService(store, clock);
  const apiKeys = new ApiKeyService(store, teams, clock, logger);
  const rateLimiter = config.RATE_LIMIT_ENABLED ? new RateLimiter(store, clock) : null;
  const http =
    deps.http ??
    createHttpClient({
      allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK,
      // Each channel platform's configured API (a local Bot API server, a gateway, a test fake),
      // and the operator's model catalog.
      trustedOrigins: [
        ...CHANNEL_PLATFORMS.flatMap(({ apiBaseUrl }) =>
          apiBaseUrl ? [config[apiBaseUrl.setting]] : [],
        ),
        config.CATALOG_URL,
      ],
      userAgent: USER_AGENT,
      logger,
      tracer,
    });
  const features = buildFeatures(
    {
      config,
      logger,
      store,
      clock,
      http,
      rateLimiter,
      tracer,
      metrics,
      ...(deps.timers ? { timers: deps.timers } : {}),
    },
    apiKeys,
    teams,
  );
  const idempotencyKeys = new IdempotencyKeys(store, clock);
  const idempotencyPrune = new IdempotencyPrune({
    keys: idempotencyKeys,
    alsoExpiring: [new OnceClaims(store, clock)],
    clock,
    logger: logger.child({ component: 'idempotency-keys' }),
  });
  let openApiDocument: unknown;
  const routes: RouteDefinition[] = [
    ...systemRoutes({
      openApiDocument: () =>
        // Built on first request, from the final route list (so it covers every feature).
        (openApiDocument ??= buildOpenApiDocument(routes, {
          title: 'Switchboard API',
          version: SWITCHBOARD_VERSION,
          serverUrl: config.PUBLIC_BASE_URL,
        })),
      readiness,
      metrics,
      metricsToken: config.METRICS_TOKEN,
    }),
    ...meRoutes(teams, apiKeys),
    ...features.flatMap((feature) => feature.routes),
  ];

  const logRequest = requestLogger(logger, routes);
  const dispatch = routeDispatcher(routes, {
    authenticate: authenticate({ apiKeys, rateLimiter }),
    readBody: jsonBodyReader(config.BODY_LIMIT_BYTES),
    idempotencyKeys,
    answerError: errorResponder(logger),
  });
  // What no API route answers: the rendered docs, the dashboard's files, and the 404.
  const pages = express();
  pages.disable('x-powered-by');
  pages.set('etag', false);
  pages.use(docsRouter(OPENAPI_PATH));
  pages.use(dashboardRouter(config.DASHBOARD_DIR));
  pages.use((req, _res, next) => next(new RouteNotFoundError(req.method, req.path)));
  pages.use(errorHandler(logger));
  const observe = requestTelemetry({
    tracer,
    metrics,
    routeOf: (req) => matchedRoute(req)?.route.path,
    attributesOf: (req) => ({ 'switchboard.team.id': getAuth(req)?.teamId }),
  });
  return {
    listener: observe
      ? (req, res) => {
          logRequest(req, res);
          observe(req, res, () => dispatch(req, res, pages));
        }
      : (req, res) => {
          logRequest(req, res);
          dispatch(req, res, pages);
        },
    routes,
    readiness,
    start: () => {
      features.forEach((feature) => feature.start?.());
      idempotencyPrune.start();
    },
    stop: async () => {
      await Promise.all([...features.map((feature) => feature.stop?.()), idempotencyPrune.stop()]);
      if (!deps.http) http.close();
    },
  };
}
