import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { createHttpClient } from '../src/http/client.js';
import { failure, type LoopbackServer, readBody, startServer } from './helpers.js';

let server: LoopbackServer;
let other: LoopbackServer;
let released: () => void = () => undefined;
let requestArrived: () => void = () => undefined;

beforeAll(async () => {
  other = await startServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url, authorization: req.headers.authorization ?? null }));
  });
  server = await startServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    if (path === '/vendor-json') {
      return res.writeHead(200, { 'content-type': 'application/problem+json' }).end('{"b":2}');
    }
    if (path === '/text')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('{"not":"parsed"}');
    if (path === '/bad-json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{oops');
    if (path === '/unavailable') {
      return res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
    }
    if (path === '/echo') {
      const body = await readBody(req);
      return res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ method: req.method, headers: req.headers, body }));
    }
    if (path === '/big') return res.end(Buffer.alloc(64 * 1024, 'x'));
    if (path === '/big-chunked') {
      res.write(Buffer.alloc(40 * 1024, 'x'));
      return res.end(Buffer.alloc(40 * 1024, 'x'));
    }
    if (path === '/gzip-bomb') {
      return res
        .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' })
        .end(gzipSync(Buffer.alloc(5 * 1024 * 1024)));
    }
    if (path === '/gzip') {
      return res
        .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' })
        .end(gzipSync('{"zipped":true}'));
    }
    if (path === '/hang') return requestArrived();
    if (path === '/hang-up') return req.socket.destroy();
    if (path === '/announced-big') {
      // Announces 10 MB, sends a little and stalls: only the announcement can fail it in time.
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': 10 * 1024 * 1024 });
      return res.write('partial');
    }
    if (path === '/stall-body') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.write('partial');
    }
    if (path === '/to-other') return res.writeHead(307, { location: `${other.url}/landed` }).end();
    if (path === '/see-other') return res.writeHead(303, { location: '/echo' }).end();
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/release') {
      await new Promise<void>((resolve) => (released = resolve));
      return res.end('late');
    }
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await server.close();
  await other.close();
});

const client = createHttpClient({ allowPrivateNetwork: true, userAgent: 'Switchboard/test' });
afterAll(() => client.close());

describe('guarded client > requests with ALLOW_PRIVATE_NETWORK=true', () => {
  it('sends JSON with the user agent and returns status, headers, body and final url', async () => {
    const res = await client.request({
      method: 'POST',
      url: `${server.url}/echo`,
      json: { hi: 'there' },
    });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.url).toBe(`${server.url}/echo`);
    expect(res.durationMs).toBeGreaterThanOrEqual(0);
    const echoed = res.body as { method: string; headers: Record<string, string>; body: string };
    expect(echoed.method).toBe('POST');
    expect(echoed.headers['content-type']).toBe('application/json');
    expect(echoed.headers['user-agent']).toBe('Switchboard/test');
    expect(JSON.parse(echoed.body)).toEqual({ hi: 'there' });
  });

  it('keeps the caller’s own content type and user agent, and sends a raw body as is', async () => {
    const res = await client.request({
      method: 'PUT',
      url: `${server.url}/echo`,
      headers: { 'Content-Type': 'text/csv', 'User-Agent': 'custom' },
      body: 'a,b\n1,2',
    });
    const echoed = res.body as { headers: Record<string, string>; body: string };
    expect(echoed.headers['content-type']).toBe('text/csv');
    expect(echoed.headers['user-agent']).toBe('custom');
    expect(echoed.body).toBe('a,b\n1,2');
  });

  it('returns non-2xx responses instead of throwing', async () => {
    const res = await client.request({ url: `${server.url}/unavailable` });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'down' });
  });

  it('parses JSON only when the content is JSON, and reports whether it did', async () => {
    expect(await client.request({ url: `${server.url}/json` })).toMatchObject({
      body: { a: 1 },
      parsedJson: true,
    });
    expect(await client.request({ url: `${server.url}/vendor-json` })).toMatchObject({
      body: { b: 2 },
    });
    expect(await client.request({ url: `${server.url}/text` })).toMatchObject({
      body: '{"not":"parsed"}',
      parsedJson: false,
    });
    expect(await client.request({ url: `${server.url}/bad-json` })).toMatchObject({
      body: '{oops',
      parsedJson: false,
    });
    const text = await client.request({ url: `${server.url}/json`, responseType: 'text' });
    expect(text.body).toBe('{"a":1}');
    const buffer = await client.request({ url: `${server.url}/json`, responseType: 'buffer' });
    expect(Buffer.isBuffer(buffer.body) && buffer.body.toString()).toBe('{"a":1}');
  });

  it('decompresses gzip bodies', async () => {
    expect((await client.request({ url: `${server.url}/gzip` })).body).toEqual({ zipped: true });
  });

  it('follows a 303 as GET and drops credentials on a cross-origin redirect', async () => {
    const seeOther = await client.request({
      method: 'POST',
      url: `${server.url}/see-other`,
      json: { x: 1 },
    });
    expect((seeOther.body as { method: string; body: string }).method).toBe('GET');
    expect((seeOther.body as { body: string }).body).toBe('');

    const res = await client.request({
      url: `${server.url}/to-other`,
      headers: { Authorization: 'Bearer s3cret' },
    });
    expect(res.url).toBe(`${other.url}/landed`);
    expect(res.body).toEqual({ path: '/landed', authorization: null });
  });

  it('returns a redirect as is with redirect: manual, and stops redirect loops', async () => {
    const manual = await client.request({ url: `${server.url}/loop`, redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect((await failure(client.request({ url: `${server.url}/loop` }))).code).toBe(
      'TOO_MANY_REDIRECTS',
    );
  });
});

describe('guarded client > limits and failures', () => {
  it('fails with RESPONSE_TOO_LARGE past the size limit, with and without Content-Length', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const error = await failure(
        client.request({ url: `${server.url}${path}`, maxResponseBytes: 32 * 1024 }),
      );
      expect(error.code).toBe('RESPONSE_TOO_LARGE');
      expect(error.retryable).toBe(false);
    }
  });

  it('fails a body announced over the limit at once, without reading it', async () => {
    const error = await failure(
      client.request({
        url: `${server.url}/announced-big`,
        maxResponseBytes: 1024 * 1024,
        timeoutMs: 20_000,
      }),
    );
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
  });

  it('counts decompressed bytes, so a gzip bomb is stopped', async () => {
    const error = await failure(
      client.request({ url: `${server.url}/gzip-bomb`, maxResponseBytes: 1024 * 1024 }),
    );
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
  });

  it('fails with a retryable TIMEOUT when the server never answers', async () => {
    const error = await failure(client.request({ url: `${server.url}/hang`, timeoutMs: 150 }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.retryable).toBe(true);
  });

  it('times out a body that stops arriving, since the limit covers the whole response', async () => {
    const error = await failure(
      client.request({ url: `${server.url}/stall-body`, timeoutMs: 150 }),
    );
    expect(error.code).toBe('TIMEOUT');
  });

  it('fails with ABORTED when the caller aborts mid-request', async () => {
    const controller = new AbortController();
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    const pending = client.request({ url: `${server.url}/hang`, signal: controller.signal });
    await arrived;
    controller.abort();
    const error = await failure(pending);
    expect(error.code).toBe('ABORTED');
    expect(error.retryable).toBe(false);
  });

  it('does not send anything when the signal is already aborted', async () => {
    const before = server.requests.length;
    const error = await failure(
      client.request({ url: `${server.url}/json`, signal: AbortSignal.abort() }),
    );
    expect(error.code).toBe('ABORTED');
    expect(server.requests.length).toBe(before);
  });

  it('fails with a retryable NETWORK_ERROR when nothing listens', async () => {
    const gone = await startServer((_req, res) => res.end());
    await gone.close();
    const error = await failure(client.request({ url: `${gone.url}/` }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.retryable).toBe(true);
  });

  it('fails with a retryable NETWORK_ERROR when the server hangs up', async () => {
    const error = await failure(client.request({ url: `${server.url}/hang-up` }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.retryable).toBe(true);
  });

  it('rejects header values with line breaks as INVALID_REQUEST', async () => {
    const error = await failure(
      client.request({ url: `${server.url}/json`, headers: { 'X-Bad': 'a\r\nInjected: 1' } }),
    );
    expect(error.code).toBe('INVALID_REQUEST');
  });

  it('rejects json and body together, unserialisable json and unknown methods', async () => {
    const both = client.request({ method: 'POST', url: `${server.url}/echo`, json: {}, body: 'x' });
    expect((await failure(both)).code).toBe('INVALID_REQUEST');
    const circular: { self?: unknown } = {};
    circular.self = circular;
    const unserialisable = client.request({
      method: 'POST',
      url: `${server.url}/echo`,
      json: circular,
    });
    expect((await failure(unserialisable)).code).toBe('INVALID_REQUEST');
    const method = client.request({ method: 'TRACE' as 'GET', url: `${server.url}/echo` });
    expect((await failure(method)).code).toBe('INVALID_REQUEST');
  });

  it('answers a response that arrives after other work without mixing them up', async () => {
    const late = client.request({ url: `${server.url}/release`, responseType: 'text' });
    expect((await client.request({ url: `${server.url}/json` })).body).toEqual({ a: 1 });
    released();
    expect((await late).body).toBe('late');
  });
});

describe('guarded client > logging', () => {
  it('logs method, host and status but never header values or paths', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = createHttpClient({
      allowPrivateNetwork: true,
      logger: pino({ level: 'debug' }, sink),
    });
    await logged.request({
      url: `${server.url}/json?token=query-secret`,
      headers: { Authorization: 'Bearer header-secret', 'X-Api-Key': 'key-secret' },
    });
    await logged.request({ url: `${server.url}/bot123456:path-secret/json` });
    logged.close();
    const output = lines.join('');
    expect(output).toContain('"status":200');
    expect(output).toContain(new URL(server.url).host);
    for (const secret of ['header-secret', 'key-secret', 'query-secret', 'path-secret']) {
      expect(output).not.toContain(secret);
    }
  });
});
