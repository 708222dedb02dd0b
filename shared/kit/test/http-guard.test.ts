import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../src/http/client.js';
import { failure, type LoopbackServer, startServer } from './helpers.js';

let target: LoopbackServer;

beforeAll(async () => {
  target = await startServer((_req, res) => res.end('reached'));
});
afterAll(() => target.close());

describe('guarded client > SSRF rules with ALLOW_PRIVATE_NETWORK=false', () => {
  const client = createHttpClient({ allowPrivateNetwork: false });
  afterAll(() => client.close());

  const loopbackUrls = () => [
    `https://127.0.0.1:${target.port}/`,
    `https://localhost:${target.port}/`,
    `https://[::1]:${target.port}/`,
    `https://[::ffff:127.0.0.1]:${target.port}/`,
    `https://[::ffff:7f00:1]:${target.port}/`,
    `https://2130706433:${target.port}/`, // 127.0.0.1 written as one decimal number
  ];

  it('refuses loopback destinations before any connection is made', async () => {
    for (const url of loopbackUrls()) {
      const error = await failure(client.request({ url }));
      expect({ url, code: error.code }).toEqual({ url, code: 'BLOCKED_DESTINATION' });
      expect(error.message).toContain('ALLOW_PRIVATE_NETWORK');
      expect(error.retryable).toBe(false);
    }
    expect(target.connections()).toBe(0);
  });

  it.each([
    ['10.0.0.1', 'private'],
    ['192.168.1.20', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['[fd00::1]', 'unique-local'],
    ['[64:ff9b::a9fe:a9fe]', 'link-local'],
  ])('refuses %s as a %s address', async (host, kind) => {
    const error = await failure(client.request({ url: `https://${host}/latest/meta-data/` }));
    expect(error.code).toBe('BLOCKED_DESTINATION');
    expect(error.message).toContain(`${kind} address`);
  });

  it('refuses http:// and names the setting that allows it', async () => {
    const error = await failure(client.request({ url: 'http://example.com/hook' }));
    expect(error.code).toBe('BLOCKED_DESTINATION');
    expect(error.message).toMatch(/only https:\/\/ URLs are allowed.*ALLOW_PRIVATE_NETWORK=true/);
  });

  it('refuses a name that resolves to loopback without revealing the address', async () => {
    const error = await failure(client.request({ url: `https://localhost:${target.port}/` }));
    expect(error.message).toContain('resolves to a loopback address');
    expect(error.message).not.toContain('127.0.0.1');
  });

  it.each([
    'not a url',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'data:text/plain,hi',
    '/relative',
  ])('rejects %s as INVALID_URL', async (url) => {
    expect((await failure(client.request({ url }))).code).toBe('INVALID_URL');
  });
});

describe('guarded client > trusted origins and redirects', () => {
  let trusted: LoopbackServer;
  let redirectTo = '';

  beforeAll(async () => {
    trusted = await startServer((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: redirectTo }).end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"trusted":true}');
      }
    });
  });
  afterAll(() => trusted.close());

  it('lets an operator-trusted origin through over http on loopback', async () => {
    const client = createHttpClient({
      allowPrivateNetwork: false,
      trustedOrigins: [`${trusted.url}/v1`],
    });
    const res = await client.request({ url: `${trusted.url}/models` });
    client.close();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ trusted: true });
  });

  it.each([
    ['an http loopback address', () => `http://127.0.0.1:${target.port}/`],
    ['a name resolving to loopback', () => `https://localhost:${target.port}/`],
    ['the metadata address', () => 'https://169.254.169.254/latest/meta-data/'],
    ['plain http on a public name', () => 'http://example.com/'],
  ])('refuses a redirect from a trusted origin to %s', async (_label, location) => {
    redirectTo = location();
    const before = target.connections();
    const client = createHttpClient({ allowPrivateNetwork: false, trustedOrigins: [trusted.url] });
    const error = await failure(client.request({ url: `${trusted.url}/redirect` }));
    client.close();
    expect(error.code).toBe('BLOCKED_DESTINATION');
    expect(target.connections()).toBe(before);
  });

  it('rejects a trusted origin that is not an http(s) URL at creation', () => {
    expect(() =>
      createHttpClient({ allowPrivateNetwork: false, trustedOrigins: ['ftp://x'] }),
    ).toThrow(/Trusted origin/);
  });
});
