import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { createHttpClient } from '../src/http/client.js';
import type { HttpClient } from '../src/http/types.js';
import { withRetry, type AttemptReport } from '../src/retry.js';
import { sendSignedWebhook, type SignedWebhookInput } from '../src/webhooks/send.js';
import { generateWebhookSecret } from '../src/webhooks/signing.js';
import { readBody, startServer, type LoopbackServer } from './helpers.js';

// The mechanism behind callbacks and event deliveries: sign, send through the guarded client,
// classify; callers retry retryable answers with the same webhook-id and record every attempt.

const secret = generateWebhookSecret();
let receiver: LoopbackServer;
let failuresLeft = 0;
let failStatus = 500;
let retryAfter: string | undefined;
const verified: { id: string; body: unknown; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  receiver = await startServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/moved') return res.writeHead(302, { location: '/callback' }).end();
    if (failuresLeft > 0) {
      failuresLeft--;
      return res.writeHead(failStatus, retryAfter ? { 'retry-after': retryAfter } : {}).end();
    }
    try {
      const payload = new Webhook(secret).verify(body, req.headers as Record<string, string>);
      verified.push({
        id: req.headers['webhook-id'] as string,
        body: payload,
        headers: req.headers,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    } catch {
      res.writeHead(401).end();
    }
  });
});
afterAll(() => receiver.close());

const client = createHttpClient({ allowPrivateNetwork: true });
afterAll(() => client.close());

function send(id: string, payload: object, overrides: Partial<SignedWebhookInput> = {}) {
  return sendSignedWebhook({
    http: client,
    url: `${receiver.url}/callback`,
    secret,
    webhookId: id,
    body: JSON.stringify(payload),
    now: new Date(),
    timeoutMs: 5_000,
    retryAfterCapMs: 20,
    ...overrides,
  });
}

/** Retries the way the finalizer and the delivery worker do: same id, fresh signature. */
function deliver(id: string, payload: object, reports: AttemptReport[]) {
  return withRetry(
    async () => {
      const result = await send(id, payload);
      if (result.kind === 'response' && result.statusCode < 300) {
        return { ok: true, value: result };
      }
      return { ok: false, retryable: result.retryable, error: new Error(result.kind) };
    },
    { retries: 3, minDelayMs: 1, maxDelayMs: 5, onAttempt: (r) => void reports.push(r) },
  );
}

describe('sendSignedWebhook', () => {
  it('is verified by a receiver using the standardwebhooks package; extra headers go along', async () => {
    const result = await send(
      'msg_ok',
      { status: 'completed' },
      { headers: { 'X-Token': 'abc', 'Content-Type': 'text/plain', 'webhook-id': 'forged' } },
    );
    expect(result).toMatchObject({ kind: 'response', statusCode: 200, retryable: false });
    const seen = verified.at(-1);
    expect(seen).toMatchObject({ id: 'msg_ok', body: { status: 'completed' } });
    expect(seen?.headers).toMatchObject({ 'x-token': 'abc', 'content-type': 'application/json' });
  });

  it('retries 5xx with the same webhook-id until the receiver accepts', async () => {
    failuresLeft = 2;
    failStatus = 503;
    const reports: AttemptReport[] = [];
    await deliver('msg_retry', { n: 1 }, reports);
    expect(reports.map((r) => r.ok)).toEqual([false, false, true]);
    expect(verified.filter((v) => v.id === 'msg_retry')).toHaveLength(1);
  });

  it('reports Retry-After within the cap', async () => {
    failuresLeft = 1;
    failStatus = 429;
    retryAfter = '120';
    const result = await send('msg_429', { n: 2 });
    retryAfter = undefined;
    expect(result).toMatchObject({ statusCode: 429, retryable: true, retryAfterMs: 20 });
  });

  it('calls a 4xx other than 408, 425 and 429 final', async () => {
    failuresLeft = 1;
    failStatus = 410;
    expect(await send('msg_gone', { n: 3 })).toMatchObject({ statusCode: 410, retryable: false });
  });

  it('treats a redirect as the answer instead of following it', async () => {
    const before = verified.length;
    const result = await send('msg_moved', { n: 4 }, { url: `${receiver.url}/moved` });
    expect(result).toMatchObject({ kind: 'response', statusCode: 302, retryable: false });
    expect(verified).toHaveLength(before);
  });

  it('reports a refused destination as a final error and a dead port as retryable', async () => {
    const guarded = createHttpClient({ allowPrivateNetwork: false });
    const refused = await send('msg_private', {}, { http: guarded });
    guarded.close();
    expect(refused).toMatchObject({ kind: 'error', retryable: false });
    const down = await send('msg_down', {}, { url: 'http://127.0.0.1:9/callback' });
    expect(down).toMatchObject({ kind: 'error', retryable: true });
  });

  it('redacts the headers and the secret it used from a failure message that quotes them', async () => {
    // A client (or a proxy behind it) whose error quotes the request it could not send.
    const quoting: HttpClient = {
      ...client,
      stream: async (request) => {
        throw new Error(`could not send ${JSON.stringify(request.headers)}`);
      },
    };
    const result = await send(
      'msg_quoted',
      {},
      {
        http: quoting,
        headers: { Authorization: 'Bearer receiver-token-3131' },
      },
    );
    expect(result.kind).toBe('error');
    const message = result.kind === 'error' ? result.message : '';
    expect(message).toContain('could not send');
    expect(message).not.toContain('receiver-token-3131');
    expect(message).not.toContain(secret);
  });
});
