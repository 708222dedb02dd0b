import { describe, expect, it } from '@jest/globals';
import { EVENT_TYPES } from '@switchboard/contracts/events';
import { useApp } from '@switchboard/testing/api/use-app';

// What Switchboard sends (event deliveries, loop callbacks) and how the reference is organised.
const app = useApp();

interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, unknown>;
  callbacks?: Record<string, Record<string, { post: Operation }>>;
}
interface Document {
  info: { license?: { identifier: string } };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

async function openApi(): Promise<Document> {
  return (await app.request<Document>('GET', '/v1/openapi.json')).body;
}

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];

function signatureHeaders(op: Operation): string[] {
  return (op.parameters ?? []).filter((p) => p.in === 'header' && p.required).map((p) => p.name);
}

describe('/v1/openapi.json outbound requests', () => {
  it('describes each event type as a webhook with its envelope and the signature headers', async () => {
    const doc = await openApi();
    expect(Object.keys(doc.webhooks)).toEqual([...EVENT_TYPES]);
    for (const type of EVENT_TYPES) {
      const post = doc.webhooks[type]!.post;
      expect(signatureHeaders(post)).toEqual(SIGNATURE_HEADERS);
      const schema = post.requestBody!.content['application/json'].schema as {
        properties: { type: { const: string } };
      };
      expect(schema.properties.type.const).toBe(type);
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['2XX', '410']));
    }
  });

  it("describes the loop callback on the routes that set and use a loop's callback_url", async () => {
    const doc = await openApi();
    const create = doc.paths['/v1/agent-loops']!.post!.callbacks!.executionEnded!;
    const run = doc.paths['/v1/agent-loops/{id}/run']!.post!.callbacks!.executionEnded!;
    expect(Object.keys(create)).toEqual(['{$request.body#/callback_url}']);
    expect(Object.keys(run)).toEqual(['{$response.body#/data/callback/url}']);
    for (const expression of [...Object.values(create), ...Object.values(run)]) {
      expect(signatureHeaders(expression.post)).toEqual(SIGNATURE_HEADERS);
      expect(expression.post.requestBody!.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/AgentLoopCallback',
      });
    }
    expect(doc.components.schemas.AgentLoopCallback).toBeDefined();
  });
});

describe('/v1/openapi.json organisation', () => {
  it('gives every tag a description, Agent loops before Executions', async () => {
    const doc = await openApi();
    for (const tag of doc.tags) expect(tag.description).toEqual(expect.any(String));
    const names = doc.tags.map((tag) => tag.name);
    expect(names.indexOf('Agent loops')).toBeLessThan(names.indexOf('Executions'));
    expect(names.indexOf('Bots')).toBeLessThan(names.indexOf('Integrations'));
  });

  it("lists the Webhooks routes in CRUD order, the deliveries after the endpoint's own routes", async () => {
    const doc = await openApi();
    const webhookOps = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('Webhooks'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(webhookOps).toEqual([
      'GET /v1/webhooks',
      'POST /v1/webhooks',
      'GET /v1/webhooks/{id}',
      'PATCH /v1/webhooks/{id}',
      'DELETE /v1/webhooks/{id}',
      'GET /v1/webhooks/{id}/deliveries',
      'POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry',
    ]);
  });

  it('has unique operation ids made of letters and digits, and a license', async () => {
    const doc = await openApi();
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(ids).toContain('getOpenapiJson');
    expect(doc.info.license?.identifier).toBe('Apache-2.0');
  });
});
