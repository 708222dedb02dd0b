import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { expectFieldErrors } from '../resource-helpers.js';

// A key named __proto__ in a map the API copies (headers, input_schema properties) is a 422 on
// that key, never dropped without a word (a plain object copy would lose it: headers
// {"__proto__": "abcdefgh"} would be stored as {}); deeper inside a schema it is kept as sent.

const app = useApp();
const team = useTeam(app);
let counter = 0;

/** POSTs raw JSON text, since a JS object literal cannot carry an own `__proto__` key. */
function postRaw(path: string, json: string) {
  return app.request<ErrorResponse>('POST', path, {
    key: team.key,
    rawBody: json,
    headers: { 'content-type': 'application/json' },
  });
}

function serverJson(extra: string): string {
  counter += 1;
  return `{"name":"proto ${counter}","url":"https://tools.example.com/call",${extra}}`;
}

describe('keys named __proto__', () => {
  it('POST /v1/mcp-servers answers a header named __proto__ with 422 on that header', async () => {
    const res = await postRaw('/v1/mcp-servers', serverJson('"headers":{"__proto__":"abcdefgh"}'));
    expectFieldErrors(res, ['headers.__proto__']);
    const [field] = res.body.error.details!.fields as { message: string }[];
    expect(field!.message).toBe("'__proto__' is not allowed as a key");
  });

  it('POST /v1/agent-loops answers a callback header named __proto__ with 422', async () => {
    const res = await postRaw(
      '/v1/agent-loops',
      '{"name":"L","system_prompt":"s","user_message":"u","callback_headers":{"__proto__":"x"}}',
    );
    expectFieldErrors(res, ['callback_headers.__proto__']);
  });

  it('answers an input_schema with a top-level __proto__ key with 422 on that key', async () => {
    const res = await postRaw(
      '/v1/mcp-servers',
      serverJson(
        '"transport":"http","tools":[{"name":"t","input_schema":{"type":"object","__proto__":{}}}]',
      ),
    );
    expectFieldErrors(res, ['tools.0.input_schema.__proto__']);
  });

  it('keeps a parameter named __proto__ inside an input_schema as sent', async () => {
    const schema =
      '{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}';
    const res = await postRaw(
      '/v1/mcp-servers',
      serverJson(`"transport":"http","tools":[{"name":"t","input_schema":${schema}}]`),
    );
    expect(res.status).toBe(201);
    const { id } = (res.body as unknown as { data: { id: string } }).data;
    const read = await app.request('GET', `/v1/mcp-servers/${id}`, { key: team.key });
    expect(read.text).toContain(`"input_schema":${schema}`);
  });
});
