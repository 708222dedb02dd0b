/**
 * The whole path through the public API: endpoints registered with POST /v1/webhooks, events
 * emitted by the relay, signed deliveries, the delivery log, and a manual redelivery.
 */
import { describe, expect, it } from '@jest/globals';
import type { Delivery, WebhookEndpoint } from '@switchboard/contracts/events';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import { captureLogs } from '@switchboard/testing/api/log-capture';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

// The app's log lines, so a test can wait for the one that reports an outcome.
const logs = captureLogs();
// A clock that stands still: the automatic retry never comes due, so the manual one is next.
const app = useApp({
  env: { LOG_LEVEL: 'info' },
  logDestination: logs.stream,
  clock: new ManualClock(),
});
const backend = useFakeAiBackend();
const receiver = useWebhookReceiver();
const team = useTeam(app);

/** Registers an endpoint through the API and lets the receiver verify its signatures. */
async function register(path: string, events: string[]) {
  const res = await app.request<{ data: WebhookEndpoint & { secret: string } }>(
    'POST',
    '/v1/webhooks',
    { key: team.key, body: { url: receiver.url + path, events } },
  );
  expect(res.status).toBe(201);
  receiver.setSecret(path, res.body.data.secret);
  return res.body.data;
}

/** Resolves once the worker has recorded an automatic attempt for `webhookId`. */
function attemptRecorded(webhookId: string) {
  return logs.lines.waitFor(
    (line) => line.msg === 'webhook delivery attempted' && line.webhook_id === webhookId,
  );
}

describe('events through the public API', () => {
  it('tells endpoints about a message and a failed integration, and redelivers on request', async () => {
    await register('/received', ['bot.message_received']);
    const failed = await register('/failed', ['integration.failed']);
    receiver.script('/failed', [503]);
    backend.on('/broken', { kind: 'error', status: 500 });
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/broken` }],
    });
    const failedAttempt = attemptRecorded(failed.id);

    const posted = await postMessage(app, team.key, setup.channelId, { content: 'hello?' });
    expect(posted.status).toBe(200);
    const { conversation_id: conversationId, message } = posted.body.data;

    const arrived = await receiver.received.waitFor((r) => r.path === '/received');
    expect(arrived.verified).toBe(true);
    expect(arrived.payload).toMatchObject({
      type: 'bot.message_received',
      data: {
        bot_id: setup.botId,
        channel_id: setup.channelId,
        conversation_id: conversationId,
        message: { id: message.id, content: 'hello?' },
      },
    });

    expect(await failedAttempt).toMatchObject({ status: 'pending', status_code: 503 });
    const list = await app.request<{ data: Delivery[] }>(
      'GET',
      `/v1/webhooks/${failed.id}/deliveries`,
      { key: team.key },
    );
    const [pending] = list.body.data;
    expect(list.body.data).toHaveLength(1);
    expect(pending).toMatchObject({
      status: 'pending',
      event_type: 'integration.failed',
      attempts: [{ attempt: 1, status_code: 503 }],
      payload: {
        type: 'integration.failed',
        data: {
          bot_id: setup.botId,
          conversation_id: conversationId,
          message_id: message.id,
          attempts: [{ integration_id: setup.integrationIds[0] }],
        },
      },
    });

    const retried = await app.request<{ data: Delivery }>(
      'POST',
      `/v1/webhooks/${failed.id}/deliveries/${pending?.id}/retry`,
      { key: team.key },
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'delivered', next_attempt_at: null });
    expect(retried.body.data.attempts.map((a) => a.status_code)).toEqual([503, 200]);

    const sent = receiver.received.all.filter((r) => r.path === '/failed');
    expect(sent.map((r) => r.verified)).toEqual([true, true]);
    expect(sent[1]?.headers['webhook-id']).toBe(sent[0]?.headers['webhook-id']);
    expect(sent[1]?.payload).toEqual(pending?.payload);
  });
});
