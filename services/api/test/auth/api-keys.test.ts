import { describe, expect, it } from '@jest/globals';
import type { ApiKey, CreatedApiKey } from '@switchboard/contracts/api-keys';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

let nowMs = Date.parse('2031-05-01T10:00:10.000Z');
const app = useApp({ clock: { now: () => new Date(nowMs) } });
const owner = useTeam(app);
const other = useTeam(app);

interface KeyList {
  data: ApiKey[];
  meta: { page: number; per_page: number; total: number; total_pages: number };
}

describe('POST /v1/api-keys', () => {
  it('creates a key shown once, with a display prefix', async () => {
    const res = await app.request<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
      key: owner.key,
      body: { name: 'CI' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^key_[0-9a-z]{26}$/),
      name: 'CI',
      prefix: res.body.data.key.slice(0, 11),
      key: expect.stringMatching(/^sb_[A-Za-z0-9_-]{43}$/),
      created_at: '2031-05-01T10:00:10.000Z',
      last_used_at: null,
      revoked_at: null,
    });
    const usable = await app.request('GET', '/v1/bots', { key: res.body.data.key });
    expect(usable.status).toBe(200);
  });

  it('names a key "Default" when no name is given', async () => {
    const res = await app.request<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
      key: owner.key,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toBe('Default');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ name: 'ok', scope: 'admin' }, 'scope'],
  ])('rejects %j with 422 on %s', async (body, path) => {
    const res = await app.request<ErrorResponse>('POST', '/v1/api-keys', { key: owner.key, body });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    const fields = res.body.error.details?.fields as { path: string }[];
    expect(fields.map((f) => f.path)).toContain(path);
  });
});

describe('GET /v1/api-keys', () => {
  it('lists only the team’s keys, newest first, without secrets or hashes', async () => {
    const res = await app.request<KeyList>('GET', '/v1/api-keys?per_page=100', { key: owner.key });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(res.body.meta.total);
    expect(res.text).not.toContain(owner.key);
    expect(res.text).not.toMatch(/hash|"key"/);
    const ids = res.body.data.map((key) => key.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(ids).toContain(owner.apiKey.id);
    expect(ids).not.toContain(other.apiKey.id);
  });

  it('records last_used_at at most once a minute', async () => {
    const team = await createTeam(app);
    const firstUse = new Date(nowMs).toISOString();
    await app.request('GET', '/v1/bots', { key: team.key });
    nowMs += 30_000;
    const list = await app.request<KeyList>('GET', '/v1/api-keys', { key: team.key });
    expect(list.body.data[0]?.last_used_at).toBe(firstUse);
    nowMs += 31_000;
    await app.request('GET', '/v1/bots', { key: team.key });
    const later = await app.request<KeyList>('GET', '/v1/api-keys', { key: team.key });
    expect(later.body.data[0]?.last_used_at).toBe(new Date(nowMs).toISOString());
  });
});

describe('DELETE /v1/api-keys/{id}', () => {
  it('revokes a key: 204, the record shows revoked_at, and revoking again is 204', async () => {
    const created = await app.request<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
      key: owner.key,
      body: { name: 'temp' },
    });
    const id = created.body.data.id;
    const first = await app.request('DELETE', `/v1/api-keys/${id}`, { key: owner.key });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    const again = await app.request('DELETE', `/v1/api-keys/${id}`, { key: owner.key });
    expect(again.status).toBe(204);
    const list = await app.request<KeyList>('GET', '/v1/api-keys?per_page=100', { key: owner.key });
    expect(list.body.data.find((key) => key.id === id)?.revoked_at).toBe(
      new Date(nowMs).toISOString(),
    );
  });

  it('answers another team’s key with 404 and leaves it working', async () => {
    const res = await app.request<ErrorResponse>('DELETE', `/v1/api-keys/${other.apiKey.id}`, {
      key: owner.key,
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: 'RESOURCE_NOT_FOUND',
      message: expect.any(String),
      details: { resource_type: 'api_key', resource_id: other.apiKey.id },
    });
    expect((await app.request('GET', '/v1/bots', { key: other.key })).status).toBe(200);
  });

  it('answers an unknown key id with 404', async () => {
    const res = await app.request<ErrorResponse>('DELETE', '/v1/api-keys/key_unknown', {
      key: owner.key,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.details).toEqual({
      resource_type: 'api_key',
      resource_id: 'key_unknown',
    });
  });
});
