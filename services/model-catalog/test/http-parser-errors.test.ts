import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningHttpServer } from '../src/transports/http.js';
import { startHttp, testCatalog } from './harness.js';

// Node's HTTP parser refuses these before Express runs; they still get the failure body.
let running: RunningHttpServer;

beforeAll(async () => {
  running = await startHttp(await testCatalog());
});
afterAll(() => running.close());

describe('requests refused before the app', () => {
  it('answers headers over the size limit with 431 in the failure shape', async () => {
    const response = await fetch(`${running.url}/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-big': 'a'.repeat(20_000) },
      body: '{}',
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'REQUEST_HEADERS_TOO_LARGE', message: expect.stringContaining('too large') },
    });
  });

  it('answers an unknown HTTP method with 400 BAD_REQUEST in the failure shape', async () => {
    const response = await fetch(`${running.url}/call`, { method: 'BREW' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'The request method is not valid.' },
    });
  });
});
