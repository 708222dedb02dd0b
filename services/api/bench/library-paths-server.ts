/**
 * The API served with each of its speed replacements (src/http/fast/) swapped for the library it
 * replaces, for `pnpm bench:api`'s library-path table: the same routes, services and store as the
 * benchmark's API, one request listener per combination of route dispatch (ours, or an Express
 * app with Express's router) and access logging (ours, or pino-http).
 */
import type { RequestListener } from 'node:http';
import { authenticate } from '../dist/auth/authenticate.js';
import { systemClock } from '../dist/clock.js';
import { accessLine } from '../dist/http/access-log.js';
import { errorResponder } from '../dist/http/error-handler.js';
import { routeDispatcher } from '../dist/http/fast/route-dispatch.js';
import { requestLogger } from '../dist/http/fast/request-logger.js';
import { RouteNotFoundError } from '../dist/http/http-errors.js';
import { IdempotencyKeys } from '../dist/http/idempotency/idempotency-keys.js';
import { jsonBodyReader } from '../dist/http/json-body.js';
import { assignRequestId } from '../dist/http/request-id.js';
import { countsUnrouted, routeServer } from '../dist/http/route-server.js';
import type { BenchApi } from './bench-api.js';
import { expressDispatcher } from './library/express-dispatch.js';
import { pinoHttpLogger } from './library/pino-http-logger.js';

export type Dispatch = 'ours' | 'express';
export type AccessLog = 'ours' | 'pino-http';

/** One combination as the server announces it: where it listens. */
export interface LibraryPath {
  dispatch: Dispatch;
  log: AccessLog;
  url: string;
}

/** A request listener that dispatches and logs as asked, over `api`'s routes and store. */
export function libraryPathListener(
  api: BenchApi,
  dispatch: Dispatch,
  log: AccessLog,
): RequestListener {
  const { app, config, logger, store } = api;
  const deps = {
    authenticate: authenticate({ apiKeys: api.apiKeys, rateLimiter: null }),
    readBody: jsonBodyReader(config.BODY_LIMIT_BYTES),
    idempotencyKeys: new IdempotencyKeys(store, systemClock),
    answerError: errorResponder(logger),
  };
  const dispatcher =
    dispatch === 'ours'
      ? routeDispatcher(app.routes, deps)
      : expressDispatcher(app.routes, routeServer(app.routes, deps), countsUnrouted);
  const logRequest =
    log === 'ours'
      ? requestLogger(logger, app.routes)
      : pinoHttpLogger(logger, { line: accessLine(app.routes), assignRequestId });
  // The benchmark requests only routes; the docs and the dashboard are not served here.
  const notFound: RequestListener = (req, res) =>
    deps.answerError(new RouteNotFoundError(req.method ?? 'GET', req.url ?? '/'), req, res);
  return (req, res) => {
    logRequest(req, res);
    dispatcher(req, res, notFound);
  };
}
