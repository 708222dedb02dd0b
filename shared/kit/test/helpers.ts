import { expect } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '../src/errors.js';

export interface LoopbackServer {
  url: string;
  port: number;
  /** Requests that reached the server, in order. */
  requests: http.IncomingMessage[];
  /** TCP connections accepted, whether or not a request followed. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A real HTTP server on port 0 answering with `handler`. It listens on `::` (dual stack) so that
 * 127.0.0.1, ::1 and ::ffff:127.0.0.1 would all reach it if the guard let them through.
 */
export async function startServer(handler: http.RequestListener): Promise<LoopbackServer> {
  const requests: http.IncomingMessage[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a request body as text. */
export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The UpstreamError a promise rejects with (fails the test when it resolves or throws another). */
export async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}
