import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createToolbox } from '../src/tools/toolbox.js';
import { createDirectCall, isDirectCallPath } from '../src/transports/call-direct.js';
import { createCallAnswerer } from '../src/transports/call-protocol.js';
import type { RunningHttpServer } from '../src/transports/http.js';
import { silentLogger, startHttp, testCatalog } from './harness.js';

/**
 * The catalog answers `/call` itself (call-direct.ts); every answer must be the one Express's
 * `res.status().json()` gives: same status, headers and bytes. A query string sends the same call
 * through the Express route, so each case is sent both ways.
 */
let app: RunningHttpServer;
let bare: Server;
let bareUrl = '';
const etagFn = express().get('etag fn') as (body: Buffer) => string;

beforeAll(async () => {
  const catalog = await testCatalog();
  app = await startHttp(catalog);
  // createDirectCall alone on Node's server: it must answer every case by itself.
  const direct = createDirectCall(
    createCallAnswerer({ toolbox: createToolbox({ catalog }), logger: silentLogger() }),
    etagFn,
  );
  bare = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const read = Object.assign(req, { body: JSON.parse(Buffer.concat(chunks).toString()) });
      if (!direct(read, res)) res.writeHead(599).end();
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => bare.once('listening', resolve));
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => bare.close(resolve));
});

const CASES: [string, string, unknown][] = [
  ['a search', '/call/search-models', { parameters: { query: 'claud sonet', limit: 3 } }],
  ['the tool named in the body', '/call', { tool: 'list-models', parameters: { tier: 'Premium' } }],
  ['non-ASCII text', '/call/search-models', { parameters: { query: 'claude 😀 é' } }],
  ['an unknown tool', '/call/delete-models', { parameters: {} }],
  ['a bad argument', '/call/search-models', { parameters: { query: 42 } }],
  ['an unknown model id', '/call/get-model-details', { parameters: { model_id: 'gpt-4o-mimi' } }],
  ['two different tools', '/call/search-models', { tool: 'list-models' }],
  ['no tool', '/call', { parameters: {} }],
  ['parameters that are no object', '/call/list-models', { parameters: 5 }],
  ['a body that is no object', '/call/list-models', [1, 2]],
  ['a null body', '/call/list-models', null],
];

/**
 * Status, headers and body. The execution time differs between any two calls, and with it the
 * length and ETag: those are checked against the bytes received instead.
 */
async function answer(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  expect(headers['etag']).toBe(etagFn(bytes));
  expect(headers['content-length']).toBe(String(bytes.length));
  for (const name of ['date', 'etag', 'content-length', 'connection', 'keep-alive'])
    delete headers[name];
  const text = bytes.toString().replace(/"execution_time_ms":[0-9.e-]+/, '"execution_time_ms":0');
  return { status: response.status, headers, body: text };
}

describe('POST /call answered without Express', () => {
  it.each(CASES)('answers %s exactly as the Express route does', async (_name, path, body) => {
    const viaExpress = await answer(`${app.url}${path}?via=express`, body);
    expect(await answer(`${app.url}${path}`, body)).toEqual(viaExpress);
    const alone = await answer(`${bareUrl}${path}`, body);
    expect([alone.status, alone.headers['content-type'], alone.body]).toEqual([
      viaExpress.status,
      viaExpress.headers['content-type'],
      viaExpress.body,
    ]);
  });

  it('takes only the paths Express would match with nothing to decode', () => {
    expect(isDirectCallPath('/call')).toBe(true);
    expect(isDirectCallPath('/call/search-models')).toBe(true);
    for (const path of ['/call/', '/CALL', '/call/search-models?x=1', '/call/a%2Fb', '/call/a/b'])
      expect(isDirectCallPath(path)).toBe(false);
  });
});
