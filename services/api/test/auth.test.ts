import { describe, expect, it } from '@jest/globals';
import type { ApiKey } from '@switchboard/contracts/api-keys';
import type { ErrorResponse } from './helpers/http.js';
import { captureLogs } from './helpers/log-capture.js';
import { useApp, useTeam } from './helpers/use-app.js';

const logs = captureLogs();
const app = useApp({ env: { LOG_LEVEL: 'info' }, logDestination: logs.stream });
const team = useTeam(app);

async function expectUnauthorized(headers: Record<string, string>): Promise<string> {
  const res = await app.request<ErrorResponse>('GET', '/v1/bots', { headers });
  expect(res.status).toBe(401);
  expect(res.body.error.code).toBe('UNAUTHORIZED');
  expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  return res.body.error.message;
}

describe('Authorization on /v1 routes', () => {
  it('rejects a request without Authorization with 401', async () => {
    expect(await expectUnauthorized({})).toMatch(/Missing Authorization/);
  });

  it('rejects a scheme other than Bearer with 401', async () => {
    expect(await expectUnauthorized({ authorization: `Basic ${team.key}` })).toMatch(/Malformed/);
  });

  it('rejects Bearer without a token with 401', async () => {
    expect(await expectUnauthorized({ authorization: 'Bearer' })).toMatch(/Malformed/);
  });

  it('rejects a token that is not a key with 401', async () => {
    await expectUnauthorized({ authorization: 'Bearer sb_short' });
  });

  it('rejects a well-formed unknown key with 401', async () => {
    await expectUnauthorized({ authorization: `Bearer sb_${'A'.repeat(43)}` });
  });

  it('accepts the bearer scheme in any case', async () => {
    const res = await app.request('GET', '/v1/bots', {
      headers: { authorization: `bearer ${team.key}` },
    });
    expect(res.status).toBe(200);
  });

  it('rejects a key revoked through the API with 401 from then on', async () => {
    const created = await app.request<{ data: ApiKey & { key: string } }>('POST', '/v1/api-keys', {
      key: team.key,
      body: { name: 'to revoke' },
    });
    const revokedKey = created.body.data.key;
    expect((await app.request('GET', '/v1/bots', { key: revokedKey })).status).toBe(200);
    const revoke = await app.request('DELETE', `/v1/api-keys/${created.body.data.id}`, {
      key: team.key,
    });
    expect(revoke.status).toBe(204);
    await expectUnauthorized({ authorization: `Bearer ${revokedKey}` });
  });

  it('leaves /v1/openapi.json open', async () => {
    const res = await app.request('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
  });
});

describe('request logs', () => {
  it('log the path with ids but never a capability token from it', async () => {
    const token = 'capability-token-5f4e3d2c1b';
    for (const method of ['GET', 'POST']) {
      await app.request(method, `/files/file_x/${token}/photo.png`, {
        headers: { 'x-request-id': `token-check-${method}` },
      });
    }
    const entries = logs.lines.all.filter((line) => String(line.req_id).startsWith('token-check-'));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        route: '/files/{id}/{token}/{filename}',
        path: '/files/file_x/[redacted]/photo.png',
      });
    }
    expect(logs.text.join('\n')).not.toContain(token);
  });

  it('log a path no route matches without the capability token in it', async () => {
    const token = 'trigger-token-9a8b7c6d5e';
    const cases: [string, string, number][] = [
      ['POST', `/v1/triggers/${token}/extra`, 404],
      ['GET', `/v1/triggers/${token}`, 405],
      ['GET', `/files/file_x/${token}`, 404],
    ];
    for (const [i, [method, path, status]] of cases.entries()) {
      const res = await app.request(method, path, { headers: { 'x-request-id': `unrouted-${i}` } });
      expect(res.status).toBe(status);
    }
    const entries = logs.lines.all.filter((line) => String(line.req_id).startsWith('unrouted-'));
    expect(entries.map((entry) => entry.path)).toEqual([
      '/v1/triggers/[redacted]/extra',
      '/v1/triggers/[redacted]',
      '/files/file_x/[redacted]',
    ]);
    expect(logs.text.join('\n')).not.toContain(token);
  });

  it('logs requests with their id and never the API key', async () => {
    const res = await app.request('GET', '/v1/bots', {
      key: team.key,
      headers: { 'x-request-id': 'log-check-1' },
    });
    expect(res.status).toBe(200);
    const entry = logs.lines.all.find((line) => line.req_id === 'log-check-1');
    expect(entry).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      route: '/v1/bots',
      path: '/v1/bots',
      status: 200,
      team_id: team.team.id,
      key_id: team.apiKey.id,
    });
    expect(logs.text.join('\n')).not.toContain(team.key);
  });
});
