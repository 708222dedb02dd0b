import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorBody } from '@switchboard/contracts/errors';
import { listenOnLoopback, sendJson, type RunningServer } from './fakes/http-server.js';
import type { ErrorResponse } from './helpers/http.js';
import { startApp, type TestApp } from './helpers/start-app.js';
import { createTeam, type TestTeam } from './helpers/teams.js';

// A fake catalog checking what the real one checks: the tool in the path, {parameters} in the body.
const calls: { path: string; body: unknown }[] = [];
let catalog: RunningServer;
let app: TestApp;
let team: TestTeam;

beforeAll(async () => {
  catalog = await listenOnLoopback((req, res, raw) => {
    const body = JSON.parse(raw.toString('utf8')) as { parameters: { query?: string } };
    calls.push({ path: req.url ?? '', body });
    if (req.url === '/call/get-model-details') {
      return sendJson(res, 404, {
        success: false,
        error: {
          code: 'MODEL_NOT_FOUND',
          message: "Unknown model_id 'nope/nope'.",
          details: { model_id: 'nope/nope', suggestions: ['nope/nope-2'] },
        },
      });
    }
    if (req.url === '/call/list-models') {
      return sendJson(res, 422, {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'limit: must be 1 to 200',
          details: { fields: [{ path: 'limit', message: 'must be 1 to 200' }] },
        },
      });
    }
    if (req.url === '/call/recommend-model') {
      return sendJson(res, 500, {
        success: false,
        error: { code: 'INTERNAL_ERROR', message: 'The tool failed unexpectedly.' },
      });
    }
    return sendJson(res, 200, {
      success: true,
      result: { output: `found ${body.parameters.query}`, data: { models: [] } },
    });
  });
  app = await startApp({
    // Private networks are not allowed here: the catalog is trusted as the operator's own.
    env: { CATALOG_URL: catalog.url, ALLOW_PRIVATE_NETWORK: 'false' },
  });
  team = await createTeam(app);
});
afterAll(async () => {
  await app.close();
  await catalog.close();
});

describe('POST /v1/model-catalog/{tool}', () => {
  it('forwards {parameters} to the catalog’s /call/{tool} and answers what it answered', async () => {
    const res = await app.request<{ success: boolean; result: { output: string } }>(
      'POST',
      '/v1/model-catalog/search-models',
      { key: team.key, body: { parameters: { query: 'claude' } } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, result: { output: 'found claude' } });
    expect(calls.at(-1)).toEqual({
      path: '/call/search-models',
      body: { parameters: { query: 'claude' } },
    });
  });

  it('answers an unknown model as the API’s 404, with the catalog’s suggestions', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/model-catalog/get-model-details', {
      key: team.key,
      body: { parameters: { model_id: 'nope/nope' } },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: {
        code: 'RESOURCE_NOT_FOUND',
        message: "Unknown model_id 'nope/nope'.",
        details: { resource_type: 'model', resource_id: 'nope/nope', suggestions: ['nope/nope-2'] },
      },
    });
    expect(errorBody.safeParse(res.body).success).toBe(true);
  });

  it('answers arguments the catalog refuses as a 422 naming the field under parameters', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/model-catalog/list-models', {
      key: team.key,
      body: { parameters: { limit: 500 } },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'limit: must be 1 to 200',
        details: { fields: [{ path: 'parameters.limit', message: 'must be 1 to 200' }] },
      },
    });
  });

  it('answers a failing catalog with 502 in the API’s error shape', async () => {
    const res = await app.request<ErrorResponse>('POST', '/v1/model-catalog/recommend-model', {
      key: team.key,
      body: {},
    });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('BAD_GATEWAY');
    expect(errorBody.safeParse(res.body).success).toBe(true);
  });

  it('documents every status it answers in the OpenAPI document', async () => {
    const doc = await app.request<{ paths: Record<string, { post: { responses: object } }> }>(
      'GET',
      '/v1/openapi.json',
    );
    const statuses = Object.keys(doc.body.paths['/v1/model-catalog/{tool}']!.post.responses);
    expect(statuses).toEqual(expect.arrayContaining(['200', '400', '404', '422', '502']));
  });

  it('rejects an unknown tool with 422 without calling the catalog', async () => {
    const before = calls.length;
    const res = await app.request<ErrorResponse>('POST', '/v1/model-catalog/drop-tables', {
      key: team.key,
      body: {},
    });
    expect(res.status).toBe(422);
    expect(calls.length).toBe(before);
  });

  it('needs an API key', async () => {
    const res = await app.request('POST', '/v1/model-catalog/list-models', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('POST /v1/model-catalog/{tool} with the catalog down', () => {
  it('answers 502', async () => {
    const down = await startApp({ env: { CATALOG_URL: 'http://127.0.0.1:9' } });
    const owner = await createTeam(down);
    const res = await down.request<ErrorResponse>('POST', '/v1/model-catalog/list-models', {
      key: owner.key,
      body: {},
    });
    await down.close();
    expect(res.status).toBe(502);
    expect(res.body.error.message).toEqual(expect.any(String));
  });
});
