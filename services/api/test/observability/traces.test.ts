/**
 * The API's traces, sent to a fake collector that decodes them: the request's server span (a
 * caller's traceparent continued), the relay's message and integration-call spans with the POST
 * that carries `traceparent` to the backend, a queued run remembering its request, and webhook
 * deliveries. Nothing secret or said by a user reaches a span.
 */
import { describe, expect, it } from '@jest/globals';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ALL_TEAMS } from '@switchboard/store/port';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import {
  parseTraceparent,
  useOtlpReceiver,
  type ReceivedSpan,
} from '@switchboard/testing/fakes/otlp-receiver';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import { insertLoop } from '@switchboard/testing/api/loops';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const collector = useOtlpReceiver();
const app = useApp(() => ({
  env: {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=test',
    // Spans of background work (deliveries) reach the collector soon after they end.
    OTEL_BSP_SCHEDULE_DELAY: '20',
  },
}));
const backend = useFakeAiBackend();
const webhooks = useWebhookReceiver();
const team = useTeam(app);

const BACKEND_SECRET = 'Bearer backend-secret-7f3a';
const USER_TEXT = 'my card number is 4111 1111 1111 1111';
// A caller's own trace, continued by the API.
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

/** The first span (arrived, or exported once it ends) matching `matches`. */
async function span(matches: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
  await app.telemetry.flush();
  return collector.waitFor(matches);
}

describe('traces of the API', () => {
  it('follows a message from the request through the relay to the backend, which gets traceparent', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [
        { webhook_url: `${backend.url}/down` },
        {
          webhook_url: `${backend.url}/up`,
          fallback: true,
          headers: { Authorization: BACKEND_SECRET },
        },
      ],
    });
    backend.on('/down', { kind: 'error', status: 503 });
    const res = await app.request('POST', `/v1/channels/${setup.channelId}/messages`, {
      key: team.key,
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
      body: { user: { id: 'u1', name: 'Ada' }, chat_id: 'c1', content: USER_TEXT },
    });
    expect(res.status).toBe(200);

    const server = await span((s) => s.name === 'POST /v1/channels/{id}/messages');
    expect(server).toMatchObject({
      traceId: CALLER_TRACE,
      parentSpanId: CALLER_SPAN,
      kind: 'server',
      service: 'switchboard-api',
      status: { code: 'unset' },
    });
    expect(server.resource).toMatchObject({
      'service.version': expect.any(String),
      'deployment.environment': 'test',
    });
    expect(server.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/v1/channels/{id}/messages',
      'http.response.status_code': 200,
      'switchboard.team.id': team.team.id,
    });

    const relay = await span((s) => s.name === 'relay message' && s.traceId === CALLER_TRACE);
    expect(relay.parentSpanId).toBe(server.spanId);
    expect(relay.attributes).toMatchObject({
      'switchboard.channel.type': 'api',
      'switchboard.bot.id': setup.botId,
      'switchboard.relay.outcome': 'answered',
      'switchboard.integration.id': setup.integrationIds[1],
    });

    const calls = collector
      .childrenOf(relay)
      .filter((s) => s.name === 'integration call')
      .sort(
        (a, b) =>
          Number(a.attributes['switchboard.integration.attempt']) -
          Number(b.attributes['switchboard.integration.attempt']),
      );
    expect(calls.map((c) => [c.attributes['switchboard.integration.id'], c.status.code])).toEqual([
      [setup.integrationIds[0], 'error'],
      [setup.integrationIds[1], 'unset'],
    ]);
    expect(calls[0]!.attributes['error.type']).toBe('integration_failed');

    // Each attempt's POST is its child, and the backend got that POST's span as its parent.
    for (const [call, path] of [
      [calls[0]!, '/down'],
      [calls[1]!, '/up'],
    ] as const) {
      const [post] = collector.childrenOf(call);
      expect(post).toMatchObject({ name: 'POST', kind: 'client' });
      expect(post!.attributes).toMatchObject({
        'http.request.method': 'POST',
        'server.address': '127.0.0.1',
        'url.scheme': 'http',
        'http.response.status_code': path === '/down' ? 503 : 200,
      });
      const sent = await backend.requests.waitFor((r) => r.path === path);
      expect(parseTraceparent(sent.headers.traceparent)).toEqual({
        traceId: CALLER_TRACE,
        spanId: post!.spanId,
        sampled: true,
      });
    }
  });

  it('keeps secrets, message contents and paths out of every span', async () => {
    await app.telemetry.flush();
    const everything = JSON.stringify(collector.spans);
    expect(everything).not.toContain('backend-secret-7f3a');
    expect(everything).not.toContain('4111');
    expect(everything).not.toContain(team.key);
    expect(everything).not.toContain('/down');
    expect(
      collector.spans.some((s) => 'url.full' in s.attributes || 'url.path' in s.attributes),
    ).toBe(false);
  });

  it('keeps the traceparent of the request that queued a run, for the run to link to', async () => {
    const loop = await insertLoop(app, team.team.id, { callback_url: null, mcp_servers: [] });
    const res = await app.request<{ data: { id: string } }>(
      'POST',
      `/v1/agent-loops/${loop.id}/run`,
      { key: team.key },
    );
    expect(res.status).toBe(201);
    const server = await span((s) => s.name === 'POST /v1/agent-loops/{id}/run');
    const stored = await app.store
      .collection<ExecutionRecord>(EXECUTIONS_COLLECTION)
      .findById(ALL_TEAMS, res.body.data.id);
    expect(parseTraceparent(stored?.traceparent)).toEqual({
      traceId: server.traceId,
      spanId: server.spanId,
      sampled: true,
    });
    // Never shown to the team.
    const shown = await app.request('GET', `/v1/executions/${res.body.data.id}`, { key: team.key });
    expect(JSON.stringify(shown.body)).not.toContain('traceparent');
  });

  it('traces each webhook delivery in a trace of its own, and the receiver gets its traceparent', async () => {
    const created = await app.request<{ data: { id: string; secret: string } }>(
      'POST',
      '/v1/webhooks',
      { key: team.key, body: { url: `${webhooks.url}/hook`, events: ['bot.message_received'] } },
    );
    expect(created.status).toBe(201);
    webhooks.setSecret('/hook', created.body.data.secret);
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/ok` }],
    });
    expect((await postMessage(app, team.key, setup.channelId, { content: 'hi' })).status).toBe(200);

    const received = await webhooks.received.waitFor((r) => r.path === '/hook');
    expect(received.verified).toBe(true);
    const delivery = await span(
      (s) =>
        s.name === 'webhook delivery' && s.attributes['switchboard.delivery.outcome'] !== undefined,
    );
    expect(delivery.parentSpanId).toBe('');
    expect(delivery.attributes).toMatchObject({
      'switchboard.event.type': 'bot.message_received',
      'switchboard.webhook.id': created.body.data.id,
      'switchboard.delivery.trigger': 'automatic',
      'switchboard.delivery.attempt': 1,
      'switchboard.delivery.outcome': 'delivered',
      'http.response.status_code': 200,
    });
    const [post] = collector.childrenOf(delivery);
    expect(parseTraceparent(received.headers.traceparent)).toEqual({
      traceId: delivery.traceId,
      spanId: post!.spanId,
      sampled: true,
    });
    expect(JSON.stringify(collector.spans)).not.toContain(created.body.data.secret);
  });
});
