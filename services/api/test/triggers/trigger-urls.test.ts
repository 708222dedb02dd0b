import { describe, expect, it } from '@jest/globals';
import type { Execution } from '@switchboard/contracts/execution';
import { ALL_TEAMS } from '@switchboard/store/port';
import { TRIGGER_URLS_COLLECTION } from '../../src/triggers/trigger-url.service.js';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { createTeam, type TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { expectNotFound, LOOP_REQUIRED_FIELDS } from '../resource-helpers.js';

// One instant for the whole file: the rate-limit test's 61 calls never straddle a minute window.
const NOW = new Date('2031-05-10T12:00:30Z');
const app = useApp({
  clock: { now: () => NOW },
  env: { PUBLIC_BASE_URL: 'https://switchboard.example.com', CONCURRENCY_LIMIT_FREE: '1000' },
});
const team = useTeam(app);
const other = useTeam(app, { name: 'Other' });

async function createLoop(owner: TestTeam = team, fields: object = {}): Promise<string> {
  const res = await app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
    key: owner.key,
    body: { ...LOOP_REQUIRED_FIELDS, ...fields },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function issue(loopId: string, owner: TestTeam = team) {
  return app.request<{ data: { url: string; created_at: string } }>(
    'POST',
    `/v1/agent-loops/${loopId}/trigger-url`,
    { key: owner.key },
  );
}

/** POST to a trigger URL as an outside caller would: no key, path taken from the URL. */
function call(url: string, body?: unknown) {
  return app.request<{ data: { execution_id: string } }>('POST', new URL(url).pathname, { body });
}

describe('POST /v1/agent-loops/{id}/trigger-url', () => {
  it('issues a secret URL under PUBLIC_BASE_URL once, storing only a hash of its token', async () => {
    const res = await issue(await createLoop());
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(
      /^https:\/\/switchboard\.example\.com\/v1\/triggers\/sbt_[A-Za-z0-9_-]{43}$/,
    );
    const token = res.body.data.url.split('/').pop()!;
    const stored = JSON.stringify(
      await app.store.collection(TRIGGER_URLS_COLLECTION).find(ALL_TEAMS, {}),
    );
    expect(stored).not.toContain(token);
  });

  it('runs the loop with the posted JSON as variables, without an API key (202)', async () => {
    const loop = await createLoop(team, { user_message: 'Weather in {{city}}?' });
    const { url } = (await issue(loop)).body.data;
    const res = await call(url, { city: 'Paris' });
    expect(res.status).toBe(202);
    const execution = await app.request<{ data: Execution }>(
      'GET',
      `/v1/executions/${res.body.data.execution_id}`,
      { key: team.key },
    );
    expect(execution.body.data).toMatchObject({
      agent_loop_id: loop,
      status: 'queued',
      trigger: { type: 'url' },
      input: { user_message: 'Weather in Paris?', variables: { city: 'Paris' } },
    });
    // No body is no variables: a placeholder then has no value.
    const empty = await call(url);
    expect(empty.status).toBe(422);
    expect(empty.text).toContain('city');
  });

  it('refuses a body that is not a JSON object with 422', async () => {
    const { url } = (await issue(await createLoop())).body.data;
    const res = await call(url, [1, 2]);
    expect(res.status).toBe(422);
  });

  it('rotates: the old URL is a 404 once a new one is issued', async () => {
    const loop = await createLoop();
    const first = (await issue(loop)).body.data.url;
    const second = (await issue(loop)).body.data.url;
    expect(second).not.toBe(first);
    const old = await call(first, {});
    expect(old.status).toBe(404);
    expect((old.body as unknown as ErrorResponse).error.details).toEqual({
      resource_type: 'trigger_url',
    });
    expect(old.text).not.toContain(first.split('/').pop()!);
    expect((await call(second, {})).status).toBe(202);
  });

  it('revokes with DELETE (204, then the URL is a 404, and a second DELETE is a 404)', async () => {
    const loop = await createLoop();
    const { url } = (await issue(loop)).body.data;
    const path = `/v1/agent-loops/${loop}/trigger-url`;
    expect((await app.request('DELETE', path, { key: team.key })).status).toBe(204);
    expect((await call(url, {})).status).toBe(404);
    expectNotFound(await app.request('DELETE', path, { key: team.key }), 'trigger_url', loop);
  });

  it('answers 404 for unknown tokens, another team’s loop, and a deleted loop’s URL', async () => {
    expect((await call('http://x/v1/triggers/nope', {})).status).toBe(404);
    expect((await call(`http://x/v1/triggers/sbt_${'A'.repeat(43)}`, {})).status).toBe(404);
    const theirs = await createLoop(other);
    expectNotFound(await issue(theirs), 'agent_loop', theirs);
    const loop = await createLoop();
    const { url } = (await issue(loop)).body.data;
    await app.request('DELETE', `/v1/agent-loops/${loop}`, { key: team.key });
    expect((await call(url, {})).status).toBe(404);
  });

  it('counts calls against the team’s plan rate limit, apart from its keys', async () => {
    const free = await createTeam(app, { plan: 'free' });
    const { url } = (await issue(await createLoop(free), free)).body.data;
    for (let i = 1; i <= 60; i += 1) {
      const res = await call(url, { i });
      expect(res.status).toBe(202);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(60 - i));
    }
    const over = await call(url, {});
    expect(over.status).toBe(429);
    expect((over.body as unknown as ErrorResponse).error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    const withKey = await app.request('GET', '/v1/agent-loops', { key: free.key });
    expect(withKey.status).toBe(200);
  });
});
