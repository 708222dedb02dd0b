import { describe, expect, it } from '@jest/globals';
import type { Bot } from '@switchboard/contracts/bots';
import { ALL_TEAMS } from '@switchboard/store/port';
import {
  IDEMPOTENCY_KEYS_COLLECTION,
  IdempotencyKeys,
  type IdempotencyRecord,
} from '../../src/http/idempotency/idempotency-keys.js';
import { IdempotencyPrune } from '../../src/http/idempotency/idempotency-prune.js';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { setUpBot } from '@switchboard/testing/fakes/bot-setup';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { LOOP_REQUIRED_FIELDS } from '../resource-helpers.js';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

let now = new Date('2026-03-01T10:00:00.000Z');
const app = useApp({ clock: { now: () => now } });
const team = useTeam(app);
const other = useTeam(app, { name: 'Other' });
const backend = useFakeAiBackend();

function createBot(key: string, idempotencyKey: string, body: unknown = { name: 'Support' }) {
  return app.request<{ data: Bot }>('POST', '/v1/bots', {
    key,
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

async function botsNamed(key: string, name: string): Promise<number> {
  const list = await app.request<{ data: Bot[] }>('GET', '/v1/bots?per_page=100', { key });
  return list.body.data.filter((bot) => bot.name === name).length;
}

function storedKeys() {
  return app.store.collection<IdempotencyRecord>(IDEMPOTENCY_KEYS_COLLECTION);
}

describe('Idempotency-Key on POSTs that create', () => {
  it('answers a repeat with the first status and body, marked replayed, and creates nothing more', async () => {
    const first = await createBot(team.key, 'create-once', { name: 'Once' });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await createBot(team.key, 'create-once', { name: 'Once' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await botsNamed(team.key, 'Once')).toBe(1);
  });

  it('treats bodies with the same fields in another order as the same request', async () => {
    const first = await createBot(team.key, 'order', { name: 'Ordered', context_window: 4 });
    const again = await createBot(team.key, 'order', { context_window: 4, name: 'Ordered' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key with another body with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    expect((await createBot(team.key, 'reused', { name: 'First' })).status).toBe(201);
    const res = await createBot(team.key, 'reused', { name: 'Second' });
    expect(res.status).toBe(422);
    expect((res.body as unknown as ErrorResponse).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await botsNamed(team.key, 'Second')).toBe(0);
  });

  it('refuses the same key on another route with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    expect((await createBot(team.key, 'route', { name: 'Route' })).status).toBe(201);
    const res = await app.request('POST', '/v1/agent-loops', {
      key: team.key,
      body: { name: 'Route' },
      headers: { 'idempotency-key': 'route' },
    });
    expect(res.status).toBe(422);
    expect((res.body as ErrorResponse).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps keys per team: another team with the same key creates its own record', async () => {
    const mine = await createBot(team.key, 'shared-key', { name: 'Mine' });
    const theirs = await createBot(other.key, 'shared-key', { name: 'Mine' });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
  });

  it('replays a validation failure for the same body, as Stripe does', async () => {
    const first = await createBot(team.key, 'invalid', { name: '' });
    expect(first.status).toBe(422);
    const again = await createBot(team.key, 'invalid', { name: '' });
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('runs the request again once the 24 hours have passed, and the prune deletes the old key', async () => {
    const first = await createBot(team.key, 'day-old', { name: 'Daily' });
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const prune = new IdempotencyPrune({
      keys: new IdempotencyKeys(app.store, app.clock),
      clock: app.clock,
      logger: app.logger,
    });
    expect(await prune.prune()).toBeGreaterThanOrEqual(1);
    const later = await createBot(team.key, 'day-old', { name: 'Daily' });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect(await botsNamed(team.key, 'Daily')).toBe(2);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while the first request still runs, then replays it', async () => {
    let release!: () => void;
    backend.on('/slow', {
      kind: 'held',
      until: new Promise<void>((resolve) => (release = resolve)),
      body: { content: 'Slow answer' },
    });
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/slow` }],
    });
    const message = { user: { id: 'u1', name: 'Ada' }, chat_id: 'c1', content: 'Hi' };
    const send = () =>
      app.request('POST', `/v1/channels/${setup.channelId}/messages`, {
        key: team.key,
        body: message,
        headers: { 'idempotency-key': 'slow-message' },
      });
    const first = send();
    await backend.requests.waitFor((r) => r.path === '/slow');
    const during = await send();
    expect(during.status).toBe(409);
    expect((during.body as ErrorResponse).error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    release();
    const done = await first;
    expect(done.status).toBe(200);
    const after = await send();
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(after.body).toEqual(done.body);
    expect(backend.requests.all.filter((r) => r.path === '/slow')).toHaveLength(1);
  });

  it('starts one execution for concurrent runs with one key; the others replay it or get 409', async () => {
    const loop = await app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
      key: team.key,
      body: LOOP_REQUIRED_FIELDS,
    });
    const runs = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.request<{ data: { id: string } }>('POST', `/v1/agent-loops/${loop.body.data.id}/run`, {
          key: team.key,
          headers: { 'idempotency-key': 'run-once' },
        }),
      ),
    );
    const created = runs.filter((run) => run.status === 201);
    expect(runs.every((run) => run.status === 201 || run.status === 409)).toBe(true);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((run) => run.body.data.id)).size).toBe(1);
    const list = await app.request<{ meta: { total: number } }>(
      'GET',
      `/v1/agent-loops/${loop.body.data.id}/executions`,
      { key: team.key },
    );
    expect(list.body.meta.total).toBe(1);
  });

  it('replays a created API key without storing its secret in clear', async () => {
    const send = () =>
      app.request<{ data: { key: string } }>('POST', '/v1/api-keys', {
        key: team.key,
        body: { name: 'ci' },
        headers: { 'idempotency-key': 'new-key' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.body.data.key).toBe(first.body.data.key);
    const stored = JSON.stringify(await storedKeys().find(ALL_TEAMS, {}));
    expect(stored).not.toContain(first.body.data.key);
    expect(stored).not.toContain('new-key');
  });

  it('rejects an empty or over-long key with 422 naming the header', async () => {
    for (const key of ['', 'x'.repeat(256)]) {
      const res = await createBot(team.key, key);
      expect(res.status).toBe(422);
      expect((res.body as unknown as ErrorResponse).error.details).toEqual({
        fields: [{ path: 'Idempotency-Key', message: 'must be 1 to 255 characters' }],
      });
    }
  });

  it('documents the header on every POST that creates, and only there', async () => {
    const doc = await app.request<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>('GET', '/v1/openapi.json');
    const honouring = Object.entries(doc.body.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.parameters?.some((p) => p.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(honouring).toEqual(
      expect.arrayContaining([
        'POST /v1/bots',
        'POST /v1/bots/{bot_id}/integrations',
        'POST /v1/bots/{bot_id}/channels',
        'POST /v1/agent-loops',
        'POST /v1/agent-loops/{id}/run',
        'POST /v1/webhooks',
        'POST /v1/api-keys',
        'POST /v1/mcp-servers',
        'POST /v1/channels/{id}/messages',
        'POST /v1/agent-loops/{id}/schedules',
        'POST /v1/agent-loops/{id}/trigger-url',
      ]),
    );
    expect(honouring.every((op) => op.startsWith('POST '))).toBe(true);
  });
});
