import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { createHttpClient } from '../src/http/client.js';
import { attemptRequest } from '../src/http/attempt.js';
import { withRetry, type AttemptReport } from '../src/retry.js';
import { generateWebhookSecret, signWebhook } from '../src/webhooks/signing.js';
import { readBody, startServer, type LoopbackServer } from './helpers.js';

// The pattern callbacks and event deliveries follow: sign, send through the guarded client,
// retry retryable answers with the same webhook-id, record every attempt.

const secret = generateWebhookSecret();
let receiver: LoopbackServer;
let failuresLeft = 0;
let failStatus = 500;
let retryAfter: string | undefined;
const verified: { id: string; body: unknown }[] = [];

beforeAll(async () => {
  receiver = await startServer(async (req, res) => {
    const body = await readBody(req);
    if (failuresLeft > 0) {
      failuresLeft--;
      return res.writeHead(failStatus, retryAfter ? { 'retry-after': retryAfter } : {}).end();
    }
    try {
      const payload = new Webhook(secret).verify(body, req.headers as Record<string, string>);
      verified.push({ id: req.headers['webhook-id'] as string, body: payload });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    } catch {
      res.writeHead(401).end();
    }
  });
});
afterAll(() => receiver.close());

const client = createHttpClient({ allowPrivateNetwork: true });
afterAll(() => client.close());

function deliver(id: string, payload: object, reports: AttemptReport[], maxDelayMs = 5) {
  const body = JSON.stringify(payload);
  return withRetry(
    () =>
      attemptRequest(client, {
        method: 'POST',
        url: `${receiver.url}/callback`,
        // Signed per attempt (fresh timestamp), same id every time.
        headers: {
          'Content-Type': 'application/json',
          ...signWebhook({ secret, id, payload: body }),
        },
        body,
      }),
    { retries: 3, minDelayMs: 1, maxDelayMs, onAttempt: (r) => void reports.push(r) },
  );
}

describe('signed delivery through the guarded client', () => {
  it('is verified by a receiver using the standardwebhooks package', async () => {
    const reports: AttemptReport[] = [];
    const res = await deliver('msg_ok', { status: 'completed' }, reports);
    expect(res.body).toEqual({ received: true });
    expect(verified.at(-1)).toEqual({ id: 'msg_ok', body: { status: 'completed' } });
    expect(reports).toHaveLength(1);
  });

  it('retries 5xx with the same webhook-id until the receiver accepts', async () => {
    failuresLeft = 2;
    failStatus = 503;
    const reports: AttemptReport[] = [];
    await deliver('msg_retry', { n: 1 }, reports);
    expect(
      reports.map((r) => [r.ok, (r.error as { status?: number } | undefined)?.status]),
    ).toEqual([
      [false, 503],
      [false, 503],
      [true, undefined],
    ]);
    expect(verified.filter((v) => v.id === 'msg_retry')).toHaveLength(1);
  });

  it('honours Retry-After within the cap', async () => {
    failuresLeft = 1;
    failStatus = 429;
    retryAfter = '120';
    const reports: AttemptReport[] = [];
    await deliver('msg_429', { n: 2 }, reports, 20);
    retryAfter = undefined;
    expect(reports[0]).toMatchObject({ ok: false, willRetry: true, delayMs: 20 });
  });

  it('does not retry a 4xx other than 408, 425 and 429', async () => {
    failuresLeft = 1;
    failStatus = 410;
    const reports: AttemptReport[] = [];
    const error = await deliver('msg_gone', { n: 3 }, reports).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 410, retryable: false });
    expect(reports).toHaveLength(1);
  });
});
