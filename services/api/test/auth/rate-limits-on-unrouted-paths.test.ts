import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

// A fixed clock keeps every request in one window (a real minute could roll over mid-test).
const NOW = new Date('2031-06-01T12:00:30.000Z');
const app = useApp({ clock: { now: () => NOW } });

describe('rate limits on requests no route answers', () => {
  const team = useTeam(app, { plan: 'free' });

  it('counts an unknown /v1 path and a wrong method, with the headers on the 404 and 405', async () => {
    const first = await app.request('GET', '/v1/bots', { key: team.key });
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));

    const notFound = await app.request<ErrorResponse>('GET', '/v1/nothing-here', {
      key: team.key,
    });
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.code).toBe('ROUTE_NOT_FOUND');
    expect(notFound.headers.get('x-ratelimit-limit')).toBe('60');
    expect(notFound.headers.get('x-ratelimit-remaining')).toBe(String(remaining - 1));
    expect(notFound.headers.get('x-ratelimit-reset')).toBe(
      String(Date.parse('2031-06-01T12:01:00Z') / 1000),
    );

    const wrongMethod = await app.request<ErrorResponse>('PUT', '/v1/bots', { key: team.key });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST, HEAD');
    expect(wrongMethod.headers.get('x-ratelimit-remaining')).toBe(String(remaining - 2));
  });

  it('answers 429 once the key is over its limit, whatever the path', async () => {
    const { key } = await createTeam(app, { plan: 'free' });
    for (let i = 0; i < 60; i += 1) {
      expect((await app.request('GET', `/v1/unknown-${i}`, { key })).status).toBe(404);
    }
    const limited = await app.request<ErrorResponse>('GET', '/v1/unknown-more', { key });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('answers a revoked or unknown key on an unknown path with 401, like any /v1 route', async () => {
    const res = await app.request<ErrorResponse>('GET', '/v1/nothing-here', {
      key: 'sb_not-a-real-key',
    });
    expect(res.status).toBe(401);
  });

  it('still answers an unknown path without a key with a plain 404', async () => {
    const res = await app.request<ErrorResponse>('GET', '/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
