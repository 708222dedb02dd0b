import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connectEraClient, ERAS } from '@switchboard/testing/mcp/era-clients';
import type { Catalog } from '../src/catalog/catalog.js';
import type { RunningHttpServer } from '../src/transports/http.js';
import { MAX_BODY_BYTES } from '../src/transports/http.js';
import { TOOLS_LIST_TTL_MS } from '../src/server.js';
import { createLogger } from '@switchboard/kit/logger';
import { startHttp, testCatalog } from './harness.js';

let catalog: Catalog;
let running: RunningHttpServer;
/** Every line the server logs, as pino JSON. */
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  catalog = await testCatalog();
  const logger = createLogger({
    name: 'model-catalog-test',
    level: 'info',
    destination: { write: (line: string) => logged.push(JSON.parse(line)) },
  });
  running = await startHttp(catalog, { logger });
});
afterAll(() => running.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

const MCP_HEADERS = { accept: 'application/json, text/event-stream' };
const toolsCall = (name: string, args: Record<string, unknown>) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args },
  });

describe('GET /health', () => {
  it('reports ok and the number of models', async () => {
    const response = await fetch(`${running.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', models: catalog.models.length });
  });
});

describe('POST /call', () => {
  it('runs the tool named in the body and reports the execution time', async () => {
    const response = await post(
      '/call',
      JSON.stringify({
        tool: 'search-models',
        parameters: { query: 'gpt-4o', limit: 2 },
        context: { agent_loop_id: 'loop_1', execution_id: 'exec_1' },
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      result: {
        output: string;
        data: { results: unknown[] };
        metadata: { execution_time_ms: number; tool: string };
      };
    };
    expect(body.success).toBe(true);
    expect(body.result.output).toContain('openai/gpt-4o');
    expect(body.result.data.results).toHaveLength(2);
    expect(body.result.metadata.tool).toBe('search-models');
    expect(typeof body.result.metadata.execution_time_ms).toBe('number');
  });

  it('uses defaults when parameters are left out', async () => {
    const response = await post('/call/list-models', '{}');
    const body = (await response.json()) as { result: { data: { shown: number } } };
    expect(body.result.data.shown).toBe(50);
  });

  it.each([
    ['malformed JSON', '/call', '{"tool": "search-models",', 400, 'BAD_REQUEST', 'not valid JSON'],
    ['a JSON array', '/call', '[1,2]', 400, 'BAD_REQUEST', 'must be a JSON object'],
    ['a JSON null', '/call', 'null', 400, 'BAD_REQUEST', 'The body must be a JSON object'],
    [
      'a JSON number',
      '/call/list-models',
      '42',
      400,
      'BAD_REQUEST',
      'The body must be a JSON object',
    ],
    ['no tool name', '/call', '{"parameters":{}}', 400, 'BAD_REQUEST', 'Name the tool'],
    [
      'parameters that are not an object',
      '/call',
      '{"tool":"list-models","parameters":"all"}',
      400,
      'BAD_REQUEST',
      'parameters must be an object',
    ],
    [
      'an unknown tool',
      '/call',
      '{"tool":"delete-models"}',
      404,
      'TOOL_NOT_FOUND',
      'recommend-model, list-models, get-model-details, search-models',
    ],
    [
      'an unknown tool in the path',
      '/call/delete-models',
      '{}',
      404,
      'TOOL_NOT_FOUND',
      "Unknown tool 'delete-models'",
    ],
    [
      'a body tool that contradicts the path',
      '/call/list-models',
      '{"tool":"search-models"}',
      400,
      'BAD_REQUEST',
      'path names',
    ],
    [
      'an out-of-range limit',
      '/call/recommend-model',
      '{"parameters":{"limit":21}}',
      422,
      'VALIDATION_ERROR',
      'limit must be an integer from 1 to 20 (got 21)',
    ],
    [
      'an unknown model id',
      '/call/get-model-details',
      '{"parameters":{"model_id":"nobody/nothing"}}',
      404,
      'MODEL_NOT_FOUND',
      "Unknown model_id 'nobody/nothing'",
    ],
  ])('answers %s with a clear failure body', async (_label, path, body, status, code, message) => {
    const response = await post(path, body);
    expect(response.status).toBe(status);
    const json = (await response.json()) as {
      success: boolean;
      error: { code: string; message: string };
    };
    expect(json.success).toBe(false);
    expect(json.error.code).toBe(code);
    expect(json.error.message).toContain(message);
  });

  it('rejects a body over the size limit with 413', async () => {
    const big = JSON.stringify({
      tool: 'search-models',
      parameters: { query: 'x'.repeat(MAX_BODY_BYTES) },
    });
    const response = await post('/call', big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it.each(['/call/%ZZ', '/call/search-%E0%A4%A'])(
    'answers the malformed percent-encoding of %s with 400 in the failure shape, logging nothing',
    async (path) => {
      const before = logged.length;
      const response = await post(path, '{}');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        error: { code: 'BAD_REQUEST', message: expect.stringContaining('percent-encoding') },
      });
      expect(logged.slice(before)).toEqual([]);
    },
  );

  it('answers unknown routes with ROUTE_NOT_FOUND', async () => {
    const response = await fetch(`${running.url}/v1/models`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      error: { code: 'ROUTE_NOT_FOUND' },
    });
  });
});

/** A 2026-07-28 request as the v2 client sends it: the standard headers and the `_meta` envelope. */
function modern(method: string, params: Record<string, unknown> = {}, id = 1) {
  const name: Record<string, string> =
    typeof params['name'] === 'string' ? { 'mcp-name': params['name'] } : {};
  return {
    headers: {
      ...MCP_HEADERS,
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...name,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      method,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    }),
  };
}

const postModern = (method: string, params: Record<string, unknown> = {}, id = 1) => {
  const request = modern(method, params, id);
  return post('/mcp', request.body, request.headers);
};

/** The JSON-RPC message of an answer, whether sent as JSON or as one SSE event. */
async function message(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  const data = response.headers.get('content-type')?.includes('text/event-stream')
    ? text
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice('data: '.length)
    : text;
  return JSON.parse(data ?? 'null') as Record<string, unknown>;
}

describe('POST /mcp, 2026-07-28 (stateless, no initialize)', () => {
  it('answers server/discover with the revision, the tools capability and cache hints', async () => {
    const response = await postModern('server/discover');
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect((await message(response))['result']).toMatchObject({
      supportedVersions: ['2026-07-28'],
      capabilities: { tools: { listChanged: false } },
      ttlMs: TOOLS_LIST_TTL_MS,
      cacheScope: 'public',
    });
  });

  it('answers tools/list with the tools and a public cache hint', async () => {
    const result = (await message(await postModern('tools/list')))['result'] as {
      tools: { name: string }[];
      ttlMs: number;
      cacheScope: string;
    };
    expect(result.tools).toHaveLength(4);
    expect(result).toMatchObject({ ttlMs: TOOLS_LIST_TTL_MS, cacheScope: 'public' });
  });

  it('answers tools/call with a JSON body and no session id', async () => {
    const response = await postModern('tools/call', {
      name: 'search-models',
      arguments: { query: 'sonnet', limit: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = (await message(response)) as {
      result: { structuredContent: { results: { id: string }[] } };
    };
    expect(body.result.structuredContent.results[0]?.id).toMatch(/claude-sonnet/);
  });

  it('refuses a tools/call without the Mcp-Name header the revision requires', async () => {
    const request = modern('tools/call', { name: 'search-models', arguments: { query: 'x' } });
    const { 'mcp-name': _dropped, ...headers } = request.headers as Record<string, string>;
    const response = await post('/mcp', request.body, headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: -32020 } });
  });

  it('refuses an initialize sent with the 2026-07-28 header', async () => {
    const response = await post(
      '/mcp',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
      { ...MCP_HEADERS, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'initialize' },
    );
    expect(response.status).toBe(400);
  });
});

describe('POST /mcp, 2025-era (initialize, stateless)', () => {
  it('completes the initialize handshake with the version the client asked for', async () => {
    const response = await post(
      '/mcp',
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      }),
      MCP_HEADERS,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect((await message(response))['result']).toMatchObject({
      protocolVersion: '2025-06-18',
      serverInfo: { name: 'switchboard-model-catalog' },
      capabilities: { tools: { listChanged: false } },
    });
  });

  it('answers a plain tools/call without a handshake (stateless)', async () => {
    const response = await post(
      '/mcp',
      toolsCall('search-models', { query: 'sonnet', limit: 1 }),
      MCP_HEADERS,
    );
    expect(response.status).toBe(200);
    const body = (await message(response)) as {
      result: { structuredContent: { results: { id: string }[] } };
    };
    expect(body.result.structuredContent.results[0]?.id).toMatch(/claude-sonnet/);
  });
});

describe('POST /mcp, either era', () => {
  it('rejects a Host header that is not allowed (DNS-rebinding protection)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${running.url}/mcp`,
        {
          method: 'POST',
          headers: { host: 'evil.example:80', 'content-type': 'application/json', ...MCP_HEADERS },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(toolsCall('list-models', {}));
    });
    expect(status).toBe(403);
  });

  it.each([
    ['2025-era', () => ({ body: toolsCall('list-models', {}), headers: MCP_HEADERS })],
    ['2026-07-28', () => modern('tools/call', { name: 'list-models', arguments: {} })],
  ])('refuses a %s request from a page on another origin with 403', async (_era, make) => {
    const request = make();
    const response = await post('/mcp', request.body, {
      ...request.headers,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32000, message: expect.stringContaining('Origin') },
    });
  });

  it('serves a page on an allowed origin', async () => {
    const response = await post('/mcp', toolsCall('list-models', { limit: 1 }), {
      ...MCP_HEADERS,
      origin: 'http://localhost:5173',
    });
    expect(response.status).toBe(200);
  });

  it('accepts any Host when the check is turned off', async () => {
    const open = await startHttp(catalog, { allowedHosts: null });
    try {
      const { request } = await import('node:http');
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          `${open.url}/health`,
          { headers: { host: 'catalog.internal' } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('sends the CORS headers with a tools/call answer', async () => {
    const response = await postModern('tools/call', { name: 'search-models', arguments: {} });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Mcp-Protocol-Version');
  });

  it('answers CORS preflight naming the headers of both eras', async () => {
    const response = await fetch(`${running.url}/mcp`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['Mcp-Protocol-Version', 'Mcp-Method', 'Mcp-Name'])
      expect(allowed).toContain(header);
  });

  it('answers GET /mcp with 405, as a stateless server has no stream to resume', async () => {
    const response = await fetch(`${running.url}/mcp`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['"arguments": null', { name: 'search-models', arguments: null }, '"arguments"'],
    ['"arguments": []', { name: 'search-models', arguments: [] }, '"arguments"'],
    ['no tool name', { arguments: {} }, '"name"'],
    ['an unknown tool', { name: 'delete-models', arguments: {} }, 'Tool delete-models not found'],
  ])(
    'answers tools/call with %s as JSON-RPC Invalid params (-32602) in both eras',
    async (_label, params, named) => {
      const legacy = await message(
        await post(
          '/mcp',
          JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }),
          MCP_HEADERS,
        ),
      );
      const current = await message(await postModern('tools/call', params, 7));
      for (const answer of [legacy, current]) {
        expect(answer).toMatchObject({
          jsonrpc: '2.0',
          id: 7,
          error: { code: -32602, message: expect.stringContaining(named) },
        });
      }
    },
  );

  it('answers a bad argument value with a tool error the model can read, not a protocol error', async () => {
    const body = (await message(
      await postModern('tools/call', {
        name: 'search-models',
        arguments: { query: 'gpt', limit: 500 },
      }),
    )) as { result: { isError: boolean; content: { text: string }[] } };
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0]?.text).toContain(
      'limit must be an integer from 1 to 100 (got 500)',
    );
  });

  it('answers an unknown method with Method not found (-32601)', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'resources/list' });
    expect(await message(await post('/mcp', body, MCP_HEADERS))).toEqual({
      jsonrpc: '2.0',
      id: 8,
      error: { code: -32601, message: 'Method not found' },
    });
    expect(await message(await postModern('resources/list', {}, 8))).toMatchObject({
      id: 8,
      error: { code: -32601 },
    });
  });

  it('answers a JSON body that is no JSON-RPC message (null) with a JSON-RPC error', async () => {
    const response = await post('/mcp', 'null', MCP_HEADERS);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
  });

  it('answers malformed JSON with a JSON-RPC parse error', async () => {
    const response = await post('/mcp', '{"jsonrpc":', MCP_HEADERS);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await post(
      '/mcp',
      toolsCall('search-models', { query: 'x'.repeat(MAX_BODY_BYTES) }),
      MCP_HEADERS,
    );
    expect(response.status).toBe(413);
  });

  it('serves clients of both eras at once without sessions', async () => {
    const clients = await Promise.all(
      [...ERAS, ...ERAS].map((era) => connectEraClient(era, { url: `${running.url}/mcp` })),
    );
    const results = await Promise.all(
      clients.map((client, i) =>
        client.callTool('search-models', { query: 'gemini', limit: i + 1 }),
      ),
    );
    expect(results.map((r) => (r.structuredContent as { shown: number }).shown)).toEqual([
      1, 2, 3, 4,
    ]);
    await Promise.all(clients.map((c) => c.close()));
  });
});
