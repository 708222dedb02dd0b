import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteDefinition } from '../../src/http/route.js';
import type { TestResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { useBot } from '../resource-helpers.js';

// Throws random and malformed bodies at every write route in the registry (routes added later
// are covered automatically) and checks the answer is never a 5xx and every error is the
// contract's JSON shape. Bodies that cannot be JSON must get 400. Two kinds of route answer
// otherwise by design: raw-body routes (workspace uploads) take any bytes, and MCP endpoints
// (`/v1/mcp/...`) answer protocol errors as JSON-RPC error objects, as every MCP client expects.

const RUNS_PER_ARM = 40;
const errorShape = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]*$/),
    message: z.string().min(1),
    details: z.record(z.string(), z.unknown()).optional(),
    retry_after: z.number().int().optional(),
  }),
});

const app = useApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
const team = useTeam(app);
const bot = useBot(app, team, 'fuzz target');
let writeRoutes: RouteDefinition[];

beforeAll(() => {
  writeRoutes = app.routes.filter((route) => ['post', 'put', 'patch'].includes(route.method));
});

/** A concrete URL for a route: bot ids are real (to reach deeper code), other ids made up. */
function urlOf(route: RouteDefinition): string {
  return route.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) =>
    name === 'bot_id' || route.path.startsWith('/v1/bots/{id}') ? bot.id : `${name}_fuzz`,
  );
}

const jsonRpcError = z.object({
  jsonrpc: z.literal('2.0'),
  error: z.object({ code: z.number().int(), message: z.string().min(1) }),
});

const speaksMcp = (route: RouteDefinition) => route.path.startsWith('/v1/mcp/');
/** Routes that must refuse a body that is not JSON with 400. */
const readsJson = (route: RouteDefinition) => route.auth && !route.rawBody;

function assertWellFormed(res: TestResponse, label: string, route?: RouteDefinition): void {
  if (res.status >= 500) throw new Error(`${label} answered ${res.status}: ${res.text}`);
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const shape = route && speaksMcp(route) ? errorShape.or(jsonRpcError) : errorShape;
    const parsed = shape.safeParse(res.body);
    if (!parsed.success) throw new Error(`${label} error body off contract: ${res.text}`);
  }
}

/** JSON objects using the route's own field names, so values get validated, not just keys. */
function shapedBodies(route: RouteDefinition): fc.Arbitrary<unknown> {
  const shape = route.body instanceof z.ZodObject ? Object.keys(route.body.shape) : [];
  if (shape.length === 0) return fc.jsonValue();
  return fc.dictionary(fc.constantFrom(...shape, 'unexpected'), fc.jsonValue(), { maxKeys: 6 });
}

describe('random bodies on every write route', () => {
  it('discovers the write routes from the registry', () => {
    expect(writeRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['post /v1/bots', 'patch /v1/bots/{id}', 'post /v1/api-keys']),
    );
  });

  it('answers any JSON value with a non-5xx, contract-shaped response', async () => {
    for (const route of writeRoutes) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue(), shapedBodies(route)), async (body) => {
          const res = await app.request(route.method.toUpperCase(), urlOf(route), {
            key: team.key,
            rawBody: JSON.stringify(body) ?? 'null',
            headers: { 'content-type': 'application/json' },
          });
          assertWellFormed(
            res,
            `${route.method} ${route.path} with ${JSON.stringify(body)}`,
            route,
          );
        }),
        { numRuns: RUNS_PER_ARM * 2 },
      );
    }
  }, 120_000);

  it('answers text that is not JSON with 400 BAD_REQUEST', async () => {
    const notJson = fc
      .oneof(
        fc.string({ minLength: 1 }),
        fc.constantFrom('{', '{"a":', "{'a':1}", '[1,]', 'NaN', '\u0000'),
      )
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return text.trim() !== '';
        }
      });
    for (const route of writeRoutes) {
      await fc.assert(
        fc.asyncProperty(notJson, async (text) => {
          const res = await app.request(route.method.toUpperCase(), urlOf(route), {
            key: team.key,
            rawBody: text,
            headers: { 'content-type': 'application/json' },
          });
          assertWellFormed(res, `${route.method} ${route.path} with ${JSON.stringify(text)}`);
          if (readsJson(route)) expect(res.status).toBe(400);
        }),
        { numRuns: RUNS_PER_ARM },
      );
    }
  }, 120_000);

  it('answers bodies with a non-JSON content type with 400 BAD_REQUEST', async () => {
    const contentType = fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/octet-stream',
    );
    for (const route of writeRoutes) {
      await fc.assert(
        fc.asyncProperty(contentType, fc.string({ minLength: 1 }), async (type, text) => {
          const res = await app.request(route.method.toUpperCase(), urlOf(route), {
            key: team.key,
            rawBody: text,
            headers: { 'content-type': type },
          });
          assertWellFormed(res, `${route.method} ${route.path} as ${type}`);
          if (readsJson(route)) expect(res.status).toBe(400);
        }),
        { numRuns: RUNS_PER_ARM / 2 },
      );
    }
  }, 120_000);
});
