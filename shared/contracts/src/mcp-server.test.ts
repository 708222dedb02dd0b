import { describe, expect, it } from '@jest/globals';
import { createMcpServerBody, toolsIssue } from './mcp-server.js';

const tool = { name: 'get_weather', input_schema: { type: 'object', properties: {} } };

function paths(input: unknown): string[] {
  const result = createMcpServerBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('createMcpServerBody', () => {
  it('defaults to transport mcp with no headers, no tools and no sign-in', () => {
    expect(createMcpServerBody.parse({ name: 'Docs', url: 'https://mcp.example.com/mcp' })).toEqual(
      {
        name: 'Docs',
        url: 'https://mcp.example.com/mcp',
        transport: 'mcp',
        headers: {},
        tools: [],
        auth: { type: 'none' },
      },
    );
  });

  it('requires tools for the custom http transport and fills their defaults', () => {
    const base = { name: 'Custom', url: 'https://tools.example.com/call', transport: 'http' };
    expect(paths(base)).toEqual(['tools']);
    expect(createMcpServerBody.parse({ ...base, tools: [{ name: 'ping' }] }).tools).toEqual([
      { name: 'ping', description: '', input_schema: { type: 'object', properties: {} } },
    ]);
  });

  it('rejects tools on an MCP server, which lists its own', () => {
    expect(paths({ name: 'M', url: 'https://x.example.com', tools: [tool] })).toEqual(['tools']);
  });

  it.each([
    [{ name: 'has space' }, 'tools.0.name'],
    [{ name: 'x'.repeat(65) }, 'tools.0.name'],
    [{ name: 'ok', input_schema: { type: 'string' } }, 'tools.0.input_schema'],
    [{ name: 'ok', extra: 1 }, 'tools.0'],
  ])('rejects the tool %j at %s', (badTool, path) => {
    const input = { name: 'C', url: 'https://x.example.com', transport: 'http', tools: [badTool] };
    expect(paths(input)).toEqual([path]);
  });

  it('rejects duplicate tool names at the repeated entry', () => {
    const input = {
      name: 'C',
      url: 'https://x.example.com',
      transport: 'http',
      tools: [tool, tool],
    };
    expect(paths(input)).toEqual(['tools.1.name']);
  });
});

describe('createMcpServerBody auth', () => {
  const mcp = { name: 'M', url: 'https://x.example.com/mcp' };

  it('takes OAuth with a person by default, and client credentials with a client', () => {
    expect(createMcpServerBody.parse({ ...mcp, auth: { type: 'oauth' } }).auth).toEqual({
      type: 'oauth',
      grant: 'authorization_code',
    });
    const robot = {
      type: 'oauth',
      grant: 'client_credentials',
      client_id: 'r',
      client_secret: 's',
    };
    expect(paths({ ...mcp, auth: robot })).toEqual([]);
  });

  it.each([
    [{ type: 'oauth', grant: 'client_credentials', client_id: 'r' }, 'auth.client_secret'],
    [{ type: 'oauth', grant: 'client_credentials' }, 'auth.client_id'],
    [{ type: 'oauth', client_secret: 's' }, 'auth.client_id'],
    [{ type: 'oauth', scopes: ['tools read'] }, 'auth.scopes.0'],
    [{ type: 'oauth', grant: 'password' }, 'auth.grant'],
    [{ type: 'basic' }, 'auth.type'],
  ])('rejects the auth %j at %s', (auth, path) => {
    expect(paths({ ...mcp, auth })).toEqual([path]);
  });

  it('rejects OAuth for the custom http transport', () => {
    const input = { ...mcp, transport: 'http', tools: [tool], auth: { type: 'oauth' } };
    expect(paths(input)).toEqual(['auth']);
  });
});

describe('toolsIssue', () => {
  it('checks a merged record after a transport change', () => {
    expect(toolsIssue({ transport: 'http', tools: [] })?.path).toBe('tools');
    expect(toolsIssue({ transport: 'http', tools: [tool] })).toBeUndefined();
  });
});
