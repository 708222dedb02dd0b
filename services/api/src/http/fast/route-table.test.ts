import { describe, expect, it } from '@jest/globals';
import { defineRoute } from '../route.js';
import { RouteTable } from './route-table.js';

const route = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
  defineRoute({ method, path, tag: 't', summary: path, handler: async () => undefined });

const routes = [
  route('get', '/v1/bots'),
  route('post', '/v1/bots'),
  route('get', '/v1/bots/{id}'),
  route('patch', '/v1/bots/{id}'),
  route('get', '/v1/bots/{bot_id}/integrations'),
  route('get', '/v1/executions/{id}'),
  route('post', '/v1/executions/{id}/cancel'),
];
const table = new RouteTable(routes);

describe('RouteTable', () => {
  it('finds literal and parameterised routes and captures decoded params', () => {
    expect(table.match('GET', '/v1/bots')).toMatchObject({ kind: 'found', route: routes[0] });
    expect(table.match('GET', '/v1/bots/bot_1%2Fx')).toEqual({
      kind: 'found',
      route: routes[2],
      params: { id: 'bot_1/x' },
    });
    expect(table.match('GET', '/v1/bots/b1/integrations')).toMatchObject({
      params: { bot_id: 'b1' },
    });
  });

  it('serves HEAD with the GET route and ignores one trailing slash', () => {
    expect(table.match('HEAD', '/v1/bots/')).toMatchObject({ kind: 'found', route: routes[0] });
  });

  it('lists the allowed methods of a known path', () => {
    expect(table.match('DELETE', '/v1/bots')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'POST', 'HEAD'],
      route: routes[0],
      params: {},
    });
    expect(table.match('GET', '/v1/executions/e1/cancel')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST'],
      route: routes[6],
      params: { id: 'e1' },
    });
  });

  it('reports unknown paths, empty parameters and malformed escapes as not found', () => {
    expect(table.match('GET', '/v1/nothing')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/v1/bots//integrations')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/v1/bots/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/')).toEqual({ kind: 'not-found' });
  });
});

describe('RouteTable with a {name*} parameter', () => {
  const files = [
    route('get', '/v1/files'),
    route('get', '/v1/files/{path*}'),
    route('delete', '/v1/files/{path*}'),
  ];
  const withRest = new RouteTable(files);

  it('gives the parameter the rest of the path, slashes included, each segment decoded', () => {
    expect(withRest.match('GET', '/v1/files/reports/2026/nov%20v2.md')).toEqual({
      kind: 'found',
      route: files[1],
      params: { path: 'reports/2026/nov v2.md' },
    });
    expect(withRest.match('GET', '/v1/files/one')).toMatchObject({ params: { path: 'one' } });
  });

  it('keeps exact routes, reports other methods as 405 and an empty rest as not found', () => {
    expect(withRest.match('GET', '/v1/files')).toMatchObject({ kind: 'found', route: files[0] });
    expect(withRest.match('PATCH', '/v1/files/a/b')).toMatchObject({
      kind: 'method-not-allowed',
      allowed: ['GET', 'DELETE', 'HEAD'],
    });
    expect(withRest.match('GET', '/v1/files/')).toMatchObject({ kind: 'found', route: files[0] });
    expect(withRest.match('GET', '/v1/files/a/%ZZ')).toEqual({ kind: 'not-found' });
  });

  it('refuses {name*} anywhere but last', () => {
    expect(() => new RouteTable([route('get', '/v1/{rest*}/x')])).toThrow(/must come last/);
  });
});
