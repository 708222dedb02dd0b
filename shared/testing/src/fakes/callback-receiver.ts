import { listenOnLoopback, Recorder, sendJson, type RunningServer } from './http-server.js';
import { verifySignature } from './webhook-receiver.js';

export interface ReceivedCallback {
  body: Record<string, unknown> & { execution_id: string; status: string };
  headers: Record<string, string>;
  /** Whether the Standard Webhooks signature verified with the loop's secret. */
  verified: boolean;
  answeredWith: number;
}

/**
 * A callback receiver on 127.0.0.1 that verifies Standard Webhooks signatures the way the API's
 * event-webhook receiver does. `failFirst(executionId, n)` answers 500 to its first n deliveries.
 */
export class CallbackReceiver {
  private readonly recorded = new Recorder<ReceivedCallback>();
  private readonly failures = new Map<string, number>();
  private running: RunningServer | null = null;
  url = '';

  constructor(private secret: string) {}

  /** Every delivery so far, accepted or not, in arrival order. */
  get received(): ReceivedCallback[] {
    return this.recorded.all;
  }

  /** Verifies later deliveries with this secret (a loop's callback_secret, known once created). */
  useSecret(secret: string): void {
    this.secret = secret;
  }

  /** Answers 500 to the next `times` deliveries of the execution (0 ends a failure run). */
  failFirst(executionId: string, times: number): void {
    this.failures.set(executionId, times);
  }

  /** Resolves once `count` deliveries of the execution arrived (accepted or not). */
  async attempts(executionId: string, count: number): Promise<void> {
    await this.recorded.waitFor((c) => c.body.execution_id === executionId, count);
  }

  /** Resolves with the first accepted (2xx) callback of the execution. */
  delivered(executionId: string): Promise<ReceivedCallback> {
    return this.recorded.waitFor(
      (c) => c.body.execution_id === executionId && c.answeredWith === 200,
    );
  }

  async start(): Promise<void> {
    this.running = await listenOnLoopback((req, res, raw) => {
      const rawBody = raw.toString('utf8');
      const { verifyError } = verifySignature(this.secret, rawBody, req.headers);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(', ') : (v ?? ''),
        ]),
      );
      const body = JSON.parse(rawBody) as ReceivedCallback['body'];
      const left = this.failures.get(body.execution_id) ?? 0;
      const status = left > 0 ? 500 : 200;
      if (left > 0) this.failures.set(body.execution_id, left - 1);
      // Answer before recording, so a test woken by the record sees the delivery as finished.
      sendJson(res, status, status === 200 ? { received: true } : { error: 'try later' });
      this.recorded.push({ body, headers, verified: verifyError === null, answeredWith: status });
    });
    this.url = `${this.running.url}/callback`;
  }

  async close(): Promise<void> {
    await this.running?.close();
  }
}
