import dns from 'node:dns';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assertNoRefusedConnections } from '../../../jest/loopback-only-check.js';
import { startServer, type LoopbackServer } from './helpers.js';

// Every test runs with jest/loopback-only.js (setupFiles in jest.preset.js): these tests prove
// that a stray real outbound call fails, and that loopback fakes keep working.

interface Guard {
  refused: string[];
}
const guard = (net as unknown as Record<symbol, Guard>)[Symbol.for('switchboard.loopbackOnly')]!;

/** The destinations refused so far in this test, taken so the after-each check stays green. */
function takeRefused(): string[] {
  return guard.refused.splice(0);
}

let server: LoopbackServer;
beforeAll(async () => {
  server = await startServer((_req, res) => res.end('reached'));
});
afterAll(async () => {
  await server.close();
});

/** A lookup that answers every name with `address`, as net asks for it (one or `all`). */
function fakeDns(address: string): net.LookupFunction {
  return ((_host: string, opts: dns.LookupOptions, cb: (...a: unknown[]) => void) =>
    opts.all ? cb(null, [{ address, family: 4 }]) : cb(null, address, 4)) as net.LookupFunction;
}

function connectError(options: net.NetConnectOpts): Promise<NodeJS.ErrnoException> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(options);
    socket.on('connect', () => {
      socket.destroy();
      reject(new Error('connected'));
    });
    socket.on('error', resolve);
  });
}

describe('the loopback-only test guard', () => {
  it('refuses a socket to a public IP address and records it', async () => {
    // 192.0.2.1 is TEST-NET-1: never routed, so even an unguarded run could not reach anything.
    const error = await connectError({ host: '192.0.2.1', port: 9 });
    expect(error.code).toBe('ERR_NON_LOOPBACK_IN_TESTS');
    expect(error.message).toContain('192.0.2.1:9');
    expect(takeRefused()).toEqual(['192.0.2.1:9']);
  });

  it('makes fetch to a real host fail before any DNS query', async () => {
    const error = (await fetch('https://api.openai.com/v1/models').catch((e: unknown) => e)) as {
      cause?: NodeJS.ErrnoException;
    };
    expect(error.cause?.code).toBe('ERR_NON_LOOPBACK_IN_TESTS');
    expect(takeRefused()).toEqual(['api.openai.com:443']);
  });

  it('refuses DNS lookups and queries for real names, in callback and promise forms', async () => {
    const callbackError = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      dns.lookup('example.com', (err) => resolve(err)),
    );
    expect(callbackError?.code).toBe('ERR_NON_LOOPBACK_IN_TESTS');
    await expect(dns.promises.lookup('example.com')).rejects.toMatchObject({
      code: 'ERR_NON_LOOPBACK_IN_TESTS',
    });
    await expect(dns.promises.resolve4('example.com')).rejects.toMatchObject({
      code: 'ERR_NON_LOOPBACK_IN_TESTS',
    });
    await expect(new dns.promises.Resolver().resolveTxt('example.com')).rejects.toMatchObject({
      code: 'ERR_NON_LOOPBACK_IN_TESTS',
    });
    expect(takeRefused()).toHaveLength(4);
  });

  it('refuses a name that a custom lookup maps to a public address', async () => {
    const lookup = fakeDns('203.0.113.7');
    const error = await connectError({ host: 'fake.example', port: 80, lookup });
    expect(error.code).toBe('ERR_NON_LOOPBACK_IN_TESTS');
    expect(takeRefused()).toEqual(['fake.example (203.0.113.7)']);
  });

  it('lets loopback through: 127.0.0.1, localhost, and a name a custom lookup maps to loopback', async () => {
    expect(await (await fetch(`http://127.0.0.1:${server.port}/`)).text()).toBe('reached');
    expect(await (await fetch(`http://localhost:${server.port}/`)).text()).toBe('reached');
    const lookup = fakeDns('127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: 'fake.example', port: server.port, lookup }, () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', reject);
    });
    expect(takeRefused()).toEqual([]);
  });

  it('fails the test even when the code under test swallowed the connection error', async () => {
    const swallowed = await connectError({ host: '198.51.100.1', port: 443 }).catch(() => null);
    expect(swallowed).not.toBeNull();
    expect(assertNoRefusedConnections).toThrow(
      'A test tried to reach the network outside loopback: 198.51.100.1:443',
    );
    expect(assertNoRefusedConnections).not.toThrow();
  });
});
