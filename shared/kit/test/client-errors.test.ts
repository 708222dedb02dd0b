import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { answerClientErrors } from '../src/server/client-errors.js';

let server: Server;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  answerClientErrors(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

/** Sends `request` as raw bytes and returns everything the server wrote before closing. */
async function exchange(request: string): Promise<string> {
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.end(request);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'close');
  return Buffer.concat(chunks).toString('latin1');
}

const BIG_HEADER = `X-Big: ${'a'.repeat(20_000)}\r\n`;

describe('requests the HTTP parser refuses', () => {
  it('get the JSON error body after the headers', async () => {
    const response = await exchange(`GET / HTTP/1.1\r\nHost: x\r\n${BIG_HEADER}\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    const body = response.slice(response.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'REQUEST_HEADERS_TOO_LARGE', message: expect.any(String) },
    });
  });

  it('answer a HEAD with the headers alone, too large or malformed', async () => {
    for (const [request, status] of [
      [`HEAD / HTTP/1.1\r\nHost: x\r\n${BIG_HEADER}\r\n`, 431],
      ['HEAD / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 400],
    ] as const) {
      const response = await exchange(request);
      expect(response).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(response).toMatch(/\r\nContent-Length: \d+\r\n/);
      expect(response.endsWith('\r\n\r\n')).toBe(true);
    }
  });
});
