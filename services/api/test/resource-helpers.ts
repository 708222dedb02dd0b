import { expect } from '@jest/globals';
import type { Bot } from '@switchboard/contracts/bots';
import type { ErrorResponse } from './helpers/http.js';
import type { TestApp } from './helpers/start-app.js';
import type { TestTeam } from './helpers/teams.js';

/** Creates a bot for `team` and returns it. */
export async function createBot(app: TestApp, team: TestTeam, name = 'Support'): Promise<Bot> {
  const res = await app.request<{ data: Bot }>('POST', '/v1/bots', {
    key: team.key,
    body: { name },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** POSTs `body` and returns the created record (asserting 201). */
export async function createRecord<T>(
  app: TestApp,
  team: TestTeam,
  path: string,
  body: unknown,
): Promise<T> {
  const res = await app.request<{ data: T }>('POST', path, { key: team.key, body });
  if (res.status !== 201) throw new Error(`POST ${path} -> ${res.status}: ${res.text}`);
  return res.body.data;
}

/** Asserts a 422 whose field paths are exactly `paths`. */
export function expectFieldErrors(res: { status: number; body: unknown }, paths: string[]): void {
  expect(res.status).toBe(422);
  const body = res.body as ErrorResponse;
  expect(body.error.code).toBe('VALIDATION_ERROR');
  const fields = (body.error.details?.fields ?? []) as { path: string }[];
  expect(fields.map((field) => field.path).sort()).toEqual([...paths].sort());
}

/** Asserts a 404 RESOURCE_NOT_FOUND naming `type` and `id`. */
export function expectNotFound(res: { status: number; body: unknown }, type: string, id: string) {
  expect(res.status).toBe(404);
  const body = res.body as ErrorResponse;
  expect(body.error.code).toBe('RESOURCE_NOT_FOUND');
  expect(body.error.details).toEqual({ resource_type: type, resource_id: id });
}
