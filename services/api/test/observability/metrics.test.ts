/**
 * GET /metrics on the API: off without METRICS_TOKEN, then only for its bearer, and labelled so
 * that no id, team or secret shows: requests by route pattern, the relay, the queue, deliveries,
 * store latency (on whichever engine the suite runs) and the process.
 */
import { describe, expect, it } from '@jest/globals';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useWebhookReceiver } from '@switchboard/testing/fakes/webhook-receiver';
import { insertLoop } from '@switchboard/testing/api/loops';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { parsePrometheusText, type Exposition } from '@switchboard/testing/metrics/prometheus-text';

const TOKEN = 'metrics-token-0123456789abcdef';
const app = useApp({
  env: {
    METRICS_TOKEN: TOKEN,
    // One message at a time, refused at once: the relay's `refused` outcome on demand.
    RELAY_MAX_CONCURRENT: '1',
    RELAY_QUEUE_WAIT_MS: '0',
  },
});
const off = useApp();
const backend = useFakeAiBackend();
const webhooks = useWebhookReceiver();
const team = useTeam(app);

async function scrape(): Promise<Exposition> {
  const res = await app.request('GET', '/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.text);
}

describe('GET /metrics', () => {
  it('is off (404) when METRICS_TOKEN is not set', async () => {
    const res = await off.request('GET', '/metrics');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });

  it('answers 401 without the token, or with another one, or with an API key', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcd',
      `Bearer ${team.key}`,
    ]) {
      const res = await app.request('GET', '/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.body).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('counts requests by route pattern, never by path or id', async () => {
    const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'Counted' },
    });
    expect(bot.status).toBe(201);
    expect(
      (await app.request('GET', `/v1/bots/${bot.body.data.id}`, { key: team.key })).status,
    ).toBe(200);
    expect((await app.request('GET', '/v1/bots/bot_missing', { key: team.key })).status).toBe(404);
    expect((await app.request('GET', '/no/such/page')).status).toBe(404);
    const metrics = await scrape();
    const count = (route: string, status: string) =>
      metrics.value('http_server_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      });
    expect(count('/v1/bots/{id}', '200')).toBe(1);
    expect(count('/v1/bots/{id}', '404')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    expect(metrics.types.get('http_server_request_duration_seconds')).toBe('histogram');
    const labelValues = metrics.samples.flatMap((s) => Object.values(s.labels));
    expect(labelValues.filter((v) => /^(bot|team|key|msg|conv)_|sk_/.test(v))).toEqual([]);
    expect(labelValues).not.toContain(bot.body.data.id);
    expect(JSON.stringify(metrics.samples)).not.toContain(team.key);
  });

  it('counts relayed messages by outcome, and the integration calls', async () => {
    const other = await createTeam(app);
    const setup = await setUpBot(app, other.key, {
      integrations: [{ webhook_url: `${backend.url}/m-ok` }],
    });
    const failing = await setUpBot(app, other.key, {
      integrations: [{ webhook_url: `${backend.url}/m-down` }],
    });
    backend.on('/m-down', { kind: 'error', status: 500 });
    let finish: () => void = () => undefined;
    backend.on('/m-held', { kind: 'held', until: new Promise<void>((r) => (finish = r)) });
    const held = await setUpBot(app, other.key, {
      integrations: [{ webhook_url: `${backend.url}/m-held` }],
    });
    const before = await scrape();
    const was = (outcome: string) =>
      before.find('switchboard_relay_messages_total', { channel: 'api', outcome })[0]?.value ?? 0;

    expect((await postMessage(app, other.key, setup.channelId, { content: 'a' })).status).toBe(200);
    expect((await postMessage(app, other.key, failing.channelId, { content: 'b' })).status).toBe(
      200,
    );
    // One message holds the only slot; the next is refused at once.
    const holding = postMessage(app, other.key, held.channelId, { content: 'c' });
    await backend.requests.waitFor((r) => r.path === '/m-held');
    const during = await scrape();
    expect(during.value('switchboard_relay_messages_in_flight')).toBe(1);
    expect((await postMessage(app, other.key, setup.channelId, { content: 'd' })).status).toBe(503);
    finish();
    expect((await holding).status).toBe(200);

    const after = await scrape();
    const now = (outcome: string) =>
      after.value('switchboard_relay_messages_total', { channel: 'api', outcome });
    expect(now('answered') - was('answered')).toBe(2);
    expect(now('error_message') - was('error_message')).toBe(1);
    expect(now('refused') - was('refused')).toBe(1);
    expect(after.value('switchboard_relay_messages_in_flight')).toBe(0);
    expect(
      after.value('switchboard_relay_integration_call_duration_seconds_count', {
        outcome: 'failed',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('shows the queue, the deliveries and store latency from the store it uses', async () => {
    const other = await createTeam(app);
    const loop = await insertLoop(app, other.team.id, { callback_url: null, mcp_servers: [] });
    for (let i = 0; i < 2; i += 1) {
      const run = await app.request('POST', `/v1/agent-loops/${loop.id}/run`, { key: other.key });
      expect(run.status).toBe(201);
    }
    // An endpoint that refuses: its delivery stays pending (the retry is due much later).
    webhooks.script('/refuses', [500]);
    const hook = await app.request<{ data: { secret: string } }>('POST', '/v1/webhooks', {
      key: other.key,
      body: { url: `${webhooks.url}/refuses`, events: ['bot.message_received'] },
    });
    webhooks.setSecret('/refuses', hook.body.data.secret);
    const setup = await setUpBot(app, other.key, {
      integrations: [{ webhook_url: `${backend.url}/q-ok` }],
    });
    expect((await postMessage(app, other.key, setup.channelId, { content: 'e' })).status).toBe(200);
    await webhooks.received.waitFor((r) => r.path === '/refuses');

    const metrics = await scrape();
    // No runner runs in this file: both runs wait in the queue.
    expect(metrics.value('switchboard_executions_queued')).toBe(2);
    expect(metrics.value('switchboard_executions_running')).toBe(0);
    expect(metrics.value('switchboard_executions_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(
      0,
    );
    expect(metrics.value('switchboard_webhook_deliveries_pending')).toBeGreaterThanOrEqual(1);
    expect(
      metrics.value('switchboard_webhook_attempts_total', { outcome: 'retry' }),
    ).toBeGreaterThanOrEqual(1);
    expect(metrics.value('switchboard_execution_event_streams')).toBe(0);
    // Store latency by collection and operation, whichever engine this suite runs on.
    expect(
      metrics.value('switchboard_store_operation_duration_seconds_count', {
        collection: 'executions',
        operation: 'insert',
      }),
    ).toBe(2);
    expect(
      metrics.find('switchboard_store_operation_duration_seconds_count', {
        operation: 'write_together',
      }).length,
    ).toBeGreaterThan(0);
    // The process's own figures.
    expect(metrics.find('process_cpu_user_seconds_total')).toHaveLength(1);
    expect(metrics.find('nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });
});
