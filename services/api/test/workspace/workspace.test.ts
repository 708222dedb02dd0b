import { request as httpRequest } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { connectEraClient, ERAS, type Era } from '@switchboard/testing/mcp/era-clients';
import type { WorkspaceFile } from '@switchboard/contracts/workspace';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp({
  env: { WORKSPACE_FILE_MAX_BYTES: '1000', WORKSPACE_QUOTA_FREE_BYTES: '1500' },
});
const acme = useTeam(app);
const other = useTeam(app);
const small = useTeam(app, { plan: 'free' });

const put = (
  key: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) =>
  app.request<{ data: WorkspaceFile }>('PUT', `/v1/workspace/files/${path}`, {
    key,
    rawBody: body,
    headers: { 'content-type': 'text/markdown', ...headers },
  });

describe('workspace files API', () => {
  it('PUT creates (201), GET returns the bytes with type and ETag, PUT again replaces (200)', async () => {
    const created = await put(acme.key, 'reports/2026-11.md', '# November');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      path: 'reports/2026-11.md',
      size: 10,
      content_type: 'text/markdown',
    });
    const got = await app.request('GET', '/v1/workspace/files/reports/2026-11.md', {
      key: acme.key,
    });
    expect(got.status).toBe(200);
    expect(got.text).toBe('# November');
    expect(got.headers.get('content-type')).toBe('text/markdown');
    expect(got.headers.get('etag')).toBe(`"${created.body.data.sha256}"`);
    const replaced = await put(acme.key, 'reports/2026-11.md', '# November, v2');
    expect(replaced.status).toBe(200);
    const unchanged = await app.request('GET', '/v1/workspace/files/reports/2026-11.md', {
      key: acme.key,
      headers: { 'if-none-match': `"${replaced.body.data.sha256}"` },
    });
    expect(unchanged.status).toBe(304);
  });

  it('lists under a prefix in path order with the list envelope', async () => {
    await put(acme.key, 'list/b.txt', 'b');
    await put(acme.key, 'list/a.txt', 'a');
    const listed = await app.request<{ data: WorkspaceFile[]; meta: { total: number } }>(
      'GET',
      '/v1/workspace/files?prefix=list/&per_page=10',
      { key: acme.key },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((f) => f.path)).toEqual(['list/a.txt', 'list/b.txt']);
    expect(listed.body.meta.total).toBe(2);
  });

  it('If-Match: a stale ETag is a 412 and changes nothing; the current one writes; DELETE checks it too', async () => {
    const first = await put(acme.key, 'cas.md', 'one');
    const stale = await put(acme.key, 'cas.md', 'two', { 'if-match': '"deadbeef"' });
    expect(stale.status).toBe(412);
    expect((stale.body as unknown as ErrorResponse).error.code).toBe('PRECONDITION_FAILED');
    const current = await put(acme.key, 'cas.md', 'two', {
      'if-match': `"${first.body.data.sha256}"`,
    });
    expect(current.status).toBe(200);
    const staleDelete = await app.request('DELETE', '/v1/workspace/files/cas.md', {
      key: acme.key,
      headers: { 'if-match': `"${first.body.data.sha256}"` },
    });
    expect(staleDelete.status).toBe(412);
    const deleted = await app.request('DELETE', '/v1/workspace/files/cas.md', { key: acme.key });
    expect(deleted.status).toBe(204);
    const gone = await app.request<ErrorResponse>('GET', '/v1/workspace/files/cas.md', {
      key: acme.key,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error.details).toMatchObject({ resource_type: 'workspace_file' });
  });

  it('refuses a .. segment with a 422 naming the path, even when the client sends it raw', async () => {
    // fetch would resolve the dots itself; a raw HTTP client sends them as they are.
    const { status, body } = await rawPut('/v1/workspace/files/a/../../etc/passwd', acme.key);
    expect(status).toBe(422);
    expect(JSON.parse(body).error.details.fields).toEqual([
      { path: 'path', message: expect.stringContaining('..') },
    ]);
  });

  it.each([
    ['a NUL byte', 'bad%00name', 'control'],
    ['a backslash', 'a%5Cb', '\\'],
    ['a path over 512 characters', 'x'.repeat(513), '512'],
  ])('refuses %s with a 422 naming the path', async (_label, path, words) => {
    const response = await put(acme.key, path, 'x');
    expect(response.status).toBe(422);
    const error = (response.body as unknown as ErrorResponse).error;
    expect(error.details).toMatchObject({
      fields: [{ path: 'path', message: expect.stringContaining(words) }],
    });
  });

  it('refuses a file over the per-file limit with 413 and the numbers, storing nothing', async () => {
    const response = await put(acme.key, 'big.bin', Buffer.alloc(1001));
    expect(response.status).toBe(413);
    expect((response.body as unknown as ErrorResponse).error.details).toMatchObject({
      limit_bytes: 1000,
    });
    const missing = await app.request('GET', '/v1/workspace/files/big.bin', { key: acme.key });
    expect(missing.status).toBe(404);
  });

  it("refuses a write past the plan's quota with 413 WORKSPACE_QUOTA_EXCEEDED and the numbers", async () => {
    expect((await put(small.key, 'a.bin', Buffer.alloc(1000))).status).toBe(201);
    const over = await put(small.key, 'b.bin', Buffer.alloc(501));
    expect(over.status).toBe(413);
    expect((over.body as unknown as ErrorResponse).error).toMatchObject({
      code: 'WORKSPACE_QUOTA_EXCEEDED',
      details: { used_bytes: 1000, needed_bytes: 501, quota_bytes: 1500 },
    });
    expect((await put(small.key, 'b.bin', Buffer.alloc(500))).status).toBe(201);
  });

  it("never shows one team another team's files", async () => {
    await put(acme.key, 'private/plan.md', 'secret');
    const read = await app.request('GET', '/v1/workspace/files/private/plan.md', {
      key: other.key,
    });
    expect(read.status).toBe(404);
    const removed = await app.request('DELETE', '/v1/workspace/files/private/plan.md', {
      key: other.key,
    });
    expect(removed.status).toBe(404);
    const listed = await app.request<{ data: unknown[] }>('GET', '/v1/workspace/files', {
      key: other.key,
    });
    expect(listed.body.data).toEqual([]);
    expect((await app.request('GET', '/v1/workspace/files/private/plan.md')).status).toBe(401);
  });
});

/** A PUT whose path goes on the wire exactly as written (no URL normalisation). */
function rawPut(path: string, key: string): Promise<{ status: number; body: string }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'PUT',
        path,
        headers: { authorization: `Bearer ${key}` },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('x');
  });
}

describe('POST /v1/mcp/workspace', () => {
  const mcpClient = (era: Era, key: string) =>
    connectEraClient(era, {
      url: `${app.baseUrl}/v1/mcp/workspace`,
      headers: { authorization: `Bearer ${key}` },
    });

  it.each(ERAS)(
    "opens the team's workspace in a %s MCP client: a file written there is downloadable through the API",
    async (era) => {
      const client = await mcpClient(era, acme.key);
      const path = `from-mcp/${era}.md`;
      try {
        const tools = await client.listTools();
        expect(tools.map((tool) => tool.name)).toContain('write_file');
        expect(tools.find((tool) => tool.name === 'delete_file')?.annotations).toMatchObject({
          destructiveHint: true,
          idempotentHint: true,
        });
        const result = await client.callTool('write_file', { path, content: 'Hello from MCP' });
        expect(result.isError).toBeFalsy();
        expect(result.structuredContent).toMatchObject({ created: true, file: { path } });
        const read = await client.callTool('read_file', { path });
        expect(read.structuredContent).toMatchObject({ content: 'Hello from MCP' });
      } finally {
        await client.close();
      }
      const got = await app.request('GET', `/v1/workspace/files/${path}`, { key: acme.key });
      expect(got.text).toBe('Hello from MCP');
      const foreign = await app.request('GET', `/v1/workspace/files/${path}`, { key: other.key });
      expect(foreign.status).toBe(404);
    },
  );

  it('needs an API key, and is stateless (GET is a 405)', async () => {
    const anonymous = await app.request('POST', '/v1/mcp/workspace', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(anonymous.status).toBe(401);
    const get = await app.request('GET', '/v1/mcp/workspace', { key: acme.key });
    expect(get.status).toBe(405);
  });

  it('refuses a page from another origin with 403, and serves one from this machine', async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const headers = { accept: 'application/json, text/event-stream' };
    const foreign = await app.request('POST', '/v1/mcp/workspace', {
      key: acme.key,
      body: list,
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    const local = await app.request('POST', '/v1/mcp/workspace', {
      key: acme.key,
      body: list,
      headers: { ...headers, origin: 'http://localhost:8080' },
    });
    expect(local.status).toBe(200);
  });
});
