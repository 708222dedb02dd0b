import type { RouteDefinition } from '../route.js';

/** A declared path split into literal segments and `{param}` captures. */
interface CompiledRoute {
  route: RouteDefinition;
  /** Per segment: the literal text, or null where a parameter is captured. */
  literals: (string | null)[];
  names: string[];
  /** A last `{name*}` segment: the parameter takes the rest of the path, slashes included. */
  rest: boolean;
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; params: Record<string, string> }
  | {
      kind: 'method-not-allowed';
      allowed: string[];
      /** A route declared on this path (for logging the path's pattern). */
      route: RouteDefinition;
      params: Record<string, string>;
    }
  | { kind: 'not-found' };

/**
 * Every route indexed by segment count, matched in declaration order: a lookup costs a few string
 * comparisons instead of a regular expression per registered route (Express's router), which the
 * API benchmark showed on every request. Literal segments win over parameters at the same place
 * only by declaration order, so declare `/v1/things/special` before `/v1/things/{id}`.
 */
export class RouteTable {
  private readonly bySegmentCount = new Map<number, CompiledRoute[]>();
  /** Routes ending in `{name*}`, tried for paths longer than their fixed part. */
  private readonly restRoutes: CompiledRoute[] = [];

  constructor(routes: readonly RouteDefinition[]) {
    for (const route of routes) {
      const segments = splitPath(route.path);
      const compiled: CompiledRoute = { route, literals: [], names: [], rest: false };
      segments.forEach((segment, i) => {
        const param = /^\{([A-Za-z0-9_]+)(\*?)\}$/.exec(segment);
        compiled.literals.push(param ? null : segment);
        if (param) compiled.names.push(param[1]!);
        if (param?.[2]) {
          if (i !== segments.length - 1) throw new Error(`${route.path}: {name*} must come last`);
          compiled.rest = true;
        }
      });
      if (compiled.rest) {
        this.restRoutes.push(compiled);
        continue;
      }
      const list = this.bySegmentCount.get(segments.length) ?? [];
      list.push(compiled);
      this.bySegmentCount.set(segments.length, list);
    }
  }

  /** The route for a method and a URL path (no query string); HEAD is served by GET routes. */
  match(method: string, path: string): RouteMatch {
    const segments = splitPath(path);
    const candidates = this.candidates(segments.length);
    if (!candidates) return { kind: 'not-found' };
    const wanted = method === 'HEAD' ? 'get' : method.toLowerCase();
    let allowed: string[] | undefined;
    let onPath: { route: RouteDefinition; params: Record<string, string> } | undefined;
    for (const candidate of candidates) {
      const values = capture(candidate, segments);
      if (!values) continue;
      const params: Record<string, string> = {};
      candidate.names.forEach((name, i) => (params[name] = values[i]!));
      if (candidate.route.method === wanted)
        return { kind: 'found', route: candidate.route, params };
      onPath ??= { route: candidate.route, params };
      const other = candidate.route.method.toUpperCase();
      // Two patterns may match one path (`/things/search`, `/things/{id}`): each method once.
      if (!allowed?.includes(other)) (allowed ??= []).push(other);
    }
    if (!allowed || !onPath) return { kind: 'not-found' };
    if (allowed.includes('GET')) allowed.push('HEAD');
    return { kind: 'method-not-allowed', allowed, ...onPath };
  }

  private candidates(segmentCount: number): CompiledRoute[] | undefined {
    const exact = this.bySegmentCount.get(segmentCount);
    if (this.restRoutes.length === 0) return exact;
    const rest = this.restRoutes.filter((route) => route.literals.length <= segmentCount);
    if (rest.length === 0) return exact;
    return exact ? [...exact, ...rest] : rest;
  }
}

function splitPath(path: string): string[] {
  // `/v1/bots/` and `/v1/bots` are the same resource; empty segments never match a parameter.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

function capture(candidate: CompiledRoute, segments: string[]): string[] | undefined {
  if (candidate.rest) {
    const last = candidate.literals.length - 1;
    const fixed = capture({ ...candidate, rest: false }, segments.slice(0, last + 1));
    if (!fixed) return undefined;
    const tail = decodeAll(segments.slice(last + 1));
    return tail === undefined
      ? undefined
      : [...fixed.slice(0, -1), [fixed.at(-1), ...tail].join('/')];
  }
  const values: string[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const literal = candidate.literals[i];
    const segment = segments[i]!;
    if (literal === null) {
      if (segment === '') return undefined;
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return undefined; // malformed %-escape: no route has such an id
      }
      values.push(decoded);
    } else if (literal !== segment) {
      return undefined;
    }
  }
  return values;
}

function decodeAll(segments: string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}
