import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '@switchboard/kit/http/client';
import { HttpToolSource } from './http-tool-source.js';

let server: Server;
let url: string;
let received = 0;
const limits = { maxResponseBytes: 64, timeoutMs: 5_000 };
const options = {
  signal: new AbortController().signal,
  context: { agentLoopId: 'loop_1', executionId: 'exec_1' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    received += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/big') {
        res.end('x'.repeat(1000));
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          auth: req.headers.authorization ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('built-in http tool', () => {
  it('sends the method, headers and JSON body and returns status, type and parsed body', async () => {
    const http = createHttpClient({ allowPrivateNetwork: true });
    const tool = new HttpToolSource(http, limits);
    const result = await tool.callTool(
      'request',
      { method: 'PATCH', url: `${url}/x`, headers: { Authorization: 'Bearer t' }, body: { a: 1 } },
      options,
    );
    expect(result.isError).toBe(false);
    expect(JSON.parse(result.output)).toEqual({
      status: 201,
      content_type: 'application/json',
      // Sent, and redacted where the endpoint echoed it.
      body: { method: 'PATCH', auth: '[redacted]', body: '{"a":1}' },
    });
    http.close();
  });

  it('refuses a private destination unless ALLOW_PRIVATE_NETWORK, naming the setting', async () => {
    const http = createHttpClient({ allowPrivateNetwork: false });
    const tool = new HttpToolSource(http, limits);
    await expect(tool.callTool('request', { url: `${url}/x` }, options)).rejects.toThrow(
      /ALLOW_PRIVATE_NETWORK/,
    );
    http.close();
  });

  it('rejects bad arguments and oversized responses as errors', async () => {
    const http = createHttpClient({ allowPrivateNetwork: true });
    const tool = new HttpToolSource(http, limits);
    const bad = await tool.callTool('request', { method: 'TRACE', url: 'nope' }, options);
    expect(bad.isError).toBe(true);
    expect(bad.output).toMatch(/^Invalid arguments: method: .*; url: /);
    await expect(tool.callTool('request', { url: `${url}/big` }, options)).rejects.toThrow();
    http.close();
  });

  it('refuses framing and routing headers as a tool error, without sending anything', async () => {
    const http = createHttpClient({ allowPrivateNetwork: true });
    const tool = new HttpToolSource(http, limits);
    const before = received;
    const result = await tool.callTool(
      'request',
      {
        method: 'POST',
        url: `${url}/x`,
        headers: { Host: 'evil.example', 'Content-Length': '999', Accept: 'text/plain' },
        body: 'hi',
      },
      options,
    );
    expect(result).toEqual({
      isError: true,
      output:
        "Invalid arguments: headers.Host: header 'Host' is set by the service; " +
        "headers.Content-Length: header 'Content-Length' is set by the service",
    });
    expect(received).toBe(before);
    http.close();
  });

  it('redacts its own credential headers wherever the endpoint echoes them', async () => {
    const http = createHttpClient({ allowPrivateNetwork: true });
    const tool = new HttpToolSource(http, { ...limits, maxResponseBytes: 4096 });
    const result = await tool.callTool(
      'request',
      {
        url: `${url}/x`,
        headers: { Authorization: 'Bearer tool-token-5678', Accept: 'text/plain' },
      },
      options,
    );
    expect(result.output).not.toContain('tool-token-5678');
    expect(JSON.parse(result.output)).toMatchObject({ body: { auth: '[redacted]' } });
    http.close();
  });

  it('keeps Authorization, Cookie and API-key headers masked (last 4) in the step log', () => {
    const tool = new HttpToolSource(createHttpClient({ allowPrivateNetwork: true }), limits);
    const args = {
      url: `${url}/x`,
      headers: {
        Authorization: 'Bearer tool-token-5678',
        Cookie: 'session=abcdefghijkl',
        'X-Api-Key': 'key-0123456789',
        Accept: 'application/json',
      },
    };
    expect(tool.recordedArguments('request', args)).toEqual({
      url: `${url}/x`,
      headers: {
        Authorization: '********5678',
        Cookie: '********ijkl',
        'X-Api-Key': '********6789',
        Accept: 'application/json',
      },
    });
    // The call itself still gets the real values.
    expect(args.headers.Authorization).toBe('Bearer tool-token-5678');
  });
});
