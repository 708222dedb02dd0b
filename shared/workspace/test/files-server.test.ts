import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  connectEraClient,
  ERAS,
  type Era,
  type EraClient,
  type ToolResult,
} from '@switchboard/testing/mcp/era-clients';
import { createFilesServer } from '../src/files-server.js';
import { fileResourceUri } from '../src/tools/file-resource.js';
import { READ_MAX_BYTES } from '../src/tools/read-file.js';
import { openWorkspace, type WorkspaceHarness } from './harness.js';

const TEAM = 'team_01dddddddddddddddddddddddd';
const OTHER = 'team_01eeeeeeeeeeeeeeeeeeeeeeee';

const textOf = (result: ToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe.each(ERAS)('files MCP server, to a %s client', (era: Era) => {
  let h: WorkspaceHarness;
  const clients: EraClient[] = [];

  /** A real MCP client of this era linked in memory to the files server of `teamId`. */
  async function connect(teamId: string): Promise<EraClient> {
    const client = await connectEraClient(era, {
      factory: () => createFilesServer({ workspace: h.workspace, teamId }),
    });
    clients.push(client);
    return client;
  }

  const call = (client: EraClient, name: string, args: Record<string, unknown>) =>
    client.callTool(name, args);

  let files: EraClient;
  beforeAll(async () => {
    h = await openWorkspace({ fileMaxBytes: 100_000, quotaBytes: async () => 1_000_000 });
    files = await connect(TEAM);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await h.close();
  });

  it('lists six tools with schemas, titles and truthful annotations', async () => {
    const tools = await files.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'delete_file',
      'file_exists',
      'file_info',
      'list_files',
      'read_file',
      'write_file',
    ]);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.outputSchema).toMatchObject({ type: 'object' });
      expect(tool.annotations?.openWorldHint).toBe(false);
      expect(JSON.stringify([tool.inputSchema, tool.outputSchema])).not.toContain('"type":[');
    }
    const hints = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]));
    for (const name of ['read_file', 'list_files', 'file_exists', 'file_info'])
      expect(hints[name]).toMatchObject({ readOnlyHint: true });
    for (const name of ['write_file', 'delete_file'])
      expect(hints[name]).toMatchObject({
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
      });
  });

  it('writes a report that read_file, file_info, file_exists and list_files then see', async () => {
    const written = await call(files, 'write_file', { path: 'reports/nov.md', content: '# Nov' });
    expect(written.isError).toBeFalsy();
    expect(written.structuredContent).toMatchObject({
      created: true,
      file: { path: 'reports/nov.md', size: 5, content_type: 'text/markdown; charset=utf-8' },
    });
    const read = await call(files, 'read_file', { path: 'reports/nov.md' });
    expect(read.structuredContent).toMatchObject({
      encoding: 'utf8',
      content: '# Nov',
      truncated: false,
    });
    expect(
      (await call(files, 'file_exists', { path: 'reports/nov.md' })).structuredContent,
    ).toEqual({
      path: 'reports/nov.md',
      exists: true,
    });
    const info = await call(files, 'file_info', { path: 'reports/nov.md' });
    expect(info.structuredContent).toMatchObject({ size: 5 });
    const listed = await call(files, 'list_files', { prefix: 'reports/' });
    expect(listed.structuredContent).toMatchObject({
      total: 1,
      files: [{ path: 'reports/nov.md' }],
    });
  });

  it('reads a large file a bounded range at a time and says where to go on', async () => {
    const big = 'ab'.repeat(READ_MAX_BYTES);
    await call(files, 'write_file', { path: 'big.txt', content: big });
    const first = await call(files, 'read_file', { path: 'big.txt' });
    expect(first.structuredContent).toMatchObject({
      length: READ_MAX_BYTES,
      truncated: true,
      next_offset: READ_MAX_BYTES,
    });
    expect(textOf(first)).toContain(`offset=${READ_MAX_BYTES}`);
    expect(textOf(first).length).toBeLessThan(20_000);
    const last = await call(files, 'read_file', { path: 'big.txt', offset: READ_MAX_BYTES });
    expect(last.structuredContent).toMatchObject({ truncated: false, next_offset: null });
  });

  it('links a file longer than one read as a resource, which resources/read answers whole', async () => {
    const big = 'xy'.repeat(READ_MAX_BYTES);
    await call(files, 'write_file', { path: 'docs/long file.txt', content: big });
    const first = await call(files, 'read_file', { path: 'docs/long file.txt' });
    const uri = fileResourceUri('docs/long file.txt');
    expect(first.structuredContent).toMatchObject({ resource_uri: uri });
    expect(first.content).toContainEqual(
      expect.objectContaining({
        type: 'resource_link',
        uri,
        name: 'docs/long file.txt',
        size: big.length,
        mimeType: 'text/plain; charset=utf-8',
      }),
    );
    const whole = await files.sdk.readResource({ uri });
    expect(whole.contents).toEqual([{ uri, mimeType: 'text/plain; charset=utf-8', text: big }]);
    const small = await call(files, 'read_file', { path: 'docs/long file.txt', length: 10 });
    expect(small.content.filter((part) => part.type === 'resource_link')).toHaveLength(1);
    await call(files, 'write_file', { path: 'short.txt', content: 'short' });
    const short = await call(files, 'read_file', { path: 'short.txt' });
    expect(short.content.map((part) => part.type)).toEqual(['text']);
  });

  it("answers resources/read of a missing file with the protocol's not-found error", async () => {
    await expect(files.sdk.readResource({ uri: fileResourceUri('gone.txt') })).rejects.toThrow(
      /not found/i,
    );
  });

  it('never splits a UTF-8 character at the end of a range', async () => {
    await call(files, 'write_file', { path: 'utf8.txt', content: 'aé' });
    const cut = await call(files, 'read_file', { path: 'utf8.txt', length: 2 });
    expect(cut.structuredContent).toMatchObject({ content: 'a', length: 1, next_offset: 1 });
  });

  it('round-trips binary content as base64', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await call(files, 'write_file', {
      path: 'bin/x.bin',
      content: bytes.toString('base64'),
      encoding: 'base64',
    });
    const read = await call(files, 'read_file', { path: 'bin/x.bin' });
    expect(read.structuredContent).toMatchObject({
      encoding: 'base64',
      content: bytes.toString('base64'),
    });
  });

  it('answers tool errors the model can act on: missing file, bad path, stale if_match', async () => {
    const missing = await call(files, 'read_file', { path: 'nope.txt' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/RESOURCE_NOT_FOUND/);
    const escape = await call(files, 'write_file', { path: '../x', content: 'x' });
    expect(escape.isError).toBe(true);
    expect(textOf(escape)).toMatch(/\.\./);
    await call(files, 'write_file', { path: 'cas.txt', content: 'one' });
    const stale = await call(files, 'write_file', {
      path: 'cas.txt',
      content: 'two',
      if_match: 'abc',
    });
    expect(stale.isError).toBe(true);
    expect(textOf(stale)).toMatch(/PRECONDITION_FAILED/);
    const out = await call(files, 'read_file', { path: 'nope.txt', length: 0 });
    expect(out.isError).toBe(true);
  });

  it("serves only its own team's files", async () => {
    await call(files, 'write_file', { path: 'mine.txt', content: 'secret' });
    const other = await connect(OTHER);
    expect(
      (await call(other, 'file_exists', { path: 'mine.txt' })).structuredContent,
    ).toMatchObject({
      exists: false,
    });
    expect((await call(other, 'list_files', {})).structuredContent).toMatchObject({ total: 0 });
  });

  it('deletes a file', async () => {
    await call(files, 'write_file', { path: 'tmp.txt', content: 'x' });
    const deleted = await call(files, 'delete_file', { path: 'tmp.txt' });
    expect(deleted.structuredContent).toEqual({ path: 'tmp.txt', deleted: true });
    expect((await call(files, 'file_exists', { path: 'tmp.txt' })).structuredContent).toMatchObject(
      {
        exists: false,
      },
    );
  });
});
