import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import parseurl from 'parseurl';
import type { ApiRequest } from '../api-request.js';
import type { RouteDefinition } from '../route.js';
import { countsUnrouted, routeServer, type RouteServerDeps } from '../route-server.js';
import { RouteTable } from './route-table.js';

/** Serves a request no API route answers (the docs, the dashboard, the 404). */
export type Fallback = (req: IncomingMessage, res: ServerResponse) => void;

export type Dispatcher = (req: IncomingMessage, res: ServerResponse, fallback: Fallback) => void;

/**
 * Serves every declared route on Node's own request and response, in place of an Express app and
 * its router: the route is found in a `RouteTable` and handed to the `RouteServer` (auth, body,
 * validation, handler). A known path with another method answers 405 with `Allow`; an unknown
 * `/v1/` path with a key is a 404 after authentication; any other unknown path goes to `fallback`.
 */
export function routeDispatcher(
  routes: readonly RouteDefinition[],
  deps: RouteServerDeps,
): Dispatcher {
  const table = new RouteTable(routes);
  const server = routeServer(routes, deps);
  return (incoming, res, fallback) => {
    const url = parseurl(incoming);
    const path = url?.pathname ?? '/';
    const match = table.match(incoming.method ?? 'GET', path);
    // Other /v1 paths are API misses, not the docs: a caller's key is checked and counted.
    if (match.kind === 'not-found' && !countsUnrouted(path, incoming)) {
      fallback(incoming, res);
      return;
    }
    const req = incoming as ApiRequest;
    req.path = path;
    // Parsed as Express's default ("simple") query parser does: a repeated name is an array.
    req.query =
      typeof url?.query === 'string' && url.query !== '' ? parseQuery(url.query) : NO_QUERY;
    if (match.kind === 'not-found') {
      req.params = {};
      server.notFound(req, res);
      return;
    }
    req.params = match.params;
    if (match.kind === 'method-not-allowed')
      server.refuseMethod(match.route, match.allowed, req, res);
    else server.serve(match.route, req, res);
  };
}

const NO_QUERY: ParsedUrlQuery = Object.freeze(Object.create(null) as ParsedUrlQuery);
