import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedCallback {
  body: Record<string, unknown> & { execution_id: string; status: string };
  headers: Record<string, string>;
  /** Whether the Standard Webhooks signature verified with the loop's secret. */
  verified: boolean;
  answeredWith: number;
}

/**
 * A callback receiver on 127.0.0.1 that verifies Standard Webhooks signatures with the
 * `standardwebhooks` package. `failFirst(executionId, n)` answers 500 to its first n deliveries.
 */
export class CallbackReceiver {
  readonly received: ReceivedCallback[] = [];
  private readonly failures = new Map<string, number>();
  private readonly waiters: Array<{ id: string; resolve: (c: ReceivedCallback) => void }> = [];
  private readonly attemptWaiters: Array<{ id: string; count: number; resolve: () => void }> = [];
  private server!: Server;
  url = '';

  constructor(private secret: string) {}

  /** Verifies later deliveries with this secret (a loop's callback_secret, known once created). */
  useSecret(secret: string): void {
    this.secret = secret;
  }

  failFirst(executionId: string, times: number): void {
    this.failures.set(executionId, times);
  }

  /** Resolves once `count` deliveries of the execution arrived (accepted or not). */
  attempts(executionId: string, count: number): Promise<void> {
    const seen = this.received.filter((c) => c.body.execution_id === executionId).length;
    if (seen >= count) return Promise.resolve();
    return new Promise((resolve) => this.attemptWaiters.push({ id: executionId, count, resolve }));
  }

  /** Resolves with the first accepted (2xx) callback of the execution. */
  delivered(executionId: string): Promise<ReceivedCallback> {
    const done = this.received.find(
      (c) => c.body.execution_id === executionId && c.answeredWith === 200,
    );
    if (done) return Promise.resolve(done);
    return new Promise((resolve) => this.waiters.push({ id: executionId, resolve }));
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [
            k,
            Array.isArray(v) ? v.join(', ') : (v ?? ''),
          ]),
        );
        let verified = true;
        try {
          new Webhook(this.secret).verify(payload, headers);
        } catch {
          verified = false;
        }
        const body = JSON.parse(payload) as ReceivedCallback['body'];
        const left = this.failures.get(body.execution_id) ?? 0;
        const status = left > 0 ? 500 : 200;
        if (left > 0) this.failures.set(body.execution_id, left - 1);
        const callback = { body, headers, verified, answeredWith: status };
        this.received.push(callback);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? { received: true } : { error: 'try later' }));
        const seen = this.received.filter((c) => c.body.execution_id === body.execution_id).length;
        for (const waiter of this.attemptWaiters.filter(
          (w) => w.id === body.execution_id && seen >= w.count,
        )) {
          this.attemptWaiters.splice(this.attemptWaiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        if (status === 200) {
          for (const waiter of this.waiters.filter((w) => w.id === body.execution_id)) {
            this.waiters.splice(this.waiters.indexOf(waiter), 1);
            waiter.resolve(callback);
          }
        }
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/callback`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
