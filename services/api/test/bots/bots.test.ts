import { describe, expect, it } from '@jest/globals';
import type { Bot } from '@switchboard/contracts/bots';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { createTeam, type TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { itHidesFromOtherTeams } from '../resource-helpers.js';

let nowMs = Date.parse('2031-01-01T00:00:00.000Z');
const app = useApp({ clock: { now: () => new Date(nowMs) } });
const owner = useTeam(app);
const other = useTeam(app);

async function createBot(team: TestTeam, body: Record<string, unknown> = { name: 'Bot' }) {
  const res = await app.request<{ data: Bot }>('POST', '/v1/bots', { key: team.key, body });
  expect(res.status).toBe(201);
  return res.body.data;
}

function fieldPaths(res: { body: ErrorResponse }): string[] {
  return (res.body.error.details?.fields as { path: string }[]).map((field) => field.path);
}

describe('POST /v1/bots', () => {
  it('creates a bot with the contract defaults', async () => {
    const res = await app.request<{ data: Bot }>('POST', '/v1/bots', {
      key: owner.key,
      body: { name: 'Support', description: 'Answers support questions' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^bot_[0-9a-z]{26}$/),
        name: 'Support',
        description: 'Answers support questions',
        context_window: 10,
        integration_strategy: 'highest_weight',
        error_message: "Sorry, I can't answer right now. Please try again in a moment.",
        created_at: '2031-01-01T00:00:00.000Z',
        updated_at: '2031-01-01T00:00:00.000Z',
      },
    });
  });

  it('stores every optional field as sent and trims the name', async () => {
    const bot = await createBot(owner, {
      name: '  Sales  ',
      context_window: 100,
      integration_strategy: 'weighted',
      error_message: 'Try later',
      description: '',
    });
    expect(bot).toMatchObject({
      name: 'Sales',
      description: '',
      context_window: 100,
      integration_strategy: 'weighted',
      error_message: 'Try later',
    });
    expect(await createBot(owner, { name: 'No description' })).toMatchObject({ description: null });
  });

  it('accepts the bounds themselves', async () => {
    await createBot(owner, {
      name: 'x'.repeat(100),
      description: 'd'.repeat(1000),
      context_window: 1,
    });
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 7 }, 'name'],
    [{ name: 'ok', description: 'd'.repeat(1001) }, 'description'],
    [{ name: 'ok', description: 5 }, 'description'],
    [{ name: 'ok', context_window: 0 }, 'context_window'],
    [{ name: 'ok', context_window: 101 }, 'context_window'],
    [{ name: 'ok', context_window: 2.5 }, 'context_window'],
    [{ name: 'ok', context_window: '10' }, 'context_window'],
    [{ name: 'ok', integration_strategy: 'random' }, 'integration_strategy'],
    [{ name: 'ok', error_message: '' }, 'error_message'],
    [{ name: 'ok', error_message: 'e'.repeat(2001) }, 'error_message'],
    [{ name: 'ok', id: 'bot_mine' }, 'id'],
  ])('rejects %j with 422 naming %s', async (body, path) => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', { key: owner.key, body });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(fieldPaths(res)).toEqual([path]);
  });

  it('reports every bad field at once', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', {
      key: owner.key,
      body: { name: '', context_window: 0, integration_strategy: 'x' },
    });
    expect(fieldPaths(res).sort()).toEqual(['context_window', 'integration_strategy', 'name']);
  });
});

describe('GET /v1/bots', () => {
  it('pages the team’s bots newest first with a correct meta', async () => {
    const team = await createTeam(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      nowMs += 1000;
      ids.push((await createBot(team, { name: `b${i}` })).id);
    }
    const newestFirst = [...ids].reverse();
    const page1 = await app.request<{ data: Bot[]; meta: unknown }>('GET', '/v1/bots?per_page=2', {
      key: team.key,
    });
    expect(page1.body.data.map((b) => b.id)).toEqual(newestFirst.slice(0, 2));
    expect(page1.body.meta).toEqual({ page: 1, per_page: 2, total: 5, total_pages: 3 });
    const page3 = await app.request<{ data: Bot[]; meta: unknown }>(
      'GET',
      '/v1/bots?per_page=2&page=3&colour=ignored',
      { key: team.key },
    );
    expect(page3.body.data.map((b) => b.id)).toEqual(newestFirst.slice(4));
    expect(page3.body.meta).toEqual({ page: 3, per_page: 2, total: 5, total_pages: 3 });
    const beyond = await app.request<{ data: Bot[]; meta: unknown }>('GET', '/v1/bots?page=9', {
      key: team.key,
    });
    expect(beyond.body).toEqual({
      data: [],
      meta: { page: 9, per_page: 20, total: 5, total_pages: 1 },
    });
  });

  it('orders bots created in the same millisecond by id, newest first', async () => {
    const team = await createTeam(app);
    const a = await createBot(team);
    const b = await createBot(team);
    const res = await app.request<{ data: Bot[] }>('GET', '/v1/bots', { key: team.key });
    expect(res.body.data.map((bot) => bot.id)).toEqual([b.id, a.id]);
  });

  it('answers an empty team with an empty page', async () => {
    const team = await createTeam(app);
    const res = await app.request('GET', '/v1/bots', { key: team.key });
    expect(res.body).toEqual({
      data: [],
      meta: { page: 1, per_page: 20, total: 0, total_pages: 0 },
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=', 'per_page'],
    ['per_page=ten', 'per_page'],
  ])('rejects ?%s with 422 naming %s (no clamping)', async (query, path) => {
    const res = await app.request<ErrorResponse>('GET', `/v1/bots?${query}`, { key: owner.key });
    expect(res.status).toBe(422);
    expect(fieldPaths(res)).toEqual([path]);
  });

  it('accepts per_page=100', async () => {
    const res = await app.request('GET', '/v1/bots?per_page=100', { key: owner.key });
    expect(res.status).toBe(200);
  });
});

describe('GET /v1/bots/{id}', () => {
  it('returns the bot', async () => {
    const bot = await createBot(owner, { name: 'Readable' });
    const res = await app.request('GET', `/v1/bots/${bot.id}`, { key: owner.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: bot });
  });

  it('answers an unknown id with 404 naming it', async () => {
    const res = await app.request<ErrorResponse>('GET', '/v1/bots/bot_nope', { key: owner.key });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: 'RESOURCE_NOT_FOUND',
      message: "No bot with id 'bot_nope'.",
      details: { resource_type: 'bot', resource_id: 'bot_nope' },
    });
  });
});

describe('PATCH /v1/bots/{id}', () => {
  it('changes only the fields sent and bumps updated_at', async () => {
    const bot = await createBot(owner, { name: 'Before', description: 'keep me' });
    nowMs += 5000;
    const res = await app.request<{ data: Bot }>('PATCH', `/v1/bots/${bot.id}`, {
      key: owner.key,
      body: { name: 'After', context_window: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...bot,
      name: 'After',
      context_window: 3,
      updated_at: new Date(nowMs).toISOString(),
    });
    const read = await app.request('GET', `/v1/bots/${bot.id}`, { key: owner.key });
    expect(read.body).toEqual(res.body);
  });

  it('clears the description with null', async () => {
    const bot = await createBot(owner, { name: 'Described', description: 'x' });
    const res = await app.request<{ data: Bot }>('PATCH', `/v1/bots/${bot.id}`, {
      key: owner.key,
      body: { description: null },
    });
    expect(res.body.data.description).toBeNull();
  });

  it('returns the bot unchanged for an empty body', async () => {
    const bot = await createBot(owner);
    const res = await app.request('PATCH', `/v1/bots/${bot.id}`, { key: owner.key, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: bot });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: null }, 'name'],
    [{ context_window: 101 }, 'context_window'],
    [{ integration_strategy: 'round_robin' }, 'integration_strategy'],
    [{ error_message: '  ' }, 'error_message'],
    [{ created_at: '2020-01-01T00:00:00Z' }, 'created_at'],
  ])('rejects %j with 422 naming %s', async (body, path) => {
    const bot = await createBot(owner);
    const res = await app.request<ErrorResponse>('PATCH', `/v1/bots/${bot.id}`, {
      key: owner.key,
      body,
    });
    expect(res.status).toBe(422);
    expect(fieldPaths(res)).toEqual([path]);
  });

  it('answers an unknown id with 404', async () => {
    const res = await app.request<ErrorResponse>('PATCH', '/v1/bots/bot_nope', {
      key: owner.key,
      body: { name: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.details).toEqual({ resource_type: 'bot', resource_id: 'bot_nope' });
  });
});

describe('DELETE /v1/bots/{id}', () => {
  it('deletes the bot: 204 with no body, then 404 on read and on a second delete', async () => {
    const bot = await createBot(owner);
    const res = await app.request('DELETE', `/v1/bots/${bot.id}`, { key: owner.key });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await app.request('GET', `/v1/bots/${bot.id}`, { key: owner.key })).status).toBe(404);
    expect((await app.request('DELETE', `/v1/bots/${bot.id}`, { key: owner.key })).status).toBe(
      404,
    );
  });
});

describe('another team’s bot', () => {
  itHidesFromOtherTeams({
    app,
    owner,
    other,
    type: 'bot',
    create: () => createBot(owner, { name: 'Private' }),
    path: (bot) => `/v1/bots/${bot.id}`,
    patch: { name: 'stolen' },
  });

  it('never appears in the other team’s list', async () => {
    const bot = await createBot(owner, { name: 'Listed' });
    const res = await app.request<{ data: Bot[] }>('GET', '/v1/bots?per_page=100', {
      key: other.key,
    });
    expect(res.body.data.map((b) => b.id)).not.toContain(bot.id);
  });
});
