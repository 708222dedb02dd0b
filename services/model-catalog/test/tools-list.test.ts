import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import { ERAS, type EraClient } from '@switchboard/testing/mcp/era-clients';
import fc from 'fast-check';
import type { Catalog } from '../src/catalog/catalog.js';
import { memoryHarness, testCatalog } from './harness.js';

let catalog: Catalog;
let harness: Awaited<ReturnType<typeof memoryHarness>>;
let client: EraClient;

beforeAll(async () => {
  catalog = await testCatalog();
  harness = await memoryHarness(catalog);
  client = harness.client;
});
afterAll(() => harness.close());

/** Every `type` in a JSON Schema that is an array (`["string", "null"]`), by path. */
function typeArrays(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = Array.isArray((schema as { type?: unknown }).type) ? [path || '/'] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) => typeArrays(value, `${path}/${key}`)),
  ];
}

type JsonSchema = { properties: Record<string, Record<string, unknown>>; required?: string[] };

describe.each(ERAS)('tools/list to a %s client', (era) => {
  it('offers exactly the four spec tools, read-only, idempotent and closed-world, with output schemas', async () => {
    const other = await memoryHarness(catalog, era);
    const tools = await other.client.listTools();
    await other.close();
    expect(tools.map((t) => t.name)).toEqual([
      'recommend-model',
      'list-models',
      'get-model-details',
      'search-models',
    ]);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.annotations).toMatchObject({
        readOnlyHint: true,
        openWorldHint: false,
        destructiveHint: false,
        idempotentHint: true,
      });
      expect(tool.outputSchema?.type).toBe('object');
      // Portable schemas: nullable fields as anyOf, never `type: [..., "null"]`.
      expect(typeArrays(tool.inputSchema)).toEqual([]);
      expect(typeArrays(tool.outputSchema)).toEqual([]);
    }
  });
});

describe('tools/list', () => {
  it('publishes every parameter with its default and bounds', async () => {
    const tools = await client.listTools();
    const schema = (name: string) =>
      tools.find((t) => t.name === name)?.inputSchema as unknown as JsonSchema;
    expect(schema('recommend-model').properties).toMatchObject({
      use_case: { type: 'string' },
      preferred_tier: { enum: ['Budget', 'Standard', 'Premium'] },
      require_vision: { type: 'boolean', default: false },
      require_audio: { type: 'boolean', default: false },
      require_tools: { type: 'boolean', default: true },
      min_context_length: { type: 'integer', minimum: 1 },
      max_price_per_million: { type: 'number', minimum: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
    });
    expect(schema('recommend-model').required ?? []).toEqual([]);
    expect(schema('list-models').properties).toMatchObject({
      tier: { enum: ['Budget', 'Standard', 'Premium'] },
      require_tools: { default: false },
      require_vision: { default: false },
      require_audio: { default: false },
      min_context_length: { type: 'integer' },
      limit: { minimum: 1, maximum: 200, default: 50 },
    });
    expect(schema('get-model-details').required).toEqual(['model_id']);
    expect(schema('search-models').required).toEqual(['query']);
    expect(schema('search-models').properties['limit']).toMatchObject({
      minimum: 1,
      maximum: 100,
      default: 20,
    });
  });

  it.each([
    ['recommend-model', 'use_case', 500],
    ['get-model-details', 'model_id', 200],
    ['search-models', 'query', 200],
  ])('publishes that %s rejects a blank %s, as the tool does', async (name, param, max) => {
    const tools = await client.listTools();
    const inputSchema = tools.find((t) => t.name === name)?.inputSchema;
    if (!inputSchema) throw new Error(`${name} is not listed`);
    expect((inputSchema as unknown as JsonSchema).properties[param]).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: max,
    });
    // A client that checks arguments against the published schema refuses what the tool refuses.
    const check = new AjvJsonSchemaValidator().getValidator(
      inputSchema as Parameters<AjvJsonSchemaValidator['getValidator']>[0],
    );
    for (const blank of ['', '   ']) {
      expect(check({ [param]: blank }).valid).toBe(false);
      const result = await client.callTool(name, { [param]: blank });
      expect(result.isError).toBe(true);
    }
    expect(check({ [param]: 'openai/gpt-4o' }).valid).toBe(true);
  });
});

describe('tools/call errors through a real client', () => {
  it('rejects an unknown tool with a protocol error (-32602), as the MCP spec shows', async () => {
    await expect(client.callTool('delete-models', {})).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('Tool delete-models not found'),
    });
  });

  it('keeps an out-of-range argument a tool error (isError) that names the allowed range', async () => {
    const result = await client.callTool('list-models', { limit: 0 });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      {
        type: 'text',
        text: expect.stringContaining('limit must be an integer from 1 to 200 (got 0)'),
      },
    ]);
  });
});

describe('recommend-model hard constraints', () => {
  it('are never violated, whatever the use case and constraints', async () => {
    const tiers = ['Budget', 'Standard', 'Premium'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            use_case: fc.constantFrom(
              'coding',
              'cheap chat',
              'vision',
              'long documents',
              'translate podcasts',
              'claude',
              'xyz',
            ),
            preferred_tier: fc.constantFrom(...tiers),
            require_vision: fc.boolean(),
            require_audio: fc.boolean(),
            require_tools: fc.boolean(),
            min_context_length: fc.integer({ min: 1, max: 2_000_000 }),
            max_price_per_million: fc.double({ min: 0, max: 20, noNaN: true }),
            limit: fc.integer({ min: 1, max: 20 }),
          },
          { requiredKeys: [] },
        ),
        async (args) => {
          const result = await client.callTool('recommend-model', args);
          expect(result.isError).toBeFalsy();
          const recs = (result.structuredContent as { recommendations: { id: string }[] })
            .recommendations;
          expect(recs.length).toBeLessThanOrEqual(args.limit ?? 5);
          for (const r of recs) {
            const model = catalog.resolve(r.id)?.model;
            if (!model) throw new Error(`recommended unknown model ${r.id}`);
            if (args.require_tools ?? true) expect(model.supports_tools).toBe(true);
            if (args.require_vision) expect(model.supports_vision).toBe(true);
            if (args.require_audio) expect(model.supports_audio).toBe(true);
            if (args.min_context_length !== undefined)
              expect(model.context_length).toBeGreaterThanOrEqual(args.min_context_length);
            if (args.max_price_per_million !== undefined)
              expect(model.input_price_per_million).toBeLessThanOrEqual(args.max_price_per_million);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
