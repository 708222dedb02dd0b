import type { IncomingMessage, ServerResponse } from 'node:http';
import { NotFoundError, ValidationError, type FieldIssue } from '@switchboard/kit/errors';
import type { UnknownPathIdParams } from '@switchboard/contracts/common';
import { toFieldIssues } from '@switchboard/kit/validation';
import type { z } from 'zod';
import { getAuth, type AuthContext } from '../auth/auth-context.js';
import { sendJson, type ApiRequest, type ApiResponse } from './api-request.js';
import { MethodNotAllowedError, RouteNotFoundError } from './http-errors.js';
import {
  NOTHING_TO_SETTLE,
  runIdempotent,
  type RouteOutcome,
  type Settle,
} from './idempotency/idempotent-route.js';
import type { IdempotencyKeys } from './idempotency/idempotency-keys.js';
import type { BodyReader } from './json-body.js';
import type { RouteDefinition, RouteInput, SuccessStatus } from './route.js';

const MATCHED_ROUTE = Symbol('switchboard.route');

/** Answers a request that failed with `error`, in the contract's error shape. */
export type ErrorResponder = (error: unknown, req: IncomingMessage, res: ServerResponse) => void;

export interface RouteServerDeps {
  authenticate: (req: ApiRequest, res: ApiResponse) => Promise<void>;
  readBody: BodyReader;
  idempotencyKeys: IdempotencyKeys;
  answerError: ErrorResponder;
}

/**
 * What happens to a request once its route is known, whoever matched it (the route dispatcher,
 * or Express's router in the benchmark's library path): the request carries `path`, `query` and
 * the matched `params`.
 */
export interface RouteServer {
  /**
   * Serves `route`: `authenticate` for routes with `auth` (the default), then the JSON body (so a
   * bad body is judged only for a known caller, inside its rate limit), then params, query and body
   * validated with the route's schemas (all problems reported together as one 422), the handler,
   * and the declared status.
   */
  serve(route: RouteDefinition, req: ApiRequest, res: ApiResponse): void;
  /**
   * A known path with another method: 405 with `Allow`, after authenticating an API caller.
   * `route` is one declared on the path (its pattern is what the request log shows).
   */
  refuseMethod(route: RouteDefinition, allowed: string[], req: ApiRequest, res: ApiResponse): void;
  /** An API path no route has: 404 `ROUTE_NOT_FOUND`, after authenticating the caller. */
  notFound(req: ApiRequest, res: ApiResponse): void;
}

/** The `RouteServer` for `routes`; `deps` authenticate, read bodies and answer errors. */
export function routeServer(
  routes: readonly RouteDefinition[],
  deps: RouteServerDeps,
): RouteServer {
  const { authenticate, readBody, answerError } = deps;
  const handlers = new Map(
    routes.map((route) => [route, routeHandler(route, deps.idempotencyKeys)]),
  );
  const failWith = (req: ApiRequest, res: ApiResponse) => (error: unknown) =>
    answerError(error, req, res);
  return {
    serve: (route, req, res) => {
      markMatched(req, route);
      const handle = handlers.get(route)!;
      const authenticated = route.auth ? authenticate(req, res) : Promise.resolve();
      authenticated
        .then(() => (route.rawBody ? undefined : readBody(req, res)))
        .then(() => handle(req, res))
        .catch(failWith(req, res));
    },
    refuseMethod: (route, allowed, req, res) => {
      markMatched(req, route);
      res.setHeader('Allow', allowed.join(', '));
      const refused = new MethodNotAllowedError(req.method, req.path, allowed);
      const fail = failWith(req, res);
      const checked = countsUnrouted(req.path, req) ? authenticate(req, res) : Promise.resolve();
      checked.then(() => fail(refused)).catch(fail);
    },
    notFound: (req, res) => {
      const fail = failWith(req, res);
      authenticate(req, res)
        .then(() => fail(new RouteNotFoundError(req.method, req.path)))
        .catch(fail);
    },
  };
}

/**
 * Whether a request no route answers (404, 405) is still authenticated and counted: an API path
 * with a key, so every response to a known caller carries its rate-limit headers (and a 429 when
 * over). Without a key there is no caller to count, and the 404/405 stays as it is (an unknown
 * path then goes on to the docs, the dashboard and the plain 404).
 */
export function countsUnrouted(path: string, req: IncomingMessage): boolean {
  return path.startsWith('/v1/') && req.headers.authorization !== undefined;
}

export interface MatchedRoute {
  route: RouteDefinition;
  params: Record<string, string>;
}

interface MatchedRequest {
  [MATCHED_ROUTE]?: MatchedRoute;
}

function markMatched(req: ApiRequest, route: RouteDefinition): void {
  (req as MatchedRequest)[MATCHED_ROUTE] = { route, params: req.params };
}

/** The declaration whose path the request matched and its path parameters (for request logs). */
export function matchedRoute(req: IncomingMessage): MatchedRoute | undefined {
  return (req as MatchedRequest)[MATCHED_ROUTE];
}

function routeHandler(route: RouteDefinition, idempotencyKeys: IdempotencyKeys) {
  const { replay } = route;
  return async (req: ApiRequest, res: ApiResponse): Promise<void> => {
    const outcome = route.idempotent
      ? await runIdempotent(
          idempotencyKeys,
          req,
          res,
          (settle) => runRoute(route, req, res, settle),
          replay && ((stored) => replay({ auth: getAuth(req)!, req, res, stored })),
        )
      : await runRoute(route, req, res, NOTHING_TO_SETTLE);
    // A handler that streams its own body (stored files) has already answered.
    if (outcome === 'sent' || res.headersSent) return;
    if (outcome.status === 204) {
      res.statusCode = 204;
      res.end();
      return;
    }
    sendJson(res, outcome.status, outcome.body);
  };
}

/** Validates the input, runs the handler and says what to answer. */
async function runRoute(
  route: RouteDefinition,
  req: ApiRequest,
  res: ApiResponse,
  settle: Settle,
): Promise<RouteOutcome> {
  const params = parseParams(route.params, req.params);
  const query = route.query ? parsePart(route.query, req.query) : NOTHING;
  // A body-less request to a route with a body schema is validated as `{}`: missing required
  // fields are then reported by name (422) rather than as an unreadable request. A body that was
  // sent (even JSON `null`) is validated as sent.
  const body = parsePart(route.body, req.body === undefined ? {} : req.body, BODY_ROOT_MESSAGE);
  const issues = [...params.issues, ...query.issues, ...body.issues];
  if (issues.length > 0) throw new ValidationError(issues);
  const input = new HandlerInput(route, params.data, query.data, body.data, req, res, settle);
  const result = await route.handler(input);
  if (res.headersSent) return 'sent';
  return { status: input.status, body: result };
}

/**
 * What a handler receives. A class rather than an object literal because of `auth`: a getter in
 * an object literal gets its own accessor pair, which V8 allocates in the old generation and which
 * then keeps every request's objects alive through young-generation collections (longer GC pauses
 * under load; docs/performance.md). The class's getter exists once, on the prototype.
 */
class HandlerInput implements RouteInput<unknown, unknown, unknown> {
  /** The status to answer with: the route's own unless the handler chose another. */
  status: SuccessStatus;

  constructor(
    private readonly route: RouteDefinition,
    readonly params: unknown,
    readonly query: unknown,
    readonly body: unknown,
    readonly req: ApiRequest,
    readonly res: ApiResponse,
    readonly settle: Settle,
  ) {
    this.status = route.status;
  }

  get auth(): AuthContext {
    const auth = getAuth(this.req);
    // A route declared `auth: false` has no caller; reading one is a programming error.
    if (!auth) throw new Error(`${this.route.method} ${this.route.path} is unauthenticated`);
    return auth;
  }

  /** An own property, not a method: handlers take it out of the input (`{ setStatus }`). */
  readonly setStatus = (chosen: SuccessStatus): void => {
    this.status = chosen;
  };
}

interface Parsed {
  data: unknown;
  issues: FieldIssue[];
}

const NOTHING: Parsed = Object.freeze({ data: undefined, issues: [] });

/**
 * Like `parsePart`, except that an id no record can have (`pathIdOf`'s issue) is the 404 of that
 * resource, as the service would answer for any unknown id; the id shown is cut short.
 */
function parseParams(schema: z.ZodType | undefined, value: Record<string, unknown>): Parsed {
  if (!schema) return NOTHING;
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, issues: [] };
  for (const issue of result.error.issues) {
    const unknown = issue.code === 'custom' ? (issue.params as UnknownPathIdParams) : undefined;
    if (!unknown?.resource_type) continue;
    const id = String(value[String(issue.path[0])] ?? '');
    throw new NotFoundError(unknown.resource_type, `${id.slice(0, SHOWN_ID_MAX_LENGTH)}...`);
  }
  return { data: undefined, issues: toFieldIssues(result.error) };
}

// Enough to recognise the id in an error without echoing kilobytes of path back.
const SHOWN_ID_MAX_LENGTH = 64;

const BODY_ROOT_MESSAGE = 'The request body must be a JSON object';

function parsePart(schema: z.ZodType | undefined, value: unknown, rootMessage?: string): Parsed {
  if (!schema) return { data: undefined, issues: [] };
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, issues: [] };
  // Paths are field names as the caller wrote them (`per_page`, `user.id`), whatever the part.
  const issues = toFieldIssues(result.error).map((issue) =>
    issue.path === '' && rootMessage && !isObject(value)
      ? { path: '', message: `${rootMessage}, not ${describe(value)}` }
      : issue,
  );
  return { data: undefined, issues };
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}
