import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

// The JSON body parser runs before authentication, so a
// body error answers before the key is checked: no rate-limit headers on an authenticated 400/413,
// such requests are never counted (a key over its limit still gets 400, not 429), and a request
// with no key at all gets 400 instead of 401.

// One instant for the whole file: the 61 counted requests never straddle a minute window.
const NOW = new Date('2031-05-10T12:00:30Z');
const app = useApp({ clock: { now: () => NOW } });
const team = useTeam(app, { plan: 'free' });

const BAD_BODIES = [
  { name: 'malformed JSON', rawBody: '{bad', headers: { 'content-type': 'application/json' } },
  { name: 'not JSON', rawBody: 'name=x', headers: { 'content-type': 'text/plain' } },
  {
    name: 'over 1 MiB',
    rawBody: `{"name":"${'x'.repeat(1024 * 1024)}"}`,
    headers: { 'content-type': 'application/json' },
  },
];

describe('body errors of authenticated requests', () => {
  it.each(BAD_BODIES)('$name carries the rate-limit headers', async ({ rawBody, headers }) => {
    const res = await app.request('POST', '/v1/bots', { key: team.key, rawBody, headers });
    expect([400, 413]).toContain(res.status);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
  });

  it.each(BAD_BODIES)('$name without a key is a 401', async ({ rawBody, headers }) => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', { rawBody, headers });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('counts malformed requests against the limit: the 61st is a 429', async () => {
    const other = await createTeam(app, { plan: 'free', name: 'Counted' });
    for (let i = 0; i < 60; i += 1) {
      const res = await app.request('POST', '/v1/bots', {
        key: other.key,
        rawBody: '{bad',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
    const over = await app.request<ErrorResponse>('POST', '/v1/bots', {
      key: other.key,
      rawBody: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
  });
});
