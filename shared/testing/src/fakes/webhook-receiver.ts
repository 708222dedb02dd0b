/**
 * A fake event-webhook receiver as a real HTTP server on loopback. It checks every request's
 * Standard Webhooks signature with the `standardwebhooks` package (the library a real receiver
 * would use) against the secret registered for its path, records what arrived, and answers with
 * scripted statuses so tests can drive retries, final failures and 410 Gone.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { useStarted } from '../api/hooks.js';
import { listenOnLoopback, Recorder, sendJson } from './http-server.js';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body exactly as sent (what the signature covers). */
  rawBody: string;
  /** The parsed payload when the signature verified; null otherwise. */
  payload: Record<string, unknown> | null;
  verified: boolean;
  /** Why verification failed (no secret registered for the path, bad signature, ...). */
  verifyError: string | null;
  /** The status this request was answered with; null when it was left hanging. */
  answeredWith: number | null;
}

/** A status (with headers) to answer with, or `hang`: never answer, as a stuck receiver. */
export type ScriptedAnswer = { status: number; headers?: Record<string, string> } | { hang: true };

export interface WebhookReceiver {
  url: string;
  received: Recorder<ReceivedWebhook>;
  /** Verifies requests to `path` with `secret` (whsec_...). */
  setSecret(path: string, secret: string): void;
  /** Answers the next requests to `path` with these, in order; afterwards 200. */
  script(path: string, answers: ReadonlyArray<number | ScriptedAnswer>): void;
  close(): Promise<void>;
}

/** Starts a receiver; requests to a path with no secret are recorded as unverified and get 401. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const secrets = new Map<string, string>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const received = new Recorder<ReceivedWebhook>();

  const running = await listenOnLoopback((req, res, raw) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const rawBody = raw.toString('utf8');
    const { payload, verifyError } = verifySignature(secrets.get(path), rawBody, req.headers);
    const scripted = scripts.get(path)?.shift();
    const answer: ScriptedAnswer = verifyError ? { status: 401 } : (scripted ?? { status: 200 });
    received.push({
      path,
      headers: req.headers,
      rawBody,
      payload,
      verified: verifyError === null,
      verifyError,
      answeredWith: 'hang' in answer ? null : answer.status,
    });
    if ('hang' in answer) return;
    res.setHeader('connection', 'close');
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    sendJson(res, answer.status, answer.status < 300 ? { received: true } : { error: 'scripted' });
  });

  return {
    url: running.url,
    received,
    setSecret: (path, secret) => secrets.set(path, secret),
    script: (path, answers) =>
      scripts.set(
        path,
        answers.map((a) => (typeof a === 'number' ? { status: a } : a)),
      ),
    close: running.close,
  };
}

/**
 * Checks a Standard Webhooks signature with the `standardwebhooks` package; the payload when it
 * verifies, else why not. Shared with the e2e callback receiver so both check signatures alike.
 */
export function verifySignature(
  secret: string | undefined,
  rawBody: string,
  headers: IncomingHttpHeaders,
): { payload: Record<string, unknown> | null; verifyError: string | null } {
  if (!secret) return { payload: null, verifyError: 'no secret registered for this path' };
  const signed: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    const value = headers[name];
    if (typeof value === 'string') signed[name] = value;
  }
  try {
    const payload = new Webhook(secret).verify(rawBody, signed) as Record<string, unknown>;
    return { payload, verifyError: null };
  } catch (error) {
    return { payload: null, verifyError: error instanceof Error ? error.message : String(error) };
  }
}

/** A webhook receiver for this test file: started in beforeAll, closed in afterAll. */
export function useWebhookReceiver(): WebhookReceiver {
  return useStarted(startWebhookReceiver, (receiver) => receiver.close());
}
