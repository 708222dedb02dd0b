import { describe, expect, it } from '@jest/globals';
import type { Me } from '@switchboard/contracts/teams';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const acme = useTeam(app, { name: 'Acme', plan: 'pro' });
const other = useTeam(app, { name: 'Other', plan: 'free' });

describe('GET /v1/me', () => {
  it('names the team, its plan and the key the request was made with', async () => {
    const res = await app.request<{ data: Me }>('GET', '/v1/me', { key: acme.key });
    expect(res.status).toBe(200);
    expect(res.body.data.team).toMatchObject({ id: acme.team.id, name: 'Acme', plan: 'pro' });
    expect(res.body.data.api_key).toMatchObject({ id: acme.apiKey.id, revoked_at: null });
    expect(JSON.stringify(res.body)).not.toContain(acme.key);
    expect(res.headers.get('x-ratelimit-limit')).toBe('300');
  });

  it('answers each team with its own record', async () => {
    const res = await app.request<{ data: Me }>('GET', '/v1/me', { key: other.key });
    expect(res.body.data.team).toMatchObject({ name: 'Other', plan: 'free' });
  });

  it('answers 401 once the key is revoked', async () => {
    const created = await app.request<{ data: { id: string; key: string } }>(
      'POST',
      '/v1/api-keys',
      { key: acme.key, body: { name: 'short-lived' } },
    );
    await app.request('DELETE', `/v1/api-keys/${created.body.data.id}`, { key: acme.key });
    const res = await app.request<ErrorResponse>('GET', '/v1/me', { key: created.body.data.key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});
