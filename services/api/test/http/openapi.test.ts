import { describe, expect, it } from '@jest/globals';
import { documentedPath } from '../../src/http/openapi.js';
import { useApp } from '@switchboard/testing/api/use-app';

const app = useApp();

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; security?: unknown[] }>
  >;
  components: { schemas: Record<string, unknown> };
}

describe('GET /v1/openapi.json', () => {
  it('documents every registered route, with no auth needed', async () => {
    const res = await app.request<OpenApiDocument>('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = Object.entries(res.body.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    const registered = app.routes.map((route) => `${route.method} ${documentedPath(route.path)}`);
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('describes bodies, parameters and errors from the zod schemas', async () => {
    const { body } = await app.request<OpenApiDocument>('GET', '/v1/openapi.json');
    const create = body.paths['/v1/bots']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
      responses: Record<string, unknown>;
    };
    const schema = create.requestBody.content['application/json'].schema as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.required).toEqual(['name']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.context_window).toMatchObject({
      minimum: 1,
      maximum: 100,
      default: 10,
    });
    expect(Object.keys(create.responses).sort()).toEqual(
      ['201', '400', '401', '409', '413', '422', '429', '500'].sort(),
    );
    const list = body.paths['/v1/bots']?.get as unknown as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(['page', 'per_page']);
    expect(body.components.schemas.Bot).toBeDefined();
    expect(body.components.schemas.Error).toBeDefined();
    expect(body.paths['/health']?.get?.security).toEqual([]);
  });

  it('marks a request body required only where an empty body would be refused', async () => {
    const { body } = await app.request<OpenApiDocument>('GET', '/v1/openapi.json');
    const requestBodyOf = (path: string, method: string) =>
      (body.paths[path] as Record<string, { requestBody?: { required: boolean } }> | undefined)?.[
        method
      ]?.requestBody;
    expect(requestBodyOf('/v1/bots', 'post')?.required).toBe(true);
    expect(requestBodyOf('/v1/agent-loops/{id}/run', 'post')?.required).toBe(false);
    expect(requestBodyOf('/v1/executions/{id}/cancel', 'post')?.required).toBe(false);
  });

  it('declares every {param} of a path as a required path parameter', async () => {
    const { body } = await app.request<OpenApiDocument>('GET', '/v1/openapi.json');
    for (const [path, operations] of Object.entries(body.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const operation of Object.values(operations)) {
        const declared = (
          (operation as { parameters?: { name: string; in: string; required: boolean }[] })
            .parameters ?? []
        )
          .filter((p) => p.in === 'path')
          .map((p) => {
            expect(p.required).toBe(true);
            return p.name;
          })
          .sort();
        expect({ path, params: declared }).toEqual({ path, params: names });
      }
    }
  });

  it('has only references that resolve', async () => {
    const { body, text } = await app.request<OpenApiDocument>('GET', '/v1/openapi.json');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of new Set(refs)) expect(body.components.schemas[ref]).toBeDefined();
    expect(text).not.toContain('#/$defs/');
  });
});

describe('GET /docs', () => {
  it('serves a reference page whose assets come from this server', async () => {
    const page = await app.request('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset.startsWith('/docs/')).toBe(true);
      const res = await app.request('GET', asset);
      expect(res.status).toBe(200);
    }
    const init = await app.request('GET', '/docs/init.js');
    expect(init.text).toContain('/v1/openapi.json');
  });
});
