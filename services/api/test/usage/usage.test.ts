import { describe, expect, it } from '@jest/globals';
import type { UsageDay } from '@switchboard/contracts/usage';
import { UsageRollup } from '@switchboard/store/usage-rollup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const nowMs = Date.parse('2031-05-10T12:00:00.000Z');
const app = useApp({ clock: { now: () => new Date(nowMs) } });
const backend = useFakeAiBackend();
const acme = useTeam(app);
const other = useTeam(app);

interface UsageList {
  data: UsageDay[];
  meta: { from: string; to: string; budget: unknown };
}

const usage = (key: string, query = '') =>
  app.request<UsageList>('GET', `/v1/usage${query}`, { key });

describe('GET /v1/usage', () => {
  it('counts messages, replies, failures and reply latency as they happen, per team', async () => {
    const bot = await setUpBot(app, acme.key, {
      integrations: [{ webhook_url: `${backend.url}/usage-ok` }],
    });
    await postMessage(app, acme.key, bot.channelId, { content: 'one' });
    await postMessage(app, acme.key, bot.channelId, { content: 'two' });
    backend.on('/usage-ok', { kind: 'error', status: 500 });
    await postMessage(app, acme.key, bot.channelId, { content: 'three' });

    const res = await usage(acme.key, '?from=2031-05-09&to=2031-05-10');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ from: '2031-05-09', to: '2031-05-10', budget: null });
    const [yesterday, today] = res.body.data;
    expect(yesterday).toMatchObject({ date: '2031-05-09', messages_received: 0, replies_sent: 0 });
    expect(yesterday?.reply_latency_ms_p50).toBeNull();
    expect(today).toMatchObject({
      date: '2031-05-10',
      messages_received: 3,
      replies_sent: 3,
      integration_failures: 1,
    });
    expect(today?.reply_latency_ms_p50).toEqual(expect.any(Number));
    expect(today?.reply_latency_ms_p95).toBeGreaterThanOrEqual(today?.reply_latency_ms_p50 ?? 0);

    const theirs = await usage(other.key, '?from=2031-05-10&to=2031-05-10');
    expect(theirs.body.data[0]).toMatchObject({ messages_received: 0, replies_sent: 0 });
  });

  it('reports executions, tokens and cost the runner counted', async () => {
    const rollup = new UsageRollup(app.store);
    const at = new Date('2031-05-08T08:00:00Z');
    await rollup.add(other.team.id, at, {
      executions_completed: 2,
      tokens: 1500,
      cost_usd: 0.0042,
    });
    await rollup.add(other.team.id, at, { executions_timeout: 1, tokens: 10 });
    const res = await usage(other.key, '?from=2031-05-08&to=2031-05-08');
    expect(res.body.data[0]).toMatchObject({
      executions: { completed: 2, failed: 0, timeout: 1, cancelled: 0 },
      tokens: 1510,
      cost_usd: 0.0042,
    });
  });

  it('defaults to the last 30 days up to today, oldest first', async () => {
    const res = await usage(acme.key);
    expect(res.body.meta).toEqual({ from: '2031-04-11', to: '2031-05-10', budget: null });
    expect(res.body.data).toHaveLength(30);
    expect(res.body.data.at(-1)?.date).toBe('2031-05-10');
  });

  it.each([
    ['?from=2031-5-1', 'from'],
    ['?from=2031-05-10&to=2031-05-01', 'from'],
    ['?from=2029-01-01&to=2031-05-10', 'from'],
    ['?granularity=hour', 'granularity'],
  ])('rejects %s with 422 naming %s', async (query, field) => {
    const res = await app.request<ErrorResponse>('GET', `/v1/usage${query}`, { key: acme.key });
    expect(res.status).toBe(422);
    const fields = res.body.error.details?.fields as { path: string }[];
    expect(fields.map((f) => f.path)).toContain(field);
  });
});
