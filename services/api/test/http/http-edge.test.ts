import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { captureLogs } from '@switchboard/testing/api/log-capture';
import { startApp } from '@switchboard/testing/api/start-app';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const team = useTeam(app);

interface BadBody {
  name: string;
  method: string;
  path: string;
  rawBody: string;
  headers: Record<string, string>;
  /** The error message, or a matcher for it. */
  message: unknown;
}

describe('request bodies', () => {
  it.each<BadBody>([
    {
      name: 'malformed JSON',
      method: 'POST',
      path: '/v1/bots',
      rawBody: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
      message: 'Request body is not valid JSON.',
    },
    {
      name: 'a body that is not application/json',
      method: 'POST',
      path: '/v1/bots',
      rawBody: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      message: expect.stringContaining('application/json'),
    },
    {
      name: 'a body without a content type',
      method: 'PATCH',
      path: '/v1/bots/bot_x',
      rawBody: '{"name":"x"}',
      headers: {},
      message: expect.any(String),
    },
  ])('answers $name with 400 BAD_REQUEST', async ({ method, path, rawBody, headers, message }) => {
    const res = await app.request(method, path, { key: team.key, rawBody, headers });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message } });
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'big', description: 'x'.repeat(1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a body just under the limit and validates it (422, not 413)', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', {
      key: team.key,
      body: { name: 'big', description: 'x'.repeat(1024 * 1024 - 100) },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual({
      fields: [{ path: 'description', message: 'must be at most 1000 characters' }],
    });
  });

  it('accepts application/json with a charset and +json media types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await app.request('POST', '/v1/bots', {
        key: team.key,
        rawBody: JSON.stringify({ name: `typed ${type}` }),
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(201);
    }
  });

  it('treats a JSON body that is not an object as a 422 on the root', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', {
      key: team.key,
      body: [1, 2],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.fields).toEqual([{ path: '', message: expect.any(String) }]);
  });
});

describe('routing', () => {
  it('answers an unknown path with 404 ROUTE_NOT_FOUND', async () => {
    const res = await app.request<ErrorResponse>('GET', '/v1/nothing-here', { key: team.key });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers a known path with an unsupported method with 405 and Allow', async () => {
    const res = await app.request<ErrorResponse>('PUT', '/v1/bots/bot_x', { key: team.key });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET, PATCH, DELETE, HEAD');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.request('HEAD', '/v1/bots', { key: team.key });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('x-ratelimit-limit')).toBe('1000');
  });

  it('treats a trailing slash as the same resource', async () => {
    const res = await app.request('GET', '/v1/bots/', { key: team.key });
    expect(res.status).toBe(200);
  });

  it('answers an id with a malformed %-escape with 404, not 500', async () => {
    const res = await app.request<ErrorResponse>('GET', '/v1/bots/%E0%A4%A', { key: team.key });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('serves GET /health without auth', async () => {
    const res = await app.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('request ids', () => {
  it('echoes a caller’s X-Request-Id', async () => {
    const res = await app.request('GET', '/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('replaces an unusable X-Request-Id with a generated one', async () => {
    const res = await app.request('GET', '/health', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unexpected failures', () => {
  it('answers 500 INTERNAL_ERROR with an error_id that is logged, without internals', async () => {
    const logs = captureLogs();
    const broken = await startApp({ env: { LOG_LEVEL: 'error' }, logDestination: logs.stream });
    const { key } = await createTeam(broken);
    await broken.store.close(); // every query now fails inside the store
    try {
      const res = await broken.request<ErrorResponse>('GET', '/v1/bots', { key });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('INTERNAL_ERROR');
      const errorId = res.body.error.details?.error_id as string;
      expect(errorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.text).not.toMatch(/at .*\.ts|stack|sqlite|database/i);
      expect(logs.lines.all.some((entry) => entry.error_id === errorId && entry.err)).toBe(true);
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
