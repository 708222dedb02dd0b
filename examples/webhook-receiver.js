/**
 * Receives Switchboard's signed requests (team webhook events and agent-loop callbacks) and
 * verifies them with the `standardwebhooks` package before trusting a byte:
 *
 *   WEBHOOK_SECRET=whsec_... pnpm example:webhook-receiver   # http://127.0.0.1:9200/
 *
 * WEBHOOK_SECRET is the endpoint's `secret` (POST /v1/webhooks shows it once) or the loop's
 * `callback_secret`. A verified request is logged and answered 200 `{received: true}`; a missing,
 * forged or stale (over 5 minutes) signature is refused with 401, which Switchboard does not
 * retry. Deduplicate on `webhook-id`: a retry carries the same one. Port: RECEIVER_PORT (9200).
 */
import { Webhook } from 'standardwebhooks';
import { isMain, listen, readBody, sendJson } from './listen.js';

/** Starts the receiver; `onMessage` gets each verified payload with its webhook-id. */
export async function startWebhookReceiver(secret, onMessage, port = 0) {
  const verifier = new Webhook(secret);
  return listen(port, async (req, res) => {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
    // Verify the raw bytes: parsing and re-serialising would change what was signed.
    const raw = await readBody(req);
    let payload;
    try {
      payload = verifier.verify(raw, {
        'webhook-id': req.headers['webhook-id'] ?? '',
        'webhook-timestamp': req.headers['webhook-timestamp'] ?? '',
        'webhook-signature': req.headers['webhook-signature'] ?? '',
      });
    } catch (error) {
      return sendJson(res, 401, { error: `not signed by Switchboard: ${error.message}` });
    }
    await onMessage(payload, req.headers['webhook-id']);
    sendJson(res, 200, { received: true });
  });
}

if (isMain(import.meta.url)) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error(
      'Set WEBHOOK_SECRET to the endpoint secret or the loop callback_secret (whsec_...).',
    );
    process.exit(1);
  }
  const { url } = await startWebhookReceiver(
    secret,
    (payload, id) => console.log(`verified ${id}: ${JSON.stringify(payload)}`),
    Number(process.env.RECEIVER_PORT ?? 9200),
  );
  console.log(`webhook receiver listening: ${url}/`);
}
