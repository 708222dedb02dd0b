/**
 * The runner's own HTTP server (RUNNER_HTTP_PORT), on the built process: liveness, readiness
 * against its store, and /metrics behind METRICS_TOKEN with what the runner did (runs by status,
 * model calls and tokens, callbacks) and the store-wide queue, on whichever engine the suite runs.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import type { DocumentStore } from '@switchboard/store/port';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { parsePrometheusText } from '@switchboard/testing/metrics/prometheus-text';
import { TEST_SECRET, Workload } from '@switchboard/testing/stack/executions';
import { startRunner, type ServiceProcess } from '@switchboard/testing/stack/processes';

const TOKEN = 'runner-metrics-token-0123456789';
const llm = new FakeLlm();
const receiver = new CallbackReceiver(TEST_SECRET);
let dataDir: string;
let store: DocumentStore;
let runner: ServiceProcess;
let url: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-runner-http-'));
  store = await openTestStore({ dataDir, logger: createLogger({ name: 'e2e', level: 'silent' }) });
  await Promise.all([llm.start(), receiver.start()]);
  runner = await startRunner({
    dataDir,
    llmUrl: llm.url,
    extra: { RUNNER_HTTP_PORT: '0', METRICS_TOKEN: TOKEN },
  });
  const line = await runner.waitForLine((l) => l.includes('runner HTTP server listening'));
  url = (JSON.parse(line) as { url: string }).url;
});

afterAll(async () => {
  await runner.stop();
  await Promise.all([llm.close(), receiver.close()]);
  await store.close();
  await removeTestData(dataDir);
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${pathname}`, { headers });

describe('the runner HTTP server', () => {
  it('answers /health and /ready, and 404 elsewhere', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await get('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    const other = await get('/v1/bots');
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  });

  it('shows its metrics to the token bearer only', async () => {
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer nope-0123456789abcdef' })).status).toBe(
      401,
    );
    const work = new Workload(store);
    const marker = llm.script('metered', [{ content: 'Done.' }]);
    const queued = await work.queue({ user_message: `Go. ${marker}`, callback_url: receiver.url });
    await receiver.delivered(queued.id);
    await work.settled(queued.id);

    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    const metrics = parsePrometheusText(await res.text());
    expect(metrics.value('switchboard_agent_runs_total', { status: 'completed' })).toBe(1);
    expect(metrics.value('switchboard_agent_runs_active')).toBe(0);
    expect(metrics.value('gen_ai_client_operation_duration_seconds_count', { outcome: 'ok' })).toBe(
      1,
    );
    expect(metrics.value('gen_ai_client_token_usage_total', { type: 'input' })).toBe(1000);
    expect(metrics.value('switchboard_callback_attempts_total', { outcome: 'delivered' })).toBe(1);
    expect(metrics.value('switchboard_executions_queued')).toBe(0);
    expect(metrics.value('switchboard_executions_finalizations_pending')).toBe(0);
    expect(
      metrics.find('switchboard_store_operation_duration_seconds_count', {
        collection: 'executions',
        operation: 'claim_one',
      }).length,
    ).toBe(1);
    expect(metrics.find('process_resident_memory_bytes')).toHaveLength(1);
    expect(JSON.stringify(metrics.samples)).not.toContain(queued.id);
  });
});
