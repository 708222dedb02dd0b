import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ValidationError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import {
  displayName,
  assertUrlsAllowed,
  idOf,
  listEnvelope,
  maskSecret,
  publicView,
  timestamp,
  userUrl,
} from './common.js';
import { headerMap, maskHeaders, unmaskHeaders } from './headers.js';
import { paginationQuery } from './query.js';

function issuePaths(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.map(String).join('.'));
}

describe('paginationQuery', () => {
  it('defaults to page 1 of 20 and coerces query strings', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(paginationQuery.parse({ page: '3', per_page: '100', other: 'x' })).toEqual({
      page: 3,
      per_page: 100,
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ per_page: '0' }, 'per_page'],
    [{ per_page: '101' }, 'per_page'],
    [{ per_page: ['10', '20'] }, 'per_page'],
  ])('rejects %j instead of clamping it', (query, path) => {
    expect(issuePaths(paginationQuery, query)).toEqual([path]);
  });
});

describe('ids and timestamps', () => {
  it('accepts ids of the right kind only', () => {
    expect(idOf('bot').safeParse(newId('bot')).success).toBe(true);
    expect(idOf('bot').safeParse(newId('integration')).success).toBe(false);
    expect(idOf('bot').safeParse('bot_../../etc').success).toBe(false);
  });

  it('accepts UTC timestamps with Z only', () => {
    expect(timestamp.safeParse(new Date().toISOString()).success).toBe(true);
    expect(timestamp.safeParse('2026-01-01T00:00:00+02:00').success).toBe(false);
  });
});

describe('listEnvelope', () => {
  it('requires data and meta', () => {
    const envelope = listEnvelope(z.object({ id: z.string() }));
    const meta = { page: 1, per_page: 20, total: 1, total_pages: 1 };
    expect(envelope.safeParse({ data: [{ id: 'a' }], meta }).success).toBe(true);
    expect(issuePaths(envelope, { data: [{ id: 1 }] })).toEqual(['data.0.id', 'meta']);
  });
});

describe('userUrl', () => {
  it.each(['https://example.com/hook', 'http://127.0.0.1:8080/x', 'https://[::1]/'])(
    'accepts %s',
    (url) => expect(userUrl.safeParse(url).success).toBe(true),
  );

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    'not a url',
    'https://user:pass@example.com/',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('rejects %s', (url) => expect(userUrl.safeParse(url).success).toBe(false));

  it('says a missing URL is required, and a non-string one must be a URL string', () => {
    expect(userUrl.safeParse(undefined).error?.issues[0]?.message).toBe(
      'is required: a URL such as https://example.com/hook',
    );
    expect(userUrl.safeParse(5).error?.issues[0]?.message).toMatch(/^must be a URL string/);
  });

  it('rejects http:// with a 422 field path unless private networks are allowed', () => {
    const fields = { webhook_url: 'http://example.com', callback_url: 'https://example.com' };
    expect(() => assertUrlsAllowed({ allowPrivateNetwork: true }, fields)).not.toThrow();
    let error: unknown;
    try {
      assertUrlsAllowed({ allowPrivateNetwork: false }, fields);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual([
      { path: 'webhook_url', message: expect.stringContaining('ALLOW_PRIVATE_NETWORK') },
    ]);
  });
});

describe('displayName', () => {
  it('keeps one line of text, trimmed, with any letters', () => {
    expect(displayName(100).parse('  Équipe Acme — ops  ')).toBe('Équipe Acme — ops');
  });

  it.each(['a\nb', 'a\tb', 'a\u001b[31mb', 'a\u0085b'])('refuses %j', (name) => {
    expect(displayName(100).safeParse(name).error?.issues[0]?.message).toBe(
      'must not contain control characters (line breaks, tabs, escapes)',
    );
  });
});

describe('headerMap', () => {
  it('accepts ordinary authentication headers', () => {
    const headers = { Authorization: 'Bearer abc', 'X-Api-Key': 'kéy-1' };
    expect(headerMap.parse(headers)).toEqual(headers);
  });

  it.each([
    ['a name with a space', { 'Bad Name': 'x' }, 'Bad Name'],
    ['an empty name', { '': 'x' }, ''],
    ['CR/LF in a value', { 'X-Evil': 'a\r\nSet-Cookie: x' }, 'X-Evil'],
    ['NUL in a value', { 'X-Nul': 'a\u0000b' }, 'X-Nul'],
    ['a character Node cannot send', { 'X-Euro': '5€' }, 'X-Euro'],
    ['a framing header', { Host: 'example.com' }, 'Host'],
    ['a name given twice', { 'X-A': '1', 'x-a': '2' }, 'x-a'],
    ['a value over 8 KiB', { 'X-Big': 'a'.repeat(8193) }, 'X-Big'],
    ['a non-string value', { 'X-Num': 5 }, 'X-Num'],
  ])('rejects %s at the header name', (_label, headers, path) => {
    expect(issuePaths(headerMap, headers)).toEqual([path]);
  });

  it('lets a tool server or callback set its own Content-Type (only integrations reserve it)', () => {
    expect(headerMap.parse({ 'Content-Type': 'text/plain' })).toEqual({
      'Content-Type': 'text/plain',
    });
  });

  it('limits the number and total size of headers', () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`X-H${i}`, 'v']));
    expect(issuePaths(headerMap, many)).toEqual(['']);
    const large = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`X-H${i}`, 'v'.repeat(8000)]),
    );
    expect(issuePaths(headerMap, large)).toEqual(['']);
  });
});

describe('secret masking', () => {
  it('shows only the last 4 characters, and nothing of a secret under 8 characters', () => {
    expect(maskSecret('Bearer sk-live-1234abcd')).toBe('********abcd');
    expect(maskSecret('tool-key')).toBe('********-key');
    expect(maskSecret('seven77')).toBe('********');
    expect(maskHeaders({ Authorization: 'Bearer sk-live-1234abcd' })).toEqual({
      Authorization: '********abcd',
    });
  });

  it('keeps a stored secret when the client sends its mask back', () => {
    const stored = { Authorization: 'Bearer sk-live-1234abcd', 'X-Other': 'old-value-0000' };
    const incoming = { Authorization: '********abcd', 'X-Other': 'new-value-1111', 'X-New': 'n' };
    expect(unmaskHeaders(incoming, stored)).toEqual({
      Authorization: 'Bearer sk-live-1234abcd',
      'X-Other': 'new-value-1111',
      'X-New': 'n',
    });
  });
});

describe('publicView', () => {
  const widget = z.strictObject({ id: z.string(), secret: z.string(), created_at: timestamp });
  const stored = {
    team_id: 'team_1',
    created_at: '2026-01-31T12:00:00.000Z',
    secret: 'Bearer sk-live-1234abcd',
    key_hash: 'deadbeef',
    id: 'w1',
  };

  it('keeps only the fields the schema lists, in its order', () => {
    const view = publicView(widget, stored);
    expect(JSON.stringify(view)).toBe(
      '{"id":"w1","secret":"Bearer sk-live-1234abcd","created_at":"2026-01-31T12:00:00.000Z"}',
    );
    expect(widget.safeParse(view).success).toBe(true);
  });

  it('shows a replacement (a masked secret, even null) instead of the stored value', () => {
    expect(publicView(widget, stored, { secret: maskSecret(stored.secret) }).secret).toBe(
      '********abcd',
    );
    const nullable = z.strictObject({ id: z.string(), callback: z.string().nullable() });
    expect(publicView(nullable, { id: 'w1', callback: 'x' }, { callback: null })).toEqual({
      id: 'w1',
      callback: null,
    });
  });
});
