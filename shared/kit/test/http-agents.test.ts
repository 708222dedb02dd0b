import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { UpstreamError } from '../src/errors.js';
import { createGuardedAgents, guardedLookup } from '../src/http/agents.js';
import { startServer, type LoopbackServer } from './helpers.js';

// The agents are the connect-time layer of the guard: they hold even for code that skips the
// client's own URL checks, and they check the address DNS returned at the moment of connecting.

let server: LoopbackServer;
const agents = createGuardedAgents();

beforeAll(async () => {
  server = await startServer((_req, res) => res.end('reached'));
});
afterAll(async () => {
  agents.http.destroy();
  agents.https.destroy();
  await server.close();
});

function get(host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port: server.port, path: '/', agent: agents.http }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
  });
}

describe('guarded agents', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost'])(
    'refuse to open a socket to %s',
    async (host) => {
      const error = await get(host).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).code).toBe('BLOCKED_DESTINATION');
      expect(server.connections()).toBe(0);
    },
  );
});

describe('guardedLookup', () => {
  it('fails a lookup whose answer is not public, in both callback forms', async () => {
    for (const all of [false, true]) {
      const error = await new Promise((resolve) =>
        guardedLookup('localhost', { all }, (err) => resolve(err)),
      );
      expect((error as UpstreamError).code).toBe('BLOCKED_DESTINATION');
    }
  });
});
