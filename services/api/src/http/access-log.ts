import type { IncomingMessage, ServerResponse } from 'node:http';
import parseurl from 'parseurl';
import { getAuth } from '../auth/auth-context.js';
import type { RouteDefinition } from './route.js';
import { matchedRoute } from './route-server.js';

// Route parameters whose values are capabilities (signed file URLs) rather than identifiers.
const SECRET_PARAM = /token|secret|signature/i;

export type AccessLevel = 'info' | 'error';

export const ACCESS_MESSAGE: Record<AccessLevel, string> = {
  info: 'request completed',
  error: 'request failed',
};

/** The fields of one request's access line, after the level, time and the logger's bindings. */
export interface AccessFields {
  req_id: string;
  method: string;
  route: string;
  path: string;
  status: number;
  duration_ms: number;
  team_id: string | undefined;
  key_id: string | undefined;
}

/** Builds a finished request's access line: its level and fields. */
export type AccessLine = (
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  durationMs: number,
) => { level: AccessLevel; fields: AccessFields };

/**
 * What the access line of a finished request says: request id, method, route pattern, path,
 * status, duration and the calling team and key. Safe by construction: no headers (API keys,
 * platform secrets), no query string, no body, and the capability segments of the path (file
 * tokens, trigger tokens) replaced, whether or not a route matched.
 */
export function accessLine(routes: readonly Pick<RouteDefinition, 'path'>[]): AccessLine {
  const unmatched = unmatchedPathRedactor(routes);
  // Route patterns are a fixed set, so each is split once rather than regex-replaced per request.
  const templates = new Map<string, PathTemplate>();
  return (req, res, id, durationMs) => {
    const auth = getAuth(req);
    const matched = matchedRoute(req);
    const status = res.statusCode;
    return {
      level: status >= 500 ? 'error' : 'info',
      fields: {
        req_id: id,
        method: req.method ?? '',
        route: matched?.route.path ?? '(no route)',
        path: matched
          ? loggablePath(templates, matched.route.path, matched.params)
          : unmatched(parseurl.original(req)?.pathname ?? ''),
        status,
        duration_ms: durationMs,
        team_id: auth?.teamId,
        key_id: auth?.keyId,
      },
    };
  };
}

/**
 * For a path no route matched (a 404, or a 405 for another method): the segment where a route
 * with the same leading segments takes a capability (`/v1/triggers/{token}/extra`) is replaced,
 * so a mistyped or probing URL cannot put a secret in the log either.
 */
function unmatchedPathRedactor(
  routes: readonly Pick<RouteDefinition, 'path'>[],
): (path: string) => string {
  // Each rule: the route's segments before a secret parameter (null: any value), and its index.
  const rules: { prefix: (string | null)[]; index: number }[] = [];
  for (const { path } of routes) {
    const segments = path.split('/');
    segments.forEach((segment, index) => {
      const name = /^\{([A-Za-z0-9_]+)\}$/.exec(segment)?.[1];
      if (name && SECRET_PARAM.test(name)) {
        const prefix = segments.slice(0, index).map((s) => (s.startsWith('{') ? null : s));
        rules.push({ prefix, index });
      }
    });
  }
  return (path) => {
    const segments = path.split('/');
    let redacted = false;
    for (const { prefix, index } of rules) {
      if (index >= segments.length) continue;
      if (prefix.every((literal, i) => literal === null || literal === segments[i])) {
        segments[index] = '[redacted]';
        redacted = true;
      }
    }
    return redacted ? segments.join('/') : path;
  };
}

/** Per route pattern: its literal pieces and, between them, the parameter names (null: redacted). */
interface PathTemplate {
  literals: string[];
  params: (string | null)[];
}

const PARAM = /\{([A-Za-z0-9_]+)\}/g;
function pathTemplate(templates: Map<string, PathTemplate>, pattern: string): PathTemplate {
  let template = templates.get(pattern);
  if (template === undefined) {
    template = { literals: pattern.split(PARAM).filter((_, i) => i % 2 === 0), params: [] };
    for (const [, name] of pattern.matchAll(PARAM)) {
      template.params.push(SECRET_PARAM.test(name!) ? null : name!);
    }
    templates.set(pattern, template);
  }
  return template;
}

/** The request's path rebuilt from its route, with capability segments (file tokens) replaced. */
function loggablePath(
  templates: Map<string, PathTemplate>,
  pattern: string,
  params: Record<string, string>,
): string {
  const { literals, params: names } = pathTemplate(templates, pattern);
  let path = literals[0]!;
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i]!;
    path += name === null ? '[redacted]' : encodeURIComponent(params[name] ?? '');
    path += literals[i + 1]!;
  }
  return path;
}
