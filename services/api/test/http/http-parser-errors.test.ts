import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp } from '@switchboard/testing/api/use-app';

// Node's HTTP parser refuses these before Express runs; they still get the contract's body.
const app = useApp();

describe('requests refused before the app', () => {
  it('answers headers over the size limit with 431 REQUEST_HEADERS_TOO_LARGE', async () => {
    const res = await app.request<ErrorResponse>('GET', '/health', {
      headers: { 'X-Big': 'a'.repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.error).toEqual({
      code: 'REQUEST_HEADERS_TOO_LARGE',
      message: expect.stringContaining('too large'),
    });
  });

  it('answers a URL over the size limit with 431 too', async () => {
    const res = await app.request<ErrorResponse>('GET', `/v1/bots?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.body.error.code).toBe('REQUEST_HEADERS_TOO_LARGE');
  });

  it('answers an unknown HTTP method with 400 BAD_REQUEST', async () => {
    const res = await app.request<ErrorResponse>('BREW', '/v1/bots');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request method is not valid.',
    });
  });

  it('keeps serving ordinary requests afterwards', async () => {
    await app.request('GET', '/health', { headers: { 'X-Big': 'a'.repeat(20_000) } });
    expect((await app.request('GET', '/health')).status).toBe(200);
  });
});
