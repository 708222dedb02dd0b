/**
 * GET /ready, apart from GET /health: ready while the store answers and the process is not
 * stopping; 503 in the contract's error shape otherwise, while /health stays 200.
 */
import { describe, expect, it } from '@jest/globals';
import { startApp } from '@switchboard/testing/api/start-app';
import { useApp } from '@switchboard/testing/api/use-app';

const app = useApp();

describe('GET /ready', () => {
  it('is 200 while the store answers', async () => {
    const res = await app.request('GET', '/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('turns 503 once the process is shutting down, while /health stays 200', async () => {
    const stopping = await startApp();
    try {
      stopping.readiness.shutDown();
      const ready = await stopping.request('GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Not ready: the process is shutting down.',
        },
      });
      expect((await stopping.request('GET', '/health')).status).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('turns 503 when the store does not answer, without naming it', async () => {
    const broken = await startApp();
    // Closed under the running app, as a database that went away: every ping fails.
    await broken.store.close();
    const ready = await broken.request('GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Not ready: the store is unreachable.' },
    });
    expect((await broken.request('GET', '/health')).status).toBe(200);
    // close() closes the store again: the engines allow it.
    await broken.close();
  });
});
