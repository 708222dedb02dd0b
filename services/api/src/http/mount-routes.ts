import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { ValidationError, type FieldIssue } from '@switchboard/kit/errors';
import { toFieldIssues } from '@switchboard/kit/validation';
import type { z } from 'zod';
import { getAuth, type AuthContext } from '../auth/auth-context.js';
import { MethodNotAllowedError } from './http-errors.js';
import type { RouteDefinition, RouteInput } from './route.js';

/** `/v1/bots/{id}` -> `/v1/bots/:id` (Express path syntax). */
export function toExpressPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/**
 * Registers every route on `router`: each validates params, query and body with its schemas (all
 * problems reported together as one 422), runs its handler, and sends its declared status. A known
 * path with an unsupported method answers 405 with an `Allow` header. Routes with `auth` (the
 * default) run `authenticate` first.
 */
export function mountRoutes(
  router: Router,
  routes: readonly RouteDefinition[],
  authenticate: RequestHandler,
): void {
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    const expressPath = toExpressPath(route.path);
    const handlers = route.auth ? [authenticate, routeHandler(route)] : [routeHandler(route)];
    router[route.method](expressPath, ...handlers);
    const methods = methodsByPath.get(expressPath) ?? [];
    methods.push(route.method.toUpperCase());
    methodsByPath.set(expressPath, methods);
  }
  for (const [expressPath, methods] of methodsByPath) {
    const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    router.all(expressPath, (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Allow', allowed.join(', '));
      next(new MethodNotAllowedError(req.method, req.path, allowed));
    });
  }
}

function routeHandler(route: RouteDefinition) {
  return async (req: Request, res: Response): Promise<void> => {
    const params = parsePart(route.params, req.params);
    const query = parsePart(route.query, req.query);
    // A body-less request to a route with a body schema is validated as `{}`: missing required
    // fields are then reported by name (422) rather than as an unreadable request.
    const body = parsePart(route.body, req.body ?? {});
    const issues = [...params.issues, ...query.issues, ...body.issues];
    if (issues.length > 0) throw new ValidationError(issues);
    const input: RouteInput<unknown, unknown, unknown> = {
      params: params.data,
      query: query.data,
      body: body.data,
      get auth(): AuthContext {
        const auth = getAuth(req);
        // A route declared `auth: false` has no caller; reading one is a programming error.
        if (!auth) throw new Error(`${route.method} ${route.path} is unauthenticated`);
        return auth;
      },
      req,
      res,
    };
    const result = await route.handler(input);
    // A handler that streams its own body (stored files) has already answered.
    if (res.headersSent) return;
    if (route.status === 204) {
      res.status(204).end();
      return;
    }
    res.status(route.status).json(result);
  };
}

interface Parsed {
  data: unknown;
  issues: FieldIssue[];
}

function parsePart(schema: z.ZodType | undefined, value: unknown): Parsed {
  if (!schema) return { data: undefined, issues: [] };
  const result = schema.safeParse(value);
  // Paths are field names as the caller wrote them (`per_page`, `user.id`), whatever the part.
  return result.success
    ? { data: result.data, issues: [] }
    : { data: undefined, issues: toFieldIssues(result.error) };
}
