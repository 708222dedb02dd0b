import { describe, expect, it } from '@jest/globals';
import type { McpServer } from '@switchboard/contracts/mcp-server';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectFieldErrors } from '../resource-helpers.js';

// A tool's input_schema has its properties and required checked on register, not only
// "type": "object": {"type":"object","properties":5,"required":"zz"} would be sent to the model
// endpoint, which refuses every request carrying it.

const app = useApp();
const team = useTeam(app);
let counter = 0;

function post(inputSchema: unknown) {
  counter += 1;
  return app.request<ErrorResponse>('POST', '/v1/mcp-servers', {
    key: team.key,
    body: {
      name: `schema ${counter}`,
      url: 'https://tools.example.com/call',
      transport: 'http',
      tools: [{ name: 'lookup', input_schema: inputSchema }],
    },
  });
}

describe('POST /v1/mcp-servers tool input_schema', () => {
  it('rejects properties: 5 and required: "zz" with 422 on each field', async () => {
    const res = await post({ type: 'object', properties: 5, required: 'zz' });
    expectFieldErrors(res, ['tools.0.input_schema.properties', 'tools.0.input_schema.required']);
  });

  it('rejects a property that is not a schema object and a required name that is no property', async () => {
    const res = await post({
      type: 'object',
      properties: { city: 'string', days: { type: 'integer' } },
      required: ['days', 'country'],
    });
    expectFieldErrors(res, [
      'tools.0.input_schema.properties.city',
      'tools.0.input_schema.required.1',
    ]);
    const messages = (res.body.error.details!.fields as { message: string }[]).map(
      (f) => f.message,
    );
    expect(messages).toContain(`must name a key of "properties" ('country' is not one)`);
  });

  it('stores a well-formed schema as sent', async () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string', description: 'City name' } },
      required: ['city'],
      additionalProperties: false,
    };
    counter += 1;
    const created = await createRecord<McpServer>(app, team, '/v1/mcp-servers', {
      name: `schema ${counter}`,
      url: 'https://tools.example.com/call',
      transport: 'http',
      tools: [{ name: 'lookup', input_schema: schema }],
    });
    expect(created.tools[0]!.input_schema).toEqual(schema);
  });
});
