import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UpstreamError } from '../src/errors.js';
import { createHttpClient } from '../src/http/client.js';
import { createGuardedFetch } from '../src/http/fetch.js';
import { readBody, startServer, type LoopbackServer } from './helpers.js';

let server: LoopbackServer;
let continueStream: () => void = () => undefined;

beforeAll(async () => {
  server = await startServer(async (req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: one\n\n');
      await new Promise<void>((resolve) => (continueStream = resolve));
      return res.end('data: two\n\n');
    }
    if (req.url === '/endless') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return res.write('data: first\n\n');
    }
    if (req.url === '/echo') {
      const body = await readBody(req);
      res.writeHead(200, { 'content-type': 'application/json', 'x-seen': 'yes' });
      return res.end(
        JSON.stringify({ method: req.method, type: req.headers['content-type'] ?? null, body }),
      );
    }
    if (req.url === '/empty') return res.writeHead(204).end();
    if (req.url === '/moved') return res.writeHead(302, { location: '/echo' }).end();
    if (req.url === '/big') return res.end(Buffer.alloc(100_000, 'y'));
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());

const client = createHttpClient({ allowPrivateNetwork: true });
const guardedFetch = createGuardedFetch(client, { maxResponseBytes: 50_000 });
afterAll(() => client.close());

describe('createGuardedFetch', () => {
  it('behaves like fetch for a POST with a body', async () => {
    const res = await guardedFetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.ok).toBe(true);
    expect(res.headers.get('x-seen')).toBe('yes');
    expect(res.url).toBe(`${server.url}/echo`);
    expect(await res.json()).toEqual({ method: 'POST', type: 'text/plain', body: 'hello' });
  });

  it('sends form bodies with the content type fetch would set', async () => {
    const res = await guardedFetch(new URL(`${server.url}/echo`), {
      method: 'PUT',
      body: new URLSearchParams({ a: '1', b: 'two' }),
    });
    expect(await res.json()).toMatchObject({
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'a=1&b=two',
    });
  });

  it('streams the body: the first event is readable before the server ends the response', async () => {
    const res = await guardedFetch(`${server.url}/events`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('data: one\n\n');
    continueStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value);
    }
    expect(rest).toBe('data: two\n\n');
  });

  it('ends a long-lived stream when the caller aborts', async () => {
    const controller = new AbortController();
    const res = await guardedFetch(`${server.url}/endless`, { signal: controller.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('rejects with the signal’s reason when aborted before the response', async () => {
    const reason = new Error('stop');
    await expect(
      guardedFetch(`${server.url}/echo`, { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
  });

  it('gives a null body for 204 and can leave redirects to the caller', async () => {
    const empty = await guardedFetch(`${server.url}/empty`);
    expect([empty.status, empty.body]).toEqual([204, null]);
    const manual = await guardedFetch(`${server.url}/moved`, { redirect: 'manual' });
    expect([manual.status, manual.headers.get('location')]).toEqual([302, '/echo']);
    const followed = await guardedFetch(`${server.url}/moved`);
    expect(followed.url).toBe(`${server.url}/echo`);
    await expect(guardedFetch(`${server.url}/moved`, { redirect: 'error' })).rejects.toThrow(
      TypeError,
    );
  });

  it('errors the body stream past the size limit', async () => {
    const res = await guardedFetch(`${server.url}/big`);
    const error = await res.arrayBuffer().catch((e: unknown) => e);
    const upstream = error instanceof UpstreamError ? error : (error as { cause?: unknown }).cause;
    expect((upstream as UpstreamError).code).toBe('RESPONSE_TOO_LARGE');
  });

  it('rejects blocked destinations like a network failure, with the reason as cause', async () => {
    const strict = createHttpClient({ allowPrivateNetwork: false });
    const before = server.connections();
    const error = await createGuardedFetch(strict)(`http://127.0.0.1:${server.port}/echo`).catch(
      (e: unknown) => e,
    );
    strict.close();
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain('ALLOW_PRIVATE_NETWORK');
    expect((error as { cause: UpstreamError }).cause.code).toBe('BLOCKED_DESTINATION');
    expect(server.connections()).toBe(before);
  });
});
