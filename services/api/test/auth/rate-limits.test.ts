import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse, TestResponse } from '@switchboard/testing/api/http';
import { startApp } from '@switchboard/testing/api/start-app';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp } from '@switchboard/testing/api/use-app';
import { currentEngine, itExact } from '@switchboard/store/testing/exactness';

// A window starts on the minute; the clock sits 30 s into one, so Retry-After is 30.
const WINDOW_START_MS = Date.parse('2031-06-01T12:00:00.000Z');
let nowMs = WINDOW_START_MS + 30_000;
const app = useApp({ clock: { now: () => new Date(nowMs) } });

function limitHeaders(res: TestResponse) {
  return {
    limit: res.headers.get('x-ratelimit-limit'),
    remaining: res.headers.get('x-ratelimit-remaining'),
    reset: res.headers.get('x-ratelimit-reset'),
  };
}

const RESET = String((WINDOW_START_MS + 60_000) / 1000);

describe('rate limits per key', () => {
  itExact(
    'admits exactly 60 of 1000 parallel requests on a free key and answers the rest 429',
    currentEngine(),
    async () => {
      const { key } = await createTeam(app, { plan: 'free' });
      const responses = await Promise.all(
        Array.from({ length: 1000 }, () => app.request<ErrorResponse>('GET', '/v1/bots', { key })),
      );
      const ok = responses.filter((res) => res.status === 200);
      const limited = responses.filter((res) => res.status === 429);
      expect(ok).toHaveLength(60);
      expect(limited).toHaveLength(940);
      const remaining = ok
        .map((res) => Number(res.headers.get('x-ratelimit-remaining')))
        .sort((a, b) => a - b);
      expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
      const rejected = limited[0]!;
      expect(rejected.body.error).toEqual({
        code: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringContaining('60 requests per minute'),
        retry_after: 30,
      });
      expect(rejected.headers.get('retry-after')).toBe('30');
      expect(limitHeaders(rejected)).toEqual({ limit: '60', remaining: '0', reset: RESET });
    },
    60_000,
  );

  it.each([
    ['free', '60'],
    ['pro', '300'],
    ['enterprise', '1000'],
  ] as const)('gives a %s key %s requests per minute', async (plan, limit) => {
    const { key } = await createTeam(app, { plan });
    const res = await app.request('GET', '/v1/bots', { key });
    expect(limitHeaders(res)).toEqual({
      limit,
      remaining: String(Number(limit) - 1),
      reset: RESET,
    });
  });

  it('puts the headers on error responses of authenticated requests too', async () => {
    const { key } = await createTeam(app, { plan: 'pro' });
    const notFound = await app.request('GET', '/v1/bots/bot_missing', { key });
    expect(notFound.status).toBe(404);
    expect(limitHeaders(notFound).limit).toBe('300');
    const invalid = await app.request('POST', '/v1/bots', { key, body: {} });
    expect(invalid.status).toBe(422);
    expect(limitHeaders(invalid)).toEqual({ limit: '300', remaining: '298', reset: RESET });
  });

  it('counts each key separately', async () => {
    const { key } = await createTeam(app, { plan: 'free' });
    const second = await app.request<{ data: { key: string } }>('POST', '/v1/api-keys', { key });
    const res = await app.request('GET', '/v1/bots', { key: second.body.data.key });
    expect(limitHeaders(res).remaining).toBe('59');
  });

  it('starts a fresh window on the next minute', async () => {
    const { key } = await createTeam(app, { plan: 'free' });
    for (let i = 0; i < 60; i += 1) await app.request('GET', '/v1/bots', { key });
    expect((await app.request('GET', '/v1/bots', { key })).status).toBe(429);
    nowMs = WINDOW_START_MS + 60_000;
    const next = await app.request('GET', '/v1/bots', { key });
    expect(next.status).toBe(200);
    expect(limitHeaders(next)).toEqual({
      limit: '60',
      remaining: '59',
      reset: String((WINDOW_START_MS + 120_000) / 1000),
    });
    nowMs = WINDOW_START_MS + 30_000;
  });
});

describe('RATE_LIMIT_ENABLED=false', () => {
  it('admits every request and sends no rate-limit headers', async () => {
    const open = await startApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    try {
      const { key } = await createTeam(open, { plan: 'free' });
      const responses = await Promise.all(
        Array.from({ length: 80 }, () => open.request('GET', '/v1/bots', { key })),
      );
      expect(responses.every((res) => res.status === 200)).toBe(true);
      expect(responses[0]?.headers.get('x-ratelimit-limit')).toBeNull();
    } finally {
      await open.close();
    }
  });
});
