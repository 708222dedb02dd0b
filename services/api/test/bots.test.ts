import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Bot } from '@switchboard/contracts/bots';
import type { ErrorResponse } from './helpers/http.js';
import { startApp, type TestApp } from './helpers/start-app.js';
import { createTeam, type TestTeam } from './helpers/teams.js';

let app: TestApp;
let owner: TestTeam;
let other: TestTeam;

beforeAll(async () => {
  app = await startApp();
  owner = await createTeam(app);
  other = await createTeam(app);
});
afterAll(async () => {
  await app.close();
});

describe('POST /v1/bots', () => {
  it('creates a bot with the contract defaults', async () => {
    const res = await app.request<{ data: Bot }>('POST', '/v1/bots', {
      key: owner.key,
      body: { name: 'Support', description: 'Answers support questions' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^bot_[0-9a-z]{26}$/),
      name: 'Support',
      description: 'Answers support questions',
      context_window: 10,
      integration_strategy: 'highest_weight',
      error_message: expect.any(String),
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('rejects an unknown field with 422 naming it', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/bots', {
      key: owner.key,
      body: { name: 'x', colour: 'red' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('hides another team’s bot as 404', async () => {
    const created = await app.request<{ data: Bot }>('POST', '/v1/bots', {
      key: owner.key,
      body: { name: 'Mine' },
    });
    const res = await app.request<ErrorResponse>('GET', `/v1/bots/${created.body.data.id}`, {
      key: other.key,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.details).toEqual({
      resource_type: 'bot',
      resource_id: created.body.data.id,
    });
  });
});
