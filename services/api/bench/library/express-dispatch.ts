/**
 * The library path for route dispatch: the API's routes served by an Express app and Express's
 * router, as an Express application would serve them (one `router[method](path)` per route, in
 * declaration order, case-sensitive), instead of `routeDispatcher` (src/http/fast/). What happens
 * once a route is found is the same `RouteServer`. `pnpm bench:api` measures one against the
 * other; `src/http/fast/route-table.parity.test.ts` checks that both find the same routes.
 *
 * Imports only types from the API, so the benchmark (on dist) and the tests (on src) both use it.
 */
import type { IncomingMessage } from 'node:http';
import express from 'express';
import type { ApiRequest } from '../../src/http/api-request.js';
import type { Dispatcher } from '../../src/http/fast/route-dispatch.js';
import type { RouteDefinition } from '../../src/http/route.js';
import type { RouteServer } from '../../src/http/route-server.js';

/** `/v1/bots/{id}` as Express 5 writes it (`/v1/bots/:id`); a last `{path*}` is `*path`. */
export function expressPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\*\}/g, '*$1').replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** Express's params as the API's: a `*name` wildcard's segments joined with `/`. */
function flatParams(params: Record<string, string | string[]>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    flat[name] = Array.isArray(value) ? value.join('/') : value;
  }
  return flat;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface ExpressMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/**
 * Which route Express's router serves for a method and a path, with its params; undefined when
 * none (Express would fall through to the next middleware).
 */
export type ExpressProbe = (method: string, path: string) => Promise<ExpressMatch | undefined>;

/** An Express router over `routes` that reports the route it would run instead of running it. */
export function expressProbe(routes: readonly RouteDefinition[]): ExpressProbe {
  const router = express.Router({ caseSensitive: true });
  const found = Symbol('found');
  type Probe = { [found]?: ExpressMatch };
  for (const route of routes) {
    router[route.method](expressPath(route.path), (req, res) => {
      (res as Probe)[found] = { route, params: flatParams(req.params) };
    });
  }
  return (method, path) =>
    new Promise((resolve, reject) => {
      const req = { method, url: path, headers: {} };
      // The router answers an OPTIONS no route declares itself (Allow: ...); no route serves it.
      const res: Probe & { setHeader(): void; end(): void } = {
        setHeader: () => undefined,
        end: () => resolve(undefined),
      };
      // The router calls a route's handler, or this callback when nothing matched.
      const done = (error?: unknown) => (error ? reject(error) : resolve(undefined));
      router(req as never, res as never, done);
      if (res[found]) resolve(res[found]);
    });
}

/**
 * What Express's router answers for a path no route serves with this method: the methods it
 * serves there (HEAD with GET, as the router runs GET routes for HEAD) and the first of those
 * routes in declaration order; undefined when it serves none.
 */
export async function expressAllowed(
  probe: ExpressProbe,
  routes: readonly RouteDefinition[],
  path: string,
): Promise<{ allowed: string[]; first: ExpressMatch } | undefined> {
  const served: ExpressMatch[] = [];
  for (const method of METHODS) {
    const match = await probe(method.toUpperCase(), path);
    if (match) served.push(match);
  }
  if (served.length === 0) return undefined;
  const allowed = served.map(({ route }) => route.method.toUpperCase());
  if (allowed.includes('GET')) allowed.push('HEAD');
  const first = served.reduce((a, b) =>
    routes.indexOf(a.route) <= routes.indexOf(b.route) ? a : b,
  );
  return { allowed, first };
}

/**
 * The API's routes dispatched by an Express app (Express's request and response, its router, its
 * query parser), with the same 405 and 404 answers as `routeDispatcher`.
 */
export function expressDispatcher(
  routes: readonly RouteDefinition[],
  server: RouteServer,
  countsUnrouted: (path: string, req: IncomingMessage) => boolean,
): Dispatcher {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  const router = express.Router({ caseSensitive: true });
  for (const route of routes) {
    router[route.method](expressPath(route.path), (req, res) => {
      const api = req as unknown as ApiRequest;
      api.params = flatParams(req.params);
      server.serve(route, api, res);
    });
  }
  app.use(router);
  const probe = expressProbe(routes);
  app.use((req, res, next) => {
    const api = req as unknown as ApiRequest;
    expressAllowed(probe, routes, req.path)
      .then((refused) => {
        if (refused) {
          api.params = refused.first.params;
          server.refuseMethod(refused.first.route, refused.allowed, api, res);
        } else if (countsUnrouted(req.path, req)) {
          api.params = {};
          server.notFound(api, res);
        } else {
          next();
        }
      })
      .catch(next);
  });
  return (req, res, fallback) => {
    app(req as never, res as never, () => fallback(req, res));
  };
}
