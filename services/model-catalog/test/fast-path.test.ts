/**
 * withFastPath's routing: a plain JSON POST to a URL it takes is answered without the Express
 * app, with the body parsed and the common headers set; anything else (another method or URL, a
 * request that may not skip the middleware, a compressed or non-JSON body, a malformed one, a
 * call the answer declines) reaches the app, which answers it as before.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { withFastPath, type ReadRequest } from '../src/transports/fast-path.js';

let server: Server;
let baseUrl = '';
/** What reached the fallback (the Express app's place), with the parse error it carried. */
const fellBack: Array<{ url: string; parseError: boolean }> = [];

beforeAll(async () => {
  const listener = withFastPath({
    takes: (url) => url === '/call',
    eligible: (req) => req.headers['x-skip'] === undefined,
    setCommonHeaders: (res) => res.setHeader('x-common', 'yes'),
    answer: (req: ReadRequest, res) => {
      const body = req.body as { decline?: boolean; echo?: unknown };
      if (body.decline) return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ fast: true, echo: body.echo }));
      return true;
    },
    maxBodyBytes: 1024,
    fallback: (req, res) => {
      fellBack.push({
        url: req.url ?? '',
        parseError: Boolean((req as ReadRequest).bodyParseError),
      });
      res.writeHead(299).end();
    },
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(path: string, body: string, headers: Record<string, string> = {}, method = 'POST') {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'GET' ? {} : { body }),
  });
}

describe('withFastPath', () => {
  it('answers a plain JSON POST to a URL it takes itself, with the common headers', async () => {
    fellBack.length = 0;
    const res = await send('/call', '{"echo": "ü"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-common')).toBe('yes');
    expect(await res.json()).toEqual({ fast: true, echo: 'ü' });
    expect(fellBack).toEqual([]);
  });

  it.each([
    ['another URL', () => send('/call?x', '{}'), '/call?x'],
    ['another method', () => send('/call', '', {}, 'GET'), '/call'],
    [
      'a request that may not skip the middleware',
      () => send('/call', '{}', { 'x-skip': '1' }),
      '/call',
    ],
    ['a compressed body', () => send('/call', '{}', { 'content-encoding': 'gzip' }), '/call'],
    [
      'a body that is not JSON',
      () => send('/call', '{}', { 'content-type': 'text/plain' }),
      '/call',
    ],
    [
      'a body over the limit',
      () => send('/call', JSON.stringify({ echo: 'x'.repeat(2000) })),
      '/call',
    ],
    ['a call the answer declines', () => send('/call', '{"decline": true}'), '/call'],
  ])('leaves %s to the app', async (_case, request, url) => {
    fellBack.length = 0;
    const res = await request();
    expect(res.status).toBe(299);
    expect(fellBack).toEqual([{ url, parseError: false }]);
  });

  it('hands a malformed body to the app with its parse error', async () => {
    fellBack.length = 0;
    const res = await send('/call', '{"echo": ');
    expect(res.status).toBe(299);
    expect(fellBack).toEqual([{ url: '/call', parseError: true }]);
  });
});
