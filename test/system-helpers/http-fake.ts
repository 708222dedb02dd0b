import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake received: what the service under test actually sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw body, as signed by the sender. */
  raw: string;
}

export type FakeHandler = (
  request: ReceivedRequest,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * A real HTTP server on 127.0.0.1 (port 0) that records every request and answers with JSON from
 * `handler`. Tests await requests with `next()` instead of sleeping.
 */
export class HttpFake {
  readonly received: ReceivedRequest[] = [];
  private readonly waiters: Array<{
    match: (r: ReceivedRequest) => boolean;
    resolve: (r: ReceivedRequest) => void;
  }> = [];
  private server: Server | null = null;
  /** `http://127.0.0.1:<port>` once started. */
  origin = '';

  constructor(private readonly handler: FakeHandler) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Resolves with the first request (already received or future) that matches. */
  next(match: (r: ReceivedRequest) => boolean = () => true): Promise<ReceivedRequest> {
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(', ') : (v ?? ''),
        ]),
      ),
      raw: Buffer.concat(chunks).toString('utf8'),
    };
    this.received.push(request);
    const { status, body } = await this.handler(request);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
    for (const waiter of this.waiters.filter((w) => w.match(request))) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(request);
    }
  }
}
