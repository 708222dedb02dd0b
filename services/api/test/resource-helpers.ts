import { expect, it } from '@jest/globals';
import type { Bot } from '@switchboard/contracts/bots';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import type { TestApp } from '@switchboard/testing/api/start-app';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useStarted } from '@switchboard/testing/api/hooks';

/** The fields an agent loop must be created with (the rest have defaults). */
export const LOOP_REQUIRED_FIELDS = {
  name: 'Research',
  system_prompt: 'You are a careful researcher.',
  user_message: 'Compare three budget models with tool support.',
};

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

/**
 * Registers the tenancy cases every resource shares, one test per method: GET, PATCH (sending
 * `patch`) and DELETE of `path(record)` with `other`'s key answer 404 naming `type` and the id,
 * and the owner then reads the record exactly as before.
 */
export function itHidesFromOtherTeams<T extends { id: string }>(options: {
  app: TestApp;
  owner: TestTeam;
  other: TestTeam;
  type: string;
  create: () => Promise<T>;
  path: (record: T) => string;
  patch: unknown;
}): void {
  const { app, owner, other, type } = options;
  it.each(['GET', 'PATCH', 'DELETE'])(
    `answers %s on another team's ${type} with 404 ${type}, leaving it as it was`,
    async (method) => {
      const record = await options.create();
      const before = await app.request('GET', options.path(record), { key: owner.key });
      expect(before.status).toBe(200);
      const res = await app.request(method, options.path(record), {
        key: other.key,
        ...(method === 'PATCH' ? { body: options.patch } : {}),
      });
      expectNotFound(res, type, record.id);
      const after = await app.request('GET', options.path(record), { key: owner.key });
      expect(after.body).toEqual(before.body);
    },
  );
}

/** A bot of `team` (named `name`), created in beforeAll after the app and team. */
export function useBot(app: TestApp, team: TestTeam, name?: string): Bot {
  return useStarted(
    () => createBot(app, team, name),
    () => undefined,
  );
}

/**
 * Registers the field-value cases a create route shares: POSTing `base` with each `rejects`
 * [field, value] is a 422 whose field errors are all on that field, and each `accepts` [field,
 * value] (a bound) is stored as sent. `path` is read in the test (it may hold a created id).
 */
export function itChecksFieldValues(options: {
  app: TestApp;
  team: TestTeam;
  path: () => string;
  base: Record<string, unknown>;
  rejects: ReadonlyArray<[string, unknown]>;
  accepts: ReadonlyArray<[string, unknown]>;
}): void {
  const { app, team, path, base } = options;
  const post = (field: string, value: unknown) =>
    app.request<{ data: Record<string, unknown> } & ErrorResponse>('POST', path(), {
      key: team.key,
      body: { ...base, [field]: value },
    });
  it.each(options.rejects)('rejects %s = %j with 422 on that field', async (field, value) => {
    const res = await post(field, value);
    expect(res.status).toBe(422);
    const fields = (res.body.error.details?.fields ?? []) as { path: string }[];
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((f) => f.path.startsWith(field))).toBe(true);
  });
  it.each(options.accepts)('accepts the bound %s = %j', async (field, value) => {
    const res = await post(field, value);
    expect(res.status).toBe(201);
    expect(res.body.data[field]).toEqual(value);
  });
}

/** DELETEs `path` as `team` (204, empty body); a GET afterwards is a 404 naming `type` and `id`. */
export async function expectDeletes(
  app: TestApp,
  team: TestTeam,
  path: string,
  resource: { type: string; id: string },
): Promise<void> {
  const deleted = await app.request('DELETE', path, { key: team.key });
  expect(deleted.status).toBe(204);
  expect(deleted.text).toBe('');
  expectNotFound(await app.request('GET', path, { key: team.key }), resource.type, resource.id);
}
