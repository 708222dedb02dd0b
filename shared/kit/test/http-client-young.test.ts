import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../src/http/client.js';
import { youngSurvivorBytesPerCall } from './young-generation.js';
import { type LoopbackServer, startServer } from './helpers.js';

let server: LoopbackServer;
const client = createHttpClient({ allowPrivateNetwork: true });

beforeAll(async () => {
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"content":"ok"}');
  });
});

afterAll(async () => {
  client.close();
  await server.close();
});

describe('a finished call', () => {
  it('leaves almost nothing that outlives a young-generation collection', async () => {
    const call = async () => {
      const response = await client.request({ method: 'POST', url: `${server.url}/r`, body: '{}' });
      // The loopback server keeps every request it saw; only the client's share is measured.
      server.requests.length = 0;
      return response;
    };
    expect((await call()).body).toEqual({ content: 'ok' });
    // Measured: ~0.3 KB per call; ~8 KB when the body was read through an async generator and
    // each call made an AbortController, which kept its request, response and scope alive until
    // a full collection.
    expect(await youngSurvivorBytesPerCall(call)).toBeLessThan(4 * 1024);
  });
});
