/**
 * How spans leave the API, per the standard OTEL_* settings: OTLP/HTTP JSON with gzip and a
 * vendor's header, the sampler, and nothing at all (no span, no traceparent) when tracing is off.
 */
import { describe, expect, it } from '@jest/globals';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { parseTraceparent, useOtlpReceiver } from '@switchboard/testing/fakes/otlp-receiver';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp } from '@switchboard/testing/api/use-app';

const VENDOR_KEY = 'vendor key=1/2';
const vendor = useOtlpReceiver({ requireHeaders: { 'x-honeycomb-team': VENDOR_KEY } });
const sampledOut = useOtlpReceiver();
const backend = useFakeAiBackend();

const jsonApp = useApp(() => ({
  env: {
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${vendor.url}/v1/traces`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_EXPORTER_OTLP_COMPRESSION: 'gzip',
    OTEL_EXPORTER_OTLP_HEADERS: `x-honeycomb-team=${encodeURIComponent(VENDOR_KEY)}`,
    OTEL_SERVICE_NAME: 'edge-api',
  },
}));
const neverSampled = useApp(() => ({
  env: { OTEL_EXPORTER_OTLP_ENDPOINT: sampledOut.url, OTEL_TRACES_SAMPLER: 'always_off' },
}));
const untraced = useApp();

describe('trace export settings', () => {
  it('sends OTLP JSON, gzipped, with the configured headers, under OTEL_SERVICE_NAME', async () => {
    expect((await jsonApp.request('GET', '/health')).status).toBe(200);
    await jsonApp.telemetry.flush();
    const span = await vendor.waitFor((s) => s.name === 'GET /health');
    expect(span).toMatchObject({ kind: 'server', service: 'edge-api' });
    expect(span.attributes['http.response.status_code']).toBe(200);
    expect(vendor.exports[0]).toMatchObject({
      contentType: 'application/json',
      contentEncoding: 'gzip',
    });
  });

  it('records nothing the sampler drops, yet passes the (unsampled) trace on', async () => {
    const team = await createTeam(neverSampled);
    const setup = await setUpBot(neverSampled, team.key, {
      integrations: [{ webhook_url: `${backend.url}/sampled-out` }],
    });
    expect(
      (await postMessage(neverSampled, team.key, setup.channelId, { content: 'x' })).status,
    ).toBe(200);
    await neverSampled.telemetry.flush();
    expect(sampledOut.spans).toEqual([]);
    const sent = await backend.requests.waitFor((r) => r.path === '/sampled-out');
    expect(parseTraceparent(sent.headers.traceparent)).toMatchObject({ sampled: false });
  });

  it('adds no traceparent when tracing is off', async () => {
    const team = await createTeam(untraced);
    const setup = await setUpBot(untraced, team.key, {
      integrations: [{ webhook_url: `${backend.url}/untraced` }],
    });
    expect((await postMessage(untraced, team.key, setup.channelId, { content: 'x' })).status).toBe(
      200,
    );
    const sent = await backend.requests.waitFor((r) => r.path === '/untraced');
    expect(sent.headers.traceparent).toBeUndefined();
  });
});
