import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@switchboard/kit/logger';
import { z } from 'zod';
import { teamScope } from '@switchboard/store/port';
import { setAuth } from '../../auth/auth-context.js';
import { errorResponder } from '../error-handler.js';
import type { IdempotencyKeys } from '../idempotency/idempotency-keys.js';
import { routeDispatcher } from './route-dispatch.js';
import { defineRoute } from '../route.js';

const teamBody = z.object({ team: z.string() });

const routes = [
  defineRoute({
    method: 'get',
    path: '/open/team',
    summary: 'An unauthenticated route that wrongly reads the caller',
    tag: 'Test',
    auth: false,
    response: teamBody,
    handler: async ({ auth }) => ({ team: auth.teamId }),
  }),
  defineRoute({
    method: 'get',
    path: '/open/ping',
    summary: 'An unauthenticated route that never reads the caller',
    tag: 'Test',
    auth: false,
    response: z.object({ ok: z.boolean() }),
    handler: async () => ({ ok: true }),
  }),
  defineRoute({
    method: 'get',
    path: '/closed/team',
    summary: 'An authenticated route',
    tag: 'Test',
    response: teamBody,
    handler: async ({ auth }) => ({ team: auth.teamId }),
  }),
  defineRoute({
    method: 'get',
    path: '/open/stream',
    summary: 'A route that fails after its response has started',
    tag: 'Test',
    auth: false,
    handler: async ({ res }) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
      throw new Error('the stream broke');
    },
  }),
];

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const dispatch = routeDispatcher(routes, {
    authenticate: async (req) => {
      setAuth(req, { teamId: 'team_1', keyId: 'key_1', plan: 'free', scope: teamScope('team_1') });
    },
    readBody: async () => {},
    // GET routes never claim an idempotency key, so none is needed here.
    idempotencyKeys: {} as IdempotencyKeys,
    answerError: errorResponder(createLogger({ name: 'mount-routes-test', level: 'silent' })),
  });
  const notFound = (_req: unknown, res: ServerResponse) => {
    res.statusCode = 404;
    res.end('{}');
  };
  server = createServer((req, res) => dispatch(req, res, notFound)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function get(path: string) {
  const res = await fetch(`${baseUrl}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('routeDispatcher auth', () => {
  it('gives an authenticated route its caller', async () => {
    expect(await get('/closed/team')).toEqual({ status: 200, body: { team: 'team_1' } });
  });

  it('serves an auth: false route that does not read the caller', async () => {
    expect(await get('/open/ping')).toEqual({ status: 200, body: { ok: true } });
  });

  it('cuts off a response that fails after it started, so the client cannot take it as complete', async () => {
    // Whether the head reached the client first or not, reading the response fails.
    const read = fetch(`${baseUrl}/open/stream`).then((res) => res.text());
    await expect(read).rejects.toThrow();
  });

  it('answers 500 when an auth: false route reads the caller, never a team', async () => {
    const res = await get('/open/team');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('team_1');
  });
});
