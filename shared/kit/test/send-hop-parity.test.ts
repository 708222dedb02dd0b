/**
 * One hop of the guarded client (src/http/fast/send-hop.ts) sends and receives what axios, set up
 * as the client once used it (bench/library/axios-hop.ts), does: the same request on the wire, and
 * the same status, headers and decoded body back, for plain, compressed, truncated, header-only and
 * error answers. The known differences (defaults axios adds when the caller names no
 * Accept-Encoding, User-Agent or Content-Type) have tests of their own at the end.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { axiosHop, type SendHop } from '../bench/library/axios-hop.js';
import { readAll } from '../src/http/body.js';
import { sendHop, type Hop } from '../src/http/fast/send-hop.js';
import { RequestScope } from '../src/http/scope.js';
import type { HttpMethod } from '../src/http/types.js';
import { startServer, type LoopbackServer } from './helpers.js';

const TEXT = 'Switchboard relays messages. '.repeat(40);

/** What the server answers on each path. */
const ANSWERS: Record<string, (res: http.ServerResponse) => void> = {
  '/plain': (res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"content":"hi"}');
  },
  '/gzip': (res) => encoded(res, 'gzip', zlib.gzipSync(TEXT)),
  '/deflate': (res) => encoded(res, 'deflate', zlib.deflateSync(TEXT)),
  '/br': (res) => encoded(res, 'br', zlib.brotliCompressSync(TEXT)),
  // A body cut short: what arrived is still decoded.
  '/truncated': (res) => {
    const whole = zlib.gzipSync(TEXT);
    res.writeHead(200, { 'content-encoding': 'gzip' });
    res.end(whole.subarray(0, Math.floor(whole.length / 2)));
  },
  '/identity': (res) => encoded(res, 'identity', Buffer.from(TEXT)),
  '/no-content': (res) => {
    res.writeHead(204, { 'content-encoding': 'gzip' });
    res.end();
  },
  '/cookies': (res) => {
    res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    res.setHeader('x-repeated', ['one', 'two']);
    res.end('ok');
  },
  '/missing': (res) => {
    res.statusCode = 404;
    res.statusMessage = 'Not Here';
    res.end('{"error":"no such thing"}');
  },
};

function encoded(res: http.ServerResponse, encoding: string, body: Buffer): void {
  res.writeHead(200, { 'content-encoding': encoding, 'content-type': 'text/plain' });
  res.end(body);
}

interface Received {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: string;
}

let server: LoopbackServer;
const received: Received[] = [];
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  server = await startServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = ANSWERS[new URL(req.url ?? '/', 'http://x').pathname];
      if (answer) answer(res);
      else res.end();
    });
  });
});

afterAll(async () => {
  agent.destroy();
  await server.close();
});

/** Sends one hop with `send`: what the server received, and what came back. */
async function exchange(send: SendHop, hop: Omit<Hop, 'url'> & { path: string }) {
  const url = new URL(hop.path, server.url);
  const scope = new RequestScope(url.host, 5_000);
  try {
    const opened = await send({ ...hop, url }, agent, scope);
    const body = (await readAll(opened.stream)).toString('utf8');
    const { date: _date, ...headers } = opened.headers;
    return {
      sent: received.at(-1)!,
      answer: { status: opened.status, statusText: opened.statusText, headers, body },
    };
  } finally {
    scope.dispose();
  }
}

const ours: SendHop = sendHop;
const library = axiosHop();

/** Headers every request in these tests names itself, as the guarded client does. */
const CLIENT_HEADERS = { 'User-Agent': 'switchboard-test', 'Accept-Encoding': 'gzip, br' };

const hop = (method: HttpMethod, path: string, body?: string, headers = {}) => ({
  method,
  path,
  headers: { ...CLIENT_HEADERS, ...headers },
  body: body === undefined ? undefined : Buffer.from(body),
});

describe('sendHop against axios', () => {
  const cases: [string, ReturnType<typeof hop>][] = [
    [
      'a JSON POST with a credential',
      hop('POST', '/plain?x=1&y=%20', '{"a":1}', {
        'Content-Type': 'application/json',
        Authorization: 'Bearer secret',
      }),
    ],
    ['a GET', hop('GET', '/plain')],
    ['a PUT without a body', hop('PUT', '/plain', undefined, { 'Content-Type': 'text/plain' })],
    ['a gzip answer', hop('GET', '/gzip')],
    ['a zlib deflate answer', hop('GET', '/deflate')],
    ['a brotli answer', hop('GET', '/br')],
    ['a truncated gzip answer', hop('GET', '/truncated')],
    ['an identity encoding', hop('GET', '/identity')],
    ['a 204 that claims an encoding', hop('DELETE', '/no-content')],
    ['a HEAD that claims an encoding', hop('HEAD', '/gzip')],
    ['repeated headers and cookies', hop('GET', '/cookies')],
    [
      'a 404 with a reason and a body',
      hop('PATCH', '/missing', '{}', { 'Content-Type': 'application/json' }),
    ],
  ];

  it.each(cases)('sends and receives alike: %s', async (_name, request) => {
    const mine = await exchange(ours, request);
    const theirs = await exchange(library, request);
    expect(mine.sent).toEqual(theirs.sent);
    expect(mine.answer).toEqual(theirs.answer);
  });

  it('decodes compressed answers (so the comparison above compares text)', async () => {
    const { answer } = await exchange(ours, hop('GET', '/br'));
    expect(answer.body).toBe(TEXT);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('asks for the encodings it decodes when the caller names none, where axios asks for more', async () => {
    const bare = { method: 'GET' as const, path: '/plain', headers: {}, body: undefined };
    const mine = await exchange(ours, bare);
    const theirs = await exchange(library, bare);
    expect(mine.sent.headers['accept-encoding']).toBe('gzip, br');
    expect(theirs.sent.headers['accept-encoding']).toBe('gzip, compress, deflate, br');
    // The guarded client always names its User-Agent; axios's own is what it adds otherwise.
    expect(theirs.sent.headers['user-agent']).toMatch(/^axios\//);
  });

  it('sends no Content-Type the caller did not name, where axios labels the body a form', async () => {
    const request = hop('PUT', '/plain', 'a=1');
    const mine = await exchange(ours, request);
    const theirs = await exchange(library, request);
    expect(mine.sent.headers['content-type']).toBeUndefined();
    expect(theirs.sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });
});
