import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createToolbox } from '../src/tools/toolbox.js';
import { createSdkMcpHandler } from '../src/transports/mcp-handler.js';
import { listen, type RunningHttpServer } from '../src/transports/http.js';
import { startHttp, testCatalog } from './harness.js';

/**
 * The catalog answers a plain tools/call itself (mcp-direct.ts); every answer must be the one the
 * SDK's own stateless transport gives, byte for byte, so each case is sent to both.
 */
let direct: RunningHttpServer;
let sdk: RunningHttpServer;

beforeAll(async () => {
  const catalog = await testCatalog();
  direct = await startHttp(catalog);
  const app = express();
  app.use(express.json({ strict: false }));
  app.post(
    '/mcp',
    createSdkMcpHandler({ toolbox: createToolbox({ catalog }), jsonResponse: true }),
  );
  sdk = await listen(app, '127.0.0.1', 0);
});
afterAll(async () => {
  await direct.close();
  await sdk.close();
});

const ACCEPT = 'application/json, text/event-stream';
const call = (params: unknown, id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params,
});

const CASES: [string, unknown, Record<string, string>][] = [
  ['a search', call({ name: 'search-models', arguments: { query: 'claud sonet', limit: 3 } }), {}],
  ['a string id', call({ name: 'list-models', arguments: { tier: 'Premium' } }, 'req-7'), {}],
  ['id 0', call({ name: 'recommend-model', arguments: { use_case: 'coding' } }, 0), {}],
  ['an unknown tool', call({ name: 'delete-models', arguments: {} }), {}],
  ['arguments null', call({ name: 'search-models', arguments: null }), {}],
  ['no params', { jsonrpc: '2.0', id: 2, method: 'tools/call' }, {}],
  ['params null', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: null }, {}],
  ['a bad argument', call({ name: 'search-models', arguments: { query: 42 } }), {}],
  [
    'an unknown model id',
    call({ name: 'get-model-details', arguments: { model_id: 'gpt-4o-mimi' } }),
    {},
  ],
  ['a fractional id', call({ name: 'list-models', arguments: {} }, 1.5), {}],
  ['an extra top-level key', { ...call({ name: 'list-models', arguments: {} }), extra: true }, {}],
  [
    '_meta in params',
    call({ name: 'list-models', arguments: {}, _meta: { progressToken: 1 } }),
    {},
  ],
  ['a task in params', call({ name: 'list-models', arguments: {}, task: { ttl: 1000 } }), {}],
  ['a batch', [call({ name: 'list-models', arguments: {} }), call({ name: 'list-models' }, 2)], {}],
  ['a notification', { jsonrpc: '2.0', method: 'notifications/initialized' }, {}],
  ['tools/list', { jsonrpc: '2.0', id: 3, method: 'tools/list' }, {}],
  [
    'a supported protocol version header',
    call({ name: 'list-models', arguments: {} }),
    { 'mcp-protocol-version': '2025-06-18' },
  ],
  [
    'an unsupported protocol version header',
    call({ name: 'list-models', arguments: {} }),
    { 'mcp-protocol-version': '1999-01-01' },
  ],
  ['an Accept without SSE', call({ name: 'list-models' }), { accept: 'application/json' }],
  [
    'a JSON content type with a charset',
    call({ name: 'list-models' }),
    { 'content-type': 'application/json; charset=utf-8' },
  ],
];

async function answer(server: RunningHttpServer, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    session: response.headers.get('mcp-session-id'),
    body: await response.text(),
  };
}

describe('tools/call over /mcp', () => {
  it.each(CASES)('answers %s exactly as the SDK transport does', async (_name, body, headers) => {
    const [mine, theirs] = await Promise.all([
      answer(direct, body, headers),
      answer(sdk, body, headers),
    ]);
    expect(mine).toEqual(theirs);
  });
});
