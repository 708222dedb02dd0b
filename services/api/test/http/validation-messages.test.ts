import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

// Input errors say precisely what is wrong: a repeated `?page` and an unsafe integer get their own
// messages, `per_page=0x10` is not read as 16, `system_prompt: []` gets one error, a
// whitespace-only prompt is refused, `url: null` is told http:// where http:// is allowed, and
// `https://localhost./` is refused like `https://localhost/`.

const app = useApp(); // ALLOW_PRIVATE_NETWORK=true, the test default
const team = useTeam(app);
const strict = useApp({ env: { ALLOW_PRIVATE_NETWORK: 'false' } });
const strictTeam = useTeam(strict);

async function fieldErrors(
  res: Promise<{ status: number; body: unknown }>,
): Promise<Array<{ path: string; message: string }>> {
  const { status, body } = await res;
  expect(status).toBe(422);
  return (body as ErrorResponse).error.details!.fields as Array<{ path: string; message: string }>;
}

const listBots = (query: string) => app.request('GET', `/v1/bots?${query}`, { key: team.key });

describe('pagination query messages', () => {
  it('says a repeated page parameter must be given once', async () => {
    expect(await fieldErrors(listBots('page=1&page=2'))).toEqual([
      { path: 'page', message: 'must be given once, not 2 times' },
    ]);
  });

  it.each(['9007199254740993', '1000000001'])('states the range for page=%s', async (page) => {
    expect(await fieldErrors(listBots(`page=${page}`))).toEqual([
      { path: 'page', message: 'must be an integer from 1 to 1000000000' },
    ]);
  });

  it.each(['0x10', '1e1', '16.0', ' 16', '-1', ''])('rejects per_page=%j', async (perPage) => {
    expect(await fieldErrors(listBots(`per_page=${encodeURIComponent(perPage)}`))).toEqual([
      { path: 'per_page', message: 'must be an integer from 1 to 100' },
    ]);
  });

  it('still reads decimal page and per_page', async () => {
    const res = await app.request<{ meta: unknown }>('GET', '/v1/bots?page=2&per_page=016', {
      key: team.key,
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual(expect.objectContaining({ page: 2, per_page: 16 }));
  });
});

const loop = (body: Record<string, unknown>) =>
  app.request('POST', '/v1/agent-loops', {
    key: team.key,
    body: { name: 'L', system_prompt: 's', user_message: 'u', ...body },
  });

describe('agent loop prompt messages', () => {
  it('answers system_prompt: [] with one error saying it must be a string', async () => {
    expect(await fieldErrors(loop({ system_prompt: [] }))).toEqual([
      { path: 'system_prompt', message: 'must be a string' },
    ]);
  });

  it.each([
    ['system_prompt', '   \n\t'],
    ['user_message', ' '],
    ['system_prompt', ''],
  ])('rejects %s = %j as empty', async (field, value) => {
    expect(await fieldErrors(loop({ [field]: value }))).toEqual([
      { path: field, message: 'must not be empty or only whitespace' },
    ]);
  });

  it('keeps a prompt with surrounding whitespace as sent', async () => {
    const res = await loop({ system_prompt: '\n  Be brief.\n' });
    expect(res.status).toBe(201);
    expect((res.body as { data: { system_prompt: string } }).data.system_prompt).toBe(
      '\n  Be brief.\n',
    );
  });
});

describe('URL messages', () => {
  it('answers url: null with a message that does not depend on the scheme setting', async () => {
    const res = app.request('POST', '/v1/mcp-servers', {
      key: team.key,
      body: { name: 'S', url: null },
    });
    expect(await fieldErrors(res)).toEqual([
      { path: 'url', message: 'must be a URL string, e.g. https://example.com/hook' },
    ]);
  });

  it('names the setting when the URL is not http(s)', async () => {
    const res = app.request('POST', '/v1/mcp-servers', {
      key: team.key,
      body: { name: 'S', url: 'ftp://tools.example.com' },
    });
    const [field] = await fieldErrors(res);
    expect(field!.message).toBe(
      'must be an https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)',
    );
  });

  it.each(['https://localhost./mcp', 'https://LOCALHOST./mcp', 'https://tools.localhost./mcp'])(
    'refuses %s like https://localhost/ when private networks are not allowed',
    async (url) => {
      const res = strict.request('POST', '/v1/mcp-servers', {
        key: strictTeam.key,
        body: { name: 'S', url },
      });
      const [field] = await fieldErrors(res);
      expect(field!.path).toBe('url');
      expect(field!.message).toContain('ALLOW_PRIVATE_NETWORK=true');
    },
  );

  it('accepts a public name written with a trailing dot', async () => {
    const res = await strict.request('POST', '/v1/mcp-servers', {
      key: strictTeam.key,
      body: { name: 'Dot', url: 'https://mcp.example.com./mcp' },
    });
    expect(res.status).toBe(201);
  });
});

describe('pagination in the OpenAPI document', () => {
  it('documents page and per_page as integers with their defaults and ranges', async () => {
    type Parameter = { name: string; in: string; schema: Record<string, unknown> };
    const doc = await app.request<{
      paths: Record<string, { get: { parameters: Parameter[] } }>;
    }>('GET', '/v1/openapi.json');
    const query = doc.body.paths['/v1/bots']!.get.parameters.filter((p) => p.in === 'query');
    expect(query.find((p) => p.name === 'page')?.schema).toMatchObject({
      type: 'integer',
      default: 1,
      minimum: 1,
      maximum: 1_000_000_000,
    });
    expect(query.find((p) => p.name === 'per_page')?.schema).toMatchObject({
      type: 'integer',
      default: 20,
      maximum: 100,
    });
  });
});
