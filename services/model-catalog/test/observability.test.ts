/**
 * The catalog's HTTP server as operators watch it: /ready apart from /health, /metrics behind
 * METRICS_TOKEN (off without it), and a server span per request that continues the caller's
 * trace (the runner's tool calls), named by route pattern, sent to a fake collector.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@switchboard/kit/logger';
import { Readiness } from '@switchboard/kit/server/readiness';
import { startTelemetry, type Telemetry } from '@switchboard/kit/telemetry/telemetry';
import { FakeOtlpReceiver } from '@switchboard/testing/fakes/otlp-receiver';
import { parsePrometheusText } from '@switchboard/testing/metrics/prometheus-text';
import { loadCatalogConfig } from '../src/config.js';
import type { RunningHttpServer } from '../src/transports/http.js';
import { startHttp, testCatalog } from './harness.js';

const TOKEN = 'catalog-metrics-token-0123456789';
const TRACE = '0af7651916cd43dd8448eb211c80319c';
const PARENT = 'b7ad6b7169203331';
const collector = new FakeOtlpReceiver();
const readiness = new Readiness();
let telemetry: Telemetry;
let watched: RunningHttpServer;
let plain: RunningHttpServer;

beforeAll(async () => {
  await collector.start();
  const catalog = await testCatalog();
  const config = loadCatalogConfig({
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    METRICS_TOKEN: TOKEN,
  });
  const logger = createLogger({ name: 'catalog-test', level: 'silent' });
  telemetry = await startTelemetry(
    { tracing: config.tracing, metrics: true, processMetrics: false },
    logger,
  );
  watched = await startHttp(catalog, {
    telemetry: { ...telemetry, metricsToken: config.metricsToken, readiness },
  });
  plain = await startHttp(catalog);
});

afterAll(async () => {
  await Promise.all([watched.close(), plain.close()]);
  await telemetry.shutdown();
  await collector.close();
});

const callTool = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/call/search-models`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      parameters: { query: 'gpt', limit: 1 },
      context: { agent_loop_id: 'loop_1', execution_id: 'exec_1' },
    }),
  });

describe('the catalog for operators', () => {
  it('answers /ready until it shuts down, while /health stays 200', async () => {
    const ready = await fetch(`${watched.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const stopping = new Readiness();
    stopping.shutDown();
    const server = await startHttp(await testCatalog(), { telemetry: { readiness: stopping } });
    try {
      const refused = await fetch(`${server.url}/ready`);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        success: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Not ready: the process is shutting down.' },
      });
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('keeps /metrics off without a token, and for the token bearer only with one', async () => {
    expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${watched.url}/metrics`)).status).toBe(401);
    expect((await callTool(watched.url)).status).toBe(200);
    const res = await fetch(`${watched.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    const metrics = parsePrometheusText(await res.text());
    expect(
      metrics.value('http_server_request_duration_seconds_count', {
        method: 'POST',
        route: '/call/{tool}',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('continues the caller’s trace in a span named by the route pattern', async () => {
    const res = await callTool(watched.url, { traceparent: `00-${TRACE}-${PARENT}-01` });
    expect(res.status).toBe(200);
    await telemetry.flush();
    const span = await collector.waitFor((s) => s.traceId === TRACE);
    expect(span).toMatchObject({
      name: 'POST /call/{tool}',
      kind: 'server',
      parentSpanId: PARENT,
      service: 'switchboard-model-catalog',
    });
    expect(span.attributes).toMatchObject({
      'http.route': '/call/{tool}',
      'http.response.status_code': 200,
    });
    expect(JSON.stringify(collector.spans)).not.toContain('search-models');
  });
});
