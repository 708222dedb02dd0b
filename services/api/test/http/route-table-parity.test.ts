/**
 * The route table (src/http/fast/) finds what Express's router would: for every route of the API
 * and paths made from it (params of several shapes, a trailing slash, a segment too many or too
 * few, another case), the same route and params, a 405 exactly where Express serves the path
 * with other methods (Allow: those methods, HEAD with GET), and a 404 where it serves none. The
 * two known differences have tests of their own at the end.
 */
import { describe, expect, it } from '@jest/globals';
import { useApp } from '@switchboard/testing/api/use-app';
import {
  expressAllowed,
  expressProbe,
  type ExpressProbe,
} from '../../bench/library/express-dispatch.js';
import { RouteTable, type RouteMatch } from '../../src/http/fast/route-table.js';
import { defineRoute, type HttpMethod, type RouteDefinition } from '../../src/http/route.js';

const app = useApp();

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
// Param values as a client may send them: plain, escaped slash, dot, non-ASCII, spaces, case.
const VALUES = ['bot_01abc', 'a%2Fb', 'v1.2', '%E2%82%AC', 'x%20y', 'UP'];

/** Paths made from a route's pattern: each VALUE in every param, then near misses of those. */
function pathsOf(pattern: string): string[] {
  const fill = (value: string) =>
    pattern.replace(/\{[A-Za-z0-9_]+\*\}/g, `${value}/more`).replace(/\{[A-Za-z0-9_]+\}/g, value);
  const filled = VALUES.map(fill);
  const base = filled[0]!;
  const parent = base.slice(0, base.lastIndexOf('/')) || '/';
  // A trailing slash after a {name*} value is a known difference (see its test below).
  const slashed = pattern.endsWith('*}') ? [] : [`${base}/`];
  return [
    ...filled,
    ...slashed,
    `${base}/extra`,
    parent,
    base.toUpperCase(),
    base.replace(/^\/v1\//, '/v2/'),
  ];
}

/** What the table answers, in the terms the library's answer is given in. */
function tableAnswer(match: RouteMatch) {
  if (match.kind === 'not-found') return { kind: 'not-found' };
  const allowed = match.kind === 'method-not-allowed' ? [...match.allowed].sort() : undefined;
  return { kind: match.kind, route: match.route.path, params: match.params, allowed };
}

async function libraryAnswer(
  probe: ExpressProbe,
  routes: readonly RouteDefinition[],
  method: string,
  path: string,
) {
  const served = await probe(method, path);
  if (served) {
    return { kind: 'found', route: served.route.path, params: served.params, allowed: undefined };
  }
  const refused = await expressAllowed(probe, routes, path);
  if (!refused) return { kind: 'not-found' };
  return {
    kind: 'method-not-allowed',
    route: refused.first.route.path,
    params: refused.first.params,
    allowed: [...refused.allowed].sort(),
  };
}

async function expectParity(routes: readonly RouteDefinition[], paths: string[]): Promise<number> {
  const table = new RouteTable(routes);
  const probe = expressProbe(routes);
  let compared = 0;
  for (const path of paths) {
    for (const method of METHODS) {
      const ours = tableAnswer(table.match(method, path));
      const theirs = await libraryAnswer(probe, routes, method, path);
      expect({ method, path, ...ours }).toEqual({ method, path, ...theirs });
      compared += 1;
    }
  }
  return compared;
}

const route = (method: HttpMethod, path: string) =>
  defineRoute({ method, path, tag: 't', summary: path, handler: async () => undefined });

describe('RouteTable against Express 5 router', () => {
  it("matches every route of the API as Express's router does", async () => {
    const paths = [...new Set(app.routes.flatMap((r) => pathsOf(r.path)))];
    const compared = await expectParity(app.routes, paths);
    expect(compared).toBeGreaterThan(app.routes.length * METHODS.length);
  });

  it('gives a {name*} parameter the rest of the path, as a *name wildcard', async () => {
    const routes = [
      route('get', '/v1/files'),
      route('get', '/v1/files/{path*}'),
      route('delete', '/v1/files/{path*}'),
    ];
    await expectParity(routes, [
      '/v1/files',
      '/v1/files/',
      '/v1/files/one',
      '/v1/files/reports/2026/nov%20v2.md',
      '/v1/files/a%2Fb/c',
    ]);
  });

  it('drops a trailing slash after a {name*} value, which Express keeps in the value', async () => {
    const routes = [route('get', '/v1/files/{path*}')];
    // The API ignores one trailing slash on every path, so `a/b/` names the same file as `a/b`.
    expect(new RouteTable(routes).match('GET', '/v1/files/a/b/')).toMatchObject({
      params: { path: 'a/b' },
    });
    expect(await expressProbe(routes)('GET', '/v1/files/a/b/')).toMatchObject({
      params: { path: 'a/b/' },
    });
  });

  it('lets the first declared route win where a literal and a parameter overlap', async () => {
    const routes = [
      route('get', '/v1/things/search'),
      route('get', '/v1/things/{id}'),
      route('delete', '/v1/things/{id}'),
    ];
    await expectParity(routes, ['/v1/things/search', '/v1/things/t1']);
  });

  it('answers a malformed escape with no route, where Express fails the request', async () => {
    const routes = [route('get', '/v1/bots/{id}')];
    // Express's router turns it into a 400 error; the API treats the path as one no route has,
    // as it treats any id no record has (the dispatcher then answers 404).
    expect(new RouteTable(routes).match('GET', '/v1/bots/%E0%A4%A')).toEqual({
      kind: 'not-found',
    });
    await expect(expressProbe(routes)('GET', '/v1/bots/%E0%A4%A')).rejects.toThrow(/decode/);
  });
});
