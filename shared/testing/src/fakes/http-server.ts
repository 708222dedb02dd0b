/** Small helpers shared by the fake upstream servers: listen on loopback port 0, read bodies. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Starts `handler` on 127.0.0.1 on a free port; `close` also drops kept-alive and hung sockets. */
export async function listenOnLoopback(handler: Handler): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handler(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON response. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A promise that something else resolves later (the fakes' way to let tests wait on events). */
export interface Waiter<T> {
  matches(value: T): boolean;
  resolve(value: T): void;
}

/** Records values and lets tests wait for the first (past or future) value matching a predicate. */
export class Recorder<T> {
  readonly all: T[] = [];
  private waiters: Waiter<T>[] = [];

  push(value: T): void {
    this.all.push(value);
    const still: Waiter<T>[] = [];
    for (const waiter of this.waiters) {
      if (waiter.matches(value)) waiter.resolve(value);
      else still.push(waiter);
    }
    this.waiters = still;
  }

  /** Resolves with the `nth` (1-based) recorded value that matches, waiting for it if needed. */
  waitFor(matches: (value: T) => boolean = () => true, nth = 1): Promise<T> {
    let seen = 0;
    const counting = (value: T): boolean => matches(value) && ++seen === nth;
    const existing = this.all.find(counting);
    if (existing !== undefined) return Promise.resolve(existing);
    return new Promise<T>((resolve) => this.waiters.push({ matches: counting, resolve }));
  }
}
