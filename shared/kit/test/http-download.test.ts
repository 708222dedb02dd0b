import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHttpClient } from '../src/http/client.js';
import { filenameOf, isMimeAllowed, resolveMimeType } from '../src/http/download.js';
import { failure, type LoopbackServer, startServer } from './helpers.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let server: LoopbackServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kit-download-'));
  server = await startServer((req, res) => {
    switch (req.url) {
      case '/photo.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      case '/file/bot123:token/photos/file_7.jpg': // Telegram's file API sends octet-stream
        return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(PNG);
      case '/report':
        return res
          .writeHead(200, {
            'content-type': 'application/pdf; charset=binary',
            'content-disposition': 'attachment; filename="../../etc/Q3 report.pdf"',
          })
          .end('%PDF-1.7');
      case '/declared-huge':
        return res
          .writeHead(200, { 'content-type': 'image/png', 'content-length': '999999' })
          .end();
      case '/streamed-huge':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(Buffer.alloc(40_000));
        return res.end(Buffer.alloc(40_000));
      case '/page':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      case '/stall':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.write(PNG);
      case '/busy':
        return res.writeHead(503).end();
      default:
        return res.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = createHttpClient({ allowPrivateNetwork: true });
afterAll(() => client.close());

const limits = { maxBytes: 64 * 1024, timeoutMs: 5_000 };

describe('guarded client > download', () => {
  it('downloads into memory with type, size and file name', async () => {
    const file = await client.download({
      url: `${server.url}/photo.png`,
      ...limits,
      allowedMimeTypes: ['image/*'],
    });
    expect(file).toEqual({
      mimeType: 'image/png',
      size: PNG.length,
      bytes: PNG,
      filename: 'photo.png',
    });
  });

  it('writes to a file when asked', async () => {
    const target = path.join(dir, 'saved.png');
    const file = await client.download({
      url: `${server.url}/photo.png`,
      ...limits,
      toFile: target,
    });
    expect(file).toMatchObject({ path: target, size: PNG.length, mimeType: 'image/png' });
    expect(file.bytes).toBeUndefined();
    expect(readFileSync(target)).toEqual(PNG);
  });

  it('infers the type from the file name when the server sends octet-stream', async () => {
    const file = await client.download({
      url: `${server.url}/file/bot123:token/photos/file_7.jpg`,
      ...limits,
      allowedMimeTypes: ['image/jpeg', 'image/png'],
    });
    expect(file).toMatchObject({ mimeType: 'image/jpeg', filename: 'file_7.jpg' });
  });

  it('takes a safe file name from Content-Disposition', async () => {
    const file = await client.download({ url: `${server.url}/report`, ...limits });
    expect(file).toMatchObject({ mimeType: 'application/pdf', filename: 'Q3 report.pdf' });
  });

  it('refuses types that are not allowed before reading the body', async () => {
    const error = await failure(
      client.download({
        url: `${server.url}/page`,
        ...limits,
        allowedMimeTypes: ['image/*', 'application/pdf'],
      }),
    );
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toContain('text/html');
  });

  it('refuses bodies over the limit, declared or streamed, and leaves no partial file', async () => {
    const declared = await failure(
      client.download({ url: `${server.url}/declared-huge`, ...limits }),
    );
    expect(declared.code).toBe('RESPONSE_TOO_LARGE');
    const target = path.join(dir, 'huge.png');
    const streamed = await failure(
      client.download({
        url: `${server.url}/streamed-huge`,
        maxBytes: 50_000,
        timeoutMs: 5_000,
        toFile: target,
      }),
    );
    expect(streamed.code).toBe('RESPONSE_TOO_LARGE');
    expect(existsSync(target)).toBe(false);
  });

  it('times out a body that stops arriving', async () => {
    const error = await failure(
      client.download({ url: `${server.url}/stall`, maxBytes: 1024, timeoutMs: 150 }),
    );
    expect(error.code).toBe('TIMEOUT');
  });

  it('fails with HTTP_ERROR for non-2xx, retryable only when the status is', async () => {
    const busy = await failure(client.download({ url: `${server.url}/busy`, ...limits }));
    expect([busy.code, busy.status, busy.retryable]).toEqual(['HTTP_ERROR', 503, true]);
    const missing = await failure(client.download({ url: `${server.url}/missing`, ...limits }));
    expect([missing.code, missing.status, missing.retryable]).toEqual(['HTTP_ERROR', 404, false]);
  });

  it('applies the SSRF rules', async () => {
    const guarded = createHttpClient({ allowPrivateNetwork: false });
    const error = await failure(
      guarded.download({ url: `https://localhost:${server.port}/photo.png`, ...limits }),
    );
    guarded.close();
    expect(error.code).toBe('BLOCKED_DESTINATION');
  });
});

describe('download helpers', () => {
  it('matches exact and wildcard media types', () => {
    expect(isMimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(isMimeAllowed('image/png', ['application/pdf', 'image/png'])).toBe(true);
    expect(isMimeAllowed('text/html', ['image/*'])).toBe(false);
    expect(isMimeAllowed('imagex/png', ['image/*'])).toBe(false);
  });

  it('resolves the media type from the header, then the extension', () => {
    expect(resolveMimeType('Image/PNG; q=1', 'x.jpg')).toBe('image/png');
    expect(resolveMimeType(undefined, 'x.PDF')).toBe('application/pdf');
    expect(resolveMimeType('application/octet-stream', 'x.unknown')).toBe(
      'application/octet-stream',
    );
  });

  it('reads RFC 5987 names and strips paths', () => {
    const url = new URL('https://example.com/a/b.bin');
    expect(filenameOf("attachment; filename*=UTF-8''na%C3%AFve%20file.txt", url)).toBe(
      'naïve file.txt',
    );
    expect(filenameOf('attachment; filename="..\\..\\evil.exe"', url)).toBe('evil.exe');
    expect(filenameOf(undefined, url)).toBe('b.bin');
    expect(filenameOf(undefined, new URL('https://example.com/'))).toBeUndefined();
  });
});
